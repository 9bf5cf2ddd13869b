import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeFindings } from "./support/axe.js";
import { launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;

// Payments go to the Daraja simulator the site starts with it: its donor enters the PIN after 3 s.
// A prompt M-Pesa never answers is asked about after 30 s (90 unless set).
beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite({ MPESA_ENV: "simulator", MPESA_STATUS_QUERY_AFTER_SECONDS: "30" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page in a browser of its own, with the errors its console reports. */
async function openPage(options: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

/** The paid gift's status page, from the first journey. */
let giftPage = "";

const raisedOnBanner = (page: Page) =>
  page.getByTestId("appeal-banner").locator("[data-progress-raised]").textContent();

/** "KES 18,750,000" as a number of shillings. */
const shillings = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("a donor on a phone", () => {
  it("gives KES 1,500 from the home page's banner, is thanked with a receipt, and the banner moves for everyone", async () => {
    // Someone else has the home page open, and keeps it open.
    const watcher = await openPage({ viewport: { width: 1280, height: 900 } });
    await watcher.page.goto(site.url);
    const raisedBefore = shillings(await raisedOnBanner(watcher.page));
    expect(raisedBefore).toBeGreaterThan(0);
    await watcher.page.evaluate(() => Object.assign(window, { openedOnce: true }));

    const donor = await openPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = donor;
    await page.goto(site.url);
    await page.getByTestId("appeal-banner").getByRole("link", { name: "Give now" }).click();
    await page.waitForURL(`${site.url}/give/diocesan-conference-centre`);
    expect(await page.title()).toBe("ACK Diocese | Give: Diocesan Conference Centre");
    expect(await page.getByText("Payments here are simulated: no money moves.").isVisible()).toBe(true);
    // A new site: what was raised before it is said in words, and no gift is listed yet.
    const main = page.getByRole("main");
    expect(await main.textContent()).toContain("Including KES 18,750,000 given before online giving began.");
    expect(await main.textContent()).toContain("No gifts online yet");
    const recentGifts = page.getByRole("region", { name: "Recent gifts" });
    expect(await recentGifts.getByText("No gifts yet: yours can be the first.").isVisible()).toBe(true);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("textbox", { name: /Amount in KES/ }).fill("1500");
    await page.getByRole("textbox", { name: /Your M-Pesa phone number/ }).fill("0712 345 678");
    await page.getByRole("textbox", { name: "Your name (optional)", exact: true }).fill("Grace");
    await page.getByRole("button", { name: "Give by M-Pesa" }).click();

    const waiting = page.getByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" });
    await expect.poll(() => waiting.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator("[data-gift-state=PENDING]").textContent()).toContain(
      "Your gift of KES 1,500 towards Diocesan Conference Centre",
    );
    // A reload would show the gift's own page.
    expect(new URL(page.url()).pathname).toMatch(/^\/gifts\/[\w-]{20,64}$/);

    const thanks = page.getByRole("heading", { name: "Thank you for your gift" });
    await expect.poll(() => thanks.isVisible(), { timeout: 20_000 }).toBe(true);
    const receiptNumber = await page
      .locator("[data-gift-state=PAID] [data-gift-slot=receipt-number]")
      .textContent();
    expect(receiptNumber).toMatch(/^\d{4}-\d{5}$/);
    expect(await waiting.isVisible()).toBe(false);

    // Under the thanks, the list of recent gifts shows this one, without a reload.
    await expect
      .poll(() => recentGifts.getByRole("listitem").allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^Grace gave KES 1,500 · /)]);
    expect(await recentGifts.getByText("No gifts yet: yours can be the first.").isVisible()).toBe(false);
    expect(await main.textContent()).toContain("1 gift");

    // The page that stayed open hears of the gift through the stream, without reloading.
    await expect
      .poll(async () => shillings(await raisedOnBanner(watcher.page)), { timeout: 10_000 })
      .toBe(raisedBefore + 1_500);
    expect(await watcher.page.evaluate(() => "openedOnce" in window)).toBe(true);

    await page.getByRole("link", { name: "See and print your receipt" }).click();
    await page.waitForURL(/\/gifts\/[\w-]+\/receipt$/);
    const receipt = page.getByRole("article", { name: "Official receipt" });
    await expect.poll(() => receipt.isVisible()).toBe(true);
    const text = await receipt.textContent();
    expect(text).toContain(receiptNumber);
    expect(text).toContain("Grace");
    expect(text).toContain("KES 1,500");
    expect(text).toContain("One thousand, five hundred Kenya shillings");
    expect(text).toContain("No goods or services were given in return for this gift.");
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(true);
    giftPage = new URL(page.url()).pathname.replace(/\/receipt$/, "");

    expect(donor.consoleErrors).toEqual([]);
    expect(watcher.consoleErrors).toEqual([]);
    await page.context().close();
    await watcher.page.context().close();
  }, 90_000);

  it("gives without JavaScript: the site's form answer leads to the gift's page, which asks for itself again", async () => {
    const { page } = await openPage({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    await page.goto(`${site.url}/give/diocesan-conference-centre`);
    await page.getByRole("textbox", { name: /Amount in KES/ }).fill("200");
    await page.getByRole("textbox", { name: /Your M-Pesa phone number/ }).fill("0722 000 111");
    await page.getByRole("checkbox", { name: "Give anonymously" }).check();
    await page.getByRole("button", { name: "Give by M-Pesa" }).click();

    await page.waitForURL(/\/gifts\/[\w-]{20,64}$/);
    expect(
      await page.getByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" }).isVisible(),
    ).toBe(true);
    // The head's refresh brings the answer once M-Pesa has given it.
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you for your gift" }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.context().close();
  });

  it("is told after 20 s that M-Pesa is confirming, then thanked with our receipt number when M-Pesa sent no code", async () => {
    const { page, consoleErrors } = await openPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${site.url}/give/diocesan-conference-centre`);
    await page.getByRole("textbox", { name: /Amount in KES/ }).fill("700");
    // M-Pesa takes this payment but never calls back: only its status query, 30 s on, tells.
    await page.getByRole("textbox", { name: /Your M-Pesa phone number/ }).fill("0711 009 999");
    await page.getByRole("button", { name: "Give by M-Pesa" }).click();

    const pin = page.getByRole("heading", { name: "Check your phone and enter your M-Pesa PIN" });
    await expect.poll(() => pin.isVisible(), { timeout: 15_000 }).toBe(true);
    const confirming = page.getByRole("heading", { name: "M-Pesa is confirming your gift" });
    await expect.poll(() => confirming.isVisible(), { timeout: 25_000 }).toBe(true);
    expect(await pin.isVisible()).toBe(false);
    expect(await page.locator("[data-gift-state=PENDING]").textContent()).toContain(
      "If you have entered your PIN, nothing more is needed from you",
    );

    const thanks = page.getByRole("heading", { name: "Thank you for your gift" });
    await expect.poll(() => thanks.isVisible(), { timeout: 60_000 }).toBe(true);
    const paid = page.locator("[data-gift-state=PAID]");
    const receiptNumber = await paid.locator("[data-gift-slot=receipt-number]").textContent();
    expect(await paid.locator("[data-gift-slot=mpesa-receipt]").textContent()).toBe(
      `M-Pesa did not send its code for this payment: quote our receipt number, ${receiptNumber}.`,
    );
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("gives from the Kiswahili page without JavaScript, and the receipt names the project and the amount in Kiswahili", async () => {
    const { page } = await openPage({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    await page.goto(`${site.url}/sw/give/diocesan-conference-centre`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Kituo cha Mikutano cha Dayosisi",
    );
    await page.getByRole("textbox", { name: /Kiasi kwa KES/ }).fill("1500");
    await page.getByRole("textbox", { name: /Nambari yako ya simu ya M-Pesa/ }).fill("0722 000 333");
    await page.getByRole("button", { name: "Toa kwa M-Pesa" }).click();

    await page.waitForURL(/\/sw\/gifts\/[\w-]{20,64}$/);
    await expect
      .poll(() => page.getByRole("heading", { name: "Asante kwa mchango wako" }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.getByRole("link", { name: "Tazama na uchapishe risiti yako" }).click();
    await page.waitForURL(/\/sw\/gifts\/[\w-]+\/receipt$/);
    const receipt = await page.getByRole("article", { name: "Risiti rasmi" }).textContent();
    expect(receipt).toContain("Kituo cha Mikutano cha Dayosisi");
    expect(receipt).toContain("Shilingi elfu moja, mia tano");
    expect(receipt).toContain("Malipo haya yalikuwa ya majaribio: hakuna pesa iliyohamishwa");
    expect(receipt).not.toContain("Diocesan Conference Centre");
    await page.context().close();
  });

  it("is told what was wrong, without JavaScript, at the give page's address for it", async () => {
    const { page } = await openPage({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    await page.goto(`${site.url}/give/diocesan-conference-centre`);
    await page.getByRole("textbox", { name: /Amount in KES/ }).fill("5");
    await page.getByRole("textbox", { name: /Your M-Pesa phone number/ }).fill("0733 000 222");
    await page.getByRole("button", { name: "Give by M-Pesa" }).click();

    await page.waitForURL(`${site.url}/give/diocesan-conference-centre/amount`);
    expect(await page.getByRole("alert").textContent()).toBe(
      "Enter a whole number of shillings from 10 to 250,000.",
    );
    await page.context().close();
  });

  it("meets accessibility rules on the give, gift and receipt pages, with the notice that payments are simulated", async () => {
    expect(giftPage).not.toBe("");
    for (const path of [
      "/give/diocesan-conference-centre",
      "/give/diocesan-conference-centre/phone",
      giftPage,
      `${giftPage}/receipt`,
    ]) {
      const { page } = await openPage({ viewport: { width: 360, height: 740 } });
      await page.goto(`${site.url}${path}`);
      const { serious, passes } = await axeFindings(page);
      expect(passes, path).toBeGreaterThan(10);
      expect(serious, path).toEqual([]);
      await page.context().close();
    }
  });
});
