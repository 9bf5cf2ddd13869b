import { describe, expect, it } from "vitest";
import type { PageAnswer, PageSite } from "@diocese/site/page-seam";
import { buildSiteFrame, buildSiteNavigation, buildSiteSettings } from "../features/site/site.fixtures";
import { missingMessages } from "../lib/language";
import server from "./server";

const SITE_URL = "https://www.diocese.example";

/** What the API answers to each query, by its name. */
const ANSWERS: Record<string, Record<string, unknown>> = {
  SiteSettings: buildSiteFrame(buildSiteSettings()),
  SiteNavigation: buildSiteNavigation(),
  SermonsPage: {
    sermons: { __typename: "SermonPage", items: [], page: 1, pageCount: 1 },
    sermonFilters: { __typename: "SermonFilters", preachers: [], series: [], books: [], years: [] },
  },
};

const site: PageSite = {
  siteUrl: SITE_URL,
  reportDrawingFailure: (error) => {
    throw error;
  },
  runQuery: async (query) => ANSWERS[query.operationName] ?? null,
};

function drawnPage(answer: PageAnswer): Document {
  expect(answer.status === 200 && answer.drawn).toBeTruthy();
  const html = answer.status === 200 ? (answer.drawn?.html ?? "") : "";
  return new DOMParser().parseFromString(html, "text/html");
}

describe("the sermons page answered on the server", () => {
  it("names its podcast in its head and offers it on the page, at an address podcast apps take", async () => {
    const answer = await server.answerPage({ address: "/sermons", draw: true }, site);

    expect(answer.status === 200 && answer.meta.feeds).toEqual([
      { title: "ACK Diocese sermons", href: "/sermons/podcast.xml" },
    ]);
    const page = drawnPage(answer);
    const subscribe = [...page.querySelectorAll("a")].find(
      (link) => link.textContent === "Subscribe to the podcast",
    );
    expect(subscribe?.getAttribute("href")).toBe(`${SITE_URL}/sermons/podcast.xml`);
    expect(subscribe?.getAttribute("type")).toBe("application/rss+xml");
    // The whole address, to paste into a podcast app that follows a show by its address.
    expect(page.body.textContent).toContain(`${SITE_URL}/sermons/podcast.xml`);
  });

  it("names and offers the Kiswahili podcast at /sw/sermons", async () => {
    missingMessages.clear();
    const answer = await server.answerPage({ address: "/sw/sermons", draw: true }, site);

    expect(answer.status === 200 && answer.meta.feeds).toEqual([
      { title: "Mahubiri ya ACK Diocese", href: "/sw/sermons/podcast.xml" },
    ]);
    const page = drawnPage(answer);
    const subscribe = [...page.querySelectorAll("a")].find((link) =>
      link.getAttribute("href")?.endsWith("/podcast.xml"),
    );
    expect(subscribe?.textContent).toBe("Jiunge na podikasti ya mahubiri");
    expect(subscribe?.getAttribute("href")).toBe(`${SITE_URL}/sw/sermons/podcast.xml`);
    expect([...missingMessages]).toEqual([]);
  });

  it("is the only page that names a feed of its own", async () => {
    const other = await server.answerPage({ address: "/boards-and-committees", draw: false }, site);
    expect(other.status === 200 && other.meta.feeds).toBeUndefined();
  });
});
