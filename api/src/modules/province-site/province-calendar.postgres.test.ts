import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createEvent, daysFromToday } from "../../../test/factories.js";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, requestAt } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, sectionOf, startProvinceSite } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";

/*
 * The province's calendar (issue #44) at PROVINCE_HOST: what each diocese has on a day, as its own
 * calendar shows it, each linked to that day on its own site.
 */

const THE_DAY = daysFromToday(9);
const BUSY_DAY = daysFromToday(11);

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceSite();
  await inDiocese(1, async () => {
    await createEvent(app.services, {
      title: "Clergy retreat",
      date: THE_DAY,
      startTime: "08:30",
      endTime: "16:00",
      place: "St Paul's, Butere",
    });
    // A weekly fellowship begun three weeks before: its occurrence that day is shown.
    await createEvent(app.services, {
      title: "Mothers' Union fellowship",
      date: daysFromToday(9 - 21),
      startTime: "14:00",
      endTime: "15:00",
      place: null,
      repeat: { frequency: "WEEKLY" },
    });
  });
  await inDiocese(2, async () => {
    await createEvent(app.services, {
      title: "Youth rally",
      date: THE_DAY,
      startTime: "10:00",
      endTime: "12:00",
    });
    await createEvent(app.services, { title: "Diocesan synod", date: daysFromToday(10) });
    for (let hour = 8; hour < 15; hour++) {
      await createEvent(app.services, {
        title: `Harvest service ${hour}`,
        date: BUSY_DAY,
        startTime: `${String(hour).padStart(2, "0")}:00`,
        endTime: `${String(hour).padStart(2, "0")}:45`,
        place: null,
      });
    }
  });
}, 60_000);
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const mumiasDay = (day: string) => `http://${MUMIAS_HOST}:4000/events?month=${day.slice(0, 7)}#day-${day}`;

describe("the province's calendar", () => {
  it("shows what each diocese has on a day, by diocese, each linked to the day on its own calendar", async () => {
    const page = await requestAt(app, PROVINCE_HOST, `/calendar?day=${THE_DAY}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("public, max-age=300");
    expect(page.body).toContain("<h1>Events in the province</h1>");
    expect(page.body).toContain("<li>08:30–16:00 Clergy retreat · St Paul&#39;s, Butere</li>");
    expect(page.body).toContain("<li>14:00–15:00 Mothers&#39; Union fellowship</li>");
    expect(page.body).toContain("<h2>ACK Diocese of Mumias</h2>");
    expect(page.body).toContain("10:00–12:00 Youth rally");
    expect(page.body).toContain(
      `<a href="${escaped(mumiasDay(THE_DAY))}">This day on the diocese&#39;s calendar</a>`,
    );
    expect(page.body).toContain(`${app.config.publicUrl}/events?month=${THE_DAY.slice(0, 7)}#day-${THE_DAY}`);
    // Each diocese's events under its own name.
    expect(sectionOf(page.body, "ACK Diocese of Mumias")).toContain("Youth rally");
    expect(sectionOf(page.body, "ACK Diocese of Mumias")).not.toContain("Clergy retreat");
    const [first] = await app.dataSource.query(`SELECT name FROM diocese WHERE id = 1`);
    expect(sectionOf(page.body, first.name)).toContain("Clergy retreat");
    // Another day's are not there; the days either side are a link away.
    expect(page.body).not.toContain("Diocesan synod");
    expect(page.body).toContain(`<a href="/calendar?day=${daysFromToday(10)}" rel="next">The day after</a>`);
    expect(page.body).toContain(`<a href="/calendar?day=${daysFromToday(8)}" rel="prev">The day before</a>`);
    const next = await requestAt(app, PROVINCE_HOST, `/calendar?day=${daysFromToday(10)}`);
    expect(next.body).toContain("Diocesan synod");
    expect(next.body).not.toContain("Youth rally");
  });

  it("shows a diocese's first five of a busy day, and how many more its own calendar has", async () => {
    const { body } = await requestAt(app, PROVINCE_HOST, `/calendar?day=${BUSY_DAY}`);
    for (const hour of [8, 9, 10, 11, 12]) expect(body).toContain(`Harvest service ${hour}</li>`);
    expect(body).not.toContain("Harvest service 13");
    expect(body).toContain(
      `<a href="${escaped(mumiasDay(BUSY_DAY))}">2 more on the diocese&#39;s calendar</a>`,
    );
  });

  it("is in Kiswahili at /sw/calendar, linking to the dioceses' Kiswahili calendars", async () => {
    const { statusCode, body } = await requestAt(app, PROVINCE_HOST, `/sw/calendar?day=${BUSY_DAY}`);
    expect(statusCode).toBe(200);
    expect(body).toContain('<html lang="sw">');
    expect(body).toContain("<h1>Matukio ya jimbo</h1>");
    expect(body).toContain("Matukio 2 zaidi kwenye kalenda ya dayosisi");
    expect(body).toContain(`http://${MUMIAS_HOST}:4000/sw/events?month=${BUSY_DAY.slice(0, 7)}`);
    expect(body).toContain(`<a href="/sw/calendar?day=${daysFromToday(12)}" rel="next">Siku inayofuata</a>`);
  });

  it("shows today when no day is asked, and says so when no diocese has an event", async () => {
    const { statusCode, body } = await requestAt(app, PROVINCE_HOST, "/calendar");
    expect(statusCode).toBe(200);
    expect(body).toContain(`<input id="day" name="day" type="date" value="${daysFromToday(0)}">`);
    expect(body).toContain("No diocese has an event on this day.");
    // The link back to today names no day.
    const yesterday = await requestAt(app, PROVINCE_HOST, `/calendar?day=${daysFromToday(-1)}`);
    expect(yesterday.body).toContain('<a href="/calendar" rel="next">The day after</a>');
  });

  it.each(["2026-02-30", "next-sunday", daysFromToday(400), daysFromToday(-400)])(
    "says what is wrong with the day %s, and no cache keeps it",
    async (day) => {
      const { statusCode, headers, body } = await requestAt(app, PROVINCE_HOST, `/calendar?day=${day}`);
      expect(statusCode).toBe(400);
      expect(headers["cache-control"]).toBeUndefined();
      expect(body).toContain("The day must be a date (YYYY-MM-DD) within a year of today.");
      const kiswahili = await requestAt(app, PROVINCE_HOST, `/sw/calendar?day=${day}`);
      expect(kiswahili.body).toContain(
        "Siku lazima iwe tarehe (YYYY-MM-DD) ndani ya mwaka mmoja kutoka leo.",
      );
    },
  );

  it("shows an event a diocese adds within a minute, not at every request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const day = daysFromToday(20);
    expect((await requestAt(app, PROVINCE_HOST, `/calendar?day=${day}`)).body).not.toContain("Ordination");
    await inDiocese(2, () => createEvent(app.services, { title: "Ordination of deacons", date: day }));
    expect((await requestAt(app, PROVINCE_HOST, `/calendar?day=${day}`)).body).not.toContain("Ordination");
    vi.setSystemTime(Date.now() + 61_000);
    expect((await requestAt(app, PROVINCE_HOST, `/calendar?day=${day}`)).body).toContain(
      "Ordination of deacons",
    );
  });

  it("is the province's alone: a diocese's host has no such page", async () => {
    for (const host of [FIRST_HOST, MUMIAS_HOST]) {
      const { body } = await requestAt(app, host, `/calendar?day=${THE_DAY}`);
      expect(body).not.toContain("Events in the province");
    }
  });
});

function escaped(href: string): string {
  return href.replace(/&/g, "&amp;");
}
