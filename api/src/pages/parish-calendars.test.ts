import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../authorization.js";
import { createArchdeaconry, createParish } from "../../test/factories.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

let server: TestApp;
const PUBLIC_URL = "https://www.diocese.example";

beforeAll(async () => {
  server = await startTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await server.close();
});

const SERVICES = [
  { day: "SUNDAY", startTime: "07:30", language: "ENGLISH", kind: "HOLY_COMMUNION" },
  { day: "SUNDAY", startTime: "10:00", language: "LUHYA", kind: "MORNING_PRAYER" },
  { day: "WEDNESDAY", startTime: "17:00", language: "KISWAHILI", kind: "PRAYER_MEETING" },
] as const;

async function mbaleParish() {
  const archdeaconry = await createArchdeaconry(server.services);
  return createParish(server.services, {
    archdeaconryId: archdeaconry.id,
    town: "Mbale",
    latitude: 0.0829,
    longitude: 34.7203,
    directions: "Beside the market",
    services: [...SERVICES],
  });
}

async function calendarAt(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  // The zone's definition goes with the events, so that every calendar reads their times alike.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar;
}

/** The parish's service of that kind. */
async function servicesOf(parishId: number, kind: string) {
  const [services] = await server.services.parishes.servicesOfEach([parishId]);
  return services!.find((service) => service.kind === kind)!;
}

/** The next `count` starts of a repeating event, as UTC ISO strings, by ical.js's own expansion. */
function nextStarts(event: ICAL.Event, count: number): string[] {
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) {
    starts.push(next.toJSDate().toISOString());
  }
  return starts;
}

describe("a parish's calendar", () => {
  it("has each regular service as one weekly event in Kakamega's time, which a calendar expands to every week", async () => {
    const parish = await mbaleParish();
    const calendar = await calendarAt(`/parishes/${parish.slug}/calendar.ics`);
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual(
      [
        `Holy Communion (English), ${parish.name}`,
        `Morning Prayer (Luhya), ${parish.name}`,
        `Prayer Meeting (Kiswahili), ${parish.name}`,
      ].sort(),
    );
    const communion = events.find((event) => event.summary.startsWith("Holy Communion"))!;
    expect(communion.isRecurring()).toBe(true);
    expect(communion.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(communion.startDate.zone?.tzid).toBe("Africa/Nairobi");
    // 07:30 in Kakamega is 04:30 UTC, every Sunday, a week apart.
    const starts = nextStarts(communion, 4);
    for (const start of starts) {
      expect(new Date(start).getUTCDay()).toBe(0);
      expect(start.slice(11, 16)).toBe("04:30");
    }
    expect(Date.parse(starts[1]!) - Date.parse(starts[0]!)).toBe(7 * 24 * 3600 * 1000);
    // No end is invented while staff have not said how long a Holy Communion lasts.
    expect(communion.component.hasProperty("dtend")).toBe(false);
    expect(communion.component.hasProperty("duration")).toBe(false);
    expect(communion.location).toContain("Mbale");
    expect(communion.component.getFirstPropertyValue("geo")).toEqual([0.0829, 34.7203]);
    expect(communion.component.getFirstPropertyValue("url")).toBe(`${PUBLIC_URL}/parishes/${parish.slug}`);

    const prayer = events.find((event) => event.summary.startsWith("Prayer Meeting"))!;
    for (const start of nextStarts(prayer, 3)) {
      expect(new Date(start).getUTCDay()).toBe(3);
      expect(start.slice(11, 16)).toBe("14:00");
    }
    // The first occurrence is in the week the parish was added, not in some other year.
    const [first] = nextStarts(prayer, 1);
    expect(Math.abs(Date.parse(first!) - parish.createdAt.getTime())).toBeLessThan(8 * 24 * 3600 * 1000);
  });

  it("keeps each service's UID and address when the parish is saved again, and follows a changed time", async () => {
    const parish = await mbaleParish();
    const uids = async () =>
      (await calendarAt(`/parishes/${parish.slug}/calendar.ics`))
        .getAllSubcomponents("vevent")
        .map((component) => String(component.getFirstPropertyValue("uid")))
        .sort();
    const before = await uids();
    const [servicesBefore] = await server.services.parishes.servicesOfEach([parish.id]);
    await server.services.parishes.update(SYSTEM_ACTOR, parish.id, {
      name: parish.name,
      archdeaconryId: parish.archdeaconryId,
      services: [
        ...SERVICES.slice(0, 2),
        { day: "WEDNESDAY", startTime: "18:00", language: "KISWAHILI", kind: "PRAYER_MEETING" },
      ],
    });
    const after = await uids();
    expect(after.filter((uid) => before.includes(uid))).toHaveLength(2);
    expect(after.find((uid) => !before.includes(uid))).toMatch(
      /-WEDNESDAY-1800-KISWAHILI@www\.diocese\.example$/,
    );
    const [servicesAfter] = await server.services.parishes.servicesOfEach([parish.id]);
    const sundayIds = (services: typeof servicesAfter) =>
      services!.filter((service) => service.day === "SUNDAY").map((service) => service.id);
    expect(sundayIds(servicesAfter)).toEqual(sundayIds(servicesBefore));
  });

  it("ends each service when staff say its kind of service ends, and leaves the others without an end", async () => {
    const parish = await mbaleParish();
    await server.services.siteSettings.update(SYSTEM_ACTOR, {
      shortName: "ACK Diocese",
      fullName: "Anglican Church of Kenya Diocese",
      serviceDurations: [
        { kind: "HOLY_COMMUNION", minutes: 150 },
        { kind: "PRAYER_MEETING", minutes: 60 },
      ],
    });
    try {
      for (const address of [
        `/parishes/${parish.slug}/calendar.ics`,
        `/parishes/${parish.slug}/services/${(await servicesOf(parish.id, "HOLY_COMMUNION")).id}.ics`,
      ]) {
        const events = (await calendarAt(address))
          .getAllSubcomponents("vevent")
          .map((component) => new ICAL.Event(component));
        const communion = events.find((event) => event.summary.startsWith("Holy Communion"))!;
        // 07:30 to 10:00 in Kakamega.
        expect(communion.endDate.toString().slice(11, 16)).toBe("10:00");
        expect(communion.endDate.zone?.tzid).toBe("Africa/Nairobi");
        expect(communion.duration.toSeconds()).toBe(150 * 60);
      }
      const events = (await calendarAt(`/parishes/${parish.slug}/calendar.ics`))
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component));
      const prayer = events.find((event) => event.summary.startsWith("Prayer Meeting"))!;
      expect(prayer.duration.toSeconds()).toBe(3600);
      const morning = events.find((event) => event.summary.startsWith("Morning Prayer"))!;
      expect(morning.component.hasProperty("dtend")).toBe(false);
    } finally {
      await server.services.siteSettings.update(SYSTEM_ACTOR, {
        shortName: "ACK Diocese",
        fullName: "Anglican Church of Kenya Diocese",
        serviceDurations: [],
      });
    }
  });

  it("answers 404 for a parish there is not, and keeps nothing of it", async () => {
    const response = await fetch(`${server.url}/parishes/no-such-parish/calendar.ics`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("There is no such calendar");
  });
});

describe("one service's calendar ('Add to calendar')", () => {
  it("holds that service alone, repeating every week", async () => {
    const parish = await mbaleParish();
    const [services] = await server.services.parishes.servicesOfEach([parish.id]);
    const luhya = services!.find((service) => service.language === "LUHYA")!;
    const calendar = await calendarAt(`/parishes/${parish.slug}/services/${luhya.id}.ics`);
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(`Morning Prayer (Luhya), ${parish.name}`);
    for (const start of nextStarts(events[0]!, 3)) {
      expect(new Date(start).getUTCDay()).toBe(0);
      expect(start.slice(11, 16)).toBe("07:00");
    }
  });

  it("answers 404 for a service of another parish, or none", async () => {
    const parish = await mbaleParish();
    const other = await mbaleParish();
    const [otherServices] = await server.services.parishes.servicesOfEach([other.id]);
    for (const id of [String(otherServices![0]!.id), "999999", "abc"]) {
      const response = await fetch(`${server.url}/parishes/${parish.slug}/services/${id}.ics`);
      expect(response.status).toBe(404);
    }
  });
});
