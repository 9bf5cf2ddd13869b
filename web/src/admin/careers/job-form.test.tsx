import { CombinedGraphQLErrors } from "@apollo/client";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi, type Mock } from "vitest";
import { missingMessages, PageLanguage } from "../../lib/language";
import { renderUi } from "../../test/render-ui";
import { emptyJob, JobForm, type JobValues } from "./job-form";

// The browser's file dialog already keeps to `accept`; the form must still refuse what gets through.
const user = userEvent.setup({ applyAccept: false });

const details: JobValues = {
  ...emptyJob,
  referenceNumber: "ADK/HR/2030/07",
  position: "Diocesan Internal Auditor",
  description: "Keeps the diocese's books.",
};

type Submit = ComponentProps<typeof JobForm>["onSubmit"];

const pdf = () => new File(["%PDF-1.4 ..."], "auditor.pdf", { type: "application/pdf" });

function renderForm({
  initial = details,
  documentUrl = null,
  onSubmit = vi.fn<Submit>().mockResolvedValue(undefined),
}: { initial?: JobValues; documentUrl?: string | null; onSubmit?: Mock<Submit> } = {}) {
  renderUi(
    <JobForm
      initial={initial}
      documentUrl={documentUrl}
      submitLabel="Save job"
      busyLabel="Saving the job…"
      progress={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

const save = () => user.click(screen.getByRole("button", { name: "Save job" }));

describe("the job form's attached PDF", () => {
  it("asks for a link or a PDF, and sends nothing without either", async () => {
    const onSubmit = renderForm();

    await save();

    expect(screen.getByText("Enter a link to the advertisement or attach it as a PDF.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the chosen PDF in place of a link", async () => {
    const onSubmit = renderForm();
    const file = pdf();

    await user.upload(screen.getByLabelText("Attached PDF"), file);
    await save();

    expect(onSubmit).toHaveBeenCalledWith(
      {
        referenceNumber: "ADK/HR/2030/07",
        position: "Diocesan Internal Auditor",
        description: "Keeps the diocese's books.",
        link: null,
        closingDate: null,
        kiswahili: [
          { field: "position", text: "" },
          { field: "description", text: "" },
        ],
      },
      { file, remove: false },
    );
  });

  it("refuses a file that is not a PDF, or one too large, as soon as it is chosen", async () => {
    const onSubmit = renderForm();
    const input = screen.getByLabelText("Attached PDF") as HTMLInputElement;

    await user.upload(input, new File(["<png>"], "auditor.png", { type: "image/png" }));
    expect(screen.getByText("auditor.png is not a PDF file. Choose a PDF.")).toBeTruthy();

    const large = pdf();
    Object.defineProperty(large, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText("Attached PDF"), large);
    expect(screen.getByText("auditor.pdf is larger than 10 MB. Choose a smaller PDF.")).toBeTruthy();

    await save();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the attached PDF and removes it on request, as long as a link remains", async () => {
    const onSubmit = renderForm({ documentUrl: "/uploads/documents/0123456789abcdef01234567.pdf" });

    expect(screen.getByRole("link", { name: "Open the attached PDF" }).getAttribute("href")).toBe(
      "/uploads/documents/0123456789abcdef01234567.pdf",
    );
    await user.click(screen.getByRole("button", { name: "Remove the PDF" }));
    expect(screen.getByText("The attached PDF will be removed when you save.")).toBeTruthy();
    await save();
    expect(screen.getByText("Enter a link to the advertisement or attach it as a PDF.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Link"));

    await user.paste("https://example.org/jobs/auditor");
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ link: "https://example.org/jobs/auditor" }),
      { file: null, remove: true },
    );
  });

  it("keeps the attached PDF unless told otherwise", async () => {
    const onSubmit = renderForm({ documentUrl: "/uploads/documents/0123456789abcdef01234567.pdf" });

    await save();

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ link: null }), {
      file: null,
      remove: false,
    });
  });

  it("shows the server's message when it refuses the PDF", async () => {
    renderForm({
      onSubmit: vi.fn<Submit>().mockRejectedValue(
        new CombinedGraphQLErrors({
          errors: [{ message: "The PDF file is incomplete. Try uploading it again" }],
        }),
      ),
    });

    await user.upload(screen.getByLabelText("Attached PDF"), pdf());
    await save();

    expect((await screen.findByRole("alert")).textContent).toContain(
      "The PDF file is incomplete. Try uploading it again",
    );
  });
});

describe("the job form in Kiswahili", () => {
  it("edits the Kiswahili position and description and sends them with the opening", async () => {
    const onSubmit = vi.fn<Submit>().mockResolvedValue(undefined);
    renderUi(
      <JobForm
        initial={{ ...details, link: "https://example.org/auditor" }}
        kiswahili={[{ field: "position", text: "Mkaguzi wa Ndani" }]}
        submitLabel="Save job"
        busyLabel="Saving the job…"
        progress={null}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );

    const position = screen.getByLabelText<HTMLInputElement>(/^Job Position \(Kiswahili\)/);
    expect(position.value).toBe("Mkaguzi wa Ndani");
    await user.click(screen.getByLabelText(/^Description \(Kiswahili\)/));
    await user.paste("Hutunza hesabu za Dayosisi.");
    await save();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].kiswahili).toEqual([
      { field: "position", text: "Mkaguzi wa Ndani" },
      { field: "description", text: "Hutunza hesabu za Dayosisi." },
    ]);
  });

  it("speaks Kiswahili to a member whose language is Kiswahili", async () => {
    renderUi(
      <PageLanguage language="sw">
        <JobForm
          initial={details}
          submitLabel="Hifadhi"
          busyLabel="Inahifadhiwa…"
          progress={null}
          onSubmit={vi.fn<Submit>()}
          onCancel={() => {}}
        />
      </PageLanguage>,
    );

    expect(screen.getByLabelText(/^Namba ya kumbukumbu/)).toBeTruthy();
    expect(screen.getByLabelText(/^Cheo cha kazi \(Kiswahili\)/)).toBeTruthy();
    expect(screen.getByLabelText("PDF iliyoambatishwa")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hifadhi" }));
    expect(await screen.findByText("Andika kiungo cha tangazo au liambatishe kama PDF.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/dashboard\w*\./);
    expect([...missingMessages]).toEqual([]);
  });
});
