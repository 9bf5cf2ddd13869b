import { describe, expect, it, vi } from "vitest";
import type { PageQuery, PageSite } from "@diocese/site/page-seam";
import { buildNewsArticle, buildNewsCard, buildNewsListPage } from "../features/news/news.fixtures";
import { shareUrls } from "../features/news/share-links";
import { buildSiteFrame, buildSiteNavigation, buildSiteSettings } from "../features/site/site.fixtures";
import { buildGift, buildGiveProject } from "../features/giving/giving.fixtures";
import server from "./server";

const SITE_URL = "https://www.diocese.example";
const settings = buildSiteSettings();
const article = buildNewsArticle({ title: "Synod & harvest", slug: "synod-and-harvest" });

/** What the API answers to each query, by its name; a query not named here is refused. */
const ANSWERS: Record<string, Record<string, unknown>> = {
  SiteSettings: buildSiteFrame(settings),
  SiteNavigation: buildSiteNavigation(),
  NewsList: buildNewsListPage(2, "Story of page two"),
  NewsArticle: { newsArticle: article },
  OtherNews: { newsArticles: { __typename: "NewsArticlePage", items: [buildNewsCard({ id: "2" })] } },
  FeaturedAppeal: { featuredProject: buildGiveProject() },
  GivePage: { project: buildGiveProject() },
  GiftPage: { gift: buildGift() },
};

/**
 * The API as the server build sees it: each query answered a moment later from `answers`,
 * remembering what was asked and how many queries were waiting at once.
 */
function apiAnswering(answers: Record<string, Record<string, unknown> | null> = ANSWERS) {
  const asked: PageQuery[] = [];
  let waiting = 0;
  let mostWaiting = 0;
  const site: PageSite = {
    siteUrl: SITE_URL,
    reportDrawingFailure: (error) => {
      throw error;
    },
    async runQuery(query) {
      asked.push(query);
      mostWaiting = Math.max(mostWaiting, ++waiting);
      await new Promise((resolve) => setTimeout(resolve, 5));
      waiting -= 1;
      return answers[query.operationName] ?? null;
    },
  };
  return { site, asked, mostWaiting: () => mostWaiting };
}

describe("a public page answered on the server", () => {
  it("comes in one call with its status, head and drawing, its queries all asked at once", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage({ address: "/blogs-and-news?page=2", draw: true }, api.site);
    expect(api.asked.map((query) => query.operationName)).toEqual([
      "SiteSettings",
      "SiteNavigation",
      "NewsList",
    ]);
    expect(api.mostWaiting()).toBe(3);
    expect(answer).toMatchObject({
      status: 200,
      meta: {
        title: `${settings.shortName} | News`,
        description: `News and stories from the ${settings.fullName}`,
        indexable: true,
        siteName: settings.shortName,
      },
      // Nothing in the browser reads answers the page already shows.
      answers: [],
    });
    expect(answer.status === 200 && answer.drawn?.html).toContain("Story of page two");
  });

  it("is drawn the same whatever parameters no page reads, so one drawing serves them all", async () => {
    const plain = await server.answerPage(
      { address: "/blogs-and-news?page=2", draw: true },
      apiAnswering().site,
    );
    const tracked = await server.answerPage(
      { address: "/blogs-and-news?utm_source=whatsapp&page=2&fbclid=x", draw: true },
      apiAnswering().site,
    );
    expect(tracked).toEqual(plain);
  });

  it("is none beyond a list's last page, and none for an id no archdeaconry can have, which asks nothing of the API", async () => {
    expect(
      await server.answerPage({ address: "/blogs-and-news?page=3", draw: true }, apiAnswering().site),
    ).toEqual({ status: 404 });
    const api = apiAnswering();
    expect(await server.answerPage({ address: "/archdeaconry/abc", draw: true }, api.site)).toEqual({
      status: 404,
    });
    expect(await server.answerPage({ address: "/no-such-page", draw: true }, api.site)).toEqual({
      status: 404,
    });
    expect(api.asked).toEqual([]);
  });

  it("is drawn by the app when a query was refused: its answers come with it", async () => {
    const answer = await server.answerPage(
      { address: "/blogs-and-news?page=2", draw: true },
      apiAnswering({ ...ANSWERS, SiteNavigation: null }).site,
    );
    expect(answer).toMatchObject({ status: 200, drawn: null });
    expect(answer.status === 200 && answer.answers.map((query) => query.operationName)).toEqual([
      "SiteSettings",
      "NewsList",
    ]);
  });

  it("goes to the app with its answers when it cannot be drawn, and the failure is told", async () => {
    const unreadable = buildNewsListPage(2, "Story of page two");
    unreadable.newsArticles.items[0]!.publishAt = "not a date";
    const api = apiAnswering({ ...ANSWERS, NewsList: unreadable });
    const failures: unknown[] = [];
    api.site.reportDrawingFailure = (error) => failures.push(error);
    // React tells the console of the error too; the API's log is where an operator reads it.
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => {});
    const answer = await server.answerPage({ address: "/blogs-and-news?page=2", draw: true }, api.site);
    console.mockRestore();
    expect(answer).toMatchObject({ status: 200, drawn: null });
    expect(answer.status === 200 && answer.answers.map((query) => query.operationName)).toEqual([
      "SiteSettings",
      "SiteNavigation",
      "NewsList",
    ]);
    expect(failures).toEqual([expect.any(RangeError)]);
  });

  it("is only decided, not drawn, when the API asks for its status alone", async () => {
    const answer = await server.answerPage(
      { address: "/blogs-and-news?page=2", draw: false },
      apiAnswering().site,
    );
    expect(answer).toMatchObject({ status: 200, drawn: null });
  });
});

describe("an article answered on the server", () => {
  it("carries its own title, description and picture in its head", async () => {
    const answer = await server.answerPage(
      { address: `/blogs-and-news/${article.slug}`, draw: true },
      apiAnswering().site,
    );
    expect(answer).toMatchObject({
      status: 200,
      meta: {
        title: `${settings.shortName} | ${article.title}`,
        shareTitle: article.title,
        description: article.preview,
        image: { ...article.image!.share, alt: article.title },
        type: "article",
      },
    });
  });

  it("gives its share links the article's full address on this site, before any script runs", async () => {
    const answer = await server.answerPage(
      { address: `/blogs-and-news/${article.slug}`, draw: true },
      apiAnswering().site,
    );
    const drawn = answer.status === 200 ? answer.drawn : null;
    const page = new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
    const links = [...page.querySelectorAll("a[data-share-network]")].map((link) =>
      link.getAttribute("href"),
    );
    const urls = shareUrls(`${SITE_URL}/blogs-and-news/${article.slug}`, article.title);
    expect(links).toEqual([urls.whatsapp, urls.facebook, urls.x]);
  });

  it("sends an old link that carries the title on to the article's address", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage(
      { address: `/blogs-and-news/${encodeURIComponent(article.title)}`, draw: true },
      api.site,
    );
    expect(answer).toEqual({ status: 301, location: `/blogs-and-news/${article.slug}` });
    expect(api.asked.find((query) => query.operationName === "NewsArticle")?.variables).toEqual({
      address: article.title,
    });
  });

  it("is none when the API knows no article at the address", async () => {
    const answer = await server.answerPage(
      { address: "/blogs-and-news/no-such-story", draw: true },
      apiAnswering({ ...ANSWERS, NewsArticle: { newsArticle: null } }).site,
    );
    expect(answer).toEqual({ status: 404 });
  });
});

describe("the give page answered on the server", () => {
  it("asks for the project by its slug, then for its recent gifts by its id, and draws the form", async () => {
    const api = apiAnswering();
    const answer = await server.answerPage(
      { address: "/give/diocesan-conference-centre", draw: true },
      api.site,
    );
    expect(api.asked.map((query) => [query.operationName, query.variables])).toEqual([
      ["SiteSettings", {}],
      ["SiteNavigation", {}],
      ["GivePage", { slug: "diocesan-conference-centre" }],
    ]);
    expect(answer).toMatchObject({
      status: 200,
      meta: { title: `${settings.shortName} | Give: Diocesan Conference Centre`, indexable: true },
      answers: [],
    });
    const drawn = answer.status === 200 ? answer.drawn : null;
    const page = new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
    expect(page.querySelector("form[method=post]")?.getAttribute("action")).toBe(
      "/give/diocesan-conference-centre",
    );
    expect(page.querySelector("[data-behaviour=give-form]")).toBeTruthy();
    expect(page.querySelector("[data-behaviour=appeal-progress]")?.getAttribute("data-project-id")).toBe("1");
    expect(page.querySelector("main")?.textContent).toContain("Grace gave KES 1,500");
  });

  it("is none for a problem no form sends (asking nothing), or for a project there is not", async () => {
    const api = apiAnswering();
    expect(
      await server.answerPage(
        { address: "/give/diocesan-conference-centre/everything", draw: true },
        api.site,
      ),
    ).toEqual({ status: 404 });
    expect(api.asked).toEqual([]);
    const unknown = apiAnswering({ ...ANSWERS, GivePage: { project: null } });
    expect(await server.answerPage({ address: "/give/no-such-project", draw: true }, unknown.site)).toEqual({
      status: 404,
    });
  });

  it("says what went wrong with the last gift at the address the site sends the donor back to", async () => {
    const answer = await server.answerPage(
      { address: "/give/diocesan-conference-centre/too-many", draw: true },
      apiAnswering().site,
    );
    const drawn = answer.status === 200 ? answer.drawn : null;
    const page = new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
    expect(page.querySelector("form [role=alert]")?.textContent).toBe(
      "A prompt was sent to this phone a moment ago, or too many from your connection: wait a minute and try again.",
    );
  });
});

describe("a gift's pages answered on the server", () => {
  const token = buildGift().token;

  it("are kept from search engines, and a pending gift's page asks for itself again without JavaScript", async () => {
    const pending = apiAnswering({ ...ANSWERS, GiftPage: { gift: buildGift({ status: "PENDING" }) } });
    const answer = await server.answerPage({ address: `/gifts/${token}`, draw: true }, pending.site);
    expect(answer).toMatchObject({
      status: 200,
      meta: { title: `${settings.shortName} | Your gift`, indexable: false, refreshWithoutScriptSeconds: 3 },
    });
    const drawn = answer.status === 200 ? answer.drawn : null;
    expect(drawn?.html).toContain("Check your phone and enter your M-Pesa PIN");

    const paid = await server.answerPage({ address: `/gifts/${token}`, draw: true }, apiAnswering().site);
    expect(paid).toMatchObject({ status: 200, meta: { indexable: false } });
    expect(paid.status === 200 && paid.meta.refreshWithoutScriptSeconds).toBeFalsy();
  });

  it("have a receipt only for a paid gift, and none for a token the API does not know", async () => {
    const receipt = await server.answerPage(
      { address: `/gifts/${token}/receipt`, draw: true },
      apiAnswering().site,
    );
    expect(receipt).toMatchObject({
      status: 200,
      meta: { title: `${settings.shortName} | Receipt`, indexable: false },
    });
    for (const status of ["PENDING", "FAILED"] as const) {
      const api = apiAnswering({ ...ANSWERS, GiftPage: { gift: buildGift({ status }) } });
      expect(await server.answerPage({ address: `/gifts/${token}/receipt`, draw: true }, api.site)).toEqual({
        status: 404,
      });
    }
    const unknown = apiAnswering({ ...ANSWERS, GiftPage: { gift: null } });
    expect(await server.answerPage({ address: "/gifts/no-such-token", draw: true }, unknown.site)).toEqual({
      status: 404,
    });
  });
});

describe("the pages the browser draws", () => {
  it("have a head kept from search engines, and nothing drawn", async () => {
    for (const [address, name] of [
      ["/authentication/login", "Login"],
      ["/admin/news", "Dashboard"],
      ["/administrator/welcome", "Dashboard"],
    ]) {
      const answer = await server.answerPage({ address: address!, draw: true }, apiAnswering().site);
      expect({ address, answer }).toMatchObject({
        address,
        answer: {
          status: 200,
          meta: { title: `${settings.shortName} | ${name}`, indexable: false },
          drawn: null,
        },
      });
    }
  });
});

describe("the 404 page answered on the server", () => {
  it("asks for nothing but what the site's frame shows", async () => {
    const api = apiAnswering();
    await server.answerNotFound(api.site, "en");
    expect(api.asked.map((query) => query.operationName)).toEqual(["SiteSettings", "SiteNavigation"]);
  });

  it("is the 404 page in the site's frame, its Go Back button given its behaviour", async () => {
    const { meta, drawn } = await server.answerNotFound(apiAnswering().site, "en");
    expect(meta).toMatchObject({ title: `${settings.shortName} | Page not found`, indexable: false });
    const page = new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
    expect(page.querySelector("h1")?.textContent).toBe("Oops!");
    expect(page.querySelector("main")?.textContent).toContain("Error code 404");
    expect(page.querySelector("header")?.textContent).toContain("Kakamega Central");
    expect(page.querySelector("footer")?.textContent).toContain(settings.fullName);
    expect(page.querySelector("main [data-behaviour=go-back]")?.textContent).toBe("Go Back");
    expect(drawn?.styles).toMatch(/^<style data-emotion="css /);
  });

  it("is left to the app when the frame's answers are missing", async () => {
    const { drawn, answers } = await server.answerNotFound(
      apiAnswering({ ...ANSWERS, SiteNavigation: null }).site,
      "en",
    );
    expect(drawn).toBeNull();
    expect(answers.map((answer) => answer.operationName)).toEqual(["SiteSettings"]);
  });
});
