import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
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

/** A first visit to `path`, once the service worker has saved what it saves and controls the page. */
async function firstVisit(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

describe("a visitor with a weak signal", () => {
  it("reads a page opened before, the news and the parish finder offline, each saying when it is from", async () => {
    const context = await browser.newContext();
    const page = await firstVisit(context, "/about-us");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();

    await context.setOffline(true);
    await page.reload();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    const notice = page.getByRole("status").filter({ hasText: "You are offline" });
    await expect.poll(() => notice.textContent()).toMatch(/^You are offline; this page is from .*\d{4}.*\.$/);

    // Saved when the worker was installed, never opened.
    await page.goto(`${site.url}/blogs-and-news`);
    await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);
    expect(await page.getByRole("status").filter({ hasText: "You are offline" }).count()).toBe(1);
    await page.goto(`${site.url}/parishes`);
    expect(await page.title()).toBe("ACK Diocese | Find a Parish");
    await context.close();
  });

  it("reads the appeal offline, but never gets a saved dashboard, sign-in or gift", async () => {
    const context = await browser.newContext();
    const page = await firstVisit(context, "/");
    const appeal = await page.evaluate(async () => {
      const response = await fetch(
        `/graphql?query=${encodeURIComponent("{ featuredProject { slug title } }")}`,
      );
      return ((await response.json()) as { data: { featuredProject: { slug: string; title: string } } }).data
        .featuredProject;
    });
    // Online, the sign-in page is opened: it must not be kept.
    await page.goto(`${site.url}/authentication/login`);

    await context.setOffline(true);
    await page.goto(`${site.url}/give/${appeal.slug}`);
    expect(await page.title()).toContain(appeal.title);

    for (const path of ["/authentication/login", "/administrator/welcome", "/events", "/gifts/abc"]) {
      await page.goto(`${site.url}${path}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
    }
    const saved = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return requests.flat().map((request) => new URL(request.url).pathname);
    });
    expect(saved).toContain(`/give/${appeal.slug}`);
    expect(
      saved.filter((path) => /^\/(administrator|admin|authentication|gifts|graphql)/.test(path)),
    ).toEqual([]);
    await context.close();
  });

  it("sees the site's logo on a saved page and on the offline page, never a broken picture", async () => {
    const context = await browser.newContext();
    const page = await firstVisit(context, "/about-us");
    await context.setOffline(true);
    // Each from the worker's cache: a page opened before, then a page never saved.
    for (const path of ["/about-us", "/events"]) {
      await page.goto(`${site.url}${path}`);
      const logo = page.locator('header img[src="/favicon.svg"]');
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          message: path,
        })
        .toBeGreaterThan(0);
    }
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
    // The phone's home-screen icon, which the page names, is kept too.
    const icon = await page.evaluate(async () => (await fetch("/apple-touch-icon.png")).status);
    expect(icon).toBe(200);
    await context.close();
  });

  it("gets the offline page in Kiswahili for a Kiswahili page not saved", async () => {
    const context = await browser.newContext();
    const page = await firstVisit(context, "/sw/blogs-and-news");
    await context.setOffline(true);
    await page.goto(`${site.url}/sw/events`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Huna mtandao");
    await page.goto(`${site.url}/sw/blogs-and-news`);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Huna mtandao" }).textContent())
      .toMatch(/^Huna mtandao; ukurasa huu ni wa /);
    await context.close();
  });
});

describe("a visitor saving data", () => {
  it("transfers less for the home page with Save-Data on than without", async () => {
    const transferred = async (headers: Record<string, string>) => {
      // No service worker: the page as a first visit fetches it.
      const context = await browser.newContext({ extraHTTPHeaders: headers, serviceWorkers: "block" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      let bytes = 0;
      cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
      await context.close();
      return bytes;
    };
    const ordinary = await transferred({});
    const lighter = await transferred({ "save-data": "on" });
    expect(lighter).toBeLessThan(ordinary);
  });
});
