import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { emptySermon, SermonForm } from "./sermon-form";

const user = userEvent.setup();
type Submit = ComponentProps<typeof SermonForm>["onSubmit"];

function renderForm() {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(undefined);
  renderUi(
    <SermonForm
      initial={emptySermon}
      submitLabel="Save sermon"
      busyLabel="Saving the sermon…"
      progress={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe("the sermon form", () => {
  it("asks for the title, preacher, day and passages, and sends nothing without them", async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole("button", { name: "Save sermon" }));
    for (const message of [
      "Enter the sermon's title",
      "Enter who preached it",
      "Choose the day it was preached",
      "Enter at least one Bible passage",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the sermon with its recording", async () => {
    const onSubmit = renderForm();
    const recording = new File([new Uint8Array([0xff, 0xfb, 0x10, 0xc4])], "sermon.mp3", {
      type: "audio/mpeg",
    });
    await user.type(screen.getAllByRole("textbox", { name: /^Title/ })[0]!, "The sower");
    await user.type(screen.getByRole("textbox", { name: /^Preacher/ }), "Canon Peter Otieno");
    await user.type(screen.getByLabelText(/^Preached on/), "2026-11-22");
    await user.type(screen.getByRole("textbox", { name: /^Bible passages/ }), "Mark 4:1-20; Zaburi 1");
    await user.upload(screen.getByLabelText("Recording (MP3 or M4A)"), recording);
    await user.click(screen.getByRole("button", { name: "Save sermon" }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "The sower",
        preacher: "Canon Peter Otieno",
        preachedOn: "2026-11-22",
        passages: "Mark 4:1-20; Zaburi 1",
        series: null,
        videoUrl: null,
      }),
      recording,
    );
  });
});
