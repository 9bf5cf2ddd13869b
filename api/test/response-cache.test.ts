import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, signedInHeaders } from "./factories.js";
import { startTestApp, type TestApp } from "./test-app.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
  await createNewsArticle(server.services, { title: "Cached article" });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });
const query = (body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const NEWS = { query: "{ newsArticles { total items { title } } }" };

describe("the response cache of public reads", () => {
  it("answers a repeated anonymous read from memory, with the same body and type", async () => {
    await createNewsArticle(server.services); // a write empties the cache: start from empty
    const first = await get("/api/getAllNews");
    const second = await get("/api/getAllNews");
    expect(first.headers.get("x-cache")).toBeNull();
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await second.text()).toBe(await first.text());
  });

  it("serves compressed copies to clients that accept them", async () => {
    await get("/api/getAllNews");
    const response = await get("/api/getAllNews", { "accept-encoding": "br" });
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(response.headers.get("content-encoding")).toBe("br");
    const raw = Buffer.from(await response.arrayBuffer());
    const decoded = raw[0] === 0x5b ? raw : brotliDecompressSync(raw); // fetch may already have decoded it
    expect(JSON.parse(decoded.toString()).map((item: { title: string }) => item.title)).toContain(
      "Cached article",
    );
  });

  it("never caches what a signed-in member of staff reads", async () => {
    const headers = await signedInHeaders(server);
    await get("/api/getAllNews", headers);
    expect((await get("/api/getAllNews", headers)).headers.get("x-cache")).toBeNull();
    await query(NEWS, headers);
    expect((await query(NEWS, headers)).headers.get("x-cache")).toBeNull();
  });

  it("caches anonymous GraphQL queries, but not answers with errors", async () => {
    await query(NEWS);
    expect((await query(NEWS)).headers.get("x-cache")).toBe("hit");
    const bad = { query: "{ newsArticles(pageSize: 500) { total } }" };
    await query(bad);
    expect((await query(bad)).headers.get("x-cache")).toBeNull();
  });

  it("empties when content is written, whoever writes it, so the next read is fresh", async () => {
    await get("/api/getAllNews");
    await query(NEWS);
    expect((await get("/api/getAllNews")).headers.get("x-cache")).toBe("hit");

    await createNewsArticle(server.services, { title: "Written after caching" });
    const fresh = await get("/api/getAllNews");
    expect(fresh.headers.get("x-cache")).toBeNull();
    expect(await fresh.text()).toContain("Written after caching");
    expect(await (await query(NEWS)).text()).toContain("Written after caching");
  });

  it("stays when only sessions change (a sign-out is no change of content)", async () => {
    await get("/api/getAllNews");
    await fetch(`${server.url}/api/logout`, { method: "POST", headers: await signedInHeaders(server) });
    expect((await get("/api/getAllNews")).headers.get("x-cache")).toBe("hit");
  });

  it("never caches the session check", async () => {
    await get("/api/login");
    expect((await get("/api/login")).headers.get("x-cache")).toBeNull();
  });
});

describe("a response cache of a few megabytes, asked for many distinct large answers", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { RESPONSE_CACHE_MAX_BYTES: String(2 * 1024 * 1024) } });
    for (let index = 0; index < 12; index += 1) {
      await createNewsArticle(small.services, {
        title: `Archive article ${index}`,
        body: `<p>${"A long report of the synod's proceedings. ".repeat(200)}</p>`,
      });
    }
  });
  afterAll(() => small.close());

  /** About 100 KB each: every article's body, under an alias that makes the query distinct. */
  const archiveQuery = (n: number) =>
    fetch(`${small.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ archive${n}: newsArticles(pageSize: 12) { items { title body } } }` }),
    });

  it("lets the least recently used go, rather than growing with every distinct query", async () => {
    expect((await archiveQuery(0)).headers.get("x-cache")).toBeNull();
    expect((await archiveQuery(0)).headers.get("x-cache")).toBe("hit");
    // 60 answers of 100 KB are three times what it may hold.
    for (let n = 1; n <= 60; n += 1) expect((await archiveQuery(n)).status).toBe(200);
    expect((await archiveQuery(0)).headers.get("x-cache")).toBeNull();
    expect((await archiveQuery(60)).headers.get("x-cache")).toBe("hit");
  });
});
