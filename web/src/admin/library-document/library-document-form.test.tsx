import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { emptyLibraryDocument, LibraryDocumentForm } from "./library-document-form";

const user = userEvent.setup();
type Submit = ComponentProps<typeof LibraryDocumentForm>["onSubmit"];

function renderForm() {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(undefined);
  renderUi(
    <LibraryDocumentForm
      initial={emptyLibraryDocument}
      submitLabel="Save"
      busyLabel="Saving…"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe("the library document form", () => {
  it("asks for the title, and sends nothing without it", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter the title")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the title, published at once unless staff choose otherwise", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getAllByRole("textbox", { name: /^Title/ })[0]!);
    await user.paste("A first library document");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: "A first library document", status: "PUBLISHED" }),
    );
  });

  it("saves a draft when staff choose so, and says only staff will see it", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getAllByRole("textbox", { name: /^Title/ })[0]!);
    await user.paste("A draft library document");
    await user.click(screen.getByRole("radio", { name: "Save as draft" }));
    expect(
      screen.getByText("The library document will be seen by staff only, until it is published."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: "DRAFT" }));
  });
});
