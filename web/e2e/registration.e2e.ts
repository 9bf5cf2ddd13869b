import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeFindings } from "./support/axe.js";
import { launchBrowser } from "./support/browser.js";
import { smsTo as smsToIn } from "./support/outbox.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;

// M-Pesa and SMS go to the simulators the site starts with it: the simulated registrant types the
// PIN after a few seconds, and every SMS is written to DATA_DIR/sms-outbox as the gateway takes it.
beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite({ MPESA_ENV: "simulator", SMS_ENV: "simulator" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The SMS the simulated gateway was asked to send to a number, oldest first. */
const smsTo = (phone: string) => smsToIn(site.dataDir, phone);

const phone = () => ({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

describe("registering for the youth camp on a phone", () => {
  it("finds the camp on the calendar, registers, pays with the M-Pesa prompt and sees the code and its QR code", async () => {
    const context = await browser.newContext({ ...phone(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/events?view=list`);
    const camp = page.locator("[data-occurrence]", { hasText: "KAYO Youth Camp" });
    expect(await camp.textContent()).toContain("Fee: KES 1,500 per person");
    // The sample's registrants already hold some of its 40 places.
    const placesLeft = Number(/(\d+) places left/.exec((await camp.textContent()) ?? "")?.[1]);
    expect(placesLeft).toBeGreaterThan(0);
    expect(placesLeft).toBeLessThan(40);
    await camp.getByRole("link", { name: "Register for KAYO Youth Camp" }).click();

    await page.waitForURL(/\/events\/\d+\/register$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Register: KAYO Youth Camp");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const form = page.getByRole("form", { name: "Register for this event" });
    await form.getByRole("textbox", { name: /Your full name/ }).fill("Faith Achieng");
    await form.getByRole("textbox", { name: /Your mobile number/ }).fill("0712 480 202");
    await form.getByRole("combobox", { name: /Your parish/ }).selectOption({ label: "St. Paul's Kaimosi" });
    await form.getByRole("combobox", { name: /You come as/ }).selectOption("YOUTH");
    await form.getByRole("combobox", { name: /T-shirt size/ }).selectOption("M");
    await form.getByRole("radio", { name: /M-Pesa prompt on my phone/ }).check();
    await form.getByRole("button", { name: "Register and pay KES 1,500" }).click();

    await page.waitForURL(/\/registrations\/[\w-]{43}$/);
    expect(await page.getByRole("heading", { name: "Waiting for your payment" }).isVisible()).toBe(true);
    // The head's refresh brings the answer once M-Pesa has given it.
    const registered = page.getByRole("heading", { name: "You are registered" });
    await expect.poll(() => registered.isVisible(), { timeout: 30_000 }).toBe(true);
    const code = (await page.locator("[data-registration-code]").textContent()) ?? "";
    expect(code).toMatch(/^[ACDEFGHJKLMNPQRTUVWXY3479]{6}$/);
    const qr = page.getByRole("img", { name: `QR code of your code ${code}` });
    expect(await qr.isVisible()).toBe(true);
    expect((await qr.boundingBox())!.width).toBeGreaterThan(150);
    expect(await page.getByText("KAYO Youth Camp").first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The confirmation SMS names the code and leads back to this page.
    const pageUrl = page.url();
    await expect
      .poll(async () => (await smsTo("+254712480202")).find((text) => text.includes(code)) ?? "", {
        timeout: 20_000,
      })
      .toContain(new URL(pageUrl).pathname);
    await context.close();
  }, 90_000);

  it("has no serious accessibility fault on the form, in either language", async () => {
    const page = await browser.newPage(phone());
    await page.goto(`${site.url}/events?view=list`);
    const href = await page
      .locator("[data-occurrence]", { hasText: "KAYO Youth Camp" })
      .getByRole("link", { name: /Register/ })
      .getAttribute("href");
    await page.goto(`${site.url}${href}`);
    expect((await axeFindings(page)).serious).toEqual([]);
    await page.goto(`${site.url}/sw${href}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Jisajili: KAYO Youth Camp");
    expect((await axeFindings(page)).serious).toEqual([]);
    await page.close();
  });
});
