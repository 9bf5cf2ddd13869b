import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createNewsArticle, createSermon } from "../../test/factories.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { NewsArticle } from "../modules/news/news.entity.js";
import { PublicationStatus } from "../modules/publication/publication.js";
import { SITEMAP_FILE_ADDRESSES } from "./sitemap.js";

let server: TestApp;
const PUBLIC_URL = "https://www.diocese.example";

beforeAll(async () => {
  server = await startTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await server.close();
});

const get = (path: string) => fetch(`${server.url}${path}`);
const locationsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

/**
 * As many published articles as it takes to give the first file of articles every page it may
 * hold, added by one statement (the service's checks and revisions would take minutes).
 */
async function fillTheFirstFileOfArticles(): Promise<void> {
  const articles = server.dataSource.getRepository(NewsArticle);
  const highest = (await articles.maximum("id")) ?? 0;
  await server.dataSource.query(
    `WITH RECURSIVE n(i) AS (SELECT $1 + 1 UNION ALL SELECT i + 1 FROM n WHERE i < $2)
     INSERT INTO news_article (title, slug, body, preview, status, publish_at)
     SELECT 'Parish notice ' || i, 'parish-notice-' || i, '<p>Notice</p>', 'Notice', $3, '2026-01-01 06:00:00' FROM n`,
    [highest, SITEMAP_FILE_ADDRESSES / 2, PublicationStatus.PUBLISHED],
  );
}

describe("the sitemap index", () => {
  it("lists the file of pages and one file for each stretch of articles and sermons, each answering", async () => {
    await createNewsArticle(server.services, { title: "Consecration of the new cathedral bells" });
    await createSermon(server.services, { title: "The sower went out to sow" });
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await response.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locationsIn(index)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/news-1.xml`,
      `${PUBLIC_URL}/sitemaps/sermons-1.xml`,
    ]);
    const pages = await (await get("/sitemaps/pages.xml")).text();
    expect(locationsIn(pages)).toContain(`${PUBLIC_URL}/about-us`);
    const news = await (await get("/sitemaps/news-1.xml")).text();
    expect(locationsIn(news)).toEqual([
      `${PUBLIC_URL}/blogs-and-news/consecration-of-the-new-cathedral-bells`,
      `${PUBLIC_URL}/sw/blogs-and-news/consecration-of-the-new-cathedral-bells`,
    ]);
  });

  it("answers 404 for a file it does not list, and keeps none of them", async () => {
    for (const path of [
      "/sitemaps/news-2.xml",
      "/sitemaps/news-0.xml",
      "/sitemaps/news-99999999999.xml",
      "/sitemaps/parishes-1.xml",
      "/sitemaps/news.xml",
      "/sitemaps/pages",
    ]) {
      const response = await get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it(`splits the articles into files of at most ${SITEMAP_FILE_ADDRESSES} addresses`, async () => {
    await fillTheFirstFileOfArticles();
    const next = await createNewsArticle(server.services, { title: "Synod opens in Kakamega" });

    const indexText = await (await get("/sitemap.xml")).text();
    const index = locationsIn(indexText);
    expect(index).toContain(`${PUBLIC_URL}/sitemaps/news-2.xml`);
    // Each file's lastmod is the latest change of the articles in it.
    const lastmods = Object.fromEntries(
      [...indexText.matchAll(/<loc>[^<]*\/(news-\d)\.xml<\/loc>\s*<lastmod>([^<]*)<\/lastmod>/g)].map(
        (match) => [match[1]!, match[2]!],
      ),
    );
    const articles = server.dataSource.getRepository(NewsArticle);
    const latestOfFirstFile = await articles
      .createQueryBuilder("article")
      .where("article.id <= :last", { last: SITEMAP_FILE_ADDRESSES / 2 })
      .andWhere("article.status = :status", { status: PublicationStatus.PUBLISHED })
      .orderBy("article.updatedAt", "DESC")
      .getOneOrFail();
    expect(lastmods).toEqual({
      "news-1": latestOfFirstFile.updatedAt.toISOString(),
      "news-2": (await articles.findOneByOrFail({ id: Number(next.id) })).updatedAt.toISOString(),
    });
    const first = await get("/sitemaps/news-1.xml");
    const firstText = await first.text();
    expect(locationsIn(firstText)).toHaveLength(SITEMAP_FILE_ADDRESSES);
    // The sitemaps.org format's other limit.
    expect(Buffer.byteLength(firstText)).toBeLessThan(50 * 1024 * 1024);
    // Larger than the cache keeps an answer as it is, it is kept compressed: the next reader gets it from there.
    await vi.waitFor(
      async () => expect((await get("/sitemaps/news-1.xml")).headers.get("x-cache")).toBe("hit"),
      { timeout: 20_000, interval: 200 },
    );
    expect(locationsIn(await (await get("/sitemaps/news-2.xml")).text())).toEqual([
      `${PUBLIC_URL}/blogs-and-news/${next.slug}`,
      `${PUBLIC_URL}/sw/blogs-and-news/${next.slug}`,
    ]);
  }, 120_000);
});
