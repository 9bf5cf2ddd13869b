import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS, launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";

/*
 * Issue #20: a visitor on a phone reads the site in Kiswahili and goes back to English, and search
 * engines find the Kiswahili pages as well made as the English ones.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The page's language, its address's path, and whether it is wider than the phone. */
async function where(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    path: location.pathname,
    overflows: document.documentElement.scrollWidth > window.innerWidth,
  }));
}

describe("a visitor on a 360 px phone", () => {
  it("switches the home page to Kiswahili, reads an article and the events, switches back and lands on the same page in English", async () => {
    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: "en-KE",
    });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${site.url}/`);
    expect(await where(page)).toEqual({ lang: "en", path: "/", overflows: false });

    await page.locator('a[hreflang="sw"]').first().click();
    await page.waitForURL(`${site.url}/sw`);
    expect(await where(page)).toEqual({ lang: "sw", path: "/sw", overflows: false });
    await expect.poll(() => page.locator("main").innerText()).toContain("Habari");

    // An article from the home page's news, in Kiswahili where the diocese has translated it.
    await page.locator('main a[href^="/sw/blogs-and-news/"]').first().click();
    await page.waitForURL(/\/sw\/blogs-and-news\/[^/]+$/);
    const article = await where(page);
    expect(article).toMatchObject({ lang: "sw", overflows: false });
    const title = await page.locator("main h1").innerText();
    expect(title.length).toBeGreaterThan(0);

    // The events, from the footer's links.
    await page.locator('footer a[href="/sw/events"]').first().click();
    await page.waitForURL(`${site.url}/sw/events`);
    expect(await where(page)).toEqual({ lang: "sw", path: "/sw/events", overflows: false });
    // Kiswahili weekdays head the month.
    await expect.poll(() => page.locator("main").innerText()).toMatch(/Jumapili|Jpili|J2/);

    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL(`${site.url}/events`);
    expect(await where(page)).toEqual({ lang: "en", path: "/events", overflows: false });
    await expect.poll(() => page.locator("main").innerText()).toContain("Sunday");

    // The choice is remembered: the home page, typed again, stays English.
    await page.goto(`${site.url}/`);
    expect(await where(page)).toMatchObject({ lang: "en", path: "/" });
    expect(errors).toEqual([]);
    await phone.close();
  });

  it("is led to Kiswahili on a first visit when the phone prefers it, and kept there when coming back", async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "sw-KE" });
    const page = await phone.newPage();
    await page.goto(`${site.url}/about-us`);
    expect(await where(page)).toEqual({ lang: "sw", path: "/sw/about-us", overflows: false });
    await page.goto(`${site.url}/`);
    expect(await where(page)).toMatchObject({ lang: "sw", path: "/sw" });
    await phone.close();
  });
});

/**
 * Lighthouse 12's search-engine audit of each page, on its mobile profile, in one Debian Chromium
 * that Lighthouse drives as its command line would, rather than the command run for each page,
 * which started Chromium and loaded Lighthouse again each time.
 */
async function seoScores(
  pathnames: string[],
): Promise<{ pathname: string; score: number; failing: string[] }[]> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless", ...CHROMIUM_FLAGS] });
  try {
    const scores = [];
    for (const pathname of pathnames) {
      const result = await lighthouse(`${site.url}${pathname}`, {
        port: chrome.port,
        onlyCategories: ["seo"],
        logLevel: "error",
      });
      const { categories, audits } = result!.lhr;
      const failing = categories
        .seo!.auditRefs.map((ref) => ref.id)
        .filter((id) => audits[id]?.score !== null && audits[id]!.score! < 1);
      scores.push({ pathname, score: categories.seo!.score!, failing });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

describe("search engines", () => {
  it("give the Kiswahili home page, an article, the schools' finder and a school's page Lighthouse's full SEO score", async () => {
    const response = await fetch(`${site.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ newsArticles(pageSize: 1) { items { slug } } }" }),
    });
    const { data } = (await response.json()) as { data: { newsArticles: { items: { slug: string }[] } } };
    const pathnames = [
      "/sw",
      `/sw/blogs-and-news/${data.newsArticles.items[0]!.slug}`,
      "/sw/institutions",
      "/sw/institutions/milimani-ack-secondary-school",
    ];
    expect(await seoScores(pathnames)).toEqual(
      pathnames.map((pathname) => ({ pathname, score: 1, failing: [] })),
    );
  }, 360_000);
});
