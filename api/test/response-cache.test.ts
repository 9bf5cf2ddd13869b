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
    // The first was made for its request, though it filled the cache: only the second came from it.
    expect(first.headers.get("x-cache")).toBe("miss");
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
    expect((await query(bad)).headers.get("x-cache")).toBe("miss");
  });

  it("keeps a query's answers apart by its variables, operation, language and Accept header", async () => {
    const document = `query Few($size: Int!) { newsArticles(pageSize: $size) { items { title } } }
      query One { newsArticles(pageSize: 1) { items { title } } }`;
    const sizes = async (body: object, headers: Record<string, string> = {}) => {
      const response = await query(body, headers);
      const answer = (await response.json()) as { data: { newsArticles: { items: unknown[] } } };
      return [response.headers.get("x-cache"), answer.data.newsArticles.items.length];
    };
    for (let index = 0; index < 3; index += 1) await createNewsArticle(server.services);
    const few = { query: document, operationName: "Few", variables: { size: 2 } };
    for (const round of ["miss", "hit"]) {
      expect(await sizes(few)).toEqual([round, 2]);
      expect(await sizes({ ...few, variables: { size: 3 } })).toEqual([round, 3]);
      expect(await sizes({ query: document, operationName: "One" })).toEqual([round, 1]);
      expect(await sizes(few, { "accept-language": "sw" })).toEqual([round, 2]);
      expect(await sizes(few, { accept: "application/graphql-response+json" })).toEqual([round, 2]);
    }
  });

  it("empties when content is written, whoever writes it, so the next read is fresh", async () => {
    await get("/api/getAllNews");
    await query(NEWS);
    expect((await get("/api/getAllNews")).headers.get("x-cache")).toBe("hit");

    await createNewsArticle(server.services, { title: "Written after caching" });
    const fresh = await get("/api/getAllNews");
    expect(fresh.headers.get("x-cache")).toBe("miss");
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

describe("validators on public answers (issue #18)", () => {
  it("tags each answer, and answers a repeat that names its tag with 304 and no body", async () => {
    await createNewsArticle(server.services); // start from an empty cache
    const first = await get("/api/getAllNews");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");

    const repeat = await get("/api/getAllNews", { "if-none-match": etag });
    expect(repeat.status).toBe(304);
    expect(repeat.headers.get("etag")).toBe(etag);
    expect(await repeat.text()).toBe("");
    // Several tags, as a cache in front of the site may send them.
    expect((await get("/api/getAllNews", { "if-none-match": `W/"older", ${etag}` })).status).toBe(304);
    expect((await get("/api/getAllNews", { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("gives the compressed and the plain copies one tag", async () => {
    const plain = await get("/api/getAllNews", { "accept-encoding": "identity" });
    const compressed = await get("/api/getAllNews", { "accept-encoding": "br" });
    expect(compressed.headers.get("etag")).toBe(plain.headers.get("etag"));
    const repeat = await get("/api/getAllNews", {
      "accept-encoding": "gzip",
      "if-none-match": plain.headers.get("etag")!,
    });
    expect(repeat.status).toBe(304);
  });

  it("changes the tag when the content changes, so a repeat gets the new answer", async () => {
    const before = (await get("/api/getAllNews")).headers.get("etag")!;
    await createNewsArticle(server.services, { title: "Written after tagging" });
    const after = await get("/api/getAllNews", { "if-none-match": before });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
    expect(await after.text()).toContain("Written after tagging");
  });

  it("tags GraphQL queries too, and never a signed-in member of staff's answers", async () => {
    await query(NEWS);
    const kept = await query(NEWS);
    expect(kept.headers.get("vary")).toBe("accept, accept-language, accept-encoding");
    expect((await query(NEWS, { "if-none-match": kept.headers.get("etag")! })).status).toBe(304);

    const headers = await signedInHeaders(server);
    const staff = await get("/api/getAllNews", headers);
    expect(staff.headers.get("etag")).toBeNull();
    expect(staff.status).toBe(200);
  });
});

describe("public GraphQL queries sent by GET (issue #18)", () => {
  const getQuery = (document: string, headers: Record<string, string> = {}, variables?: object) => {
    const parameters = new URLSearchParams({ query: document });
    if (variables) parameters.set("variables", JSON.stringify(variables));
    return get(`/graphql?${parameters}`, headers);
  };
  interface Answer {
    data: { newsArticles: { items: { title: string }[] }; me: { email: string } };
    errors?: unknown[];
  }
  const answerOf = async (response: Response) => (await response.json()) as Answer;
  const LIST = "query ($pageSize: Int!) { newsArticles(pageSize: $pageSize) { total items { title } } }";

  it("are answered as by POST, kept, tagged and confirmed with 304", async () => {
    await createNewsArticle(server.services, { title: "Read by GET" });
    const first = await getQuery(LIST, {}, { pageSize: 3 });
    expect(first.status).toBe(200);
    const body = await answerOf(first);
    expect(body.data.newsArticles.items).toHaveLength(3);
    expect(body.data.newsArticles.items[0]?.title).toBe("Read by GET");

    const second = await getQuery(LIST, {}, { pageSize: 3 });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.json()).toEqual(body);
    const repeat = await getQuery(LIST, { "if-none-match": second.headers.get("etag")! }, { pageSize: 3 });
    expect(repeat.status).toBe(304);
    // Other variables are another answer.
    const one = await answerOf(await getQuery(LIST, {}, { pageSize: 1 }));
    expect(one.data.newsArticles.items).toHaveLength(1);
  });

  it("never run a mutation", async () => {
    const before = await server.services.news.count();
    const response = await getQuery(
      'mutation { createNewsArticle(input: { title: "By GET", body: "<p>x</p>" }) { id } }',
    );
    expect(response.status).toBe(405);
    expect(await server.services.news.count()).toBe(before);
  });

  it("are refused from a browser that carries a session cookie but no preflight header", async () => {
    const { "access-token": token } = await signedInHeaders(server);
    const response = await getQuery("{ me { id } }", { cookie: `diocese_session=${token}` });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF|preflight/i);
  });

  it("answer an integrator who sends a token in a header, and never keep that answer", async () => {
    const headers = await signedInHeaders(server);
    const mine = await getQuery("{ me { email } }", headers);
    expect(mine.status).toBe(200);
    expect((await answerOf(mine)).data.me.email).toMatch(/@/);
    expect((await getQuery("{ me { email } }", headers)).headers.get("x-cache")).toBeNull();
  });

  it("keep a query's errors out of the cache", async () => {
    const bad = "{ newsArticles(pageSize: 500) { total } }";
    expect((await answerOf(await getQuery(bad))).errors).toBeDefined();
    expect((await getQuery(bad)).headers.get("x-cache")).toBe("miss");
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
    expect((await archiveQuery(0)).headers.get("x-cache")).toBe("miss");
    expect((await archiveQuery(0)).headers.get("x-cache")).toBe("hit");
    // 60 answers of 100 KB are three times what it may hold.
    for (let n = 1; n <= 60; n += 1) expect((await archiveQuery(n)).status).toBe(200);
    expect((await archiveQuery(0)).headers.get("x-cache")).toBe("miss");
    expect((await archiveQuery(60)).headers.get("x-cache")).toBe("hit");
  });
});
