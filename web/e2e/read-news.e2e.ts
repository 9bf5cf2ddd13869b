import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
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

describe("a visitor reading the news", () => {
  it("sees the sample articles as cards and opens one", async () => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${site.url}/blogs-and-news`);

    const cards = page.getByRole("article");
    await expect.poll(() => cards.count()).toBe(6);
    expect(await page.title()).toBe("ACK Diocese | News");
    await expect
      .poll(() => cards.first().getByRole("heading").textContent())
      .toBe("Appeal for the Diocesan Conference Centre");
    expect(await cards.first().locator("img").getAttribute("src")).toMatch(
      /^\/uploads\/images\/[0-9a-f]{24}_1200x675\.jpg$/,
    );
    expect(await cards.first().textContent()).toContain(
      "The diocese is building a conference centre in Kakamega",
    );

    await cards
      .first()
      .getByRole("link", { name: /see more/i })
      .click();
    await page.waitForURL(`${site.url}/blogs-and-news/appeal-for-the-diocesan-conference-centre`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Appeal for the Diocesan Conference Centre");
    expect(await page.locator("main article").first().getByText("KES 600,000,000").count()).toBe(1);
    // Under the article, the appeal it speaks of, with Give now.
    const appeal = page.getByRole("complementary", { name: "Diocesan Conference Centre" });
    expect(await appeal.getByRole("link", { name: "Give now" }).getAttribute("href")).toBe(
      "/give/diocesan-conference-centre",
    );
    const cover = page.locator("main img").first();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.title()).toBe("ACK Diocese | Appeal for the Diocesan Conference Centre");
    expect(consoleErrors).toEqual([]);
  });

  it("shares an article by its full address, and copies its link", async () => {
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    const path = "/blogs-and-news/appeal-for-the-diocesan-conference-centre";
    await page.goto(`${site.url}${path}`);
    const address = `${site.url}${path}`;
    await expect
      .poll(() => page.getByRole("link", { name: "Share on Facebook" }).getAttribute("href"))
      .toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`);
    expect(await page.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")).toContain(
      encodeURIComponent(address),
    );

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Link copied" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await context.close();
  });

  it("gives the article's full address to share before any script runs", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const path = "/blogs-and-news/appeal-for-the-diocesan-conference-centre";
    await page.goto(`${site.url}${path}`);
    expect(await page.getByRole("link", { name: "Share on Facebook" }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${site.url}${path}`)}`,
    );
    await context.close();
  });

  it("follows an old link that carries the article's title to the article", async () => {
    const { page } = await openPage();
    await page.goto(
      `${site.url}/blogs-and-news/${encodeURIComponent("Ordination of New Deacons and Priests")}`,
    );
    await page.waitForURL(`${site.url}/blogs-and-news/ordination-of-new-deacons-and-priests`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Ordination of New Deacons and Priests");
  });

  it("reads the news on a 360 px phone without sideways scrolling", async () => {
    const { page } = await openPage({ width: 360, height: 740 });
    await page.goto(`${site.url}/blogs-and-news`);
    await expect.poll(() => page.getByRole("article").count()).toBe(6);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("gives a 360 px phone a small WebP for the first card, cached for a year, and no JPEG at all", async () => {
    const { page } = await openPage({ width: 360, height: 740 });
    const pictureRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/")) pictureRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/blogs-and-news`);

    const firstImage = page.getByRole("article").first().locator("img");
    await expect
      .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/-(320|640)\.webp$/);
    const chosen = new URL(await firstImage.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    const response = await page.request.get(`${site.url}${chosen}`);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Only the variants the phone needs, each once.
    expect(pictureRequests.filter((path) => path.endsWith(".jpg"))).toEqual([]);
    expect(pictureRequests.filter((path) => path === chosen)).toHaveLength(1);
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page } = await openPage();
    await page.goto(`${site.url}/no-such-page`);
    await expect.poll(() => page.getByText("Error code 404").count()).toBe(1);
    expect(await page.getByText("Oops!").count()).toBe(1);
  });
});
