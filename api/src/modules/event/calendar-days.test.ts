import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, daysFromToday } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { FEED_PAST_DAYS, MAX_FEED_EVENTS, MAX_OCCURRENCES } from "./event.inputs.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
  // A busy Saturday far ahead: seven meetings at different times, and one on the Sunday.
  for (const [index, startTime] of [
    "08:00",
    "09:00",
    "10:00",
    "11:00",
    "12:00",
    "13:00",
    "14:00",
  ].entries()) {
    await createEvent(server.services, {
      title: `Meeting ${index + 1}`,
      date: "2031-05-03",
      startTime,
      endTime: "15:00",
    });
  }
  await createEvent(server.services, { title: "Confirmation", date: "2031-05-04" });
});
afterAll(() => server.close());

const DAYS = `query ($from: String!, $to: String!, $perDay: Int, $skip: Int) {
  calendarDays(from: $from, to: $to, perDay: $perDay, skip: $skip) { date total occurrences { title startTime } }
}`;
type Day = { date: string; total: number; occurrences: { title: string; startTime: string }[] };

const days = (variables: Record<string, unknown>) =>
  graphql<{ calendarDays: Day[] }>(server.url, DAYS, { from: "2031-05-01", to: "2031-05-31", ...variables });

describe("the calendar's days", () => {
  it("gives each day with events its first ones in time order, five unless asked, and how many it has", async () => {
    const { body } = await days({});
    expect(body.data!.calendarDays.map((day) => [day.date, day.total, day.occurrences.length])).toEqual([
      ["2031-05-03", 7, 5],
      ["2031-05-04", 1, 1],
    ]);
    expect(body.data!.calendarDays[0]!.occurrences.map((occurrence) => occurrence.title)).toEqual([
      "Meeting 1",
      "Meeting 2",
      "Meeting 3",
      "Meeting 4",
      "Meeting 5",
    ]);
  });

  it("gives the next page of a busy day after skip", async () => {
    const { body } = await days({ from: "2031-05-03", to: "2031-05-03", perDay: 5, skip: 5 });
    expect(body.data!.calendarDays).toEqual([
      {
        date: "2031-05-03",
        total: 7,
        occurrences: [
          { title: "Meeting 6", startTime: "13:00:00" },
          { title: "Meeting 7", startTime: "14:00:00" },
        ],
      },
    ]);
  });

  it("refuses a page size or a skip out of bounds, saying which", async () => {
    for (const [variables, message] of [
      [{ perDay: 0 }, "perDay must be from 1 to 50"],
      [{ perDay: 51 }, "perDay must be from 1 to 50"],
      [{ skip: -1 }, "skip must be from 0 to 10000"],
      [{ skip: 10_001 }, "skip must be from 0 to 10000"],
    ] as const) {
      const { body } = await days(variables);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });
});

describe("every occurrence between two days", () => {
  it(`is refused past ${MAX_OCCURRENCES}, saying how to ask, rather than cut short unsaid`, async () => {
    // Six daily events over 400 days: 2,400 occurrences.
    for (let index = 0; index < 6; index += 1) {
      await createEvent(server.services, {
        title: `Morning prayer ${index}`,
        date: "2027-01-01",
        repeat: { frequency: "DAILY" },
      });
    }
    const occurrences = `query ($from: String!, $to: String!) { eventOccurrences(from: $from, to: $to) { date } }`;
    const refused = await graphql(server.url, occurrences, { from: "2027-01-01", to: "2028-02-04" });
    expect(refused.body.errors?.[0]).toMatchObject({
      message:
        `There are 2400 occurrences from 2027-01-01 to 2028-02-04, more than the ${MAX_OCCURRENCES} one answer ` +
        "gives: ask for fewer days, or for calendarDays, which gives each day's first",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const month = await graphql<{ eventOccurrences: unknown[] }>(server.url, occurrences, {
      from: "2027-01-01",
      to: "2027-01-31",
    });
    expect(month.body.data!.eventOccurrences).toHaveLength(6 * 31);
  });
});

describe("the calendar to subscribe to", () => {
  const eventsIn = async () => {
    const ics = await (await fetch(`${server.url}/events.ics`)).text();
    return [...ics.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]!.trim());
  };

  it(`carries the coming events and those ended in the last ${FEED_PAST_DAYS} days, not the years gone`, async () => {
    await createEvent(server.services, { title: "Lent retreat", date: daysFromToday(-FEED_PAST_DAYS - 10) });
    await createEvent(server.services, { title: "Harvest thanksgiving", date: daysFromToday(-10) });
    const summaries = await eventsIn();
    expect(summaries).toContain("Harvest thanksgiving");
    expect(summaries).toContain("Confirmation");
    expect(summaries).not.toContain("Lent retreat");
  });

  it(`carries at most ${MAX_FEED_EVENTS}, the earliest begun first`, async () => {
    // Far-off events added by one statement: the service would take minutes for so many.
    await server.dataSource.query(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
       INSERT INTO event (title, date, start_time, end_time, last_date)
       SELECT 'Far-off gathering', '2035-06-01', '10:00:00', '12:00:00', '2035-06-01' FROM n`,
      [MAX_FEED_EVENTS],
    );
    // A write through the site, which empties the cache the statement went round.
    await createEvent(server.services, { title: "Ordination", date: daysFromToday(3) });
    const summaries = await eventsIn();
    expect(summaries).toHaveLength(MAX_FEED_EVENTS);
    expect(summaries).toContain("Harvest thanksgiving");
    expect(summaries).toContain("Confirmation");
    expect(summaries).toContain("Ordination");
  });
});
