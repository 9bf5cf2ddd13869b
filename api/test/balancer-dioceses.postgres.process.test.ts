import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminScript } from "./admin-script.js";
import { startBalancer, type Balancer } from "./balancer.js";
import { startSiteProcess, type SiteProcess } from "./site-process.js";
import { createPostgresDatabase } from "./test-app.js";

/*
 * A province's deployment as operators run it (issue #44): two instances of the site behind
 * HAProxy (deploy/haproxy.cfg), on one PostgreSQL database with MULTI_DIOCESE=true, serving three
 * dioceses, each at its own host. Each diocese's staff write at its host through one instance;
 * the other instance and the balancer show it at once at that host, and at no other.
 */

/** The first diocese answers at the host of PUBLIC_URL; the others at hosts of their own. */
const KAKAMEGA = "127.0.0.1";
const BUTERE = "butere.example.org";
const MASENO = "maseno-north.example.org";
const HOSTS = [KAKAMEGA, BUTERE, MASENO];

let database: { url: string; drop(): Promise<void> } | undefined;
let adminDataDir: string | undefined;
let instances: SiteProcess[] = [];
let balancer: Balancer | undefined;
/** Each diocese's administrator's session token, by host. */
const staff = new Map<string, string>();

beforeAll(async () => {
  database = await createPostgresDatabase(undefined, true);
  adminDataDir = await mkdtemp(path.join(tmpdir(), "diocese-admin-"));
  const env = { DATABASE_URL: database.url, MULTI_DIOCESE: "true", TRUST_PROXY: "true" };
  // Made before the instances start, so that each knows every host from its first request.
  const made = await Promise.all(
    (
      [
        [BUTERE, "ACK Diocese of Butere"],
        [MASENO, "ACK Diocese of Maseno North"],
      ] as const
    ).map(async ([host, name]) => {
      const { stdout, stderr } = await runAdminScript(
        { ...env, DATA_DIR: adminDataDir, PUBLIC_URL: `http://${KAKAMEGA}:4000` },
        ..."diocese create --admin-name Secretary --host".split(" "),
        host,
        "--name",
        name,
        "--admin-email",
        `office@${host}`,
      );
      expect(stderr).toBe("");
      return [host, /password (\S+)\n$/.exec(stdout)![1]!] as const;
    }),
  );
  const first = { ADMIN_EMAIL: "office@kakamega.example", ADMIN_PASSWORD: "Synod-Kakamega-2026" };
  const passwords = new Map<string, string>([...made, [KAKAMEGA, first.ADMIN_PASSWORD]]);
  // Whichever started is kept for afterAll to stop, even when the other failed to.
  const started = await Promise.allSettled([0, 1].map(() => startSiteProcess({ env: { ...env, ...first } })));
  instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const result of started) if (result.status === "rejected") throw result.reason;
  balancer = await startBalancer([instances[0]!.url, instances[1]!.url]);
  for (const host of HOSTS) {
    const email = host === KAKAMEGA ? first.ADMIN_EMAIL : `office@${host}`;
    const signIn = await at(host, balancer.url, "POST", "/api/login", {
      email,
      password: passwords.get(host),
    });
    expect(signIn.status, host).toBe(200);
    staff.set(host, (JSON.parse(signIn.text) as { token: string }).token);
  }
}, 180_000);

afterAll(async () => {
  // Every step is tried whatever happened before it, so that nothing outlives a failed test.
  const stopped = await Promise.allSettled([
    balancer?.stop(),
    ...instances.map((instance) => instance.dispose()),
  ]);
  const removed = await Promise.allSettled([
    database?.drop(),
    adminDataDir && rm(adminDataDir, { recursive: true, force: true }),
  ]);
  for (const step of [...stopped, ...removed]) if (step.status === "rejected") throw step.reason;
});

/**
 * A request to a site as a browser at `host` sends it (fetch sends the address's own host).
 * Answers the status, whether the instance's response cache answered, and the text.
 */
function at(
  host: string,
  siteUrl: string,
  method: "GET" | "POST",
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; cached: boolean; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${siteUrl}${pathname}`,
      {
        method,
        headers: {
          ...headers,
          host: `${host}:${new URL(siteUrl).port}`,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, cached: response.headers["x-cache"] === "hit", text }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

const NEWS = { query: "{ newsArticles(pageSize: 20) { items { title } } }" };

/** The titles of the news a visitor reads at `host` through `siteUrl`, and whether from the cache. */
async function newsAt(host: string, siteUrl: string) {
  const answer = await at(host, siteUrl, "POST", "/graphql", NEWS);
  expect(answer.status, `${host} at ${siteUrl}`).toBe(200);
  const { data } = JSON.parse(answer.text) as { data: { newsArticles: { items: { title: string }[] } } };
  return { titles: data.newsArticles.items.map((item) => item.title), cached: answer.cached };
}

async function writeNews(host: string, siteUrl: string, title: string, token = staff.get(host)!) {
  return at(
    host,
    siteUrl,
    "POST",
    "/graphql",
    {
      query: "mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { slug } }",
      variables: { input: { title, body: "<p>From the synod.</p>" } },
    },
    { "access-token": token },
  );
}

describe("two instances behind HAProxy serving three dioceses", { timeout: 60_000 }, () => {
  it("show each diocese's write at once at its own host through either instance, and at no other", async () => {
    const [first, second] = instances as [SiteProcess, SiteProcess];
    // The second instance has answered every diocese's news before: its cache holds each as it was.
    for (const host of HOSTS) {
      await newsAt(host, second.url);
      expect({ host, cached: (await newsAt(host, second.url)).cached }).toEqual({ host, cached: true });
    }

    const written = new Map<string, string>();
    for (const host of HOSTS) {
      const title = `Synod at ${host} ${randomBytes(4).toString("hex")}`;
      const made = await writeNews(host, first.url, title);
      expect(JSON.parse(made.text).errors, host).toBeUndefined();
      written.set(host, title);
    }

    for (const siteUrl of [second.url, balancer!.url, balancer!.url]) {
      for (const host of HOSTS) {
        const { titles } = await newsAt(host, siteUrl);
        expect({ host, titles }).toEqual({ host, titles: expect.arrayContaining([written.get(host)]) });
        const others = HOSTS.filter((other) => other !== host).map((other) => written.get(other));
        expect(titles.filter((title) => others.includes(title))).toEqual([]);
        const page = await at(host, siteUrl, "GET", "/blogs-and-news", undefined, { accept: "text/html" });
        expect(page.text).toContain(written.get(host));
        for (const other of others) expect(page.text).not.toContain(other);
      }
    }
  });

  it("keep every other diocese's answers on either instance when one diocese writes", async () => {
    // Each instance's cache holds every diocese's news.
    for (const instance of instances) {
      for (const host of HOSTS) {
        await newsAt(host, instance.url);
        expect({ host, cached: (await newsAt(host, instance.url)).cached }).toEqual({ host, cached: true });
      }
    }
    const title = `Confirmations at Butere ${randomBytes(4).toString("hex")}`;
    expect(JSON.parse((await writeNews(BUTERE, instances[0]!.url, title)).text).errors).toBeUndefined();
    // The writing instance and the one that heard of it drop Butere's answers alone.
    for (const instance of instances) {
      const butere = await newsAt(BUTERE, instance.url);
      expect({ cached: butere.cached, written: butere.titles.includes(title) }).toEqual({
        cached: false,
        written: true,
      });
      for (const host of [KAKAMEGA, MASENO]) {
        expect({ host, cached: (await newsAt(host, instance.url)).cached }).toEqual({ host, cached: true });
      }
    }
  });

  it("refuse one diocese's staff at another's host, on either instance, and change nothing there", async () => {
    const butereToken = staff.get(BUTERE)!;
    for (const siteUrl of [...instances.map((instance) => instance.url), balancer!.url]) {
      for (const host of [KAKAMEGA, MASENO]) {
        const refused = await writeNews(host, siteUrl, "Not theirs to write", butereToken);
        expect(JSON.parse(refused.text).errors?.[0]?.extensions?.code, `${host} at ${siteUrl}`).toBe(
          "UNAUTHENTICATED",
        );
        expect((await newsAt(host, siteUrl)).titles).not.toContain("Not theirs to write");
      }
    }
  });

  it("send each connection's queries one at a time, as pg's next version needs", () => {
    // The first to start filled the sample content, whose many-row inserts the audit log labels.
    for (const instance of instances) {
      expect(instance.output()).not.toContain("when the client is already executing a query");
    }
  });

  it("answer a host no diocese has with a plain 404 through either instance", async () => {
    for (const siteUrl of [...instances.map((instance) => instance.url), balancer!.url]) {
      const nowhere = await at("nowhere.example.org", siteUrl, "GET", "/blogs-and-news");
      expect(nowhere.status).toBe(404);
      expect(nowhere.text).not.toContain("Synod at");
    }
  });
});
