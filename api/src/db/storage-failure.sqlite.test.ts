import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bigNewsArticleInput,
  createStaffMember,
  signedInHeaders,
  STAFF_PASSWORD,
} from "../../test/factories.js";
import { answeredWithin, graphql, requestJson, sendJson } from "../../test/http.js";
import { filesUnder, smallImage } from "../../test/images.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

const CREATE_ARTICLE = `mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id } }`;

const pictureAsDataUrl = async () =>
  `data:image/png;base64,${(await smallImage("png", 400)).toString("base64")}`;

const readyz = (server: TestApp) => answeredWithin(5000, requestJson(server.url, "GET", "/readyz"));

describe("a write that SQLite refuses for lack of room (its size limit)", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it("answers 507, and the site goes on answering, and saving once there is room", async () => {
    const headers = await signedInHeaders(server);
    const [{ page_count: pages }] = await server.dataSource.query("PRAGMA page_count");
    await server.dataSource.query(`PRAGMA max_page_count = ${pages}`);

    const refused = await answeredWithin(
      5000,
      graphql(server.url, CREATE_ARTICLE, { input: bigNewsArticleInput("Too big") }, headers),
    );
    expect(refused.status).toBe(507);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("INSUFFICIENT_STORAGE");
    expect(refused.body.errors?.[0]?.message).toMatch(/disk is full, so nothing could be saved/);

    const legacy = await answeredWithin(
      5000,
      sendJson(
        server.url,
        "POST",
        "/api/createNews",
        { title: "Too big too", content: bigNewsArticleInput("x").body, image: await pictureAsDataUrl() },
        headers,
      ),
    );
    expect(legacy.status).toBe(507);
    expect(legacy.body).toEqual({ status: "error", message: expect.stringMatching(/disk is full/) });
    expect(await filesUnder(server.config.uploadsDir)).toEqual([]);

    // Reads, sign-in and small writes still work while big ones cannot.
    expect((await readyz(server)).status).toBeLessThan(600);
    const news = await answeredWithin(5000, requestJson(server.url, "GET", "/api/getAllNews"));
    expect(news.status).toBe(200);
    const staff = await createStaffMember(server);
    const signIn = await answeredWithin(
      5000,
      requestJson(server.url, "POST", "/api/login", {
        body: { email: staff.email, password: STAFF_PASSWORD },
      }),
    );
    expect(signIn.status).toBe(200);

    await server.dataSource.query("PRAGMA max_page_count = 1073741823");
    const saved = await answeredWithin(
      5000,
      graphql(server.url, CREATE_ARTICLE, { input: bigNewsArticleInput("Fits now") }, headers),
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.status).toBe(200);
    const titles = (await server.services.news.pageSummaries({ pageSize: 50 })).items.map(
      (article) => article.title,
    );
    expect(titles).toContain("Fits now");
    expect(titles).not.toContain("Too big");
    expect(titles).not.toContain("Too big too");
  });
});
