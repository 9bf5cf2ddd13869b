import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { emptyLibraryDocument, LibraryDocumentForm } from "./library-document-form";

const user = userEvent.setup();
type Props = ComponentProps<typeof LibraryDocumentForm>;
const REPORT = new File(["%PDF-1.4\n%%EOF\n"], "synod-report.pdf", { type: "application/pdf" });

function renderForm(props: Partial<Props> = {}) {
  const onSubmit = vi.fn<Props["onSubmit"]>().mockResolvedValue(undefined);
  renderUi(
    <LibraryDocumentForm
      initial={emptyLibraryDocument}
      submitLabel="Save the document"
      busyLabel="Saving the document…"
      progress={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...props}
    />,
  );
  return onSubmit;
}

async function fillTitleAndCategory() {
  await user.click(screen.getAllByRole("textbox", { name: /^Title/ })[0]!);
  await user.paste("Report of the 2026 synod");
  await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Synod report");
}

describe("the library document form", () => {
  it("asks for the title, the category and the PDF, and sends nothing without them", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Save the document" }));
    for (const message of [
      "Enter the document's title",
      "Choose the kind of document",
      "Choose the document's PDF",
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a PDF before sending it", async () => {
    const onSubmit = renderForm();
    await fillTitleAndCategory();
    const picture = new File(["GIF89a"], "report.gif", { type: "image/gif" });
    // As a browser lets one choose any file despite `accept`.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/^PDF/), picture);
    await user.click(screen.getByRole("button", { name: "Save the document" }));
    expect(screen.getByText("report.gif is not a PDF. Choose a PDF file.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the document with its PDF, published at once unless staff choose otherwise", async () => {
    const onSubmit = renderForm();
    await fillTitleAndCategory();
    await user.upload(screen.getByLabelText(/^PDF/), REPORT);
    await user.click(screen.getByRole("button", { name: "Save the document" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Report of the 2026 synod",
        category: "SYNOD_REPORT",
        status: "PUBLISHED",
      }),
      REPORT,
    );
  });

  it("keeps the PDF a saved document has when no other is chosen, and saves a draft when asked", async () => {
    const onSubmit = renderForm({
      initial: { ...emptyLibraryDocument, title: "Circular on tithes", category: "CIRCULAR" },
      documentUrl: "/uploads/documents/9f86d081884c7d65a1b2c3d4.pdf",
    });
    expect(screen.getByRole("link", { name: /Open the PDF it has/ }).getAttribute("href")).toBe(
      "/uploads/documents/9f86d081884c7d65a1b2c3d4.pdf",
    );
    await user.click(screen.getByRole("radio", { name: "Save as draft" }));
    expect(screen.getByText("The document will be seen by staff only, until it is published.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ category: "CIRCULAR", status: "DRAFT" }),
      null,
    );
  });
});
