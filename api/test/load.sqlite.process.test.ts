import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestJson } from "./http.js";
import { startSiteProcess, type SiteProcess } from "./site-process.js";

/** Short in the test suite; `LOAD_SECONDS=60 LOAD_CONNECTIONS=100` gives the full load test. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const ADMIN = { ADMIN_EMAIL: "office@diocese.example", ADMIN_PASSWORD: "Synod-Kakamega-2026" };

let site: SiteProcess;
let token: string;

beforeAll(async () => {
  // One process on the embedded SQLite database: the default installation.
  // The load generator is one client address standing for many visitors.
  site = await startSiteProcess({
    env: { ...ADMIN, DATABASE_URL: "", MAX_CONNECTIONS_PER_CLIENT: "0" },
    copiedSampleContent: true,
  });
  const signIn = await requestJson(site.url, "POST", "/api/login", {
    body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  });
  token = signIn.body.token as string;
});
afterAll(() => site?.dispose());

/**
 * A JSON read on a connection of its own. The load runs in this process, so its event loop is too
 * busy to notice the server closing fetch's idle pooled connection (the sign-in's): reusing that
 * one fails with ECONNRESET, which says nothing about the site.
 */
function getJsonOnNewConnection(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

function rssOf(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
}

describe("under load", () => {
  it("serves public reads mixed with writes with no 5xx, loses no acknowledged write, and stays bounded in memory", async () => {
    let sequence = 0;
    const acknowledged: number[] = [];
    const result = await autocannon({
      url: site.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      // Each connection goes through these in turn; the write comes first so that every connection
      // makes some, however slowly a loaded machine answers.
      requests: [
        {
          method: "POST",
          path: "/api/createArchdeaconry",
          headers: { "content-type": "application/json", "access-token": token },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ archdeaconry: `Load Test Archdeaconry ${++sequence}` }),
          }),
          onResponse: (status, body) => {
            if (status === 200) acknowledged.push((JSON.parse(body) as { id: number }).id);
          },
        },
        { method: "GET", path: "/api/getAllNews" },
        { method: "GET", path: "/blogs-and-news", headers: { accept: "text/html" } },
        {
          method: "POST",
          path: "/graphql",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ newsArticles(pageSize: 6) { total items { title slug } } }" }),
        },
      ],
    });

    expect(result.errors).toBe(0);
    expect(result["5xx"]).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = (await getJsonOnNewConnection(`${site.url}/api/getArchdeaconries`)) as {
      data: { id: number }[];
    };
    const storedIds = new Set(stored.data.map((archdeaconry) => archdeaconry.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    expect(rssOf(site.child.pid!)).toBeLessThan(600 * 2 ** 20);
  });

  it("ends a sign-in flood in 429s, never in 500s", async () => {
    const statuses = new Map<number, number>();
    await autocannon({
      url: `${site.url}/api/login`,
      connections: 20,
      amount: 200,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "someone@diocese.example", password: "guess" }),
      setupClient: (client) =>
        client.on("response", (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
    });
    expect([...statuses.keys()].sort()).toEqual([401, 423, 429].filter((status) => statuses.has(status)));
    expect(statuses.get(429)).toBeGreaterThan(150);
  });
});
