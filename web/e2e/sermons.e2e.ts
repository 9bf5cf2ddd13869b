import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Request } from "playwright-core";
import { silentMp3 } from "../../api/src/modules/sermon/silent-recording.js";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "cathedral.media@diocese.example";
const PASSWORD = "Advent-Sunday-2026";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: "Cathedral Media" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const isRecording = (request: Request) => new URL(request.url()).pathname.startsWith("/uploads/audio/");

describe("a visitor listening to a sermon", () => {
  it("on a 360 px phone downloads nothing of the recording until play is pressed, then plays it", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    const recordingRequests: Request[] = [];
    page.on("request", (request) => {
      if (isRecording(request)) recordingRequests.push(request);
    });

    await page.goto(`${site.url}/sermons`);
    await page.getByRole("link", { name: "God so loved the world" }).click();
    await page.getByRole("heading", { name: "God so loved the world", level: 1 }).waitFor();
    const player = page.locator("audio");
    expect(await player.getAttribute("preload")).toBe("none");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.waitForLoadState("networkidle");
    expect(recordingRequests).toEqual([]);

    // The native player's play button sits at its left end.
    const box = (await player.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(recordingRequests.length).toBeGreaterThan(0);
    const answer = await recordingRequests[0]!.response();
    // The browser asks for ranges, and the site answers with part of the file: seeking costs little.
    expect(answer?.status()).toBe(206);
    await context.close();
  });
});

describe("staff adding a sermon", () => {
  it("upload its recording with the passages, and visitors find it by the book", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/authentication/login`);
    await signIn(page, site.url, EMAIL, PASSWORD);
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: "Sermons", exact: true })
      .click();
    await page.getByRole("button", { name: "Add a sermon" }).click();
    const form = page.getByRole("dialog", { name: "Add a sermon" });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill("Stir up your power");
    await form.getByLabel("Preacher").fill("The Ven. Ruth Amukoye");
    await form.getByLabel("Preached on").fill("2026-11-22");
    await form.getByLabel("Bible passages").fill("Yeremia 23:1-6; Luke 23:33-43");
    await form
      .getByLabel("Recording (MP3 or M4A)")
      .setInputFiles({ name: "christ-the-king.mp3", mimeType: "audio/mpeg", buffer: silentMp3(3) });
    await form.getByRole("button", { name: "Save sermon" }).click();
    await page.getByText("Sermon added").first().waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}/sermons?book=JER`);
    await visitor.getByRole("link", { name: "Stir up your power" }).click();
    await visitor.getByRole("heading", { name: "Stir up your power", level: 1 }).waitFor();
    const body = await visitor.locator("main").textContent();
    expect(body).toContain("Jeremiah 23:1-6");
    expect(body).toContain("Luke 23:33-43");
    const source = await visitor.locator("audio source").getAttribute("src");
    const recording = await fetch(`${site.url}${source}`, { headers: { range: "bytes=0-99" } });
    expect(recording.status).toBe(206);
    expect((await recording.arrayBuffer()).byteLength).toBe(100);
  });
});
