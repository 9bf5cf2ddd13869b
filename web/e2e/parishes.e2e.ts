import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Standing by the market in Mbale, Vihiga: St. Andrew's Mbale is the nearest sample parish. */
const IN_MBALE = { latitude: 0.0853, longitude: 34.7189 };

/** A phone 360 px wide that shares the location given when a page asks for it. */
function phoneAt(location: { latitude: number; longitude: number }): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    geolocation: location,
    permissions: ["geolocation"],
    acceptDownloads: true,
  });
}

describe("a visitor on a phone looking for a church", () => {
  it("finds the nearest parish by the phone's location, which never leaves the phone, opens it and adds its Sunday service to a calendar", async () => {
    const context = await phoneAt(IN_MBALE);
    const page = await context.newPage();
    // Everything the phone sends, to check that the location is not in any of it.
    const sent: string[] = [];
    page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

    await page.goto(`${site.url}/parishes`);
    const parishCards = page.locator("[data-place]");
    // The sample diocese has more parishes than a page shows: the page shows 24 of them, by name.
    expect(await parishCards.count()).toBe(24);
    expect(await page.getByRole("link", { name: "Next" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Near me" }).click();
    // Near me fetches where every parish found is before it sorts: on a busy machine, seconds.
    await expect
      .poll(() => parishCards.first().getAttribute("data-name"), { timeout: 15_000 })
      .toBe("St. Andrew's Mbale");
    await expect
      .poll(() => page.locator("[data-near-me-status]").textContent(), { timeout: 15_000 })
      .toMatch(/^Nearest first: St\. Andrew's Mbale is .* away\.$/);
    expect(await parishCards.first().locator("[data-distance]").textContent()).toMatch(/^\d+ m away$/);
    // The nearest of every page's parishes: those about Mbale, and not Webuye, 60 km north.
    const order = await parishCards.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute("data-name")),
    );
    expect(order).toHaveLength(12);
    expect(order.indexOf("St. James Majengo")).toBeGreaterThan(0);
    expect(order.indexOf("St. James Majengo")).toBeLessThan(5);
    expect(order).not.toContain("St. John's Webuye");
    expect(await page.getByRole("link", { name: "Next" }).isVisible()).toBe(false);
    const coordinates = [IN_MBALE.latitude, IN_MBALE.longitude].map((degrees) => String(degrees).slice(0, 5));
    for (const request of sent) for (const part of coordinates) expect(request).not.toContain(part);

    await parishCards.first().getByRole("link", { name: "St. Andrew's Mbale" }).click();
    await page.waitForURL(`${site.url}/parishes/st-andrews-mbale`);
    await page.getByRole("heading", { level: 1, name: "St. Andrew's Mbale" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Add to calendar: Sunday 7:30 am Holy Communion" }).click(),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const [event] = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(event!.summary).toBe("Holy Communion (English), St. Andrew's Mbale");
    expect(event!.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;BYDAY=SU");
    const next = event!.iterator().next()!;
    expect(next.zone?.tzid ?? event!.startDate.zone?.tzid).toBe("Africa/Nairobi");
    expect([next.dayOfWeek(), next.hour, next.minute]).toEqual([ICAL.Time.SUNDAY, 7, 30]);
    for (const request of sent) for (const part of coordinates) expect(request).not.toContain(part);
    await context.close();
  });

  it("finds parishes by a search without JavaScript, the form's fields in the address", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/parishes`);
    await page.getByLabel("Parish, town, archdeaconry or vicar").fill("Sunday Kiswahili");
    await page.getByLabel("Archdeaconry", { exact: true }).selectOption({ label: "Ugunja" });
    await page.getByRole("button", { name: "Find parishes" }).click();
    await page.waitForURL(/\/parishes\?q=Sunday\+Kiswahili/);
    const names = await page
      .locator("[data-place]")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-name")));
    expect(names.sort()).toEqual([
      "St. James Ambira",
      "St. Joseph's Rang'ala",
      "St. Mary's Sigomere",
      "St. Paul's Ugunja",
    ]);
    // Without a script the phone cannot be asked where it is: the button stays out of sight.
    expect(await page.getByRole("button", { name: "Near me" }).isVisible()).toBe(false);
    await context.close();
  });
});
