import { readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { mailFiles, nextMail } from "./support/outbox.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "communications@diocese.example";
const PASSWORD = "Synod-Mumias-2026";
const READER = "grace.wanjiru@example.org";
const SUBJECT = "Advent greetings from the Bishop";

let site: RunningSite;
let browser: Browser;
let staff: Page;
let visitor: Page;

beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_NAME: "Communications Officer",
      // The site looks for issues due every 2 s rather than 15, so the journey waits less.
      SCHEDULED_PUBLISHING_INTERVAL_SECONDS: "2",
    }),
    launchBrowser(),
  ]);
  staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await staff.goto(`${site.url}/authentication/login`);
  await signIn(staff, site.url, EMAIL, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The newest e-mail in the site's outbox to `to` with `subject`, waiting for it. */
async function mailTo(to: string, subject: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of (await mailFiles(site.dataDir)).reverse()) {
      const mail = await simpleParser(await readFile(path.join(site.dataDir, "outbox", file)));
      const address = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (address?.value[0]?.address === to && mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail "${subject}" to ${to} within 20 s`);
}

describe("the newsletter, from sign-up to unsubscribe", () => {
  it("a reader confirms; staff compose, preview, test and send an issue; the reader unsubscribes in one click", async () => {
    // A reader signs up in the footer and confirms by the e-mailed link.
    const seen = await mailFiles(site.dataDir);
    await visitor.goto(site.url);
    await visitor.getByLabel("Your e-mail address").fill(READER);
    await visitor.getByRole("button", { name: "Subscribe" }).click();
    await visitor.getByText("Thank you: to confirm your subscription").waitFor();
    const link = /https?:\/\/\S+/.exec(await nextMail(site.dataDir, seen))?.[0] ?? "";
    await visitor.goto(link);
    await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
    await visitor.getByText(`${READER} is confirmed`).waitFor();

    // Staff compose the issue, preview it and send a test to themselves.
    await staff.goto(`${site.url}/admin/newsletter`);
    await staff.getByRole("textbox", { name: "Subject", exact: true }).fill(SUBJECT);
    await staff.getByRole("textbox", { name: "Letter", exact: true }).click();
    await staff.keyboard.type("Grace and peace to every parish this Advent.");
    await staff.getByRole("button", { name: "Preview" }).click();
    const preview = staff.getByRole("region", { name: "Preview" });
    await preview.getByText("Grace and peace to every parish this Advent.").waitFor();
    await preview.getByText(SUBJECT).waitFor();

    await staff.getByRole("button", { name: "Send a test to me" }).click();
    await staff
      .getByRole("status")
      .filter({ hasText: `A test copy went to ${EMAIL}` })
      .first()
      .waitFor();
    const test = await mailTo(EMAIL, `[Test] ${SUBJECT}`);
    expect(test.text).toContain("Grace and peace to every parish this Advent.");

    // Sent now, once asked: the list follows the send until it is done.
    await staff.getByRole("button", { name: "Send now" }).click();
    const question = staff.getByRole("alertdialog", { name: "Send to 1 reader now?" });
    await question.getByText("Confirmed readers: 1 in English and 0 in Kiswahili.").waitFor();
    await question.getByRole("button", { name: "Send now" }).click();
    await staff.getByRole("status").filter({ hasText: "The issue is being sent" }).first().waitFor();
    const row = staff.getByRole("row").filter({ hasText: SUBJECT });
    await row.getByText("1 of 1 sent, 0 failed, 0 bounced").waitFor({ timeout: 20_000 });
    await row.getByText("Sent", { exact: true }).waitFor();

    const issue = await mailTo(READER, SUBJECT);
    expect(issue.html).toContain("Grace and peace to every parish this Advent.");
    expect(issue.text).toContain("Grace and peace to every parish this Advent.");
    const unsubscribe = /<([^>]+)>/.exec(
      issue.headerLines.find(({ key }) => key === "list-unsubscribe")?.line ?? "",
    )?.[1];
    expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\?token=/);

    // The reader leaves the list with the e-mail's link and the page's one button.
    await visitor.goto(unsubscribe!);
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
  });

  it("works without JavaScript in both languages: sign up in the footer, confirm by the link, unsubscribe by the e-mail's link", async () => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const readers = [
      {
        tree: "",
        email: "amani.otieno@example.org",
        words: {
          field: "Your e-mail address",
          subscribe: "Subscribe",
          checkEmail: "Check your e-mail",
          confirm: "Confirm my subscription",
          confirmed: "amani.otieno@example.org is confirmed",
          unsubscribe: "Unsubscribe",
          unsubscribed: "You are unsubscribed",
        },
      },
      {
        tree: "/sw",
        email: "neema.atieno@example.org",
        words: {
          field: "Anwani yako ya barua pepe",
          subscribe: "Jisajili",
          checkEmail: "Angalia barua pepe yako",
          confirm: "Thibitisha usajili wangu",
          confirmed: "neema.atieno@example.org imethibitishwa",
          unsubscribe: "Jiondoe",
          unsubscribed: "Umejiondoa",
        },
      },
    ];
    const reader = await noScript.newPage();
    for (const { tree, email, words } of readers) {
      // The footer's form posts to the server, which answers with a page in the site's frame.
      const seen = await mailFiles(site.dataDir);
      await reader.goto(`${site.url}${tree || "/"}`);
      await reader.getByRole("contentinfo").getByLabel(words.field).fill(email);
      await reader.getByRole("contentinfo").getByRole("button", { name: words.subscribe }).click();
      await reader.getByRole("heading", { level: 1, name: words.checkEmail }).waitFor();
      expect(new URL(reader.url()).pathname).toBe(`${tree}/newsletter`);
      expect(reader.url()).not.toContain(encodeURIComponent(email));
      expect(await reader.locator("html").getAttribute("lang")).toBe(tree ? "sw" : "en");

      // The e-mailed link opens the confirm page, whose button posts the form to the server.
      const link = /https?:\/\/\S+/.exec(await nextMail(site.dataDir, seen))?.[0] ?? "";
      expect(new URL(link).pathname).toBe(`${tree}/newsletter/confirm`);
      await reader.goto(link);
      await reader.getByRole("button", { name: words.confirm }).click();
      await reader.getByText(words.confirmed).waitFor();
    }

    // Staff are told the issue goes to one reader in each language, and send it.
    await staff.goto(`${site.url}/admin/newsletter`);
    await staff.getByRole("textbox", { name: "Subject", exact: true }).fill("Harvest thanksgiving");
    await staff.getByRole("textbox", { name: "Letter", exact: true }).click();
    await staff.keyboard.type("Bring the first fruits of the season to your parish.");
    await staff.getByRole("button", { name: "Send now" }).click();
    const question = staff.getByRole("alertdialog", { name: "Send to 2 readers now?" });
    await question.getByText("Confirmed readers: 1 in English and 1 in Kiswahili.").waitFor();
    await question.getByRole("button", { name: "Send now" }).click();

    for (const { tree, email, words } of readers) {
      const issue = await mailTo(email, "Harvest thanksgiving");
      const unsubscribe = /<([^>]+)>/.exec(
        issue.headerLines.find(({ key }) => key === "list-unsubscribe")?.line ?? "",
      )?.[1];
      expect(new URL(unsubscribe!).pathname).toBe(`${tree}/newsletter/unsubscribe`);
      await reader.goto(unsubscribe!);
      // The site's page, in the reader's language: its menu and footer, with the button.
      expect(await reader.locator("html").getAttribute("lang")).toBe(tree ? "sw" : "en");
      await reader.getByRole("contentinfo").waitFor();
      await reader.getByRole("button", { name: words.unsubscribe, exact: true }).click();
      await reader.getByRole("heading", { level: 1, name: words.unsubscribed }).waitFor();
    }
    await noScript.close();
  }, 120_000);
});
