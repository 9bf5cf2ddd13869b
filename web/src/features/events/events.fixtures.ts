import type { EventOccurrenceFieldsFragment, EventsCalendarQuery } from "../../gql/graphql";

type Occurrence = EventOccurrenceFieldsFragment;
type OccurrenceEvent = Occurrence["event"];

/** An event as its occurrences carry it: the Mothers' Union's meeting at St. Paul's Mbale, once. */
export function buildOccurrenceEvent(overrides: Partial<OccurrenceEvent> = {}): OccurrenceEvent {
  return {
    __typename: "Event",
    id: "3",
    title: "Mothers' Union meeting",
    date: "2026-04-11",
    parish: { __typename: "Parish", id: "1", name: "St. Paul's Mbale", slug: "st-pauls-mbale" },
    department: { __typename: "Department", id: "2", name: "Mothers Union", slug: "mothers-union" },
    repeat: null,
    registrationSetup: null,
    ...overrides,
  };
}

/** One time an event takes place, on the day and at the times given. */
export function buildOccurrence(overrides: Partial<Occurrence> = {}): Occurrence {
  const event = overrides.event ?? buildOccurrenceEvent();
  const date = overrides.date ?? "2026-04-11";
  return {
    __typename: "EventOccurrence",
    id: `${event.id}/${date}`,
    date,
    startTime: "14:00:00",
    endTime: "16:00:00",
    title: event.title,
    place: "St. Paul's Mbale",
    description: null,
    changed: false,
    event,
    ...overrides,
  };
}

/** The diocese's Sunday school, every week on Sunday, with no parish or department of its own. */
export const SUNDAY_SCHOOL = buildOccurrenceEvent({
  id: "7",
  title: "Sunday School",
  date: "2026-01-04",
  parish: null,
  department: null,
  repeat: { __typename: "EventRepeat", summary: "Every week on Sunday" },
});

/** The occurrences gathered by day, as the API gives a calendar's days: all of each day's, counted. */
const daysOf = (occurrences: Occurrence[]): EventsCalendarQuery["calendarDays"] =>
  [...new Set(occurrences.map((occurrence) => occurrence.date))].map((date) => {
    const ofDay = occurrences.filter((occurrence) => occurrence.date === date);
    return { __typename: "CalendarDay", date, total: ofDay.length, occurrences: ofDay };
  });

/** The calendar's answer: these occurrences, and the archdeaconries, parishes and departments to choose from. */
export function buildEventsCalendar(occurrences: Occurrence[] = []): EventsCalendarQuery {
  return {
    calendarDays: daysOf(occurrences),
    archdeaconries: [
      {
        __typename: "Archdeaconry",
        id: "1",
        name: "Kakamega Central",
        parishes: [{ __typename: "Parish", id: "4", name: "St. Stephen's Kakamega" }],
      },
      {
        __typename: "Archdeaconry",
        id: "2",
        name: "Vihiga",
        parishes: [
          { __typename: "Parish", id: "1", name: "St. Paul's Mbale" },
          { __typename: "Parish", id: "5", name: "Emusire" },
        ],
      },
    ],
    departments: [
      { __typename: "Department", id: "2", name: "Mothers Union" },
      { __typename: "Department", id: "3", name: "Education" },
    ],
    parish: null,
  };
}
