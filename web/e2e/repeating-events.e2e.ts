import ICAL from "ical.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "clerk@diocese.example";
const PASSWORD = "Synod-Butere-2026";
const TITLE = "Evening Prayer in Luhya";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: "Synod Clerk" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A phone 360 px wide. */
const phone = (): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The date `days` after YYYY-MM-DD. */
function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The first Sunday after today in Kakamega (a week on, when today is a Sunday). */
function nextSunday(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi" }).format(new Date());
  return addDays(today, 7 - new Date(`${today}T00:00:00Z`).getUTCDay());
}

/** "Sunday 6 December 2026", as the dashboard and the calendar page name a day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(",", "");

/** The occurrences of the journey's event a day of the calendar page lists, as "time title (Changed)". */
async function listedOn(page: Page, date: string): Promise<string[]> {
  const day = page.locator(`[data-calendar-days] > li[data-date="${date}"]`);
  if ((await day.count()) === 0) return [];
  return day
    .locator("[data-occurrence]")
    .filter({ hasText: TITLE })
    .evaluateAll((items) =>
      items.map((item) =>
        [
          item.querySelector("time")?.textContent,
          item.querySelector("h4")?.textContent,
          item.textContent?.includes("Changed") ? "(Changed)" : "",
        ]
          .join(" ")
          .trim(),
      ),
    );
}

describe("a member of staff with a weekly service", () => {
  it("makes it on a phone, moves one Sunday to the Saturday before, and sees both on the calendar page and in the parish's feed", async () => {
    const first = nextSunday();
    const second = addDays(first, 7);
    const saturday = addDays(second, -1);
    const third = addDays(first, 14);

    const staff = await phone();
    const page = await staff.newPage();
    await page.goto(`${site.url}/authentication/login`);
    await signIn(page, site.url, EMAIL, PASSWORD);

    await page.goto(`${site.url}/admin/events`);
    const form = page.getByRole("region", { name: "Create an event" });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
    await form.getByLabel(/^Date/).fill(first);
    await form.getByLabel("Start time").fill("17:00");
    await form.getByLabel("End time").fill("18:00");
    await form.getByRole("textbox", { name: "Place", exact: true }).fill("St. Andrew's Mbale");
    await form.getByLabel("Parish").selectOption({ label: "St. Andrew's Mbale" });
    await form.getByLabel("Repeats").selectOption({ label: "Every week" });
    // The date's own day is one of a weekly event's days, and stays so.
    expect(await form.getByRole("checkbox", { name: "Sunday" }).isChecked()).toBe(true);
    await form.getByText("Every week on Sunday").first().waitFor();
    await form.getByRole("button", { name: "Create event" }).click();
    await page.getByRole("status").filter({ hasText: "Event created" }).first().waitFor();

    const row = page.getByRole("row").filter({ hasText: TITLE });
    await row.getByRole("button", { name: `Edit ${TITLE}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit event" });
    await dialog.getByRole("heading", { name: "Next dates" }).waitFor();
    await dialog
      .getByRole("row")
      .filter({ hasText: longDay(second) })
      .getByRole("button", { name: "Change this date" })
      .click();
    await dialog.getByRole("heading", { name: `The event on ${longDay(second)}` }).waitFor();
    await dialog.getByLabel(/^Date/).fill(saturday);
    await dialog.getByLabel("Start time").fill("16:00");
    await dialog.getByLabel("End time").fill("17:00");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const question = page.getByRole("dialog", { name: "Change a repeating event" });
    await question.getByRole("radio", { name: "Only this event" }).check();
    await question.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Date changed" }).first().waitFor();
    await staff.close();

    // A visitor's phone: the calendar's list from that Sunday, filtered to the parish by its form.
    const visitor = await phone();
    const calendar = await visitor.newPage();
    await calendar.goto(`${site.url}/events?view=list&from=${first}`);
    await calendar.getByLabel("Parish").selectOption({ label: "St. Andrew's Mbale" });
    await calendar.getByRole("button", { name: "Show" }).click();
    await calendar.waitForURL(/parish=\d+/);
    expect(await listedOn(calendar, first)).toEqual([`5:00 pm – 6:00 pm ${TITLE}`]);
    expect(await listedOn(calendar, saturday)).toEqual([`4:00 pm – 5:00 pm ${TITLE} (Changed)`]);
    expect(await listedOn(calendar, second)).toEqual([]);
    expect(await listedOn(calendar, third)).toEqual([`5:00 pm – 6:00 pm ${TITLE}`]);
    await visitor.close();

    // The parish's feed, as a phone's calendar subscribed to it reads and expands it.
    const response = await fetch(`${site.url}/parishes/st-andrews-mbale/calendar.ics`);
    const feed = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of feed.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const [series, ...moved] = feed
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component))
      .filter((event) => event.summary === TITLE)
      .sort((a, b) => Number(a.isRecurrenceException()) - Number(b.isRecurrenceException()));
    expect(String(series!.component.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(moved).toHaveLength(1);
    for (const exception of moved) series!.relateException(exception);
    const iterator = series!.iterator();
    const starts = [1, 2, 3].map(() => {
      const next = iterator.next()!;
      return series!.getOccurrenceDetails(next).startDate.toJSDate().toISOString();
    });
    // Kakamega is UTC+3: 17:00 there is 14:00 UTC, and the moved one's 16:00 is 13:00 UTC.
    expect(starts).toEqual([`${first}T14:00:00.000Z`, `${saturday}T13:00:00.000Z`, `${third}T14:00:00.000Z`]);
  });
});
