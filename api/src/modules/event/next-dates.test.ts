import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent, daysFromToday } from "../../../test/factories.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { Event } from "./event.entity.js";
import { EditScope, EventPeriod } from "./event.inputs.js";
import { EventService } from "./event.service.js";
import { EventNextDates } from "./next-dates.js";

let server: TestApp;
const titlesOf = (events: Event[]) => events.map((event) => event.title);
/** The coming events in order as a service on a given day sees them. */
const comingOn = async (day: Date) =>
  titlesOf(
    (
      await new EventService(server.dataSource, () => day).page({
        period: EventPeriod.UPCOMING,
        pageSize: 50,
      })
    ).items,
  );
const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  server = await startTestApp();
  const weekday = (offset: number) =>
    ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"][
      new Date(`${daysFromToday(offset)}T12:00:00Z`).getUTCDay()
    ]!;
  // Weekly on the weekday of two days from now, begun a year ago; and three events once.
  await createEvent(server.services, {
    title: "Weekly prayer",
    // 52 weeks before two days from now: the same weekday.
    date: daysFromToday(2 - 364),
    startTime: "18:00",
    endTime: "19:00",
    repeat: { frequency: "WEEKLY", weekdays: [weekday(2)] },
  });
  await createEvent(server.services, { title: "Tomorrow's meeting", date: daysFromToday(1) });
  await createEvent(server.services, { title: "Synod", date: daysFromToday(3) });
  await createEvent(server.services, { title: "Retreat", date: daysFromToday(10) });
});
afterAll(() => server.close());

describe("the coming events' order, kept on each event", () => {
  it("orders them by their next occurrence, a repeating one among the others", async () => {
    expect(await comingOn(new Date())).toEqual(["Tomorrow's meeting", "Weekly prayer", "Synod", "Retreat"]);
  });

  it("stays right on later days, when a kept next occurrence has passed, before the job has been round", async () => {
    // In four days the meeting and the Synod are past, and the prayer's next is in nine days;
    // in ten, the Retreat's day, the prayer's is in sixteen.
    expect(await comingOn(daysAhead(4))).toEqual(["Weekly prayer", "Retreat"]);
    expect(await comingOn(daysAhead(10))).toEqual(["Retreat", "Weekly prayer"]);
  });

  it("stays right for events whose next occurrence was never worked out, and the job works them out", async () => {
    await server.dataSource.query(
      `UPDATE event SET next_date = NULL, next_start_time = NULL, next_known_on = NULL`,
    );
    expect(await comingOn(new Date())).toEqual(["Tomorrow's meeting", "Weekly prayer", "Synod", "Retreat"]);

    const job = new EventNextDates(server.dataSource);
    const before = await server.dataSource.getRepository(Event).find({ order: { id: "ASC" } });
    expect(await job.refresh()).toBe(4);
    const after = await server.dataSource.getRepository(Event).find({ order: { id: "ASC" } });
    expect(after.map((event) => [event.title, event.nextDate, event.nextKnownOn])).toEqual([
      ["Weekly prayer", daysFromToday(2), todayInDiocese(new Date())],
      ["Tomorrow's meeting", daysFromToday(1), todayInDiocese(new Date())],
      ["Synod", daysFromToday(3), todayInDiocese(new Date())],
      ["Retreat", daysFromToday(10), todayInDiocese(new Date())],
    ]);
    // No one changed the events: the sitemap's dates stay.
    expect(after.map((event) => event.updatedAt)).toEqual(before.map((event) => event.updatedAt));
    expect(await job.refresh()).toBe(0);
    expect(await comingOn(new Date())).toEqual(["Tomorrow's meeting", "Weekly prayer", "Synod", "Retreat"]);
  });

  it("moves a repeating event when one occurrence is moved", async () => {
    const [prayer] = await server.dataSource.getRepository(Event).findBy({ title: "Weekly prayer" });
    await server.services.events.update(
      SYSTEM_ACTOR,
      prayer!.id,
      { title: "Weekly prayer", date: daysFromToday(11), startTime: "18:00", endTime: "19:00" },
      { scope: EditScope.THIS_ONE, occurrenceDate: daysFromToday(2) },
    );
    expect(await comingOn(new Date())).toEqual(["Tomorrow's meeting", "Synod", "Weekly prayer", "Retreat"]);
  });
});
