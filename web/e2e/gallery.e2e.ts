import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { ensureBuilt } from "../../scripts/build-if-stale.mjs";
import { launchBrowser } from "./support/browser.js";
import { signIn } from "./support/sign-in.js";
import { startSite, type RunningSite } from "./support/server.js";

const EMAIL = "photographer@diocese.example";
const PASSWORD = "Synod-Butere-2026";

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ensureBuilt(["api", "web"]);
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: "Diocesan Photographer" }),
    launchBrowser(),
  ]);
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ photoAlbums { items { title slug } } }" }),
  });
  const { data } = (await response.json()) as {
    data: { photoAlbums: { items: { title: string; slug: string }[] } };
  };
  const album = data.photoAlbums.items.find((item) => /^Diocesan Synod \d{4}$/.test(item.title))!;
  [SYNOD, ALBUM] = [album.title, `/gallery/${album.slug}`];
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

// The Synod's album, whose year is the last Synod's before the site was filled: found in beforeAll.
let ALBUM: string;
let SYNOD: string;

describe("a visitor looking at the gallery", () => {
  it("opens an album on a 360 px phone and swipes through its photographs in the viewer", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });

    await page.goto(`${site.url}/gallery`);
    await page.getByRole("link", { name: SYNOD }).click();
    await page.waitForURL(`${site.url}${ALBUM}`);
    // The viewer's code is fetched after the page has loaded: a tap before it arrives opens the
    // photograph's own page, as it does without script.
    await page.waitForLoadState("networkidle");
    const thumbnails = page.locator("a[data-photo]");
    await expect.poll(() => thumbnails.count()).toBe(4);
    // Thumbnails load as the visitor scrolls, and a phone picks the smallest width.
    expect(await thumbnails.nth(1).locator("img").getAttribute("loading")).toBe("lazy");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const firstHref = await thumbnails.first().getAttribute("href");
    const secondHref = await thumbnails.nth(1).getAttribute("href");
    await thumbnails.first().click();
    const viewer = page.getByRole("dialog", { name: `Photographs of ${SYNOD}` });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    const announcer = viewer.locator("[data-photo-announcer]");
    await expect.poll(() => announcer.textContent()).toBe("Photo 1 of 4: The procession into the cathedral");
    expect(new URL(page.url()).pathname).toBe(firstHref);

    // A swipe to the left: the next photograph, its address and its announcement.
    const stage = viewer.locator("img[data-photo-large]");
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => announcer.textContent()).toBe("Photo 2 of 4: The Bishop's charge to the Synod");
    expect(new URL(page.url()).pathname).toBe(secondHref);
    // The photograph's width once it has loaded: a busy machine has taken over the poll's default 5 s.
    await expect
      .poll(() => stage.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);

    // The keyboard moves it too, round from the last to the first.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => announcer.textContent()).toBe("Photo 4 of 4: The choir of St Stephen's");
    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expect.poll(() => announcer.textContent()).toBe("Photo 1 of 4: The procession into the cathedral");

    // Escape closes it: the album's address again, and the focus back on the thumbnail.
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer.isVisible()).toBe(false);
    await expect.poll(() => new URL(page.url()).pathname).toBe(ALBUM);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(firstHref);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("gives each photograph a page of its own, with its share preview, that works without script", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`${site.url}${ALBUM}`);
    const second = page.locator("a[data-photo]").nth(1);
    const href = (await second.getAttribute("href"))!;
    await second.click();
    await page.waitForURL(`${site.url}${href}`);
    expect(await page.locator("figcaption").textContent()).toBe("The Bishop's charge to the Synod");
    expect(await page.title()).toBe("ACK Diocese | The Bishop's charge to the Synod");
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    expect(await meta("og:image")).toMatch(/\/uploads\/images\/[0-9a-f]{24}-share\.jpg$/);
    expect(await meta("og:image:width")).toBe("1200");
    expect(await meta("og:image:alt")).toBe("The Bishop's charge to the Synod");
    // The next photograph's page is one link away.
    const next = (await page.getByRole("link", { name: "Next photo" }).getAttribute("href"))!;
    await page.goto(`${site.url}${next}`);
    expect(await page.locator("figcaption").textContent()).toBe("Delegates at prayer");

    const missing = await fetch(`${site.url}${ALBUM}/999999`);
    expect(missing.status).toBe(404);
    await context.close();
  });

  it("is in the footer and the sitemap, in English and Kiswahili", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/sw`);
    expect(await page.locator("footer").getByRole("link", { name: "Picha" }).getAttribute("href")).toBe(
      "/sw/gallery",
    );
    // The index names the sitemap's files; the albums are in the first, of the pages a diocese has tens of.
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(
      `${site.url}/sitemaps/pages.xml</loc>`,
    );
    const sitemap = await (await fetch(`${site.url}/sitemaps/pages.xml`)).text();
    expect(sitemap).toContain(`${site.url}${ALBUM}</loc>`);
    expect(sitemap).toContain(`${site.url}/sw${ALBUM}</loc>`);
    await page.close();
  });
});

/** A phone's photograph as the file picker gives it, each of its own colour. */
async function photograph(index: number) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: (index * 40) % 256, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `IMG_${2000 + index}.jpg`, mimeType: "image/jpeg", buffer };
}

describe("staff making an album", () => {
  it("upload twenty photographs at once, each with its own progress, and a refused file says why", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/authentication/login`);
    await signIn(page, site.url, EMAIL, PASSWORD);
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("link", { name: "Gallery", exact: true })
      .click();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Confirmation at St Peter's Butere");
    await page.getByLabel("Date the photographs were taken").fill("2026-10-18");
    await page.getByRole("button", { name: "Create album" }).click();
    await page.waitForURL(/\/admin\/gallery\?album=confirmation-at-st-peters-butere$/);

    const files = await Promise.all(Array.from({ length: 20 }, (_, index) => photograph(index + 1)));
    const notAPicture = {
      name: "minutes.txt",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Minutes of the synod"),
    };
    await page.getByLabel("Choose photographs").setInputFiles([...files, notAPicture]);
    const uploads = page.getByRole("list", { name: "Uploads" }).getByRole("listitem");
    await expect.poll(() => uploads.count()).toBe(21);
    await expect.poll(() => page.getByText("20 of 21 saved").isVisible(), { timeout: 120_000 }).toBe(true);
    expect(await page.locator("[data-upload-state=saved]").count()).toBe(20);
    // The refusal comes with the server's answer, which may follow the twentieth photograph's.
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "minutes.txt was not added:" }).count())
      .toBe(1);
    await expect.poll(() => page.getByRole("region", { name: "20 photographs" }).isVisible()).toBe(true);

    // A caption, and the third photograph made the cover.
    await page
      .getByLabel("Caption of photograph 1", { exact: true })
      .fill("The candidates before the Bishop");
    await page
      .getByLabel("Caption of photograph 1 (Kiswahili)", { exact: true })
      .fill("Watahiniwa mbele ya Askofu");
    await page
      .getByRole("listitem", { name: "Photograph 1", exact: true })
      .getByRole("button", { name: "Save caption" })
      .click();
    await page
      .getByRole("listitem", { name: "Photograph 3", exact: true })
      .getByRole("button", { name: "Make cover" })
      .click();
    await expect
      .poll(() =>
        page
          .getByRole("listitem", { name: "Photograph 3", exact: true })
          .getByText("Cover", { exact: true })
          .isVisible(),
      )
      .toBe(true);

    const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visitor.goto(`${site.url}/gallery/confirmation-at-st-peters-butere`);
    await expect.poll(() => visitor.locator("a[data-photo]").count()).toBe(20);
    expect(await visitor.locator("a[data-photo]").first().getAttribute("data-caption")).toBe(
      "The candidates before the Bishop",
    );
    await visitor.goto(`${site.url}/sw/gallery/confirmation-at-st-peters-butere`);
    expect(await visitor.locator("a[data-photo]").first().getAttribute("data-caption")).toBe(
      "Watahiniwa mbele ya Askofu",
    );
    await visitor.close();
    await page.close();
  }, 240_000);
});
