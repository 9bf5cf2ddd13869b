import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./support/browser.js";
import { smsTo as smsToIn } from "./support/outbox.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;

// M-Pesa and SMS go to the simulators the site starts with it: the M-Pesa donor enters the PIN
// after 3 s, and every SMS is written to DATA_DIR/sms-outbox as it is sent.
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

/** What the honour roll says a parish has given, in shillings. */
async function givenBy(page: Page, parish: string): Promise<number> {
  await page.goto(`${site.url}/give/diocesan-conference-centre/honour-roll`);
  const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: parish }) });
  const text = (await line.first().textContent()) ?? "";
  return Number(/Given KES ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? Number.NaN);
}

describe("a pledger on a phone without JavaScript", () => {
  it("pledges, gets the SMS with the pledge's page, pays from it and sees the honour roll move", async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const givenBefore = await givenBy(page, "St. Peter's Shirere");
    // The sample Mothers' Union pledge puts the parish on the roll; nothing is paid towards it yet.
    expect(givenBefore).toBe(0);

    await page.goto(`${site.url}/give/diocesan-conference-centre`);
    await page.getByRole("link", { name: /Make a pledge and pay over the coming months/ }).click();
    await page.waitForURL(`${site.url}/give/diocesan-conference-centre/pledge`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const form = page.getByRole("form", { name: "Make a pledge" });
    await form.getByRole("textbox", { name: /Your name, or your group's name/ }).fill("Grace Achieng");
    await form
      .getByRole("combobox", { name: "Parish (optional)" })
      .selectOption({ label: "St. Peter's Shirere" });
    await form.getByRole("textbox", { name: /Amount you promise/ }).fill("3000");
    const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/To be paid by/).fill(due);
    await form.getByRole("textbox", { name: /Your M-Pesa phone number/ }).fill("0712 345 679");
    await form.getByRole("radio", { name: "My name and the amount" }).check();
    await form.getByRole("checkbox", { name: /remind me by SMS/ }).check();
    await form.getByRole("button", { name: "Make my pledge" }).click();

    await page.waitForURL(/\/pledges\/\d+\/[\w-]{32}$/);
    const pledgePage = page.url();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Your pledge to Diocesan Conference Centre",
    );
    expect(await page.getByRole("main").textContent()).toContain("KES 3,000");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The SMS the phone receives carries the pledge's own page and how to pay.
    await expect.poll(() => smsTo("+254712345679"), { timeout: 15_000 }).toHaveLength(1);
    const [made] = await smsTo("+254712345679");
    expect(made).toContain(new URL(pledgePage).pathname);
    expect(made).toMatch(/account P\d+/);

    // Paying from the page: the prompt's status page asks again by itself until M-Pesa answers.
    await page.getByRole("textbox", { name: /Amount in KES/ }).fill("1000");
    await page.getByRole("button", { name: "Pay by M-Pesa" }).click();
    await page.waitForURL(/\/gifts\/[\w-]+$/);
    const thanks = page.getByRole("heading", { name: "Thank you for your gift" });
    await expect.poll(() => thanks.isVisible(), { timeout: 30_000 }).toBe(true);

    await page.goto(pledgePage);
    expect(await page.getByRole("main").textContent()).toMatch(
      /Paid\s*KES 1,000[\s\S]*Left to pay\s*KES 2,000/,
    );
    await expect.poll(() => givenBy(page, "St. Peter's Shirere")).toBe(givenBefore + 1_000);
    expect(await page.getByRole("main").textContent()).toContain("Grace Achieng: KES 3,000");
    await context.close();
  }, 120_000);
});
