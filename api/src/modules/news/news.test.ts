import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
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

const SET_IMAGE = `mutation ($slug: String!, $image: Upload!) {
  setNewsArticleImage(slug: $slug, image: $image) { slug imageUrl image { url width height } }
}`;

describe("an article's cover picture", () => {
  const photo = async () => ({
    bytes: await smallImage("jpeg", 800),
    filename: "cover.jpg",
    type: "image/jpeg",
  });
  const uploadedFiles = () => filesUnder(server.config.uploadsDir);

  it("is set by a member of staff and replaces the old one, whose files are deleted", async () => {
    const oldUrl = await server.services.media.storeImage({ buffer: await smallImage("png", 700) });
    const article = await createNewsArticle(server.services, { imageUrl: oldUrl });
    const oldName = oldUrl.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(oldName))).toHaveLength(6);

    const { body } = await graphqlUpload<{
      setNewsArticleImage: {
        slug: string;
        imageUrl: string;
        image: { url: string; width: number; height: number };
      };
    }>(
      server.url,
      SET_IMAGE,
      { slug: article.slug },
      { image: await photo() },
      await signedInHeaders(server),
    );

    expect(body.errors).toBeUndefined();
    const updated = body.data!.setNewsArticleImage;
    expect(updated.slug).toBe(article.slug);
    expect(updated.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f]{24}_800x400\.jpg$/);
    expect(updated.image).toEqual({ url: updated.imageUrl, width: 800, height: 400 });
    expect((await server.services.news.findBySlug(article.slug))?.imageUrl).toBe(updated.imageUrl);
    expect((await uploadedFiles()).filter((file) => file.includes(oldName))).toEqual([]);
  });

  it("is not set for a visitor who is not signed in, and nothing is stored", async () => {
    const article = await createNewsArticle(server.services);
    const before = await uploadedFiles();

    const { body } = await graphqlUpload(
      server.url,
      SET_IMAGE,
      { slug: article.slug },
      { image: await photo() },
    );

    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await server.services.news.findBySlug(article.slug))?.imageUrl).toBe(article.imageUrl);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("answers NOT_FOUND for an unknown article, and nothing is stored", async () => {
    const before = await uploadedFiles();
    const { body } = await graphqlUpload(
      server.url,
      SET_IMAGE,
      { slug: "no-such-article" },
      { image: await photo() },
      await signedInHeaders(server),
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'There is no news article with the slug "no-such-article"',
      extensions: { code: "NOT_FOUND" },
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it("refuses a multipart request without Apollo's CSRF preflight header", async () => {
    const article = await createNewsArticle(server.services);
    const before = await uploadedFiles();

    const { status, body } = await graphqlUpload(
      server.url,
      SET_IMAGE,
      { slug: article.slug },
      { image: await photo() },
      await signedInHeaders(server),
      { preflight: false },
    );

    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
    expect((await server.services.news.findBySlug(article.slug))?.imageUrl).toBe(article.imageUrl);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("is null over GraphQL for an article whose picture was not stored by the media service", async () => {
    const article = await createNewsArticle(server.services, { imageUrl: "/uploads/sample/old-site.jpg" });
    const { body } = await graphql<{ newsArticle: { imageUrl: string; image: null } }>(
      server.url,
      `
        query ($slug: String) {
          newsArticle(slug: $slug) {
            imageUrl
            image {
              url
            }
          }
        }
      `,
      { slug: article.slug },
    );
    expect(body.data?.newsArticle).toEqual({ imageUrl: "/uploads/sample/old-site.jpg", image: null });
  });
});

describe("a list of 50 articles with pictures", () => {
  let listServer: TestApp;
  const LIMIT = 100 * 1024;

  beforeAll(async () => {
    listServer = await startTestApp();
    const imageUrl = await listServer.services.media.storeImage({ buffer: await smallImage("jpeg", 2000) });
    for (let index = 0; index < 50; index++) {
      await createNewsArticle(listServer.services, {
        title: `Parish report ${index}: confirmation, harvest thanksgiving and the building of a new vicarage`,
        body: `<p>${"The parish gathered for worship and fellowship. ".repeat(200)}</p>`,
        imageUrl,
      });
    }
  });
  afterAll(() => listServer.close());

  it("stays under 100 KB through GET /api/getAllNews", async () => {
    const response = await fetch(`${listServer.url}/api/getAllNews`, {
      headers: { "accept-encoding": "identity" },
    });
    const text = await response.text();
    expect((JSON.parse(text) as unknown[]).length).toBe(50);
    expect(Buffer.byteLength(text)).toBeLessThan(LIMIT);
  });

  it("stays under 100 KB through GraphQL, with every picture's variants", async () => {
    const response = await fetch(`${listServer.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "identity" },
      body: JSON.stringify({
        query: `{ newsArticles(page: 1, pageSize: 50) { items { id title slug preview imageUrl createdAt image { url width height srcSet jpegSrcSet } } } }`,
      }),
    });
    const text = await response.text();
    const items = (JSON.parse(text) as { data: { newsArticles: { items: { image: { srcSet: string } }[] } } })
      .data.newsArticles.items;
    expect(items).toHaveLength(50);
    expect(items[0]!.image.srcSet.split(", ")).toHaveLength(4);
    expect(Buffer.byteLength(text)).toBeLessThan(LIMIT);
  });
});
