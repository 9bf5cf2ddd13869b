import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../authorization.js";
import { createEvent, createParish, signedInHeaders } from "../../test/factories.js";
import { graphql } from "../../test/http.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { Department } from "../modules/department/department.entity.js";
import { Event } from "../modules/event/event.entity.js";
import { Parish } from "../modules/parish/parish.entity.js";
import { SiteSettings } from "../modules/site-settings/site-settings.entity.js";
import { updateWhere } from "../db/store.js";

/*
 * Titles saved before control characters were refused may still hold line breaks. An editor who
 * wrote one could add their own lines to every visitor's calendar: an ATTENDEE, or an alarm.
 * Whatever a stored text holds, each calendar must stay the diocese's own lines.
 */

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

/**
 * What an editor could have typed: each kind of line break, then properties of their own; within
 * the 200 characters a title's column holds (PostgreSQL holds a row to it).
 */
const ATTACK = [
  "Synod, Kakamega; \\o/",
  "ATTENDEE;RSVP=TRUE:mailto:attacker@example.org",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "DESCRIPTION:Pay 0700 000 000",
  "TRIGGER:-PT5M",
  "END:VALARM\nX-INJECTED:yes\rURL:https://x.example",
].join("\r\n");
/** The same for a name, within the 60 characters of the site's short name. */
const NAME_ATTACK = "Synod,;\r\nATTENDEE:mailto:a@x.org\r\nBEGIN:VALARM\rEND:VALARM\n";

/** A text as a calendar should show it: one kind of line break. */
const shown = (text: string) => text.replace(/\r\n?/g, "\n");
const SHOWN = shown(ATTACK);

/** The properties a calendar of the site may have: anything else came from some stored text. */
const OUR_PROPERTIES = new Set(
  [
    "BEGIN",
    "END",
    "VERSION",
    "PRODID",
    "URL",
    "NAME",
    "X-WR-CALNAME",
    "TZID",
    "X-LIC-LOCATION",
    "LAST-MODIFIED",
    "TZOFFSETFROM",
    "TZOFFSETTO",
    "TZNAME",
    "DTSTART",
    "DTEND",
    "DTSTAMP",
    "UID",
    "SEQUENCE",
    "SUMMARY",
    "LOCATION",
    "DESCRIPTION",
    "GEO",
    "RRULE",
    "EXDATE",
    "RECURRENCE-ID",
  ].map((name) => name.toUpperCase()),
);

/**
 * The calendar at `pathname`, checked line by line as RFC 5545 writes it: lines end in CRLF and
 * hold no other CR or LF, none is longer than 75 octets, a folded line goes on with a space, and
 * each unfolded line is one property `NAME[;PARAM=VALUE...]:VALUE` of the site's own.
 */
async function calendarAt(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const unfolded: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) unfolded[unfolded.length - 1] += line.slice(1);
    else unfolded.push(line);
  }
  const property = /^([A-Z][A-Z0-9-]*)(;[A-Z0-9-]+=("[^"]*"|[^";:,]*)(,("[^"]*"|[^";:,]*))*)*:/;
  for (const line of unfolded) {
    const name = property.exec(line)?.[1];
    expect(name, `a line of the calendar: ${line}`).toBeDefined();
    expect(OUR_PROPERTIES.has(name!), `a property of the site's own: ${line}`).toBe(true);
  }
  const components = unfolded.filter((line) => line.startsWith("BEGIN:")).map((line) => line.slice(6));
  expect(components).not.toContain("VALARM");
  return { component: new ICAL.Component(ICAL.parse(text)), components };
}

/**
 * A calendar-wide TEXT property as a calendar shows it. ical.js knows the types of the properties
 * of events alone, so it leaves NAME and X-WR-CALNAME as written: they are read here as RFC 5545
 * reads TEXT.
 */
function calendarText(calendar: ICAL.Component, name: string): string {
  const written = String(calendar.getFirstPropertyValue(name));
  return written.replace(/\\([\\;,nN])/g, (_, escaped: string) => (/n/i.test(escaped) ? "\n" : escaped));
}

const eventsOf = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));

describe("a calendar made from stored texts with line breaks", () => {
  it("writes an event's title, place and description as text of its own properties, with no line of the editor's", async () => {
    const event = await createEvent(server.services);
    await updateWhere(
      server.dataSource.getRepository(Event),
      { id: event.id },
      { title: ATTACK, place: ATTACK, description: ATTACK },
    );

    const { component, components } = await calendarAt(`/events/${event.id}.ics`);
    expect(components).toEqual(["VCALENDAR", "VTIMEZONE", "STANDARD", "VEVENT"]);
    // The calendar's own name is the event's title, whole, as text.
    expect(calendarText(component, "name")).toBe(SHOWN);
    expect(calendarText(component, "x-wr-calname")).toBe(SHOWN);
    const [shown] = eventsOf(component);
    expect(shown!.summary).toBe(SHOWN);
    expect(shown!.location).toBe(SHOWN);
    expect(shown!.description).toBe(SHOWN);
    expect(shown!.attendees).toEqual([]);
    expect(component.getFirstPropertyValue("url")).toMatch(/\/events\?month=\d{4}-\d{2}$/);
  });

  it("writes the site's name, a parish's and a department's, as text in the calendars named after them", async () => {
    const parish = await createParish(server.services);
    await updateWhere(
      server.dataSource.getRepository(Parish),
      { id: parish.id },
      { name: NAME_ATTACK, town: NAME_ATTACK, directions: ATTACK },
    );
    const department = await server.services.departments.create(SYSTEM_ACTOR, {
      slug: "mothers-union",
      name: "Mothers' Union",
      body: "<p>Ours</p>",
    });
    await updateWhere(
      server.dataSource.getRepository(Department),
      { id: department.id },
      { name: NAME_ATTACK },
    );
    await createEvent(server.services, { parishId: String(parish.id), departmentId: String(department.id) });
    await server.dataSource.getRepository(SiteSettings).save(
      Object.assign(await server.services.siteSettings.get(), {
        shortName: NAME_ATTACK,
        updatedAt: new Date(),
      }),
    );

    for (const pathname of [
      `/parishes/${parish.slug}/calendar.ics`,
      `/departments/${department.slug}/calendar.ics`,
      "/events.ics",
    ]) {
      const { component } = await calendarAt(pathname);
      expect(calendarText(component, "name")).toContain(shown(NAME_ATTACK));
      expect(calendarText(component, "x-wr-calname")).toContain(shown(NAME_ATTACK));
      for (const event of eventsOf(component)) expect(event.attendees).toEqual([]);
    }
  });

  it("folds a long title of many-byte letters at 75 octets without splitting a letter", async () => {
    const title = "Mkutano wa Sinodi — Karibuni nyote ✝ ".repeat(5).trim();
    const event = await createEvent(server.services, { title });
    const { component } = await calendarAt(`/events/${event.id}.ics`);
    expect(calendarText(component, "name")).toBe(title);
    expect(eventsOf(component)[0]!.summary).toBe(title);
  });
});

describe("a new event's title", () => {
  it("is refused with a line break or another control character, naming the field", async () => {
    const staff = await signedInHeaders(server);
    for (const title of [
      "Synod\nATTENDEE:mailto:attacker@example.org",
      "Synod\rBEGIN:VALARM",
      "Synod\u0000",
      "Synod\u0085",
    ]) {
      const result = await graphql<{ createEvent: { id: string } }>(
        server.url,
        `
          mutation ($input: EventInput!) {
            createEvent(input: $input) {
              id
            }
          }
        `,
        { input: { title, date: "2026-12-07", startTime: "10:00", endTime: "12:00" } },
        staff,
      );
      expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "title" });
      expect(result.body.errors?.[0]?.message).toContain("title must be one line");
    }
  });
});
