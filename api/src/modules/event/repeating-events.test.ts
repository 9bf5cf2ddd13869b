import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createArchdeaconry, createParish, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { EventService } from "./event.service.js";

let server: TestApp;
let staff: Record<string, string>;
const PUBLIC_URL = "https://www.diocese.example";

beforeAll(async () => {
  server = await startTestApp({ env: { PUBLIC_URL } });
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

// 2030-03-03 is a Sunday: far enough ahead that every date below is still to come.
const SUNDAY_SERVICE = {
  title: "Holy Communion",
  date: "2030-03-03",
  startTime: "10:00",
  endTime: "12:00",
  place: "St Stephen's, Mbale",
  repeat: { frequency: "WEEKLY", weekdays: ["SUNDAY"] },
};

const OCCURRENCE_FIELDS = `occurrenceDate date startTime endTime title place changed event { id }`;
const CREATE = `mutation ($input: EventInput!) {
  createEvent(input: $input) { id lastDate repeat { rule summary frequency weekdays until count } }
}`;
const UPDATE = `mutation ($id: ID!, $input: EventInput!, $scope: EditScope, $occurrenceDate: String) {
  updateEvent(id: $id, input: $input, scope: $scope, occurrenceDate: $occurrenceDate) {
    id date startTime lastDate repeat { rule }
    changes { occurrenceDate cancelled date startTime place }
  }
}`;
const DELETE = `mutation ($id: ID!, $scope: EditScope, $occurrenceDate: String) {
  deleteEvent(id: $id, scope: $scope, occurrenceDate: $occurrenceDate)
}`;
const RESTORE = `mutation ($id: ID!, $occurrenceDate: String!) {
  restoreEventOccurrence(id: $id, occurrenceDate: $occurrenceDate) { id changes { occurrenceDate } }
}`;
const OCCURRENCES = `query ($from: String!, $to: String!, $parishId: ID, $archdeaconryId: ID) {
  eventOccurrences(from: $from, to: $to, parishId: $parishId, archdeaconryId: $archdeaconryId) { ${OCCURRENCE_FIELDS} }
}`;

type Occurrence = {
  occurrenceDate: string;
  date: string;
  startTime: string;
  title: string;
  place: string | null;
  changed: boolean;
  event: { id: string };
};

async function create(input: Record<string, unknown>) {
  const result = await graphql<{
    createEvent: { id: string; lastDate: string | null; repeat: Record<string, unknown> | null };
  }>(server.url, CREATE, { input }, staff);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.createEvent;
}

async function occurrencesOf(eventIds: string[], from: string, to: string): Promise<Occurrence[]> {
  const result = await graphql<{ eventOccurrences: Occurrence[] }>(server.url, OCCURRENCES, { from, to });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.eventOccurrences.filter((occurrence) => eventIds.includes(occurrence.event.id));
}

const datesOf = (occurrences: Occurrence[]) => occurrences.map((occurrence) => occurrence.date);

/** The event's feed, parsed by ical.js, with the time zone it carries registered. */
async function eventFeed(id: string) {
  const response = await fetch(`${server.url}/events/${id}.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar;
}

/**
 * The starts of the feed's event up to `until`, as a subscribed phone expands them: the series
 * with its exceptions, and each changed occurrence in its own place (UTC ISO strings).
 */
function expandedStarts(calendar: ICAL.Component, until: string): string[] {
  const [series, ...changed] = calendar
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .sort((a, b) => Number(a.isRecurrenceException()) - Number(b.isRecurrenceException()));
  for (const exception of changed) series!.relateException(exception);
  const iterator = series!.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && next.toString() <= until; next = iterator.next()) {
    starts.push(series!.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return starts.sort();
}

describe("events that repeat", () => {
  it("keeps a weekly service as one event with its rule, and lists each Sunday in the calendar", async () => {
    const event = await create({ ...SUNDAY_SERVICE, repeat: { ...SUNDAY_SERVICE.repeat, count: 4 } });
    expect(event.repeat).toEqual({
      rule: "FREQ=WEEKLY;BYDAY=SU;COUNT=4",
      summary: "Every week on Sunday, 4 times",
      frequency: "WEEKLY",
      weekdays: ["SUNDAY"],
      until: null,
      count: 4,
    });
    expect(event.lastDate).toBe("2030-03-24");
    const occurrences = await occurrencesOf([event.id], "2030-03-01", "2030-04-30");
    expect(datesOf(occurrences)).toEqual(["2030-03-03", "2030-03-10", "2030-03-17", "2030-03-24"]);
    expect(occurrences[0]).toMatchObject({ startTime: "10:00:00", title: "Holy Communion", changed: false });

    // A window in the middle of the series gives the dates inside it alone.
    expect(datesOf(await occurrencesOf([event.id], "2030-03-09", "2030-03-17"))).toEqual([
      "2030-03-10",
      "2030-03-17",
    ]);
  });

  it("moves one Sunday (this one), shown in its new place in the calendar and in the feed", async () => {
    const event = await create(SUNDAY_SERVICE);
    expect(event.lastDate).toBeNull();
    const moved = await graphql<{ updateEvent: { changes: unknown[] } }>(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_ONE",
        occurrenceDate: "2030-03-10",
        input: {
          ...SUNDAY_SERVICE,
          date: "2030-03-09",
          startTime: "16:00",
          endTime: "18:00",
          place: "Bukhungu Stadium",
        },
      },
      staff,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.updateEvent.changes).toEqual([
      {
        occurrenceDate: "2030-03-10",
        cancelled: false,
        date: "2030-03-09",
        startTime: "16:00:00",
        place: "Bukhungu Stadium",
      },
    ]);

    const occurrences = await occurrencesOf([event.id], "2030-03-01", "2030-03-20");
    expect(
      occurrences.map(({ date, startTime, place, changed }) => ({ date, startTime, place, changed })),
    ).toEqual([
      { date: "2030-03-03", startTime: "10:00:00", place: "St Stephen's, Mbale", changed: false },
      { date: "2030-03-09", startTime: "16:00:00", place: "Bukhungu Stadium", changed: true },
      { date: "2030-03-17", startTime: "10:00:00", place: "St Stephen's, Mbale", changed: false },
    ]);

    const feed = await eventFeed(event.id);
    const vevents = feed.getAllSubcomponents("vevent");
    // One series and one changed occurrence, not a copy per week.
    expect(vevents).toHaveLength(2);
    expect(String(vevents[0]!.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(vevents[0]!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Africa/Nairobi");
    // 10:00 in Kakamega is 07:00 UTC; the moved one is at 16:00 on Saturday, 13:00 UTC.
    expect(expandedStarts(feed, "2030-03-18")).toEqual([
      "2030-03-03T07:00:00.000Z",
      "2030-03-09T13:00:00.000Z",
      "2030-03-17T07:00:00.000Z",
    ]);

    // An occurrence moved before the series' first day is in the calendar of its own day.
    const early = await graphql(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_ONE",
        occurrenceDate: "2030-03-03",
        input: { ...SUNDAY_SERVICE, date: "2030-02-24" },
      },
      staff,
    );
    expect(early.body.errors).toBeUndefined();
    expect(datesOf(await occurrencesOf([event.id], "2030-02-20", "2030-02-28"))).toEqual(["2030-02-24"]);

    // Given back its own details, it is no longer a change.
    const restored = await graphql<{ restoreEventOccurrence: { changes: unknown[] } }>(
      server.url,
      RESTORE,
      { id: event.id, occurrenceDate: "2030-03-10" },
      staff,
    );
    expect(restored.body.data!.restoreEventOccurrence.changes).toEqual([{ occurrenceDate: "2030-03-03" }]);
    expect(datesOf(await occurrencesOf([event.id], "2030-03-01", "2030-03-20"))).toEqual([
      "2030-03-10",
      "2030-03-17",
    ]);
  });

  it("cancels one Sunday: it is an exception in the feed and gone from the calendar", async () => {
    const event = await create({
      ...SUNDAY_SERVICE,
      repeat: { ...SUNDAY_SERVICE.repeat, until: "2030-03-24" },
    });
    const madeAt = (await server.services.events.findById(event.id))!.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cancelled = await graphql(
      server.url,
      DELETE,
      { id: event.id, scope: "THIS_ONE", occurrenceDate: "2030-03-17" },
      staff,
    );
    expect(cancelled.body.errors).toBeUndefined();
    // The event counts as changed, so the pages and feeds that show it are dated anew.
    expect((await server.services.events.findById(event.id))!.updatedAt.getTime()).toBeGreaterThan(
      madeAt.getTime(),
    );
    expect(datesOf(await occurrencesOf([event.id], "2030-03-01", "2030-04-30"))).toEqual([
      "2030-03-03",
      "2030-03-10",
      "2030-03-24",
    ]);
    const feed = await eventFeed(event.id);
    expect(feed.getFirstSubcomponent("vevent")!.getFirstProperty("exdate")!.getParameter("tzid")).toBe(
      "Africa/Nairobi",
    );
    // The rule's end is the end of 24 March in Kakamega, in UTC as RFC 5545 asks.
    expect(String(feed.getFirstSubcomponent("vevent")!.getFirstPropertyValue("rrule"))).toBe(
      "FREQ=WEEKLY;BYDAY=SU;UNTIL=20300324T205959Z",
    );
    expect(expandedStarts(feed, "2030-12-31")).toEqual([
      "2030-03-03T07:00:00.000Z",
      "2030-03-10T07:00:00.000Z",
      "2030-03-24T07:00:00.000Z",
    ]);
  });

  it("changes this and following: the series ends the day before and a new one takes over with the changes it still has", async () => {
    const event = await create(SUNDAY_SERVICE);
    // A change after the split: it goes with the new series, whose Sundays still include it.
    await graphql(
      server.url,
      DELETE,
      { id: event.id, scope: "THIS_ONE", occurrenceDate: "2030-03-31" },
      staff,
    );
    const split = await graphql<{
      updateEvent: { id: string; date: string; startTime: string; changes: { occurrenceDate: string }[] };
    }>(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_AND_FOLLOWING",
        occurrenceDate: "2030-03-17",
        input: { ...SUNDAY_SERVICE, date: "2030-03-17", startTime: "09:00", endTime: "11:00" },
      },
      staff,
    );
    expect(split.body.errors).toBeUndefined();
    const following = split.body.data!.updateEvent;
    expect(following.id).not.toBe(event.id);
    expect(following).toMatchObject({ date: "2030-03-17", startTime: "09:00:00" });
    expect(following.changes.map((change) => change.occurrenceDate)).toEqual(["2030-03-31"]);

    const first = await server.services.events.findById(event.id);
    expect(first).toMatchObject({
      repeatRule: "FREQ=WEEKLY;BYDAY=SU;UNTIL=20300316",
      lastDate: "2030-03-10",
    });
    const occurrences = await occurrencesOf([event.id, following.id], "2030-03-01", "2030-04-07");
    expect(occurrences.map(({ date, startTime }) => `${date} ${startTime}`)).toEqual([
      "2030-03-03 10:00:00",
      "2030-03-10 10:00:00",
      "2030-03-17 09:00:00",
      "2030-03-24 09:00:00",
      "2030-04-07 09:00:00",
    ]);
  });

  it("changes this and following of a series of ten: the new part has the times that were left", async () => {
    const event = await create({ ...SUNDAY_SERVICE, repeat: { frequency: "WEEKLY", count: 10 } });
    const split = await graphql<{ updateEvent: { id: string; lastDate: string; repeat: { rule: string } } }>(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_AND_FOLLOWING",
        occurrenceDate: "2030-03-24",
        input: {
          ...SUNDAY_SERVICE,
          date: "2030-03-24",
          place: "Cathedral",
          repeat: { frequency: "WEEKLY", count: 10 },
        },
      },
      staff,
    );
    expect(split.body.errors).toBeUndefined();
    // Three Sundays came before the 24th: seven are left, the last on 5 May.
    expect(split.body.data!.updateEvent).toMatchObject({
      repeat: { rule: "FREQ=WEEKLY;BYDAY=SU;COUNT=7" },
      lastDate: "2030-05-05",
    });
    const following = split.body.data!.updateEvent.id;
    expect(await occurrencesOf([event.id, following], "2030-03-01", "2030-12-31")).toHaveLength(10);

    // From its last Sunday, what follows happens once.
    const last = await graphql<{ updateEvent: { repeat: unknown; date: string } }>(
      server.url,
      UPDATE,
      {
        id: following,
        scope: "THIS_AND_FOLLOWING",
        occurrenceDate: "2030-05-05",
        input: { ...SUNDAY_SERVICE, date: "2030-05-05", repeat: { frequency: "WEEKLY", count: 7 } },
      },
      staff,
    );
    expect(last.body.data!.updateEvent).toMatchObject({ repeat: null, date: "2030-05-05" });
  });

  it("changes all: the whole series takes the new time, and keeps the changed Sundays its rule still gives", async () => {
    const event = await create(SUNDAY_SERVICE);
    await graphql(
      server.url,
      DELETE,
      { id: event.id, scope: "THIS_ONE", occurrenceDate: "2030-03-10" },
      staff,
    );
    const all = await graphql<{ updateEvent: { startTime: string; changes: { occurrenceDate: string }[] } }>(
      server.url,
      UPDATE,
      { id: event.id, scope: "ALL", input: { ...SUNDAY_SERVICE, startTime: "08:00", endTime: "10:00" } },
      staff,
    );
    expect(all.body.data!.updateEvent.startTime).toBe("08:00:00");
    expect(all.body.data!.updateEvent.changes.map((change) => change.occurrenceDate)).toEqual(["2030-03-10"]);

    // Moved to Saturdays, no Sunday of the old rule is a date any more: its changes go.
    const saturdays = await graphql<{ updateEvent: { changes: unknown[] } }>(
      server.url,
      UPDATE,
      { id: event.id, input: { ...SUNDAY_SERVICE, date: "2030-03-02", repeat: { frequency: "WEEKLY" } } },
      staff,
    );
    expect(saturdays.body.data!.updateEvent.changes).toEqual([]);
    expect(datesOf(await occurrencesOf([event.id], "2030-03-01", "2030-03-16"))).toEqual([
      "2030-03-02",
      "2030-03-09",
      "2030-03-16",
    ]);
  });

  it("deletes this and following, or all of it", async () => {
    const event = await create(SUNDAY_SERVICE);
    await graphql(
      server.url,
      DELETE,
      { id: event.id, scope: "THIS_AND_FOLLOWING", occurrenceDate: "2030-03-17" },
      staff,
    );
    expect(datesOf(await occurrencesOf([event.id], "2030-03-01", "2030-12-31"))).toEqual([
      "2030-03-03",
      "2030-03-10",
    ]);
    expect((await server.services.events.findById(event.id))!.lastDate).toBe("2030-03-10");

    // From its first date, "this and following" is all of it.
    await graphql(
      server.url,
      DELETE,
      { id: event.id, scope: "THIS_AND_FOLLOWING", occurrenceDate: "2030-03-03" },
      staff,
    );
    expect(await server.services.events.findById(event.id)).toBeNull();
  });

  it("repeats monthly on the first Sunday and yearly, and filters the calendar by parish and archdeaconry", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const parish = await createParish(server.services, { archdeaconryId: archdeaconry.id });
    const mothersUnion = await create({
      ...SUNDAY_SERVICE,
      title: "Mothers' Union fellowship",
      parishId: parish.id,
      repeat: { frequency: "MONTHLY", monthlyOn: "WEEKDAY_OF_MONTH" },
    });
    const martyrs = await create({
      ...SUNDAY_SERVICE,
      title: "Martyrs' Day pilgrimage",
      date: "2030-06-03",
      repeat: { frequency: "YEARLY" },
    });
    const inParish = await graphql<{ eventOccurrences: Occurrence[] }>(server.url, OCCURRENCES, {
      from: "2030-03-01",
      to: "2031-02-28",
      parishId: String(parish.id),
    });
    expect(inParish.body.data!.eventOccurrences.map((occurrence) => occurrence.date)).toEqual([
      "2030-03-03",
      "2030-04-07",
      "2030-05-05",
      "2030-06-02",
      "2030-07-07",
      "2030-08-04",
      "2030-09-01",
      "2030-10-06",
      "2030-11-03",
      "2030-12-01",
      "2031-01-05",
      "2031-02-02",
    ]);
    const inArchdeaconry = await graphql<{ eventOccurrences: Occurrence[] }>(server.url, OCCURRENCES, {
      from: "2030-03-01",
      to: "2030-03-31",
      archdeaconryId: String(archdeaconry.id),
    });
    expect(inArchdeaconry.body.data!.eventOccurrences.map((occurrence) => occurrence.event.id)).toEqual([
      mothersUnion.id,
    ]);
    expect(datesOf(await occurrencesOf([martyrs.id], "2030-06-01", "2031-06-30"))).toEqual([
      "2030-06-03",
      "2031-06-03",
    ]);
  });
});

describe("repeating events among the coming ones", () => {
  it("lists a series that began weeks ago by its next occurrence, in GraphQL and the legacy list", async () => {
    const started = daysFromToday(-21);
    const weekday = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"][
      new Date(`${started}T00:00:00Z`).getUTCDay()
    ];
    const series = await create({
      title: "Weekly intercession for the diocese",
      date: started,
      startTime: "06:00",
      endTime: "07:00",
      repeat: { frequency: "WEEKLY", weekdays: [weekday] },
    });
    const result = await graphql<{
      events: { items: { id: string; nextOccurrence: { date: string } | null }[] };
    }>(
      server.url,
      `
        {
          events(period: UPCOMING, pageSize: 50) {
            items {
              id
              nextOccurrence {
                date
              }
            }
          }
        }
      `,
    );
    const listed = result.body.data!.events.items.find((event) => event.id === series.id);
    expect(listed?.nextOccurrence?.date).toBe(daysFromToday(0));

    const legacy = (await getJson(server.url, "/api/getAllEvents")).body as { id: number }[];
    expect(legacy.find((event) => String(event.id) === series.id)).toEqual({
      id: Number(series.id),
      title: "Weekly intercession for the diocese",
      date: daysFromToday(0),
      time: "06:00:00",
      end: "07:00:00",
    });

    // Once ended, it is a past event, listed by its last day.
    const past = await graphql<{ events: { items: { id: string; lastDate: string }[] } }>(
      server.url,
      `
        {
          events(period: PAST, pageSize: 50) {
            items {
              id
              lastDate
            }
          }
        }
      `,
    );
    expect(past.body.data!.events.items.some((event) => event.id === series.id)).toBe(false);
    await graphql(
      server.url,
      DELETE,
      { id: series.id, scope: "THIS_AND_FOLLOWING", occurrenceDate: daysFromToday(0) },
      staff,
    );
    const afterEnd = await graphql<{ events: { items: { id: string; lastDate: string }[] } }>(
      server.url,
      `
        {
          events(period: PAST, pageSize: 50) {
            items {
              id
              lastDate
            }
          }
        }
      `,
    );
    expect(afterEnd.body.data!.events.items.find((event) => event.id === series.id)?.lastDate).toBe(
      daysFromToday(-7),
    );
  });

  it("orders by the next occurrence with a clock of its own (a service, not the request, decides today)", async () => {
    const clock = new EventService(server.dataSource, () => new Date("2030-03-12T09:00:00+03:00"));
    const parish = await createParish(server.services);
    const weekly = await clock.create(SYSTEM_ACTOR, { ...SUNDAY_SERVICE, parishId: parish.id });
    const once = await clock.create(SYSTEM_ACTOR, {
      ...SUNDAY_SERVICE,
      parishId: parish.id,
      date: "2030-03-14",
      repeat: null,
    });
    const upcoming = await clock.upcomingOf({ parishId: parish.id }, 5);
    // Thursday the 14th comes before Sunday the 17th, the series' next date.
    expect(upcoming.map((event) => event.id)).toEqual([once.id, weekly.id]);
    const [next] = await clock.nextOccurrences([weekly]);
    expect(next?.date).toBe("2030-03-17");
  });
});

describe("what staff may not do with a repeating event", () => {
  const refusals: [string, Record<string, unknown>, RegExp][] = [
    [
      "until and count",
      { frequency: "WEEKLY", until: "2030-06-01", count: 5 },
      /give until or count, not both/,
    ],
    [
      "a weekly rule without the date's day",
      { frequency: "WEEKLY", weekdays: ["MONDAY"] },
      /weekdays must include Sunday/,
    ],
    [
      "weekdays on a monthly rule",
      { frequency: "MONTHLY", weekdays: ["SUNDAY"] },
      /weekdays are only for an event that repeats WEEKLY/,
    ],
    [
      "the last Sunday that is not",
      { frequency: "MONTHLY", monthlyOn: "LAST_WEEKDAY_OF_MONTH" },
      /2030-03-03 is not the last Sunday/,
    ],
    [
      "an end before the start",
      { frequency: "DAILY", until: "2030-03-01" },
      /until \(2030-03-01\) must be after the date/,
    ],
    ["an end that is no date", { frequency: "DAILY", until: "2030-02-30" }, /until must be a calendar date/],
    ["a count of one", { frequency: "DAILY", count: 1 }, /count must be from 2 to 730/],
    ["an interval of none", { frequency: "DAILY", interval: 0 }, /interval must be from 1 to 99/],
  ];
  for (const [what, repeat, message] of refusals) {
    it(`refuses ${what}, and keeps nothing`, async () => {
      const before = (await server.services.events.page({})).total;
      const result = await graphql(server.url, CREATE, { input: { ...SUNDAY_SERVICE, repeat } }, staff);
      expect(result.body.errors?.[0]?.message).toMatch(message);
      expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "repeat" });
      expect((await server.services.events.page({})).total).toBe(before);
    });
  }

  it("refuses a frequency that is none, sent past GraphQL's own check of its enum", async () => {
    await expect(
      server.services.events.create(SYSTEM_ACTOR, { ...SUNDAY_SERVICE, repeat: { frequency: "HOURLY" } }),
    ).rejects.toThrow("repeat: frequency must be one of DAILY, WEEKLY, MONTHLY, YEARLY");
    await expect(
      server.services.events.create(SYSTEM_ACTOR, { ...SUNDAY_SERVICE, repeat: ["WEEKLY"] }),
    ).rejects.toThrow("repeat must be how the event repeats, or null");
  });

  it("refuses the fifth Sunday of a month as a monthly day", async () => {
    const result = await graphql(
      server.url,
      CREATE,
      {
        input: {
          ...SUNDAY_SERVICE,
          date: "2030-03-31",
          repeat: { frequency: "MONTHLY", monthlyOn: "WEEKDAY_OF_MONTH" },
        },
      },
      staff,
    );
    expect(result.body.errors?.[0]?.message).toMatch(/fifth Sunday of its month/);
  });

  it("refuses an occurrence that is not one of the event's dates, or none, and changes nothing", async () => {
    const event = await create(SUNDAY_SERVICE);
    const notADate = await graphql(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_ONE",
        occurrenceDate: "2030-03-11",
        input: { ...SUNDAY_SERVICE, title: "Moved" },
      },
      staff,
    );
    expect(notADate.body.errors?.[0]?.message).toMatch(/does not take place on 2030-03-11/);
    expect(notADate.body.errors?.[0]?.extensions).toMatchObject({ field: "occurrenceDate" });
    const none = await graphql(server.url, DELETE, { id: event.id, scope: "THIS_AND_FOLLOWING" }, staff);
    expect(none.body.errors?.[0]?.message).toMatch(/occurrenceDate is needed/);
    const badEnd = await graphql(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_AND_FOLLOWING",
        occurrenceDate: "2030-03-17",
        input: { ...SUNDAY_SERVICE, startTime: "12:00", endTime: "11:00" },
      },
      staff,
    );
    expect(badEnd.body.errors?.[0]?.extensions).toMatchObject({ field: "endTime" });
    const unchanged = await server.services.events.findById(event.id);
    expect(unchanged).toMatchObject({ repeatRule: "FREQ=WEEKLY;BYDAY=SU", lastDate: null });
    expect(await server.services.events.changesOfEach([Number(event.id)])).toEqual([[]]);
  });

  it("refuses a calendar stretch that is backwards or too long to expand", async () => {
    const backwards = await graphql(server.url, OCCURRENCES, { from: "2030-03-10", to: "2030-03-01" });
    expect(backwards.body.errors?.[0]?.message).toBe("to (2030-03-01) must not be before from (2030-03-10)");
    const tooLong = await graphql(server.url, OCCURRENCES, { from: "2030-01-01", to: "2031-03-01" });
    expect(tooLong.body.errors?.[0]?.message).toBe("to must be at most 400 days after from");
    const notADay = await graphql(server.url, OCCURRENCES, { from: "2030-13-01", to: "2030-03-01" });
    expect(notADay.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "from" });
  });

  it("refuses dates outside the years 2000 to 2099, and a rule that would run past them", async () => {
    for (const [input, message] of [
      [{ ...SUNDAY_SERVICE, date: "1026-03-01", repeat: null }, /date must be in the years 2000 to 2099/],
      [
        { ...SUNDAY_SERVICE, repeat: { frequency: "WEEKLY", until: "2100-01-02" } },
        /until must be in the years 2000 to 2099/,
      ],
      [
        { ...SUNDAY_SERVICE, repeat: { frequency: "YEARLY", interval: 99, count: 730 } },
        /its last time would be after 2099-12-31/,
      ],
    ] as const) {
      const result = await graphql(server.url, CREATE, { input }, staff);
      expect(result.body.errors?.[0]?.message).toMatch(message);
    }
  });

  it("refuses this and following from a date before the occurrence, which would give its dates twice", async () => {
    const event = await create(SUNDAY_SERVICE);
    const result = await graphql(
      server.url,
      UPDATE,
      {
        id: event.id,
        scope: "THIS_AND_FOLLOWING",
        occurrenceDate: "2030-03-17",
        input: { ...SUNDAY_SERVICE, date: "2030-02-03" },
      },
      staff,
    );
    expect(result.body.errors?.[0]?.message).toMatch(/the date must be on or after 2030-03-17/);
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ field: "date" });
    expect((await server.services.events.findById(event.id))!.repeatRule).toBe("FREQ=WEEKLY;BYDAY=SU");
  });

  it("lets a visitor's calendar expand rules up to five years ahead only, and only staff list one event's dates", async () => {
    const endless = await create(SUNDAY_SERVICE);
    const once = await create({
      ...SUNDAY_SERVICE,
      title: "Centenary thanksgiving",
      date: "2095-06-05",
      repeat: null,
    });
    const farAhead = await occurrencesOf([endless.id, once.id], "2095-01-01", "2095-12-31");
    expect(farAhead.map((occurrence) => `${occurrence.date} ${occurrence.title}`)).toEqual([
      "2095-06-05 Centenary thanksgiving",
    ]);
    const query = `query ($id: ID!) { event(id: $id) { occurrences(from: "2030-03-01", to: "2030-03-31") { date } } }`;
    const visitor = await graphql(server.url, query, { id: endless.id });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const staffList = await graphql<{ event: { occurrences: { date: string }[] } }>(
      server.url,
      query,
      { id: endless.id },
      staff,
    );
    expect(staffList.body.data!.event.occurrences.map((occurrence) => occurrence.date)).toEqual([
      "2030-03-03",
      "2030-03-10",
      "2030-03-17",
      "2030-03-24",
      "2030-03-31",
    ]);
  });

  it("keeps both of two changes made at once to one series: neither saves over the other", async () => {
    const event = await create(SUNDAY_SERVICE);
    const [all, one] = await Promise.all([
      graphql(
        server.url,
        UPDATE,
        {
          id: event.id,
          scope: "ALL",
          input: { ...SUNDAY_SERVICE, title: "Sung Eucharist", repeat: { frequency: "WEEKLY", count: 4 } },
        },
        staff,
      ),
      graphql(
        server.url,
        UPDATE,
        {
          id: event.id,
          scope: "THIS_ONE",
          occurrenceDate: "2030-03-10",
          input: { ...SUNDAY_SERVICE, startTime: "15:00", endTime: "16:00" },
        },
        staff,
      ),
    ]);
    expect(all.body.errors).toBeUndefined();
    expect(one.body.errors).toBeUndefined();
    expect(await server.services.events.findById(event.id)).toMatchObject({
      title: "Sung Eucharist",
      repeatRule: "FREQ=WEEKLY;BYDAY=SU;COUNT=4",
      lastDate: "2030-03-24",
    });
    const [changes] = await server.services.events.changesOfEach([Number(event.id)]);
    expect(changes!.map((change) => [change.occurrenceDate, change.startTime])).toEqual([
      ["2030-03-10", "15:00:00"],
    ]);
  });

  it("lets no one without a session cancel, move or restore an occurrence", async () => {
    const event = await create(SUNDAY_SERVICE);
    for (const [query, variables] of [
      [DELETE, { id: event.id, scope: "THIS_ONE", occurrenceDate: "2030-03-10" }],
      [UPDATE, { id: event.id, scope: "THIS_ONE", occurrenceDate: "2030-03-10", input: SUNDAY_SERVICE }],
      [RESTORE, { id: event.id, occurrenceDate: "2030-03-10" }],
    ] as const) {
      const result = await graphql(server.url, query, variables);
      expect(result.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect(await server.services.events.changesOfEach([Number(event.id)])).toEqual([[]]);
  });
});
