import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { mailFiles, nextMail } from "./support/outbox.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "office@diocese.example";
const FIRST_PASSWORD = "Synod-Kakamega-2026";
const CHANGED_PASSWORD = "Vihiga-Parish-2027";
const RECOVERED_PASSWORD = "Bungoma-Deanery-2028";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: FIRST_PASSWORD, ADMIN_NAME: "Diocesan Office" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openPage(
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await browser.newPage({ viewport });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

const welcomeHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Welcome, Diocesan Office" });

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("a member of staff and their account", () => {
  it("signs in, stays signed in, changes the password, signs in with it and signs out", async () => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${site.url}/authentication/login`);
    // The short name comes with the site settings, a moment after the page first renders.
    await expect.poll(() => page.title()).toBe("ACK Diocese | Login");

    await signIn(page, site.url, EMAIL, FIRST_PASSWORD);
    await welcomeHeading(page).waitFor();
    const header = page.getByRole("banner");
    expect(await header.textContent()).toContain("Diocesan Office");
    expect(await header.textContent()).toContain("System Admin");
    await expect.poll(() => page.title()).toBe("ACK Diocese | Welcome");

    await page.reload();
    await welcomeHeading(page).waitFor();

    await header.getByRole("button", { name: /Diocesan Office/ }).click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    await page.waitForURL(`${site.url}/administrator/account`);
    await page.getByText("(System Admin)").waitFor();
    expect(await page.getByText("••••••••").count()).toBe(1);

    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#4a1942" } })
      .png()
      .toBuffer();
    await page.getByLabel("Picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("button", { name: "Change Picture" }).click();
    await page.getByText("Your picture has been changed").waitFor();
    await expect
      .poll(() => page.getByAltText("The current picture").getAttribute("src"))
      .toMatch(/^\/uploads\/images\/.+\.jpg$/);

    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByRole("textbox", { name: "Current password", exact: true }).fill(FIRST_PASSWORD);
    await dialog.getByRole("textbox", { name: "New password", exact: true }).fill(CHANGED_PASSWORD);
    await dialog
      .getByRole("textbox", { name: "Confirm the new password", exact: true })
      .fill(CHANGED_PASSWORD);
    await dialog.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(`${site.url}/authentication/login`);
    await page.getByText("Password changed successfully").waitFor();

    await signIn(page, site.url, EMAIL, CHANGED_PASSWORD);
    await welcomeHeading(page).waitFor();
    await header.getByRole("button", { name: /Diocesan Office/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${site.url}/authentication/login`);

    await page.goto(`${site.url}/administrator/welcome`);
    await page.waitForURL(
      `${site.url}/authentication/login?next=${encodeURIComponent("/administrator/welcome")}`,
    );
    await page.getByRole("heading", { name: "Welcome" }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("sets a new password with an e-mailed code on a 360 px phone, then signs in with it", async () => {
    const { page, consoleErrors } = await openPage({ width: 360, height: 740 });
    await page.goto(`${site.url}/authentication/login`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill(EMAIL);
    const seen = await mailFiles(site.dataDir);
    await page.getByRole("button", { name: "Send Code" }).click();
    await page.getByRole("button", { name: "Verify OTP" }).waitFor();
    const code = /code is (\d{6})/.exec(await nextMail(site.dataDir, seen))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // Pasted into the third box, as a hurried thumb might: the whole code still lands.
    await page.getByRole("textbox", { name: "Digit 3 of 6", exact: true }).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true }),
      );
    }, code!);
    const digits = await page
      .getByRole("group", { name: /6-digit code/ })
      .getByRole("textbox")
      .all();
    expect(await Promise.all(digits.map((box) => box.inputValue()))).toEqual(code!.split(""));
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(RECOVERED_PASSWORD);
    await page
      .getByRole("textbox", { name: "Confirm the new password", exact: true })
      .fill(RECOVERED_PASSWORD);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByText("Your password has been changed. Sign in with the new one.").waitFor();

    await signIn(page, site.url, EMAIL, RECOVERED_PASSWORD);
    await welcomeHeading(page).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Open the dashboard menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Account settings" }).click();
    await page.getByText("(System Admin)").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
