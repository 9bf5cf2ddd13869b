import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, createParish, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, graphqlUpload, sendJson } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { NewsArticle } from "./news.entity.js";
import { IsNull } from "typeorm";
import { updateWhere } from "../../db/store.js";

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

  it("asks for exactly one of slug, title and address", async () => {
    for (const lookup of ["newsArticle", 'newsArticle(slug: "a", address: "a")']) {
      const { body } = await graphql(server.url, `{ ${lookup} { id } }`);
      expect(body.errors?.[0]).toMatchObject({
        message: "Give one of slug, title or address to find an article",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
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
    const before = await server.services.news.count();
    await expect(createNewsArticle(server.services, { title: "   " })).rejects.toThrow(
      "title must not be empty",
    );
    expect(await server.services.news.count()).toBe(before);
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
      file: "/share-image.jpg",
      prepent: article.preview,
    });
  });

  it("gives an article without a cover picture the site's share image as its file, a string as the contract says", async () => {
    const withoutPicture = await createNewsArticle(server.services, { title: "Bible week at Shibuye" });
    expect(withoutPicture.imageUrl).toBeNull();
    const withPicture = await createNewsArticle(
      server.services,
      { title: "Bible week in pictures" },
      { buffer: await smallImage("jpeg", 400) },
    );
    const fileOf = async (path: string, id: number) =>
      ((await getJson(server.url, path)).body as { id: number; file: unknown }[]).find(
        (item) => item.id === id,
      )?.file;

    expect(await fileOf("/api/getAllNews", withoutPicture.id)).toBe("/share-image.jpg");
    expect(await fileOf(`/api/getAllNews/${withoutPicture.slug}`, withoutPicture.id)).toBe(
      "/share-image.jpg",
    );
    expect(await fileOf("/api/getAllNews", withPicture.id)).toBe(withPicture.imageUrl);
    expect(withPicture.imageUrl).toMatch(/^\/uploads\/images\//);
  });

  it("GET /api/getAllNews/{title} returns the one article with info, by URL-encoded title or by slug", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Bishop's Christmas message: hope & joy",
    });
    const expected = [
      {
        id: article.id,
        title: article.title,
        file: "/share-image.jpg",
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

  it("finds an article by its address by one rule over GraphQL and REST: its slug first, then an old link's title", async () => {
    const synod = await createNewsArticle(server.services, { title: "Synod of 2027" });
    // Another article whose title is spelt as the first one's slug.
    const lookalike = await createNewsArticle(server.services, { title: synod.slug });
    expect(lookalike.slug).not.toBe(synod.slug);
    const byAddress = async (address: string) => {
      const { body } = await graphql<{ newsArticle: { id: string } | null }>(
        server.url,
        `
          query ($address: String!) {
            newsArticle(address: $address) {
              id
            }
          }
        `,
        { address },
      );
      const rest = await getJson(server.url, `/api/getAllNews/${encodeURIComponent(address)}`);
      return {
        graphql: body.data?.newsArticle?.id ?? null,
        rest: (rest.body as { id: number }[])[0]?.id ?? null,
      };
    };
    expect(await byAddress(synod.slug)).toEqual({ graphql: String(synod.id), rest: synod.id });
    expect(await byAddress(synod.title)).toEqual({ graphql: String(synod.id), rest: synod.id });
    expect(await byAddress(lookalike.slug)).toEqual({ graphql: String(lookalike.id), rest: lookalike.id });
    expect(await byAddress("no-such-story")).toEqual({ graphql: null, rest: null });
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

  it("is set by a member of staff and replaces the old one, whose files stay while its history shows it", async () => {
    const article = await createNewsArticle(server.services, {}, { buffer: await smallImage("png", 700) });
    const oldUrl = article.imageUrl!;
    const oldName = oldUrl.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(oldName))).toHaveLength(7);

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
    // The previous revision still shows it, and restoring that revision brings it back (revision.test.ts).
    expect((await uploadedFiles()).filter((file) => file.includes(oldName))).toHaveLength(7);
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
    // As the old site's articles arrive: their pictures were never stored by the media service.
    const article = await createNewsArticle(server.services);
    await updateWhere(
      server.dataSource.getRepository(NewsArticle),
      { id: article.id },
      { imageUrl: "/uploads/sample/old-site.jpg" },
    );
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

describe("a list of 51 articles with pictures, one more than a page holds", () => {
  let listServer: TestApp;
  const LIMIT = 100 * 1024;

  beforeAll(async () => {
    listServer = await startTestApp();
    const imageUrl = await listServer.services.media.storeImage({ buffer: await smallImage("jpeg", 2000) });
    for (let index = 0; index < 51; index++) {
      await createNewsArticle(listServer.services, {
        title: `Parish report ${index}: confirmation, harvest thanksgiving and the building of a new vicarage`,
        body: `<p>${"The parish gathered for worship and fellowship. ".repeat(200)}</p>`,
      });
    }
    // One stored picture for all 51, which encodes it once instead of 51 times.
    await updateWhere(listServer.dataSource.getRepository(NewsArticle), { imageUrl: IsNull() }, { imageUrl });
  });
  afterAll(() => listServer.close());

  it("comes through GET /api/getAllNews a page at a time, the newest first, each page saying where the next is", async () => {
    const first = await fetch(`${listServer.url}/api/getAllNews`);
    const firstItems = (await first.json()) as { title: string }[];
    expect(firstItems).toHaveLength(50);
    expect(firstItems[0]!.title).toMatch(/^Parish report 50:/);
    expect(first.headers.get("x-total-count")).toBe("51");
    expect(first.headers.get("link")).toBe('</api/getAllNews?page=2>; rel="next"');

    const second = await fetch(`${listServer.url}/api/getAllNews?page=2`);
    expect(((await second.json()) as { title: string }[]).map((item) => item.title)).toEqual([
      expect.stringMatching(/^Parish report 0:/),
    ]);
    expect(second.headers.get("link")).toBe('</api/getAllNews?page=1>; rel="prev"');
    // Past the end: an empty page that leads back to the last.
    const beyond = await fetch(`${listServer.url}/api/getAllNews?page=9`);
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get("link")).toBe('</api/getAllNews?page=2>; rel="prev"');

    // A copy from the response cache says the same.
    const again = await fetch(`${listServer.url}/api/getAllNews`);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(again.headers.get("x-total-count")).toBe("51");
    expect(again.headers.get("link")).toBe('</api/getAllNews?page=2>; rel="next"');
  });

  it("refuses a page that is no whole number from 1, saying so in the contract's shape", async () => {
    for (const [page, message] of [
      ["abc", "page must be a whole number"],
      ["0", "page must be 1 or more"],
      ["1.5", "page must be a whole number"],
    ]) {
      const response = await getJson(listServer.url, `/api/getAllNews?page=${page}`);
      expect({ page, status: response.status, body: response.body }).toEqual({
        page,
        status: 400,
        body: { status: "error", message, field: "page" },
      });
    }
  });

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

const ARTICLE_FIELDS = `id title slug body preview imageUrl image { url width height }`;
const CREATE = `mutation ($input: NewsArticleInput!, $image: Upload) { createNewsArticle(input: $input, image: $image) { ${ARTICLE_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: NewsArticleInput!, $image: Upload) { updateNewsArticle(id: $id, input: $input, image: $image) { ${ARTICLE_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteNewsArticle(id: $id) }`;

interface ArticleFields {
  id: string;
  title: string;
  slug: string;
  body: string;
  preview: string;
  imageUrl: string | null;
  image: { url: string; width: number; height: number } | null;
}

describe("writing news over GraphQL", () => {
  const uploadedFiles = () => filesUnder(server.config.uploadsDir);
  const filesOf = async (url: string) =>
    (await uploadedFiles()).filter((file) => file.includes(url.split("/").pop()!.slice(0, 24)));
  const titles = async () =>
    (await server.services.news.pageSummaries({ pageSize: 50 })).items.map((article) => article.title).sort();

  it("creates an article with a picture, changes it and deletes it with its files", async () => {
    const staff = await signedInHeaders(server);
    const created = await graphqlUpload<{ createNewsArticle: ArticleFields }>(
      server.url,
      CREATE,
      {
        input: {
          title: " Consecration of the new cathedral bell ",
          body: "<p>The bell rang <b>first</b>.</p>",
        },
      },
      { image: { bytes: await smallImage("jpeg", 640), filename: "bell.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const article = created.body.data!.createNewsArticle;
    expect(article).toMatchObject({
      title: "Consecration of the new cathedral bell",
      slug: "consecration-of-the-new-cathedral-bell",
      body: "<p>The bell rang <b>first</b>.</p>",
      preview: "The bell rang first.",
      image: { width: 640, height: 320 },
    });
    const firstUrl = article.imageUrl!;
    expect(await filesOf(firstUrl)).toHaveLength(5);

    const kept = await graphql<{ updateNewsArticle: ArticleFields }>(
      server.url,
      UPDATE,
      { id: article.id, input: { title: "The cathedral bell", body: "<p>Rung at last.</p>" } },
      staff,
    );
    expect(kept.body.data!.updateNewsArticle).toMatchObject({
      title: "The cathedral bell",
      slug: article.slug,
      imageUrl: firstUrl,
    });

    const replaced = await graphqlUpload<{ updateNewsArticle: ArticleFields }>(
      server.url,
      UPDATE,
      { id: article.id, input: { title: "The cathedral bell", body: "<p>Rung at last.</p>" } },
      { image: { bytes: await smallImage("png", 500), filename: "bell.png", type: "image/png" } },
      staff,
    );
    const secondUrl = replaced.body.data!.updateNewsArticle.imageUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    // Kept while a revision shows it: restoring that revision brings it back.
    expect(await filesOf(firstUrl)).not.toEqual([]);

    const deleted = await graphql(server.url, DELETE, { id: article.id }, staff);
    expect(deleted.body.data).toEqual({ deleteNewsArticle: true });
    expect(await server.services.news.findBySlug(article.slug)).toBeNull();
    expect(await filesOf(secondUrl)).toEqual([]);
    expect(await filesOf(firstUrl)).toEqual([]);
  });

  it("refuses bad input with a message, and stores no picture", async () => {
    const staff = await signedInHeaders(server);
    const before = { titles: await titles(), files: await uploadedFiles() };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  ", body: "<p>Text</p>" }, "title must not be empty"],
      [{ title: "x".repeat(201), body: "" }, "title must have at most 200 characters"],
      [{ title: "Body too long", body: "x".repeat(200_001) }, "body must have at most 200,000 characters"],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphqlUpload(
        server.url,
        CREATE,
        { input },
        { image: { bytes: await smallImage("jpeg"), filename: "a.jpg", type: "image/jpeg" } },
        staff,
      );
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const notAPicture = await graphqlUpload(
      server.url,
      CREATE,
      { input: { title: "A picture that is not one", body: "" } },
      { image: { bytes: Buffer.from("just text"), filename: "a.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(notAPicture.body.errors?.[0]).toMatchObject({
      message: "The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await titles()).toEqual(before.titles);
    expect(await uploadedFiles()).toEqual(before.files);
  });

  it("keeps an article's parish when an update leaves it out, and untags it for null", async () => {
    const staff = await signedInHeaders(server);
    const parish = await createParish(server.services);
    const article = await createNewsArticle(server.services, { parishId: String(parish.id) });
    const TAGGED = `mutation ($id: ID!, $input: NewsArticleInput!) {
      updateNewsArticle(id: $id, input: $input) { title parish { name } }
    }`;
    const kept = await graphql<{ updateNewsArticle: Record<string, unknown> }>(
      server.url,
      TAGGED,
      { id: String(article.id), input: { title: "Harvest in pictures", body: "<p>Songs.</p>" } },
      staff,
    );
    expect(kept.body.errors).toBeUndefined();
    expect(kept.body.data!.updateNewsArticle).toEqual({
      title: "Harvest in pictures",
      parish: { name: parish.name },
    });
    const untagged = await graphql<{ updateNewsArticle: Record<string, unknown> }>(
      server.url,
      TAGGED,
      {
        id: String(article.id),
        input: { title: "Harvest in pictures", body: "<p>Songs.</p>", parishId: null },
      },
      staff,
    );
    expect(untagged.body.data!.updateNewsArticle).toMatchObject({ parish: null });
  });

  it("answers NOT_FOUND when changing or deleting an unknown article", async () => {
    const staff = await signedInHeaders(server);
    const updated = await graphql(
      server.url,
      UPDATE,
      { id: "999999", input: { title: "T", body: "" } },
      staff,
    );
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no news article with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const article = await createNewsArticle(server.services, { title: "Untouched story" });
    const before = { titles: await titles(), files: await uploadedFiles() };
    const input = { title: "Defaced", body: "<p>Defaced</p>" };
    const attempts = [
      await graphqlUpload(
        server.url,
        CREATE,
        { input },
        {
          image: { bytes: await smallImage("jpeg"), filename: "a.jpg", type: "image/jpeg" },
        },
      ),
      await graphql(server.url, UPDATE, { id: String(article.id), input }),
      await graphql(server.url, DELETE, { id: String(article.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await titles()).toEqual(before.titles);
    expect(await uploadedFiles()).toEqual(before.files);
  });
});

describe("POST /api/createNews", () => {
  const dataUrl = async () => `data:image/png;base64,${(await smallImage("png", 400)).toString("base64")}`;
  const titles = async () =>
    (await server.services.news.pageSummaries({ pageSize: 50 })).items.map((article) => article.title).sort();

  it("creates an article with its picture from a data URL and answers { status, id }", async () => {
    const response = await sendJson(
      server.url,
      "POST",
      "/api/createNews",
      {
        title: "Mission week in Vihiga",
        content: "<p>Evangelists visited <a href='javascript:x()'>homes</a>.</p>",
        image: await dataUrl(),
      },
      await signedInHeaders(server),
    );
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    const body = response.body as { status: string; id: number };
    expect(body).toEqual({ status: "success", id: expect.any(Number) });
    const [listed] = (
      await getJson(server.url, `/api/getAllNews/${encodeURIComponent("Mission week in Vihiga")}`)
    ).body as { id: number; file: string; info: string }[];
    expect(listed!.id).toBe(body.id);
    expect(listed!.file).toMatch(/^\/uploads\/images\/[0-9a-f]{24}_400x200\.jpg$/);
    // The refused address leaves the words, not a link that goes nowhere.
    expect(listed!.info).toBe("<p>Evangelists visited <span>homes</span>.</p>");
  });

  it("creates an article without a picture, as GraphQL does: the service decides, and it does not ask for one", async () => {
    const staff = await signedInHeaders(server);
    for (const image of [undefined, null, ""]) {
      const title = `Confirmation at Emusire (${String(image)})`;
      const response = await sendJson(
        server.url,
        "POST",
        "/api/createNews",
        { title, content: "<p>Sixty were confirmed.</p>", image },
        staff,
      );
      expect(response.body, String(image)).toEqual({ status: "success", id: expect.any(Number) });
      expect((await server.services.news.findByTitle(title))?.imageUrl).toBeNull();
    }
    const overGraphql = await graphql<{ createNewsArticle: ArticleFields }>(
      server.url,
      CREATE,
      { input: { title: "Confirmation at Ebusakami", body: "<p>Forty were confirmed.</p>" } },
      staff,
    );
    expect(overGraphql.body.data?.createNewsArticle).toMatchObject({ imageUrl: null, image: null });
  });

  it("refuses bad input with 400 (413 for a picture over the limit) and writes nothing", async () => {
    const staff = await signedInHeaders(server);
    const before = { titles: await titles(), files: await filesUnder(server.config.uploadsDir) };
    const image = await dataUrl();
    const cases: [unknown, number, string, { field?: string }?][] = [
      [{ content: "<p>x</p>", image }, 400, "The request body lacks title", { field: "title" }],
      [{ title: "", content: "<p>x</p>", image }, 400, "title must not be empty", { field: "title" }],
      [
        { title: "Picture as a number", content: "", image: 42 },
        400,
        "image must be a picture sent as a data URL, such as data:image/jpeg;base64,...",
        { field: "image" },
      ],
      [
        {
          title: "Not a picture",
          content: "",
          image: `data:image/png;base64,${Buffer.from("hello").toString("base64")}`,
        },
        400,
        "The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
        { field: "image" },
      ],
      [
        {
          title: "Too large",
          content: "",
          image: `data:image/png;base64,${"A".repeat(Math.ceil((server.config.uploadMaxBytes + 10) / 3) * 4)}`,
        },
        413,
        `The file is larger than the 10 MB limit`,
      ],
      ['{"title": "broken', 400, "The request body is not valid JSON"],
    ];
    for (const [body, status, message, field] of cases) {
      const response = await sendJson(server.url, "POST", "/api/createNews", body, staff);
      expect(response.status, message).toBe(status);
      expect(response.body).toEqual({ status: "error", message, ...field });
    }
    expect(await titles()).toEqual(before.titles);
    expect(await filesUnder(server.config.uploadsDir)).toEqual(before.files);
  });

  it("without a session answers 401 Failed and writes nothing", async () => {
    const before = { titles: await titles(), files: await filesUnder(server.config.uploadsDir) };
    const response = await sendJson(server.url, "POST", "/api/createNews", {
      title: "Unsigned story",
      content: "<p>x</p>",
      image: await dataUrl(),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await titles()).toEqual(before.titles);
    expect(await filesUnder(server.config.uploadsDir)).toEqual(before.files);
  });
});
