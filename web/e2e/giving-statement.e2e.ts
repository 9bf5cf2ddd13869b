import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeFindings } from "./support/axe.js";
import { launchBrowser } from "./support/browser.js";
import { smsTo as smsToIn } from "./support/outbox.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;

// M-Pesa and SMS go to the simulators the site starts with it: every SMS is written to
// DATA_DIR/sms-outbox as the simulated gateway takes it.
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

describe("a donor's statement of giving, on a phone without JavaScript", () => {
  it("gives by M-Pesa, asks for the year's statement, types the code from the SMS and downloads the PDF", async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/give/diocesan-conference-centre`);
    await page.getByRole("textbox", { name: /Amount in KES/ }).fill("2500");
    await page.getByRole("textbox", { name: /Your M-Pesa phone number/ }).fill("0712 480 101");
    await page.getByRole("button", { name: "Give by M-Pesa" }).click();
    await page.waitForURL(/\/gifts\/[\w-]{20,64}$/);
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you for your gift" }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);

    await page.goto(`${site.url}/giving-statement`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Statement of giving");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const form = page.getByRole("form", { name: "Ask for your statement of giving" });
    await form.getByRole("textbox", { name: /Your mobile number/ }).fill("+254 712 480 101");
    const year = new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Nairobi" }).slice(0, 4);
    expect(await form.getByRole("combobox", { name: /Year/ }).inputValue()).toBe(year);
    await form.getByRole("button", { name: "Send me a code" }).click();

    await page.waitForURL(/\/giving-statement\/code\/[\w-]{32}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Type your code");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    let code = "";
    await expect
      .poll(
        async () => {
          const sms = (await smsTo("+254712480101")).find((text) => text.includes("statement of giving"));
          code = /^(\d{6}) /.exec(sms ?? "")?.[1] ?? "";
          return code;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^\d{6}$/);

    const codeForm = page.getByRole("form", { name: "Download your statement" });
    await codeForm.getByRole("textbox", { name: /Code from the SMS/ }).fill(code);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      codeForm.getByRole("button", { name: "Download my statement (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  });

  it("has no serious accessibility fault on its form or its code's page", async () => {
    // axe runs as a script: in a browser that runs them, on the same pages the server draws.
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${site.url}/giving-statement`);
    expect((await axeFindings(page)).serious).toEqual([]);
    await page.goto(`${site.url}/giving-statement/code/made-up-request/wrong`);
    expect((await axeFindings(page)).serious).toEqual([]);
    await page.close();
  });

  it("in Kiswahili, says what was wrong with a code", async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/sw/giving-statement`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Taarifa ya michango");
    await page.getByRole("textbox", { name: /Nambari yako ya simu/ }).fill("0712 480 101");
    await page.getByRole("button", { name: "Nitumie nambari ya siri" }).click();
    await page.waitForURL(/\/sw\/giving-statement\/code\/[\w-]{32}$/);
    await page.getByRole("textbox", { name: /Nambari kutoka kwenye SMS/ }).fill("12");
    await page.getByRole("button", { name: "Pakua taarifa yangu (PDF)" }).click();
    await page.waitForURL(/\/sw\/giving-statement\/code\/[\w-]{32}\/wrong$/);
    expect(await page.getByRole("alert").textContent()).toContain("Hiyo si nambari tuliyotuma");
    await context.close();
  });
});
