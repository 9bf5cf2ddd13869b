import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInDiocese } from "../src/lib/calendar.js";
import { startBalancer, type Balancer } from "./balancer.js";
import { appealOf, openProgressStream } from "./giving-support.js";
import { graphqlAs, graphqlUpload, requestJson } from "./http.js";
import { smallImage } from "./images.js";
import { startObjectStore, type TestObjectStore } from "./object-store.js";
import { startSiteProcess, type SiteProcess } from "./site-process.js";
import { dropPostgresDatabase, withAdminClient } from "./test-app.js";

/*
 * Two instances of the site as operators run them (deploy/haproxy.cfg, docker-compose's "scale"
 * profile): one PostgreSQL database, one bucket for uploads, each instance with its own DATA_DIR,
 * and HAProxy in front.
 */

const ADMIN = { ADMIN_EMAIL: "office@diocese.example", ADMIN_PASSWORD: "Synod-Kakamega-2026" };

let databaseName: string | undefined;
let databaseUrl: string;
let store: TestObjectStore | undefined;
let bucket: string;
let instances: SiteProcess[] = [];
let first: SiteProcess;
let second: SiteProcess;
let balancer: Balancer | undefined;
let staff: Record<string, string>;

beforeAll(async () => {
  databaseName = `diocese_balancer_${randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${databaseName}"`));
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  store = await startObjectStore();
  bucket = await store.createBucket();
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "true",
    ...ADMIN,
    ...store.settings(bucket),
  };
  // Whichever started is kept for afterAll to stop, even when the other failed to.
  const started = await Promise.allSettled([0, 1].map(() => startSiteProcess({ env })));
  instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const result of started) if (result.status === "rejected") throw result.reason;
  [first, second] = instances as [SiteProcess, SiteProcess];
  balancer = await startBalancer([first.url, second.url]);
  const signIn = await requestJson(first.url, "POST", "/api/login", {
    body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  });
  staff = { "access-token": signIn.body.token as string };
}, 90_000);

afterAll(async () => {
  // Every step is tried whatever happened before it, so that nothing outlives a failed test.
  const stopped = await Promise.allSettled([
    balancer?.stop(),
    ...instances.map((instance) => instance.dispose()),
  ]);
  const removed = await Promise.allSettled([
    store?.stop(),
    databaseName && dropPostgresDatabase(databaseName),
  ]);
  for (const step of [...stopped, ...removed]) if (step.status === "rejected") throw step.reason;
});

const NEWS_QUERY = "{ newsArticles(pageSize: 10) { items { title slug } } }";
/** How many clients send the steady stream at once. */
const CLIENTS = 6;

/**
 * What a visitor reads of the news: the text of the answer, and whether it came from the
 * instance's response cache.
 */
const newsReads: Record<string, (siteUrl: string) => Promise<{ text: string; cached: boolean }>> = {
  "GET /api/getAllNews": (siteUrl) => read(`${siteUrl}/api/getAllNews`),
  "GraphQL query": (siteUrl) =>
    read(`${siteUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: NEWS_QUERY }),
    }),
  "the news page": (siteUrl) => read(`${siteUrl}/blogs-and-news`, { headers: { accept: "text/html" } }),
};

async function read(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  return { text: await response.text(), cached: response.headers.get("x-cache") === "hit" };
}

async function createArticleWithPicture(siteUrl: string, title: string) {
  const { status, body } = await graphqlUpload<{
    createNewsArticle: { slug: string; image: { url: string } };
  }>(
    siteUrl,
    `
      mutation ($input: NewsArticleInput!, $image: Upload) {
        createNewsArticle(input: $input, image: $image) {
          slug
          image {
            url
          }
        }
      }
    `,
    { input: { title, body: "<p>From the synod.</p>" } },
    { image: { bytes: await smallImage("jpeg", 800), filename: "synod.jpg", type: "image/jpeg" } },
    staff,
  );
  expect(status).toBe(200);
  return body.data!.createNewsArticle;
}

/** The object's key in the bucket: the address under /uploads/. */
const keyOf = (uploadUrl: string) => uploadUrl.replace(/^\/uploads\//, "");

async function bytesAt(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe("two instances behind HAProxy, on one database and one bucket", () => {
  it("show a write through one instance at once through the other and through the balancer", async () => {
    // The second instance has answered every read before: its cache holds the news as they were.
    for (const [name, newsRead] of Object.entries(newsReads)) {
      await newsRead(second.url);
      expect({ name, cached: (await newsRead(second.url)).cached }).toEqual({ name, cached: true });
    }

    const title = `Synod of Mumias ${randomBytes(4).toString("hex")}`;
    const article = await createArticleWithPicture(first.url, title);

    // No waiting: before an instance answers from its cache, it hears every change committed
    // before the request arrived (one round trip on its LISTEN connection, cache/content-changes.ts).
    for (const siteUrl of [second.url, balancer!.url, balancer!.url]) {
      for (const [name, newsRead] of Object.entries(newsReads)) {
        expect({ name, shown: (await newsRead(siteUrl)).text.includes(title) }).toEqual({
          name,
          shown: true,
        });
      }
      const articlePage = await read(`${siteUrl}/blogs-and-news/${article.slug}`, {
        headers: { accept: "text/html" },
      });
      expect(articlePage.text).toContain(title);
    }

    // The picture is in the bucket, served alike by both instances and the balancer, and kept
    // in neither instance's own folder.
    const stored = await store!.bytes(bucket, keyOf(article.image.url));
    for (const siteUrl of [first.url, second.url, balancer!.url]) {
      const served = await bytesAt(`${siteUrl}${article.image.url}`);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(stored)).toBe(true);
    }
    for (const instance of instances) expect(existsSync(path.join(instance.dataDir, "uploads"))).toBe(false);
  });

  it("take uploads, answer a range of one, and keep the appeal's live progress flowing through the balancer", async () => {
    const article = await createArticleWithPicture(
      balancer!.url,
      `Youth camp ${randomBytes(4).toString("hex")}`,
    );
    const stored = await store!.bytes(bucket, keyOf(article.image.url));
    const range = await bytesAt(`${balancer!.url}${article.image.url}`, { range: "bytes=0-99" });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(`bytes 0-99/${stored.length}`);
    expect(range.bytes.equals(stored.subarray(0, 100))).toBe(true);

    // A page's stream, on whichever instance the balancer chose, hears gifts recorded on either.
    const appeal = await appealOf(balancer!.url);
    const stream = await openProgressStream(balancer!.url, appeal.id);
    try {
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(await stream.next(2_000)).toMatchObject({ raisedKes: appeal.raisedKes });
      let raisedKes = appeal.raisedKes;
      for (const instance of [first, second]) {
        const recorded = await graphqlAs(
          instance.url,
          staff,
          "mutation ($input: RecordGiftInput!) { recordGift(input: $input) { id } }",
          {
            input: {
              projectId: appeal.id,
              amountKes: 500,
              method: "CASH",
              receivedOn: todayInDiocese(new Date()),
            },
          },
        );
        expect(recorded.body.errors).toBeUndefined();
        raisedKes += 500;
        expect(await stream.next(3_000)).toMatchObject({ raisedKes });
      }
    } finally {
      stream.close();
    }
  });

  it("lose no request, and make no write twice, when an instance is stopped under a steady stream", async () => {
    // Both instances serve the stream for a while; then the first is told to stop (SIGTERM), and
    // the stream goes on for 3 s after it has exited: until the balancer's health checks notice
    // (up to 4 s: a check every 3 s, then two failures a second apart), requests still go to it.
    const traffic = startSteadyTraffic(balancer!.url, staff);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const exitCode = await first.stop();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const outcomes = await traffic.finish();

    // It finished what it had begun and exited cleanly, within its 10 s of grace.
    expect(exitCode).toBe(0);
    // Every request got its proper answer: those that met the stopping instance were sent again
    // to the other (deploy/haproxy.cfg's retry-on), and none reached the client as an error.
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    // The stream went on after the instance had gone, and held writes.
    expect(outcomes.filter((outcome) => outcome.endedAt > stoppedAt).length).toBeGreaterThan(CLIENTS);
    const written = outcomes.filter((outcome) => outcome.title).map((outcome) => outcome.title!);
    expect(written.length).toBeGreaterThan(CLIENTS);

    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const { rows } = await database
      .query<{ title: string; copies: number }>(
        "SELECT title, count(*)::int AS copies FROM news_article WHERE title LIKE 'Steady %' GROUP BY title",
      )
      .finally(() => database.end());
    // Each write is there exactly once: none lost, none made twice by a retry.
    expect(Object.fromEntries(rows.map((row) => [row.title, row.copies]))).toEqual(
      Object.fromEntries(written.map((title) => [title, 1])),
    );

    // The health checks have taken the stopped instance out of the rotation.
    await expect
      .poll(async () => (await balancer!.servers())["app-1"]!.status, { timeout: 10_000 })
      .toMatch(/^DOWN/);
  }, 60_000);
});

interface Outcome {
  request: string;
  ok: boolean;
  /** The status and the start of the body, or the error: what to look at when it is not ok. */
  answer: string;
  endedAt: number;
  /** The title of the article a write sent. */
  title?: string;
}

interface SteadyRequest {
  name: string;
  writes?: boolean;
  /** `title` names what a write creates, unique to the request. */
  send(siteUrl: string, title: string): Promise<{ ok: boolean; answer: string }>;
}

/** Whether the answer is the request's proper success, and what it was, to show when it is not. */
async function answerOf(response: Response, isProper: (body: string) => boolean) {
  const body = await response.text();
  let ok = false;
  try {
    ok = response.status === 200 && isProper(body);
  } catch {
    // Not the JSON a proper answer is (HAProxy's own error page, say).
  }
  return { ok, answer: `${response.status} ${body.slice(0, 200)}` };
}

const hasNews = (body: string) => {
  const answer = JSON.parse(body) as { data?: { newsArticles?: unknown }; errors?: unknown };
  return answer.errors === undefined && answer.data?.newsArticles !== undefined;
};

/** The mix of a busy hour: visitors' pages and reads of both APIs, and staff writing through both. */
function steadyRequests(staff: Record<string, string>, pictureDataUrl: string): SteadyRequest[] {
  const page = (pathname: string): SteadyRequest => ({
    name: `GET ${pathname}`,
    send: async (siteUrl) =>
      answerOf(await fetch(`${siteUrl}${pathname}`, { headers: { accept: "text/html" } }), (body) =>
        body.includes("</html>"),
      ),
  });
  return [
    {
      name: "GraphQL createNewsArticle",
      writes: true,
      send: async (siteUrl, title) =>
        answerOf(
          await fetch(`${siteUrl}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", ...staff },
            body: JSON.stringify({
              query: "mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id } }",
              variables: { input: { title, body: "<p>Written while an instance stops.</p>" } },
            }),
          }),
          (body) =>
            (JSON.parse(body) as { data?: { createNewsArticle?: { id?: string } } }).data?.createNewsArticle
              ?.id !== undefined,
        ),
    },
    page("/"),
    {
      name: "GET /api/getAllNews",
      send: async (siteUrl) =>
        answerOf(await fetch(`${siteUrl}/api/getAllNews`), (body) => Array.isArray(JSON.parse(body))),
    },
    {
      name: "GraphQL GET query",
      send: async (siteUrl) =>
        answerOf(await fetch(`${siteUrl}/graphql?query=${encodeURIComponent(NEWS_QUERY)}`), hasNews),
    },
    {
      name: "POST /api/createNews",
      writes: true,
      send: async (siteUrl, title) =>
        answerOf(
          await fetch(`${siteUrl}/api/createNews`, {
            method: "POST",
            headers: { "content-type": "application/json", ...staff },
            body: JSON.stringify({
              title,
              content: "<p>Written while an instance stops.</p>",
              image: pictureDataUrl,
            }),
          }),
          (body) => (JSON.parse(body) as { status?: string }).status === "success",
        ),
    },
    page("/blogs-and-news"),
    {
      name: "GraphQL POST query",
      send: async (siteUrl) =>
        answerOf(
          await fetch(`${siteUrl}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: NEWS_QUERY }),
          }),
          hasNews,
        ),
    },
  ];
}

/**
 * Clients that each send the mix in turn, one request at a time, as fast as they are answered,
 * until finish() is called; every request's outcome is kept.
 */
function startSteadyTraffic(siteUrl: string, staff: Record<string, string>) {
  let running = true;
  let sent = 0;
  const outcomes: Outcome[] = [];
  const client = async (index: number, requests: SteadyRequest[]) => {
    for (let turn = index; running; turn++) {
      const request = requests[turn % requests.length]!;
      const title = `Steady ${++sent}`;
      const outcome = await request
        .send(siteUrl, title)
        .catch((error: unknown) => ({ ok: false, answer: String(error) }));
      outcomes.push({
        request: request.name,
        ...outcome,
        endedAt: Date.now(),
        title: request.writes ? title : undefined,
      });
    }
  };
  const done = smallImage("png", 64).then((picture) => {
    const requests = steadyRequests(staff, `data:image/png;base64,${picture.toString("base64")}`);
    return Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index, requests)));
  });
  return {
    async finish(): Promise<Outcome[]> {
      running = false;
      await done;
      return outcomes;
    },
  };
}
