import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { axeFindings } from "./support/axe.js";
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

/**
 * Standing at the bus park in Kakamega town: of the sample's secondary schools, Milimani ACK is
 * about 1 km away, Shirere ACK Girls' about 3 km and Shitaho ACK Boys' about 6 km.
 */
const IN_KAKAMEGA = { latitude: 0.2826, longitude: 34.7519 };

/** A phone 360 px wide that shares the location given when a page asks for it. */
function phoneAt(location: { latitude: number; longitude: number }): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    geolocation: location,
    permissions: ["geolocation"],
  });
}

describe("a parent on a phone looking for a church school", () => {
  it("finds the nearest secondary school to Kakamega by the phone's location, which never leaves the phone, and opens its page", async () => {
    const context = await phoneAt(IN_KAKAMEGA);
    const page = await context.newPage();
    // Everything the phone sends, to check that the location is not in any of it.
    const sent: string[] = [];
    page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

    await page.goto(`${site.url}/institutions`);
    await page.getByLabel("Kind").selectOption({ label: "Secondary school" });
    await page.getByRole("button", { name: "Find", exact: true }).click();
    // The form's empty search stays in the address, as a plain GET form sends it.
    await page.waitForURL(/\/institutions\?q=&kind=SECONDARY_SCHOOL$/);
    const cards = page.locator("[data-place]");
    await page.getByRole("button", { name: "Near me" }).click();
    // Near me fetches where every secondary school is before it sorts: on a busy machine, seconds.
    await expect
      .poll(() => cards.first().getAttribute("data-name"), { timeout: 15_000 })
      .toBe("Milimani ACK Secondary School");
    await expect
      .poll(() => page.locator("[data-near-me-status]").textContent(), { timeout: 15_000 })
      .toMatch(/^Nearest first: Milimani ACK Secondary School is 1\.\d km away\.$/);
    const order = await cards.evaluateAll((found) => found.map((card) => card.getAttribute("data-name")));
    // Secondary schools alone, the nearest first, Webuye's 36 km north last.
    expect(order.slice(0, 3)).toEqual([
      "Milimani ACK Secondary School",
      "Shirere ACK Girls' Secondary School",
      "Shitaho ACK Boys' High School",
    ]);
    expect(order).not.toContain("Kakamega ACK Primary School");
    expect(order.at(-1)).toBe("Webuye ACK Secondary School");
    // The page fits the phone: nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await cards.first().getByRole("link", { name: "Milimani ACK Secondary School" }).click();
    await page.waitForURL(`${site.url}/institutions/milimani-ack-secondary-school`);
    await page.getByRole("heading", { level: 1, name: "Milimani ACK Secondary School" }).waitFor();
    expect(await page.getByRole("link", { name: "St. Stephen's Milimani" }).getAttribute("href")).toBe(
      "/parishes/st-stephens-milimani",
    );
    expect(await page.getByText("Principal: Mr. Daniel Mukhwana").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const coordinates = [IN_KAKAMEGA.latitude, IN_KAKAMEGA.longitude].map((degrees) =>
      String(degrees).slice(0, 5),
    );
    for (const request of sent) for (const part of coordinates) expect(request).not.toContain(part);
    await context.close();
  });

  it("finds schools by a search without JavaScript, and meets accessibility rules on the finder and a school's page", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/sw/institutions`);
    await page.getByLabel("Jina, mji, parokia au Archdeaconry").fill("Kakamega");
    await page.getByRole("button", { name: "Tafuta", exact: true }).click();
    await page.waitForURL(/\/sw\/institutions\?q=Kakamega/);
    const names = await page
      .locator("[data-place]")
      .evaluateAll((found) => found.map((card) => card.getAttribute("data-name")));
    expect(names).toContain("ACK St. Luke's Mission Hospital, Kakamega");
    expect(names).toContain("Milimani ACK Secondary School");
    // Without a script the phone cannot be asked where it is: the button stays out of sight.
    expect(await page.getByRole("button", { name: /Karibu nami/ }).isVisible()).toBe(false);
    await context.close();

    for (const path of ["/institutions", "/institutions/milimani-ack-secondary-school", "/sw/institutions"]) {
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const checked = await phone.newPage();
      await checked.goto(`${site.url}${path}`);
      const { serious, passes } = await axeFindings(checked);
      expect(passes, path).toBeGreaterThan(10);
      expect(serious, path).toEqual([]);
      await phone.close();
    }
  });
});
