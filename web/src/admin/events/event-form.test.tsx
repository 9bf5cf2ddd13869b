import { CombinedGraphQLErrors } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi, type Mock } from "vitest";
import { renderUi } from "../../test/render-ui";
import { fieldRefusal } from "../../features/auth/auth.fixtures";
import { emptyEvent, EventForm, eventValues, validateEvent, type EventValues } from "./event-form";
import type { EventInput } from "../gql/graphql";
import { buildAdminEvent, buildRepeat, eventChoices } from "./event.fixtures";

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
  // The English field, not its Kiswahili version below.
  const input = screen.getByLabelText(new RegExp(`^${label}(?! \\(Kiswahili\\))`));
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

async function fillRequired() {
  await fill("Title", "Youth rally");
  await fill("Date", "2030-03-15");
  await fill("Start time", "09:00");
  await fill("End time", "15:30");
}

/** The input the form sent with its first save. */
const sent = (onSubmit: Mock) => onSubmit.mock.calls[0]?.[0] as EventInput | undefined;

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

    expect(sent(onSubmit)).toEqual({
      title: "Youth rally",
      date: "2030-03-15",
      startTime: "09:00",
      endTime: "15:30",
      place: null,
      description: null,
      parishId: null,
      departmentId: null,
      repeat: null,
      kiswahili: [
        { field: "title", text: "" },
        { field: "place", text: "" },
        { field: "description", text: "" },
      ],
    });
    expect((screen.getByLabelText(/^Title(?! \(Kiswahili\))/) as HTMLInputElement).value).toBe("");
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

    expect(sent(onSubmit)).toMatchObject({ parishId: "9", departmentId: "3" });
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

    expect(sent(onSubmit)).toMatchObject({ parishId: null, departmentId: "6" });
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

    expect((await screen.findByRole("alert")).textContent).toContain("End time must be after start time");
    expect((screen.getByLabelText(/^Title(?! \(Kiswahili\))/) as HTMLInputElement).value).toBe("Youth rally");
  });

  it("checks times as the API does, on a 24-hour clock", () => {
    const base = { ...emptyEvent, title: "Vigil", date: "2030-12-24" };
    expect(validateEvent({ ...base, startTime: "21:00", endTime: "23:30" })).toEqual({});
    expect(validateEvent({ ...base, startTime: "21:00", endTime: "08:00" }).endTime).toBe(
      "The end time must be after the start time.",
    );
  });
});

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
const summary = () => screen.getByRole("status").textContent;

async function repeatEvery(frequency: string, date: string) {
  await fillRequired();
  await fill("Date", date);
  await userEvent.selectOptions(select("Repeats"), frequency);
}

describe("the event form's Repeats section", () => {
  it("sends a weekly repeat on the days ticked, the date's own day always among them, ending after a number of times", async () => {
    const onSubmit = renderForm();
    await repeatEvery("Every week", "2030-03-15");

    expect(checkbox("Friday").checked).toBe(true);
    expect(checkbox("Friday").disabled).toBe(true);
    expect(screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    await userEvent.click(checkbox("Sunday"));
    await userEvent.click(checkbox("Wednesday"));
    await fill("Repeat every", "2");
    await userEvent.click(radio("After a number of times"));
    await fill("How many times", "10");

    expect(summary()).toBe("Summary: Every 2 weeks on Sunday, Wednesday and Friday, 10 times");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));
    expect(sent(onSubmit)?.repeat).toEqual({
      frequency: "WEEKLY",
      interval: 2,
      weekdays: ["SUNDAY", "WEDNESDAY", "FRIDAY"],
      monthlyOn: null,
      until: null,
      count: 10,
    });
  });

  it("moves a weekly event's own day with its date", async () => {
    renderForm();
    await repeatEvery("Every week", "2030-03-15");
    await fill("Date", "2030-03-17");

    expect(checkbox("Friday").checked).toBe(false);
    expect(checkbox("Sunday").checked).toBe(true);
    expect(summary()).toBe("Summary: Every week on Sunday");
  });

  it("offers a monthly event the days its date allows, and sends the second Sunday", async () => {
    const onSubmit = renderForm();
    await repeatEvery("Every month", "2030-03-10");

    const choices = within(screen.getByRole("radiogroup", { name: "Day of the month" }));
    expect(choices.getAllByRole("radio").map((choice) => choice.closest("label")?.textContent)).toEqual([
      "On day 10",
      "On the second Sunday",
    ]);
    expect(radio("On day 10").checked).toBe(true);
    await userEvent.click(radio("On the second Sunday"));

    expect(summary()).toBe("Summary: Every month on the second Sunday");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));
    expect(sent(onSubmit)?.repeat).toEqual({
      frequency: "MONTHLY",
      interval: 1,
      weekdays: null,
      monthlyOn: "WEEKDAY_OF_MONTH",
      until: null,
      count: null,
    });
  });

  it("offers the last Sunday for a date in the month's last week, and no fifth Sunday", async () => {
    const onSubmit = renderForm();
    await repeatEvery("Every month", "2030-03-31");

    expect(screen.queryByRole("radio", { name: /fifth/ })).toBeNull();
    await userEvent.click(radio("On the last Sunday"));
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(sent(onSubmit)?.repeat).toMatchObject({
      frequency: "MONTHLY",
      monthlyOn: "LAST_WEEKDAY_OF_MONTH",
    });
  });

  it("sends a yearly repeat until a date", async () => {
    const onSubmit = renderForm();
    await repeatEvery("Every year", "2030-03-15");
    await userEvent.click(radio("On a day"));
    await fill("Last day", "2035-03-15");

    expect(summary()).toBe("Summary: Every year on 15 March, until 15 March 2035");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));
    expect(sent(onSubmit)?.repeat).toEqual({
      frequency: "YEARLY",
      interval: 1,
      weekdays: null,
      monthlyOn: null,
      until: "2035-03-15",
      count: null,
    });
  });

  it("refuses a last day that is not after the event's date, a number of times out of range and no gap", async () => {
    const onSubmit = renderForm();
    await repeatEvery("Every day", "2030-03-15");
    await fill("Repeat every", "0");
    await userEvent.click(radio("On a day"));
    await fill("Last day", "2030-03-15");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(screen.getByText("Enter a whole number from 1 to 99.")).toBeTruthy();
    expect(screen.getByText("The last day must be after the event's date.")).toBeTruthy();
    await userEvent.click(radio("After a number of times"));
    await fill("How many times", "1");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));
    expect(screen.getByText("Enter how many times in all, from 2 to 730.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("loads a repeating event back as it was saved, and sends it unchanged", async () => {
    const event = buildAdminEvent({
      date: "2030-03-03",
      repeat: buildRepeat({
        interval: 2,
        weekdays: ["SUNDAY", "WEDNESDAY"],
        until: "2030-12-31",
        summary: "Every 2 weeks on Sunday and Wednesday, until 31 December 2030",
      }),
    });
    const onSubmit = renderForm(undefined, eventValues(event));

    expect(chosen("Repeats")).toBe("Every week");
    expect((screen.getByLabelText("Repeat every") as HTMLInputElement).value).toBe("2");
    expect(checkbox("Sunday").checked).toBe(true);
    expect(checkbox("Wednesday").checked).toBe(true);
    expect(checkbox("Monday").checked).toBe(false);
    expect(radio("On a day").checked).toBe(true);
    expect((screen.getByLabelText(/^Last day/) as HTMLInputElement).value).toBe("2030-12-31");
    expect(summary()).toBe("Summary: Every 2 weeks on Sunday and Wednesday, until 31 December 2030");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(sent(onSubmit)?.repeat).toEqual({
      frequency: "WEEKLY",
      interval: 2,
      weekdays: ["SUNDAY", "WEDNESDAY"],
      monthlyOn: null,
      until: "2030-12-31",
      count: null,
    });
  });

  it("loads back a monthly event on its last Sunday, ending after a number of times", () => {
    const event = buildAdminEvent({
      date: "2030-03-31",
      repeat: buildRepeat({
        frequency: "MONTHLY",
        weekdays: [],
        monthlyOn: "LAST_WEEKDAY_OF_MONTH",
        count: 12,
      }),
    });
    renderForm(undefined, eventValues(event));

    expect(radio("On the last Sunday").checked).toBe(true);
    expect(radio("After a number of times").checked).toBe(true);
    expect((screen.getByLabelText(/^How many times/) as HTMLInputElement).value).toBe("12");
  });

  it("sends null once the event is set back to not repeating", async () => {
    const event = buildAdminEvent({ repeat: buildRepeat({ weekdays: ["FRIDAY"] }) });
    const onSubmit = renderForm(undefined, eventValues(event));

    await userEvent.selectOptions(select("Repeats"), "Does not repeat");
    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    expect(sent(onSubmit)?.repeat).toBeNull();
  });

  it("shows the server's refusal of the repetition in the Repeats section", async () => {
    const message = "repeat: count must be from 2 to 730";
    renderForm(vi.fn().mockRejectedValue(new CombinedGraphQLErrors(fieldRefusal("repeat", message))));
    await repeatEvery("Every day", "2030-03-15");

    await userEvent.click(screen.getByRole("button", { name: "Create event" }));

    const repetition = within(screen.getByRole("group", { name: "Repetition" }));
    expect((await repetition.findByRole("alert")).textContent).toContain("Count must be from 2 to 730");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
