import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { buildStaff, meMock } from "../../features/auth/auth.fixtures";
import { renderRoute } from "../../test/render-route";
import { todayInKakamega } from "../../lib/today";
import {
  AdminEventsDocument,
  DeleteEventDocument,
  RestoreEventOccurrenceDocument,
  UpdateEventDocument,
  type AdminEventsQuery,
  type DeleteEventMutation,
  type DeleteEventMutationVariables,
  type EventInput,
  type RestoreEventOccurrenceMutation,
  type UpdateEventMutation,
  type UpdateEventMutationVariables,
} from "../gql/graphql";
import { datesWindow } from "./event-dates";
import type { EditedEvent } from "./edited-event";
import {
  buildOccurrence,
  buildRepeatingEvent,
  eventChoicesMock,
  eventDatesMock,
  eventMock,
} from "./event.fixtures";

const worship = buildRepeatingEvent();
const today = todayInKakamega();
const firstWeeks = datesWindow(today, 0);

const dates = [
  buildOccurrence(worship, "2030-03-17"),
  buildOccurrence(worship, "2030-03-24"),
  buildOccurrence(worship, "2030-03-31", { date: "2030-03-30", startTime: "16:00:00", changed: true }),
];

function listMock(event: EditedEvent): MockLink.MockedResponse<AdminEventsQuery> {
  return {
    request: { query: AdminEventsDocument, variables: { period: "UPCOMING", page: 1 } },
    result: {
      data: { events: { __typename: "EventPage", items: [event], page: 1, pageCount: 1, total: 1 } },
    },
    maxUsageCount: 5,
  };
}

function renderDialog(event: EditedEvent, ...mocks: MockLink.MockedResponse[]) {
  return renderRoute({
    routes,
    url: `/admin/events?edit=${event.id}`,
    mocks: [
      meMock(buildStaff()),
      listMock(event),
      { ...eventChoicesMock, maxUsageCount: 5 },
      eventMock(event, 5),
      eventDatesMock(event, firstWeeks, dates, 5),
      ...mocks,
    ],
  });
}

const dialog = async () => within(await screen.findByRole("dialog", { name: "Edit event" }));
const rowOf = async (text: string) => within((await screen.findByText(text)).closest("tr")!);

/** The Kiswahili set a form sends for an event without translations. */
const NO_KISWAHILI = [
  { field: "title", text: "" },
  { field: "place", text: "" },
  { field: "description", text: "" },
];

/** The series' details as a date's form sends them, with what the test changes. */
const asInSeries = (changes: Partial<EventInput>): EventInput => ({
  title: "Sunday worship",
  date: "2030-03-24",
  startTime: "10:00",
  endTime: "12:00",
  place: "ACK Cathedral",
  description: null,
  parishId: null,
  departmentId: null,
  repeat: null,
  kiswahili: NO_KISWAHILI,
  ...changes,
});

function updateMock(
  variables: UpdateEventMutationVariables,
  error?: string,
): MockLink.MockedResponse<UpdateEventMutation> {
  return {
    request: { query: UpdateEventDocument, variables },
    result: error
      ? { errors: [{ message: error, extensions: { code: "BAD_USER_INPUT", field: "occurrenceDate" } }] }
      : { data: { updateEvent: worship } },
  };
}

function deleteMock(
  variables: DeleteEventMutationVariables,
  error?: string,
): MockLink.MockedResponse<DeleteEventMutation> {
  return {
    request: { query: DeleteEventDocument, variables },
    result: error ? { errors: [{ message: error }] } : { data: { deleteEvent: true } },
  };
}

async function changeDate(date: string, startTime?: string) {
  await userEvent.click((await rowOf(date)).getByRole("button", { name: "Change this date" }));
  const form = await dialog();
  await form.findByRole("heading", { name: `The event on ${date}` });
  if (startTime) {
    const start = form.getByLabelText(/^Start time/);
    await userEvent.clear(start);
    await userEvent.type(start, startTime);
  }
  await userEvent.click(form.getByRole("button", { name: "Save changes" }));
  return within(await screen.findByRole("dialog", { name: "Change a repeating event" }));
}

describe("a repeating event in the dashboard", () => {
  it("is listed with how it repeats and its next date", async () => {
    renderRoute({
      routes,
      url: "/admin/events",
      mocks: [meMock(buildStaff()), listMock(worship), eventChoicesMock],
    });

    const row = await rowOf("Sunday worship");
    expect(row.getByText("Every week on Sunday")).toBeTruthy();
    expect(row.getByText("Next: 17 Mar 2030")).toBeTruthy();
  });

  it("lists its next dates, the changed one marked, and its cancelled and changed dates with Restore", async () => {
    renderDialog(
      buildRepeatingEvent({
        changes: [
          {
            __typename: "OccurrenceChange",
            occurrenceDate: "2030-03-10",
            cancelled: true,
            date: null,
            startTime: null,
            endTime: null,
            title: null,
            place: null,
            description: null,
          },
        ],
      }),
    );

    expect(
      (await rowOf("Sunday 17 March 2030")).getByRole("button", { name: "Cancel this date" }),
    ).toBeTruthy();
    const moved = await rowOf("Saturday 30 March 2030");
    expect(moved.getByText("Changed")).toBeTruthy();
    expect(moved.getByText("instead of Sunday 31 March 2030")).toBeTruthy();
    const cancelled = await rowOf("Sunday 10 March 2030");
    expect(cancelled.getByText("Cancelled")).toBeTruthy();
    expect(cancelled.getByRole("button", { name: "Restore" })).toBeTruthy();
  });

  it("changes only one date: THIS_ONE with the date the series gives it", async () => {
    renderDialog(
      worship,
      updateMock({
        id: "31",
        input: asInSeries({ startTime: "09:00" }),
        scope: "THIS_ONE",
        occurrenceDate: "2030-03-24",
      }),
    );

    const question = await changeDate("Sunday 24 March 2030", "09:00");
    expect(question.getByRole<HTMLInputElement>("radio", { name: "Only this event" }).checked).toBe(true);
    await userEvent.click(question.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Date changed")).toBeTruthy();
    expect(await (await dialog()).findByRole("heading", { name: "Next dates" })).toBeTruthy();
  });

  it("changes a date and those after it: THIS_AND_FOLLOWING with the series' rule", async () => {
    renderDialog(
      worship,
      updateMock({
        id: "31",
        input: asInSeries({
          startTime: "09:00",
          repeat: {
            frequency: "WEEKLY",
            interval: 1,
            weekdays: ["SUNDAY"],
            monthlyOn: null,
            until: null,
            count: null,
          },
        }),
        scope: "THIS_AND_FOLLOWING",
        occurrenceDate: "2030-03-24",
      }),
    );

    const question = await changeDate("Sunday 24 March 2030", "09:00");
    await userEvent.click(question.getByRole("radio", { name: "This and following events" }));
    await userEvent.click(question.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Event updated")).toBeTruthy();
  });

  it("changes every date from one of them: ALL, the series keeping its first date", async () => {
    renderDialog(
      worship,
      updateMock({
        id: "31",
        input: asInSeries({
          date: "2030-03-03",
          startTime: "09:00",
          repeat: {
            frequency: "WEEKLY",
            interval: 1,
            weekdays: ["SUNDAY"],
            monthlyOn: null,
            until: null,
            count: null,
          },
        }),
        scope: "ALL",
        occurrenceDate: null,
      }),
    );

    const question = await changeDate("Sunday 24 March 2030", "09:00");
    await userEvent.click(question.getByRole("radio", { name: "All events" }));
    await userEvent.click(question.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Event updated")).toBeTruthy();
  });

  it("does not offer one date alone a change of how the event repeats", async () => {
    renderDialog(worship);
    await userEvent.click(
      (await rowOf("Sunday 24 March 2030")).getByRole("button", { name: "Change this date" }),
    );
    const form = await dialog();
    const every = await form.findByLabelText("Repeat every");
    await userEvent.clear(every);
    await userEvent.type(every, "2");
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));

    const question = within(await screen.findByRole("dialog", { name: "Change a repeating event" }));
    expect(question.getByRole<HTMLInputElement>("radio", { name: "Only this event" }).disabled).toBe(true);
    expect(question.getByRole<HTMLInputElement>("radio", { name: "This and following events" }).checked).toBe(
      true,
    );
  });

  it("shows the server's refusal of a changed date in the form", async () => {
    const message =
      'The event "Sunday worship" does not take place on 2030-03-24; occurrenceDate must be one of its dates';
    renderDialog(
      worship,
      updateMock(
        {
          id: "31",
          input: asInSeries({ startTime: "09:00" }),
          scope: "THIS_ONE",
          occurrenceDate: "2030-03-24",
        },
        message,
      ),
    );

    const question = await changeDate("Sunday 24 March 2030", "09:00");
    await userEvent.click(question.getByRole("button", { name: "Save" }));

    // In plain words: the dashboard names no input field (occurrenceDate) to staff.
    expect((await (await dialog()).findByRole("alert")).textContent).toContain(
      'The event "Sunday worship" does not take place on 2030-03-24; occurrence date must be one of its dates',
    );
  });

  it("saves the whole event's own form for every date without asking", async () => {
    renderDialog(
      worship,
      updateMock({
        id: "31",
        input: asInSeries({
          title: "Sunday Eucharist",
          date: "2030-03-03",
          repeat: {
            frequency: "WEEKLY",
            interval: 1,
            weekdays: ["SUNDAY"],
            monthlyOn: null,
            until: null,
            count: null,
          },
        }),
        scope: "ALL",
        occurrenceDate: null,
      }),
    );
    const form = await dialog();
    const title = await form.findByLabelText(/^Title(?! \(Kiswahili\))/);
    await userEvent.clear(title);
    await userEvent.type(title, "Sunday Eucharist");

    await userEvent.click(form.getAllByRole("button", { name: "Save changes" })[0]!);

    expect(await screen.findByText("Event updated")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Change a repeating event" })).toBeNull();
  });

  it("cancels one date: deleteEvent THIS_ONE", async () => {
    renderDialog(worship, deleteMock({ id: "31", scope: "THIS_ONE", occurrenceDate: "2030-03-24" }));

    await userEvent.click(
      (await rowOf("Sunday 24 March 2030")).getByRole("button", { name: "Cancel this date" }),
    );

    expect(await screen.findByText("Date cancelled")).toBeTruthy();
  });

  it("says why a date was not cancelled", async () => {
    renderDialog(
      worship,
      deleteMock(
        { id: "31", scope: "THIS_ONE", occurrenceDate: "2030-03-24" },
        "Only editors may change events",
      ),
    );

    await userEvent.click(
      (await rowOf("Sunday 24 March 2030")).getByRole("button", { name: "Cancel this date" }),
    );

    expect(await screen.findByText("The date was not cancelled")).toBeTruthy();
    expect(screen.getByText("Only editors may change events")).toBeTruthy();
  });

  it("restores a cancelled date", async () => {
    const cancelled = buildRepeatingEvent({
      changes: [
        {
          __typename: "OccurrenceChange",
          occurrenceDate: "2030-03-10",
          cancelled: true,
          date: null,
          startTime: null,
          endTime: null,
          title: null,
          place: null,
          description: null,
        },
      ],
    });
    const restoreMock: MockLink.MockedResponse<RestoreEventOccurrenceMutation> = {
      request: {
        query: RestoreEventOccurrenceDocument,
        variables: { id: "31", occurrenceDate: "2030-03-10" },
      },
      result: { data: { restoreEventOccurrence: worship } },
    };
    renderDialog(cancelled, restoreMock);

    await userEvent.click((await rowOf("Sunday 10 March 2030")).getByRole("button", { name: "Restore" }));

    expect(await screen.findByText("Date restored")).toBeTruthy();
  });

  it("deletes a date and those after it from the list, counting from its next date", async () => {
    renderRoute({
      routes,
      url: "/admin/events",
      mocks: [
        meMock(buildStaff()),
        listMock(worship),
        eventChoicesMock,
        deleteMock({ id: "31", scope: "THIS_AND_FOLLOWING", occurrenceDate: "2030-03-17" }),
      ],
    });

    await userEvent.click(
      (await rowOf("Sunday worship")).getByRole("button", { name: "Delete Sunday worship" }),
    );
    const question = within(await screen.findByRole("alertdialog", { name: "Delete a repeating event" }));
    expect(question.getByText(/its next date, Sunday 17 March 2030/)).toBeTruthy();
    await userEvent.click(question.getByRole("radio", { name: "This and following events" }));
    await userEvent.click(question.getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Dates deleted")).toBeTruthy();
  });

  it("shows twelve more weeks of dates on Show more", async () => {
    renderDialog(
      worship,
      eventDatesMock(worship, datesWindow(today, 1), [buildOccurrence(worship, "2030-06-16")]),
    );
    await rowOf("Sunday 17 March 2030");

    await userEvent.click((await dialog()).getByRole("button", { name: "Show more" }));

    expect(await screen.findByText("Sunday 16 June 2030")).toBeTruthy();
  });
});
