import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "editor@diocese.example";
const PASSWORD = "Synod-Mumias-2026";
const TITLE = "Consecration of the new cathedral bells";
// Kakamega keeps East Africa Time, UTC+3, all year.
const KAKAMEGA_OFFSET_MS = 3 * 60 * 60 * 1000;

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
      ADMIN_NAME: "News Editor",
      // The site looks for items due every 2 s rather than 15, so the journey waits less.
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

/** Whether the public news page, as a visitor loads it now, lists the article. */
async function newsPageShowsIt(): Promise<boolean> {
  await visitor.goto(`${site.url}/blogs-and-news`);
  await visitor.getByRole("heading", { level: 1 }).first().waitFor();
  return (await visitor.getByText(TITLE).count()) > 0;
}

/** The day and time in Kakamega of an instant, as the form's date and time inputs take them. */
function kakamegaDayAndTime(instant: number): { day: string; time: string } {
  const local = new Date(instant + KAKAMEGA_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

describe("an editor drafts an article, previews it and schedules it", () => {
  it("keeps the draft private, shows it to staff in the public layout, and publishes it on time", async () => {
    await staff.goto(`${site.url}/admin/news`);
    await staff.getByRole("button", { name: "Publish article" }).waitFor();
    const cover = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#7a1f1f" } })
      .png()
      .toBuffer();
    await staff
      .getByLabel("Cover picture")
      .setInputFiles({ name: "bells.png", mimeType: "image/png", buffer: cover });
    await staff.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
    await staff.getByRole("textbox", { name: "Article", exact: true }).click();
    await staff.keyboard.type("Eight bells, cast in Loughborough, will ring on Sunday.");
    await staff.getByRole("radio", { name: "Save as draft" }).check();
    await staff.getByRole("button", { name: "Save draft" }).click();
    await staff.getByRole("status").filter({ hasText: "News article created" }).first().waitFor();

    const row = staff.getByRole("listitem").filter({ hasText: TITLE });
    await row.getByText("Draft", { exact: true }).waitFor();
    const previewAddress = await row.getByRole("link", { name: `Preview ${TITLE}` }).getAttribute("href");
    expect(previewAddress).toMatch(/^\/preview\/news\/\d+$/);

    // The preview: the public page, with the site's frame, under the banner; for staff alone.
    const preview = await staff.context().newPage();
    const previewAnswer = await preview.goto(`${site.url}${previewAddress}`);
    expect(previewAnswer?.status()).toBe(200);
    expect(previewAnswer?.headers()["cache-control"]).toBe("no-store");
    await preview.getByText("Preview — not public yet").waitFor();
    await preview.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await preview.getByRole("contentinfo").waitFor();
    await preview.close();

    const visitorsPreview = await visitor.goto(`${site.url}${previewAddress}`);
    expect(visitorsPreview?.status()).toBe(404);
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    expect(await newsPageShowsIt()).toBe(false);

    // Scheduled at the start of the first minute at least 40 s ahead (the form takes hours and
    // minutes): time to save it and see it still hidden, even on a busy machine.
    const publishAt = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
    const { day, time } = kakamegaDayAndTime(publishAt);
    await row.getByRole("link", { name: `Edit ${TITLE}` }).click();
    await staff.getByRole("radio", { name: "Schedule" }).check();
    await staff.getByLabel("Day to publish").fill(day);
    await staff.getByLabel("Time to publish").fill(time);
    await staff.getByRole("button", { name: "Schedule article" }).click();
    await staff.getByRole("status").filter({ hasText: "News article updated" }).first().waitFor();

    // Before its time, a visitor's news page does not show it.
    expect(await newsPageShowsIt()).toBe(false);
    expect(Date.now()).toBeLessThan(publishAt);

    // No one of staff is looking now: the site publishes it by itself, within a minute of its time.
    await staff.close();
    await expect
      .poll(newsPageShowsIt, { timeout: publishAt - Date.now() + 60_000, interval: 2_000 })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
    expect(Date.now()).toBeLessThan(publishAt + 60_000);
  }, 240_000);
});
