import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../../../test/factories.js";
import { getJson, graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const PAGE_QUERY = `query ($page: Int!, $pageSize: Int!) {
  newsArticles(page: $page, pageSize: $pageSize) { total page pageSize pageCount items { title slug preview } }
}`;

describe("news over GraphQL", () => {
  it("lists articles newest first, a page at a time", async () => {
    const older = await createNewsArticle(server.services, { title: "Lenten retreat for clergy" });
    const newer = await createNewsArticle(server.services, { title: "Easter services across the diocese" });

    const first = await graphql<{
      newsArticles: { total: number; pageCount: number; items: { slug: string }[] };
    }>(server.url, PAGE_QUERY, { page: 1, pageSize: 1 });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.newsArticles.items.map((a) => a.slug)).toEqual([newer.slug]);
    const total = first.body.data!.newsArticles.total;
    expect(first.body.data?.newsArticles.pageCount).toBe(total);

    const second = await graphql<{ newsArticles: { items: { slug: string }[] } }>(server.url, PAGE_QUERY, {
      page: 2,
      pageSize: 1,
    });
    expect(second.body.data?.newsArticles.items.map((a) => a.slug)).toEqual([older.slug]);
  });

  it("refuses a page size over 50 with a message saying so", async () => {
    const { body } = await graphql(server.url, PAGE_QUERY, { page: 1, pageSize: 51 });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toBe("pageSize must be at most 50");
  });

  it("refuses page 0", async () => {
    const { body } = await graphql(server.url, PAGE_QUERY, { page: 0, pageSize: 10 });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toBe("page must be 1 or more");
  });

  it("finds one article by slug and by title, with its sanitised body", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Confirmation service at St. Peter's",
      body: `<p onclick="steal()">Forty candidates were confirmed.</p><script>alert(1)</script><a href="javascript:alert(1)">bad link</a> <a href="https://example.org/photos">photos</a>`,
    });
    const query = `query ($slug: String, $title: String) { newsArticle(slug: $slug, title: $title) { title slug body } }`;

    const bySlug = await graphql<{ newsArticle: { title: string; body: string } }>(server.url, query, {
      slug: article.slug,
    });
    expect(bySlug.body.data?.newsArticle.title).toBe("Confirmation service at St. Peter's");
    const body = bySlug.body.data!.newsArticle.body;
    expect(body).toContain("<p>Forty candidates were confirmed.</p>");
    expect(body).toContain('<a href="https://example.org/photos">photos</a>');
    expect(body).not.toMatch(/script|onclick|javascript:/);

    const byTitle = await graphql<{ newsArticle: { slug: string } }>(server.url, query, {
      title: article.title,
    });
    expect(byTitle.body.data?.newsArticle.slug).toBe(article.slug);
  });

  it("answers null for an unknown slug", async () => {
    const { body } = await graphql(
      server.url,
      `
        {
          newsArticle(slug: "no-such-article") {
            id
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ newsArticle: null });
  });

  it("asks for exactly one of slug and title", async () => {
    const { body } = await graphql(
      server.url,
      `
        {
          newsArticle {
            id
          }
        }
      `,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toMatch(/slug or title/);
  });
});

describe("news rules", () => {
  it("gives two articles with the same title different slugs", async () => {
    const first = await createNewsArticle(server.services, { title: "Diocesan choir festival" });
    const second = await createNewsArticle(server.services, { title: "Diocesan choir festival" });
    expect(first.slug).toBe("diocesan-choir-festival");
    expect(second.slug).toBe("diocesan-choir-festival-2");
  });

  it("makes a plain-text preview of about 150 characters cut at a word boundary", async () => {
    const words =
      "The archdeaconry held a fundraiser for the new vicarage and every parish brought its share";
    const article = await createNewsArticle(server.services, {
      body: `<h2>Fundraiser</h2><p>${words} &amp; more. ${words}.</p>`,
    });
    expect(article.preview.length).toBeLessThanOrEqual(151);
    expect(article.preview.length).toBeGreaterThan(100);
    expect(article.preview).toMatch(/^Fundraiser The archdeaconry held/);
    expect(article.preview).toContain("& more");
    expect(article.preview.endsWith("…")).toBe(true);
    expect(article.preview).not.toMatch(/<|\s…$/);
  });

  it("refuses an article without a title, and writes nothing", async () => {
    const before = (await server.services.news.listSummaries()).length;
    await expect(createNewsArticle(server.services, { title: "   " })).rejects.toThrow(
      "title must not be empty",
    );
    expect((await server.services.news.listSummaries()).length).toBe(before);
  });
});

describe("legacy news REST paths", () => {
  it("GET /api/getAllNews lists articles without their bodies, in the contract's shape", async () => {
    const article = await createNewsArticle(server.services, { title: "Clergy wives retreat" });
    const response = await getJson(server.url, "/api/getAllNews");
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    const list = response.body as Record<string, unknown>[];
    expect(Array.isArray(list)).toBe(true);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(["file", "id", "prepent", "title"]);
    expect(list[0]).toEqual({
      id: article.id,
      title: "Clergy wives retreat",
      file: article.imageUrl,
      prepent: article.preview,
    });
  });

  it("GET /api/getAllNews/{title} returns the one article with info, by URL-encoded title or by slug", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Bishop's Christmas message: hope & joy",
    });
    const expected = [
      {
        id: article.id,
        title: article.title,
        file: article.imageUrl,
        info: article.body,
        prepent: article.preview,
      },
    ];

    const byTitle = await getJson(server.url, `/api/getAllNews/${encodeURIComponent(article.title)}`);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body).toEqual(expected);

    const bySlug = await getJson(server.url, `/api/getAllNews/${article.slug}`);
    expect(bySlug.body).toEqual(expected);
  });

  it("GET /api/getAllNews/{title} answers [] for an unknown title", async () => {
    const response = await getJson(server.url, "/api/getAllNews/No%20such%20story");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});
