import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;

// Both simulators start with the site: the M-Pesa donor enters the PIN after 3 s, and SMS are sent
// every 2 s to the simulated Africa's Talking, whose messages the page's inbox lists.
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

describe("a trainer on the phone simulator", () => {
  it("gives KES 100 by USSD from a narrow phone and sees the M-Pesa prompt and the receipt SMS", async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(`${site.url}/simulator/phone`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Phone simulator");
    expect(await page.getByLabel("Phone number").inputValue()).toBe("0712 345 678");
    expect(await page.getByLabel("USSD code").inputValue()).toBe("*384*2024#");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const screen = page.getByRole("log", { name: "Phone screen" });
    const key = (label: string) => page.locator(".keypad").getByRole("button", { name: label, exact: true });
    const send = () => page.getByRole("button", { name: "Send", exact: true });
    const screenSays = (pattern: RegExp) =>
      expect.poll(() => screen.textContent(), { timeout: 5_000 }).toMatch(pattern);
    const typeOnKeypad = async (keys: string) => {
      for (const character of keys) await key(character).click();
    };

    // Dials the code key by key, as on a phone.
    await typeOnKeypad("*384*2024#");
    expect(await page.getByLabel("Typed on the keypad").inputValue()).toBe("*384*2024#");
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await screenSays(/1\. Toa/);

    await key("1").click();
    await send().click();
    // The sample content has one appeal taking gifts, so the amount is asked at once; with several,
    // the first is chosen from the list.
    await screenSays(/Andika kiasi|Toa kwa:/);
    if ((await screen.textContent())?.includes("Toa kwa:")) {
      await key("1").click();
      await send().click();
      await screenSays(/Andika kiasi/);
    }
    await typeOnKeypad("100");
    await send().click();
    await screenSays(/^Toa KES 100 kwa .*\n1\. Ndiyo/);
    await key("1").click();
    await send().click();
    await screenSays(/^Ombi la M-Pesa la KES 100 linakuja/);
    expect(await page.locator(".screen").getAttribute("data-state")).toBe("ended");

    // The inbox, asked every 2 s: the prompt at once, then, once paid, the SMS receipt.
    const prompts = page.getByRole("list", { name: "M-Pesa prompts" });
    await expect
      .poll(() => prompts.textContent(), { timeout: 10_000 })
      .toMatch(/Pay KES 100 to account G\d+/);
    const receipts = page.getByRole("list", { name: "SMS received" });
    await expect
      .poll(() => receipts.textContent(), { timeout: 20_000 })
      .toMatch(/Risiti [\w-]+: KES 100 kwa /);
    expect(await prompts.textContent()).toContain("Paid");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });
});
