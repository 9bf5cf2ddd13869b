import { CombinedGraphQLErrors } from "@apollo/client";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test/render-ui";
import { fieldRefusal } from "../../features/auth/auth.fixtures";
import { emptyEvent, EventForm, eventValues, validateEvent, type EventValues } from "./event-form";
import { buildAdminEvent, eventChoices } from "./event.fixtures";

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), initial: EventValues = emptyEvent) {
  renderUi(
    <EventForm
      initial={initial}
      choices={eventChoices}
      submitLabel="Create event"
      busyLabel="Creating…"
      resetAfterSave
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function fill(label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

async function fillRequired() {
  await fill("Title", "Youth rally");
  await fill("Date", "2030-03-15");
  await fill("Start time", "09:00");
  await fill("End time", "15:30");
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const chosen = (label: string) => select(label).selectedOptions[0]?.textContent;

describe("the event form", () => {
  it("names every required field that is empty, and sends nothing", async () => {
    const onSubmit = renderForm();

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(screen.getByText("Enter the event's title.")).toBeTruthy();
    expect(screen.getByText("Choose the day of the event.")).toBeTruthy();
    expect(screen.getByText("Enter when it starts.")).toBeTruthy();
    expect(screen.getByText("Enter when it ends.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an end time that is not after the start time", async () => {
    const onSubmit = renderForm();
    await fill("Title", "Youth rally");
    await fill("Date", "2030-03-15");
    await fill("Start time", "09:00");
    await fill("End time", "09:00");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(screen.getByText("The end time must be after the start time.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the start and the end as two times, and empties optional fields to null", async () => {
    const onSubmit = renderForm();
    await fill("Title", "  Youth rally ");
    await fill("Date", "2030-03-15");
    await fill("Start time", "09:00");
    await fill("End time", "15:30");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: "Youth rally",
      date: "2030-03-15",
      startTime: "09:00",
      endTime: "15:30",
      place: null,
      description: null,
      parishId: null,
      departmentId: null,
    });
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("");
  });

  it("offers every parish under its archdeaconry, after the choice of none", () => {
    renderForm();

    expect(chosen("Parish")).toBe("None: a diocesan event");
    const groups = [...select("Parish").querySelectorAll("optgroup")].map((group) => ({
      archdeaconry: group.label,
      parishes: [...group.querySelectorAll("option")].map((option) => option.textContent),
    }));
    expect(groups).toEqual([
      { archdeaconry: "Butere", parishes: ["St Luke's Butere", "St Mark's Ebukanga"] },
      { archdeaconry: "Mumias", parishes: ["St Peter's Mumias"] },
    ]);
    expect(chosen("Department")).toBe("None");
  });

  it("sends the parish and the department chosen", async () => {
    const onSubmit = renderForm();
    await fillRequired();
    await userEvent.selectOptions(select("Parish"), "St Peter's Mumias");
    await userEvent.selectOptions(select("Department"), "Mothers' Union");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parishId: "9", departmentId: "3" }));
  });

  it("shows an event's parish and department, and sends null for the one set back to none", async () => {
    const event = buildAdminEvent({
      parish: { __typename: "Parish", id: "8", name: "St Mark's Ebukanga" },
      department: { __typename: "Department", id: "6", name: "Youth" },
    });
    const onSubmit = renderForm(undefined, eventValues(event));

    expect(chosen("Parish")).toBe("St Mark's Ebukanga");
    expect(chosen("Department")).toBe("Youth");
    await userEvent.selectOptions(select("Parish"), "None: a diocesan event");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ parishId: null, departmentId: "6" }));
  });

  it("shows the server's refusal of the parish at the Parish field", async () => {
    const message = "There is no parish with the id 9.";
    renderForm(vi.fn().mockRejectedValue(new CombinedGraphQLErrors(fieldRefusal("parishId", message))));
    await fillRequired();
    await userEvent.selectOptions(select("Parish"), "St Peter's Mumias");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(select("Parish").getAttribute("aria-invalid")).toBe("true");
    expect(select("Department").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's message when it refuses the event", async () => {
    renderForm(
      vi
        .fn()
        .mockRejectedValue(
          new CombinedGraphQLErrors({ errors: [{ message: "endTime must be after startTime" }] }),
        ),
    );
    await fillRequired();

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect((await screen.findByRole("alert")).textContent).toContain("endTime must be after startTime");
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Youth rally");
  });

  it("checks times as the API does, on a 24-hour clock", () => {
    const base = { ...emptyEvent, title: "Vigil", date: "2030-12-24" };
    expect(validateEvent({ ...base, startTime: "21:00", endTime: "23:30" })).toEqual({});
    expect(validateEvent({ ...base, startTime: "21:00", endTime: "08:00" }).endTime).toBe(
      "The end time must be after the start time.",
    );
  });
});
