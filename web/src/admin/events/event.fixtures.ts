import type { MockLink } from "@apollo/client/testing";
import {
  AdminEventChoicesDocument,
  AdminEventDatesDocument,
  AdminEventDocument,
  type AdminEventChoicesQuery,
  type AdminEventDatesQuery,
  type AdminEventFieldsFragment,
  type AdminEventQuery,
} from "../gql/graphql";
import type { EditedEvent } from "./edited-event";
import type { EventOccurrence } from "./event-form";

/** Two archdeaconries' parishes and two departments, for the event form's selects. */
export const eventChoices: AdminEventChoicesQuery = {
  archdeaconries: [
    {
      __typename: "Archdeaconry",
      id: "4",
      name: "Butere",
      parishes: [
        { __typename: "Parish", id: "7", name: "St Luke's Butere" },
        { __typename: "Parish", id: "8", name: "St Mark's Ebukanga" },
      ],
    },
    {
      __typename: "Archdeaconry",
      id: "5",
      name: "Mumias",
      parishes: [{ __typename: "Parish", id: "9", name: "St Peter's Mumias" }],
    },
  ],
  departments: [
    { __typename: "Department", id: "3", name: "Mothers' Union" },
    { __typename: "Department", id: "6", name: "Youth" },
  ],
};

export const eventChoicesMock: MockLink.MockedResponse<AdminEventChoicesQuery> = {
  request: { query: AdminEventChoicesDocument },
  result: { data: eventChoices },
  // Asked by the create form and again by the edit dialog.
  maxUsageCount: 2,
};

/** A youth rally as the dashboard reads it, the diocese's own unless overridden. */
export function buildAdminEvent(overrides: Partial<AdminEventFieldsFragment> = {}): AdminEventFieldsFragment {
  return {
    __typename: "Event",
    id: "21",
    title: "Youth rally",
    date: "2030-03-15",
    startTime: "09:00:00",
    endTime: "15:30:00",
    place: "Butere Girls' School",
    description: null,
    parish: null,
    department: null,
    repeat: null,
    lastDate: "2030-03-15",
    nextOccurrence: null,
    kiswahili: [],
    needsTranslation: false,
    ...overrides,
  };
}

type Repeat = NonNullable<AdminEventFieldsFragment["repeat"]>;

/** How an event repeats, as the API answers it: every week on Sunday, for ever, unless overridden. */
export function buildRepeat(overrides: Partial<Repeat> = {}): Repeat {
  return {
    __typename: "EventRepeat",
    frequency: "WEEKLY",
    interval: 1,
    weekdays: ["SUNDAY"],
    monthlyOn: null,
    until: null,
    count: null,
    summary: "Every week on Sunday",
    ...overrides,
  };
}

/** One date of a repeating event as the series gives it, unless overridden. */
export function buildOccurrence(
  event: AdminEventFieldsFragment,
  occurrenceDate: string,
  overrides: Partial<EventOccurrence> = {},
): EventOccurrence {
  return {
    __typename: "EventOccurrence",
    id: `${event.id}/${occurrenceDate}`,
    occurrenceDate,
    date: occurrenceDate,
    startTime: event.startTime,
    endTime: event.endTime,
    title: event.title,
    place: event.place,
    description: event.description,
    changed: false,
    ...overrides,
  };
}

/**
 * Sunday worship at the cathedral, every week from 3 March 2030, as the edit dialog reads it
 * (with its cancelled and changed dates), unless overridden.
 */
export function buildRepeatingEvent(overrides: Partial<EditedEvent> = {}): EditedEvent {
  const event = buildAdminEvent({
    id: "31",
    title: "Sunday worship",
    date: "2030-03-03",
    startTime: "10:00:00",
    endTime: "12:00:00",
    place: "ACK Cathedral",
    repeat: buildRepeat(),
    lastDate: null,
  });
  return {
    ...event,
    nextOccurrence: {
      __typename: "EventOccurrence",
      id: "31/2030-03-17",
      occurrenceDate: "2030-03-17",
      date: "2030-03-17",
      startTime: "10:00:00",
      endTime: "12:00:00",
    },
    changes: [],
    ...overrides,
  };
}

/** The edit dialog's query of one event, answered `times` times (once, then after each write). */
export function eventMock(event: EditedEvent, times = 3): MockLink.MockedResponse<AdminEventQuery> {
  return {
    request: { query: AdminEventDocument, variables: { id: event.id } },
    result: { data: { event } },
    maxUsageCount: times,
  };
}

/** The dates of an event from one day to another, answered `times` times. */
export function eventDatesMock(
  event: EditedEvent,
  window: { from: string; to: string },
  occurrences: EventOccurrence[],
  times = 3,
): MockLink.MockedResponse<AdminEventDatesQuery> {
  return {
    request: { query: AdminEventDatesDocument, variables: { id: event.id, ...window } },
    result: { data: { event: { __typename: "Event", id: event.id, occurrences } } },
    maxUsageCount: times,
  };
}
