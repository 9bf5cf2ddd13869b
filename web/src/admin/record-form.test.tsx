import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render-ui";
import { RecordForm } from "./record-form";

const CURRENT = "/uploads/images/9f86d081884c7d65a1b2c3d4_1600x1067.jpg";

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderUi(
    <RecordForm
      fields={[{ name: "title", label: "Caption heading", required: true }]}
      initial={{ title: "Confirmation at Butere" }}
      image={{ label: "Picture", currentUrl: CURRENT, currentFocalPoint: { x: 0.5, y: 0.2 } }}
      submitLabel="Save changes"
      busyLabel="Saving…"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe("a record's picture in the dashboard's form", () => {
  it("saves a new focal point with the record, without a new upload", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const focalPoint = screen.getByRole("slider", { name: "Focal point" });
    expect(focalPoint.getAttribute("aria-valuetext")).toBe("50% from the left, 20% from the top");

    focalPoint.focus();
    await user.keyboard("{ArrowLeft}{ArrowDown}");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(onSubmit).toHaveBeenCalledWith(
      { title: "Confirmation at Butere" },
      null,
      { x: 0.45, y: 0.25 },
      undefined,
    );
  });

  it("starts a newly chosen picture's focal point at the centre", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const photo = new File(["jpeg"], "synod.jpg", { type: "image/jpeg" });

    fireEvent.change(screen.getByLabelText("Picture"), { target: { files: [photo] } });
    expect(screen.getByRole("slider", { name: "Focal point" }).getAttribute("aria-valuetext")).toBe(
      "50% from the left, 50% from the top",
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(onSubmit).toHaveBeenCalledWith(
      { title: "Confirmation at Butere" },
      photo,
      { x: 0.5, y: 0.5 },
      undefined,
    );
  });
});
