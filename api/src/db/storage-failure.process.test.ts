import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bigNewsArticleInput, signedInHeaders } from "../../test/factories.js";
import { answeredWithin, graphql, requestJson } from "../../test/http.js";
import { mountSmallDisk, type SmallDisk } from "../../test/small-disk.js";
import { startTestApp, withAdminClient, type TestApp } from "../../test/test-app.js";

const CREATE_ARTICLE = `mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id } }`;

const postgres = process.env.TEST_DB === "postgres";
const TABLESPACE = `diocese_small_disk_${process.pid}`;

/**
 * One small disk holds everything the site writes: DATA_DIR, and on PostgreSQL the database
 * itself (a tablespace), as on a one-machine installation.
 */
describe("when the disk fills up", () => {
  let disk: SmallDisk;
  let server: TestApp;
  beforeAll(async () => {
    disk = mountSmallDisk(24 * 1024 * 1024, { owner: postgres ? "postgres" : undefined });
    const dataDir = path.join(disk.dir, "data");
    await mkdir(dataDir);
    if (postgres) {
      await withAdminClient((client) =>
        client.query(`CREATE TABLESPACE "${TABLESPACE}" LOCATION '${disk.dir}'`),
      );
    }
    server = await startTestApp({
      env: { DATA_DIR: dataDir },
      tablespace: postgres ? TABLESPACE : undefined,
    });
  });
  afterEach(() => disk.free());
  afterAll(async () => {
    await server.close();
    if (postgres) await withAdminClient((client) => client.query(`DROP TABLESPACE "${TABLESPACE}"`));
    disk.unmount();
  });

  it("refuses writes with 507, says it is not ready, keeps reading, and saves again once there is room", async () => {
    const headers = await signedInHeaders(server);
    expect((await answeredWithin(5000, requestJson(server.url, "GET", "/readyz"))).status).toBe(200);
    await disk.fill();

    const refused = await answeredWithin(
      5000,
      graphql(server.url, CREATE_ARTICLE, { input: bigNewsArticleInput("No room") }, headers),
    );
    expect(refused.status).toBe(507);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/disk is full, so nothing could be saved/),
      extensions: { code: "INSUFFICIENT_STORAGE" },
    });
    const notReady = await answeredWithin(5000, requestJson(server.url, "GET", "/readyz"));
    expect(notReady).toMatchObject({
      status: 503,
      body: {
        status: "cannot write",
        message: expect.stringMatching(/disk (is full|has less than 1 MB free)/),
      },
    });
    expect((await answeredWithin(5000, requestJson(server.url, "GET", "/api/getAllNews"))).status).toBe(200);

    await disk.free();
    const ready = await answeredWithin(5000, requestJson(server.url, "GET", "/readyz"));
    expect(ready).toMatchObject({ status: 200, body: { status: "ready" } });
    const saved = await answeredWithin(
      5000,
      graphql(server.url, CREATE_ARTICLE, { input: bigNewsArticleInput("Room again") }, headers),
    );
    expect(saved.body.errors).toBeUndefined();
    expect(
      (await server.services.news.pageSummaries({ pageSize: 50 })).items.map((article) => article.title),
    ).toEqual(["Room again"]);
  });
});
