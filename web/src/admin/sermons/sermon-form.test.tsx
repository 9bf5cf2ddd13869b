import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { buildStaff } from "../../features/auth/auth.fixtures";
import { renderUi } from "../../test/render-ui";
import type { StaffFieldsFragment } from "../../gql/graphql";
import { parishChoicesMock } from "../owner-choices.fixtures";
import { StaffContext } from "../staff-context";
import { SermonForm } from "./sermon-form";
import { emptySermon } from "./sermon-values";

const user = userEvent.setup();
type Submit = ComponentProps<typeof SermonForm>["onSubmit"];

function renderForm(staff: StaffFieldsFragment = buildStaff()) {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(undefined);
  renderUi(
    <StaffContext.Provider value={staff}>
      <SermonForm
        initial={emptySermon}
        submitLabel="Save sermon"
        busyLabel="Saving the sermon…"
        progress={null}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </StaffContext.Provider>,
    [parishChoicesMock],
  );
  return onSubmit;
}

async function fillRequiredFields() {
  await user.type(screen.getAllByRole("textbox", { name: /^Title/ })[0]!, "The sower");
  await user.click(screen.getByRole("textbox", { name: /^Preacher/ }));
  await user.paste("Canon Peter Otieno");
  await user.type(screen.getByLabelText(/^Preached on/), "2026-11-22");
  await user.click(screen.getByRole("textbox", { name: /^Bible passages/ }));
  await user.paste("Mark 4:1-20; Zaburi 1");
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
    await fillRequiredFields();
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
        parishId: null,
        // Published at once unless staff choose otherwise, as a new article is.
        status: "PUBLISHED",
      }),
      recording,
    );
  });

  it("saves a sermon as a draft when staff choose so, and says only staff will see it", async () => {
    const onSubmit = renderForm();
    await fillRequiredFields();
    await user.click(screen.getByRole("radio", { name: "Save as draft" }));
    expect(
      screen.getByText(
        "The sermon will be seen by staff only, until it is published: it is not on the website or in the podcast.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: "DRAFT" }), null);
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty("publishAt");
  });

  it("schedules a sermon at a day and time in Kakamega, and refuses a day that has passed", async () => {
    const onSubmit = renderForm();
    await fillRequiredFields();
    await user.click(screen.getByRole("radio", { name: "Schedule" }));
    await user.type(screen.getByLabelText(/^Day to publish/), "2020-12-24");
    await user.type(screen.getByLabelText(/^Time to publish/), "18:00");
    await user.click(screen.getByRole("button", { name: "Schedule sermon" }));
    expect(screen.getByText("That day has passed. Choose a day to come.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Day to publish/));
    await user.type(screen.getByLabelText(/^Day to publish/), "2099-12-24");
    await user.click(screen.getByRole("button", { name: "Schedule sermon" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ status: "SCHEDULED", publishAt: "2099-12-24T18:00:00+03:00" }),
      null,
    );
  });

  it("gives the sermon the parish chosen where it was preached", async () => {
    const onSubmit = renderForm();
    await fillRequiredFields();
    const parish = screen.getByRole("combobox", { name: "Parish where it was preached" });
    await screen.findByRole("option", { name: "St Luke's Mumias" });
    await user.selectOptions(parish, "St Luke's Mumias");
    await user.click(screen.getByRole("button", { name: "Save sermon" }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parishId: "7" }), null);
  });

  it("keeps a parish editor's sermon their parish's, which they cannot change", async () => {
    const onSubmit = renderForm(
      buildStaff({
        role: "PARISH_EDITOR",
        parish: { __typename: "Parish", id: "7", name: "St Luke's Mumias" },
      }),
    );
    await fillRequiredFields();
    const parish = screen.getByRole("combobox", { name: "Parish where it was preached" });
    expect((parish as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText("Your sermons are your parish's")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save sermon" }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parishId: "7" }), null);
  });
});
