import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeFindings } from "./support/axe.js";
import { launchBrowser } from "./support/browser.js";
import { startSite, type RunningSite } from "./support/server.js";

let site: RunningSite;
let browser: Browser;
let archdeaconry: { id: string; name: string; parishes: { name: string }[] };

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  const response = await fetch(`${site.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ archdeaconries { id name parishes { name } } }" }),
  });
  const { data } = (await response.json()) as { data: { archdeaconries: (typeof archdeaconry)[] } };
  archdeaconry = data.archdeaconries.find((item) => item.name === "Vihiga")!;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

type Visit = { page: Page; consoleErrors: string[]; status: number; graphqlRequests: string[] };

/** A small phone's screen, the narrowest every page must fit. */
const PHONE = { width: 360, height: 740 };

// Each loop over every public page needs more than the default minute.
const EVERY_PAGE_TIMEOUT = 240_000;

async function visit(path: string, viewport = { width: 1280, height: 900 }): Promise<Visit> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // The browser reports the 404 status of a page that is not there; that status is on purpose.
    const notFoundDocument =
      message.text().includes("status of 404") && message.location().url === page.url();
    if (message.type() === "error" && !notFoundDocument) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  const graphqlRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql") {
      graphqlRequests.push(
        (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? "?",
      );
    }
  });
  const response = await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  return { page, consoleErrors, status: response?.status() ?? 0, graphqlRequests };
}

const DEPARTMENTS = [
  ["mothers-union", "Mothers Union"],
  ["kama", "Kenya Anglican Men Mission"],
  ["kayo", "Kenya Anglican Youth Organization"],
  ["children-ministry", "Children Ministry"],
  ["education", "Education"],
  ["tee", "Theological Education by Extension"],
  ["music", "Music"],
  ["mission-department", "Mission Department"],
] as const;

/** The year before the one the site was filled in (in Kakamega), whose summary the sample publishes. */
const LAST_YEAR =
  Number(new Intl.DateTimeFormat("en", { timeZone: "Africa/Nairobi", year: "numeric" }).format(new Date())) -
  1;

/** Every public page, with its title and a piece of the sample content it must show. */
function publicPages(): { path: string; title: string; shows: string }[] {
  return [
    { path: "/", title: "Home", shows: "Programs and Events" },
    { path: "/about-us", title: "About Us", shows: "Diocesan Administrative Secretary" },
    { path: "/diocese-history", title: "History", shows: "Consecrated and enthroned on 10 June 2018." },
    {
      path: "/governance-system",
      title: "Governance System",
      // Its term is the one current when the site was filled.
      shows: "Diocesan Standing Committee",
    },
    { path: "/projects", title: "Projects", shows: "Raised KES 18,750,000 of KES 600,000,000" },
    // This site sends no M-Pesa prompts (MPESA_ENV is off): the give page shows the paybill.
    {
      path: "/give/diocesan-conference-centre",
      title: "Give: Diocesan Conference Centre",
      shows: "Lipa na M-Pesa → Pay Bill, business number 000000",
    },
    { path: `/archdeaconry/${archdeaconry.id}`, title: "Vihiga", shows: archdeaconry.parishes[0]!.name },
    { path: "/parishes", title: "Find a Parish", shows: "St. Andrew's Mbale" },
    { path: "/parishes/st-andrews-mbale", title: "St. Andrew's Mbale", shows: "Holy Communion (English)" },
    { path: "/clergy", title: "Our Clergy", shows: "The Very Rev. Joseph Amukoya" },
    {
      path: "/clergy/peter-lumbasi",
      title: "The Ven. Canon Peter Lumbasi",
      shows: "Archdeacon, Vihiga Archdeaconry",
    },
    // The month's grid; its events depend on the day the site was filled, the calendar's own words do not.
    { path: "/events", title: "Programs and Events", shows: "Every event in your phone" },
    // The weekly Bible study starts twelve days after the site is filled: the next 31 days hold it.
    { path: "/events?view=list", title: "Programs and Events", shows: "KAYO Youth Bible Study" },
    ...DEPARTMENTS.map(([slug, name]) => ({ path: `/departments/${slug}`, title: name, shows: name })),
    { path: "/blogs-and-news", title: "News", shows: "Ordination of New Deacons and Priests" },
    {
      path: "/blogs-and-news/appeal-for-the-diocesan-conference-centre",
      title: "Appeal for the Diocesan Conference Centre",
      shows: "Other Related Stories",
    },
    // The sample publishes last year's summary (its returns and assessments are the sample's).
    { path: "/year-in-numbers", title: "The Year in Numbers", shows: String(LAST_YEAR) },
    {
      path: `/year-in-numbers/${LAST_YEAR}`,
      title: `${LAST_YEAR} in Numbers`,
      shows: "parishes sent their return",
    },
    { path: "/career-oppotunities", title: "Career Opportunities", shows: "Diocesan Accountant" },
    {
      path: "/newsletter",
      title: "Newsletter",
      shows: "News, events and appeals of the diocese in your inbox.",
    },
    { path: "/newsletter/confirm", title: "Confirm Subscription", shows: "Confirm my subscription" },
    { path: "/newsletter/unsubscribe", title: "Unsubscribe", shows: "Press the button to stop receiving" },
    { path: "/no-such-page", title: "Page not found", shows: "Error code 404" },
  ];
}

describe("a visitor on the public site", () => {
  // One visit a page for its content, its console, its accessibility and its fit on a phone: each
  // visit of 27 pages costs the journeys' chain two minutes on a busy machine.
  it(
    "finds every public page with its title and its content, no console error, no serious or critical axe violation, and no sideways scrolling on a 360 px phone",
    async () => {
      for (const expected of publicPages()) {
        const { page, consoleErrors, graphqlRequests } = await visit(expected.path);
        await expect
          .poll(() => page.locator("main").getByText(expected.shows).first().isVisible(), {
            message: expected.path,
          })
          .toBe(true);
        await expect
          .poll(() => page.title(), { message: expected.path })
          .toBe(`ACK Diocese | ${expected.title}`);
        expect(await page.getByRole("heading", { level: 1 }).count(), expected.path).toBe(1);
        expect(consoleErrors, expected.path).toEqual([]);
        // The server sent the page drawn from its data: the phone asked for nothing more.
        expect(graphqlRequests, expected.path).toEqual([]);
        // The HTML the server sends (what WhatsApp and Facebook read) has the same title.
        const html = await (await fetch(`${site.url}${expected.path}`)).text();
        expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#39;/g, "'"), expected.path).toBe(
          `ACK Diocese | ${expected.title}`,
        );
        const { serious, passes } = await axeFindings(page);
        // A run that checked nothing would pass too.
        expect(passes, expected.path).toBeGreaterThan(10);
        expect(serious, expected.path).toEqual([]);
        expect(consoleErrors, `${expected.path}, after axe`).toEqual([]);
        // Narrowed to a 360 px phone, as a turned or resized window narrows it, the page fits
        // without sideways scrolling.
        await page.setViewportSize(PHONE);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${expected.path} at 360 px`).toBeLessThanOrEqual(0);
        await page.context().close();
      }
    },
    EVERY_PAGE_TIMEOUT,
  );

  it(
    "reads every public page before any script runs: the server sends it drawn",
    async () => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: PHONE,
      });
      for (const expected of publicPages()) {
        const page = await context.newPage();
        await page.goto(`${site.url}${expected.path}`);
        expect(await page.locator("main").getByText(expected.shows).first().isVisible(), expected.path).toBe(
          true,
        );
        expect(await page.getByRole("heading", { level: 1 }).count(), expected.path).toBe(1);
        // Drawn with its styles: the header is the site's purple bar, not unstyled text.
        const headerColour = await page
          .locator("header")
          .evaluate((header) => getComputedStyle(header).backgroundColor);
        expect(headerColour, expected.path).not.toBe("rgba(0, 0, 0, 0)");
        await page.close();
      }
      await context.close();
    },
    EVERY_PAGE_TIMEOUT,
  );

  it("uses a server-drawn page at once: the first click is answered", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    // Clicked as soon as the page's script has run: its few kilobytes of behaviours are all the
    // button needs.
    await page.goto(site.url, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open the menu" }).click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("reads the home page's sections in the old site's order", async () => {
    const { page } = await visit("/");
    await expect
      .poll(() => page.getByRole("heading", { name: "A word from the Bishop" }).isVisible())
      .toBe(true);
    const order = await page.evaluate(() => {
      const selectors = [
        '[data-testid="top-bar"]',
        "header",
        '[data-testid="appeal-banner"]',
        '[aria-roledescription="carousel"]',
        '[aria-labelledby="bishop-message"]',
        '[aria-label="Vision, mission and core values"]',
        "#core-values",
        "#programs-and-events",
        '[aria-labelledby="latest-bulletin"]',
        "footer",
      ];
      return selectors.map((selector) => {
        const element = document.querySelector(selector);
        return element ? element.getBoundingClientRect().top + window.scrollY : null;
      });
    });
    expect(order.every((top) => top !== null)).toBe(true);
    expect([...order].sort((a, b) => a! - b!)).toEqual(order);

    const banner = page.getByTestId("appeal-banner");
    expect(await banner.textContent()).toContain("KES 600,000,000");
    expect(await banner.textContent()).toContain("M-Pesa Paybill: 000000");
    expect(await page.getByText("Welcome to the Diocese").isVisible()).toBe(true);
    expect(await page.getByText("The Rt. Rev. Dr. Nathan Lusweti").isVisible()).toBe(true);
    expect(await page.getByText("Faith in God, Integrity, Unity").isVisible()).toBe(true);
  });

  it("chooses a slide with the arrows and indicators, and pauses the slides", async () => {
    const { page } = await visit("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    const shown = () =>
      carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute("aria-label");
    expect(await shown()).toMatch(/^1 of \d+$/);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    expect(await shown()).toMatch(/^2 of /);
    await carousel.getByRole("button", { name: /^Show slide 1:/ }).click();
    expect(await shown()).toMatch(/^1 of /);
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    expect(await shown()).toMatch(/^(\d+) of \1$/);
    await carousel.getByRole("button", { name: "Pause the slides" }).click();
    expect(await carousel.getByRole("button", { name: "Play the slides" }).isVisible()).toBe(true);
  });

  it("sees the appeal banner scroll, stop under the pointer, and stand still for reduced motion", async () => {
    const { page } = await visit("/");
    const track = page.getByTestId("appeal-track");
    await expect
      .poll(() => track.evaluate((element) => getComputedStyle(element).animationName))
      .toBe("marquee");
    // It never stands still, so Playwright must not wait for it to.
    await track.hover({ force: true });
    expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");

    expect(await page.getByRole("button", { name: "Pause the slides" }).isVisible()).toBe(true);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    // Nothing moves, so there is nothing to pause.
    expect(await page.getByRole("button", { name: /pause the slides/i }).count()).toBe(0);
  });

  it("sees event times in 12-hour form with am or pm and no seconds, upcoming first", async () => {
    const { page } = await visit("/");
    const cards = page.getByTestId("event-card");
    await expect.poll(() => cards.count()).toBe(4);
    const first = await cards.first().textContent();
    expect(first).toContain("Conference Centre Fundraising Service");
    expect(first).toContain("10:00 am – 2:00 pm");
    for (const text of await cards.allTextContents()) {
      expect(text).toMatch(/\d{1,2}:\d{2} (am|pm) – \d{1,2}:\d{2} (am|pm)/);
      expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    }
  });

  it("subscribes to the newsletter, is told when the address is not one, and when the network signed up too many", async () => {
    const { page } = await visit("/");
    const field = page.getByRole("textbox", { name: "Your e-mail address", exact: true });
    await field.fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() =>
        page.getByText("Please enter a valid e-mail address, such as name@example.org.").isVisible(),
      )
      .toBe(true);

    // Five sign-ups from one network in 15 minutes are allowed (the malformed one did not count).
    for (const name of ["reader", "mary", "john", "grace", "peter"]) {
      await field.fill(`${name}@example.org`);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect
        .poll(() =>
          page
            .getByText(
              `Thank you: to confirm your subscription, open the link we e-mail to ${name}@example.org.`,
            )
            .isVisible(),
        )
        .toBe(true);
    }
    await field.fill("sixth@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() =>
        page.getByText(/^Too many sign-ups from your network\. Try again in \d+ minutes?\.$/).isVisible(),
      )
      .toBe(true);
    expect(await page.getByText("We could not reach the server.").count()).toBe(0);
  });

  it("opens an archdeaconry and a department from the menu", async () => {
    const { page } = await visit("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "ARCHDEACONRIES" }).click();
    await menu.getByRole("link", { name: "Vihiga", exact: true }).click();
    await page.waitForURL(`${site.url}/archdeaconry/${archdeaconry.id}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Vihiga Archdeaconry");

    await page.getByRole("button", { name: "DEPARTMENTS" }).click();
    await menu.getByRole("link", { name: "Education", exact: true }).click();
    await page.waitForURL(`${site.url}/departments/education`);
    await expect.poll(() => page.getByText("52 primary schools").isVisible()).toBe(true);
  });

  it("opens and closes a menu's list with the keyboard and by clicking elsewhere", async () => {
    const { page } = await visit("/");
    const button = page.getByRole("button", { name: "DEPARTMENTS" });
    const education = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Education", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await education.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");

    await page.keyboard.press("Escape");
    expect(await education.isVisible()).toBe(false);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    expect(await education.isVisible()).toBe(true);
    await page.getByRole("heading", { name: "Latest Bulletin" }).click();
    expect(await education.isVisible()).toBe(false);
  });

  it("opens the menu drawer on a phone, and closes it back to its button", async () => {
    const { page } = await visit("/", PHONE);
    const menuButton = page.getByRole("button", { name: "Open the menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const focusedOnButton = () => menuButton.evaluate((button) => button === document.activeElement);

    await menuButton.click();
    await drawer.waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("HOME");
    // Closed with Escape, the drawer gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.count()).toBe(0);
    // The dialog's close event, which the behaviour hears, comes a task after the dialog hides.
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(focusedOnButton).toBe(true);

    await menuButton.click();
    await drawer.getByRole("button", { name: "Close the menu" }).click();
    await expect.poll(() => drawer.count()).toBe(0);

    // The dimmed page beside the drawer closes it too.
    await menuButton.click();
    await drawer.waitFor();
    await page.mouse.click(20, 400);
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(focusedOnButton).toBe(true);

    await menuButton.click();
    await drawer.getByRole("link", { name: "Projects", exact: false }).first().click();
    await page.waitForURL(`${site.url}/projects`);
  });

  it("fits the menu across the header at every width, in both languages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ["/", "/sw"]) {
      await page.goto(`${site.url}${path}`);
      for (const width of [360, 768, 1024, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        // The header's row: the site's name, the wide screens' menu or the ☰ button.
        const row = page.locator("header > div > div");
        const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        // Nor is the site's name cut short to make room.
        const name = page.locator("header a").first().locator("span");
        const cut = await name.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(cut, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });

  it("leads a phone's menu to the events, the sermons and the gallery", async () => {
    const { page } = await visit("/sw", PHONE);
    await page.getByRole("button", { name: "Fungua menyu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menyu" });
    expect(await drawer.getByRole("link", { name: "MATUKIO" }).getAttribute("href")).toBe("/sw/events");
    expect(await drawer.getByRole("link", { name: "Picha" }).getAttribute("href")).toBe("/sw/gallery");
    await drawer.getByRole("link", { name: "Mahubiri" }).click();
    await page.waitForURL(`${site.url}/sw/sermons`);
  });

  it("answers an unknown address with HTTP 404 and the 404 page, with its links and a Go Back button", async () => {
    const { page, status } = await visit("/no-such-page");
    expect(status).toBe(404);
    await expect.poll(() => page.getByText("Oops!").isVisible()).toBe(true);
    expect(await page.getByText("We can't seem to find the page you are looking for.").isVisible()).toBe(
      true,
    );
    const main = page.locator("main");
    for (const name of ["Home", "About Us", "Projects", "Blog and News", "Diocese History"]) {
      expect(await main.getByRole("link", { name, exact: true }).count(), name).toBe(1);
    }
    expect(await page.getByRole("button", { name: "Go Back" }).isVisible()).toBe(true);
  });

  it("follows the correctly spelt careers address to the careers page", async () => {
    const { page } = await visit("/career-opportunities");
    await page.waitForURL(`${site.url}/career-oppotunities`);
    await expect.poll(() => page.getByText("DIO/HR/01").isVisible()).toBe(true);
  });
});
