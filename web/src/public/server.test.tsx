import { describe, expect, it } from "vitest";
import { buildNewsArticle, buildNewsCard, buildNewsListPage } from "../features/news/news.fixtures";
import { shareUrls } from "../features/news/share-links";
import { buildSiteNavigation, buildSiteSettings } from "../features/site/site.fixtures";
import { notFoundOperations, renderNotFoundPage, renderPage } from "./server";

const SITE_URL = "https://www.diocese.example";
const frameAnswers = [
  { operationName: "SiteSettings", variables: {}, data: { siteSettings: buildSiteSettings() } },
  { operationName: "SiteNavigation", variables: {}, data: buildSiteNavigation() },
];

describe("a public page drawn on the server", () => {
  it("is drawn the same whatever parameters no page reads, so one drawing serves them all", async () => {
    const answers = [
      ...frameAnswers,
      {
        operationName: "NewsList",
        variables: { page: 2, pageSize: 12 },
        data: buildNewsListPage(2, "Story of page two"),
      },
    ];
    const plain = await renderPage("/blogs-and-news?page=2", answers, SITE_URL);
    const tracked = await renderPage(
      "/blogs-and-news?utm_source=whatsapp&page=2&fbclid=x",
      answers,
      SITE_URL,
    );
    expect(plain?.html).toContain("Story of page two");
    expect(tracked).toEqual(plain);
  });
});

describe("an article drawn on the server", () => {
  const article = buildNewsArticle({ title: "Synod & harvest", slug: "synod-and-harvest" });
  const answers = [
    ...frameAnswers,
    { operationName: "NewsArticle", variables: { slug: article.slug }, data: { newsArticle: article } },
    {
      operationName: "OtherNews",
      variables: { pageSize: 4 },
      data: { newsArticles: { __typename: "NewsArticlePage", items: [buildNewsCard({ id: "2" })] } },
    },
  ];

  it("gives its share links the article's full address on this site, before any script runs", async () => {
    const drawn = await renderPage(`/blogs-and-news/${article.slug}`, answers, SITE_URL);
    const page = new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
    const links = [...page.querySelectorAll("a[data-share-network]")].map((link) =>
      link.getAttribute("href"),
    );
    const urls = shareUrls(`${SITE_URL}/blogs-and-news/${article.slug}`, article.title);
    expect(links).toEqual([urls.whatsapp, urls.facebook, urls.x]);
  });
});

describe("the 404 page drawn on the server", () => {
  it("asks for nothing but what the site's frame shows", () => {
    expect(notFoundOperations().map((operation) => operation.operationName)).toEqual([
      "SiteSettings",
      "SiteNavigation",
    ]);
  });

  it("is the 404 page in the site's frame, its Go Back button given its behaviour", async () => {
    const drawn = await renderNotFoundPage(frameAnswers, SITE_URL);
    const page = new DOMParser().parseFromString(drawn?.html ?? "", "text/html");
    expect(page.querySelector("h1")?.textContent).toBe("Oops!");
    expect(page.querySelector("main")?.textContent).toContain("Error code 404");
    expect(page.querySelector("header")?.textContent).toContain("Kakamega Central");
    expect(page.querySelector("footer")?.textContent).toContain(buildSiteSettings().fullName);
    expect(page.querySelector("main [data-behaviour=go-back]")?.textContent).toBe("Go Back");
    expect(drawn?.styles).toMatch(/^<style data-emotion="css /);
  });

  it("is left to the app when the frame's answers are missing", async () => {
    expect(await renderNotFoundPage(frameAnswers.slice(0, 1), SITE_URL)).toBeNull();
  });
});
