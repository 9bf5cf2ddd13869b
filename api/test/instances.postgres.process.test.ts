import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, requestJson } from "./http.js";
import { startSiteProcess, type SiteProcess } from "./site-process.js";
import { dropPostgresDatabase } from "./test-app.js";

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = {
  ADMIN_EMAIL: "office@diocese.example",
  ADMIN_PASSWORD: "Synod-Kakamega-2026",
  ADMIN_NAME: "Office",
};

let databaseName: string;
let sharedDataDir: string;
let instances: SiteProcess[] = [];

let databaseUrl: string;
/** Taken before any test locks the administrator's account out of new addresses. */
let adminToken: string;

async function adminQuery(sql: string, connectionString = POSTGRES_ADMIN_URL): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  databaseName = `diocese_instances_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  sharedDataDir = await mkdtemp(path.join(tmpdir(), "diocese-shared-"));
  // Two instances start together on a new database and one shared upload folder.
  instances = await Promise.all(
    [0, 1].map(() =>
      startSiteProcess({
        dataDir: sharedDataDir,
        env: { DATABASE_URL: url.toString(), TRUST_PROXY: "true", ...ADMIN },
      }),
    ),
  );
  const signIn = await requestJson(instances[0]!.url, "POST", "/api/login", {
    body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  });
  adminToken = signIn.body.token as string;
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.dispose()));
  await rm(sharedDataDir, { recursive: true, force: true });
  await dropPostgresDatabase(databaseName);
});

describe("two instances on one PostgreSQL database", () => {
  it("migrate and seed once between them", async () => {
    const [first, second] = instances;
    const news = [
      (await getJson(first!.url, "/api/getAllNews")).body,
      (await getJson(second!.url, "/api/getAllNews")).body,
    ];
    expect((news[0] as unknown[]).length).toBe(6);
    expect(news[1]).toEqual(news[0]);
  });

  it("share sessions: a token from one works on the other, and signing out on one ends it on both", async () => {
    const [first, second] = instances;
    const signIn = await requestJson(first!.url, "POST", "/api/login", {
      body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
    });
    const headers = { "access-token": signIn.body.token as string };
    expect((await requestJson(second!.url, "GET", "/api/login", { headers })).body.Status).toBe("Success");
    await requestJson(second!.url, "POST", "/api/logout", { headers });
    expect((await requestJson(first!.url, "GET", "/api/login", { headers })).body.Status).toBe("Failed");
  });

  it("share lock-outs and rate limits", async () => {
    const [first, second] = instances;
    const attempt = (site: SiteProcess, password: string, client: string) =>
      requestJson(site.url, "POST", "/api/login", {
        body: { email: ADMIN.ADMIN_EMAIL, password },
        headers: { "x-forwarded-for": client },
      });
    for (let index = 0; index < 5; index++) {
      await attempt(index % 2 ? first! : second!, "wrong", `203.0.113.${index}`);
    }
    expect((await attempt(first!, ADMIN.ADMIN_PASSWORD, "203.0.113.50")).status).toBe(423);

    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await attempt(index % 2 ? first! : second!, "wrong", "203.0.113.99")).status);
    }
    expect(statuses[10]).toBe(429);
  });

  it("count tries at a recovery code together: wrong guesses at once, on both, kill it after 5", async () => {
    const [first, second] = instances;
    const outbox = path.join(sharedDataDir, "outbox");
    const mailsBefore: string[] = await readdir(outbox).catch(() => []);
    await requestJson(first!.url, "POST", "/api/otp", {
      body: { email: ADMIN.ADMIN_EMAIL },
      headers: { "x-forwarded-for": "198.51.100.200" },
    });
    let mailFile: string | undefined;
    await expect
      .poll(
        async () =>
          (mailFile = (await readdir(outbox)).find(
            (name) => name.endsWith(".eml") && !mailsBefore.includes(name),
          )),
      )
      .toBeDefined();
    const mail = await readFile(path.join(outbox, mailFile!), "utf8");
    const code = /Your code is (\d{6})\./.exec(mail)![1]!;
    const verify = (site: SiteProcess, otp: string, client: string) =>
      requestJson(site.url, "POST", "/api/verifyOtp", {
        body: { email: ADMIN.ADMIN_EMAIL, otp, newpass: "Guessed-Password-2026" },
        headers: { "x-forwarded-for": client },
      });
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0");
    // Two bursts of 30 guesses at once, half on each instance, each from its own address.
    for (const burst of [0, 1]) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          verify(
            index % 2 ? first! : second!,
            wrong(burst * 30 + index),
            `198.51.100.${burst * 30 + index + 1}`,
          ),
        ),
      );
      expect(answers.every((answer) => answer.status === 400)).toBe(true);
    }
    expect((await verify(second!, code, "198.51.100.150")).status).toBe(400);
  });

  it("never answer from a cache older than a write the other instance has answered", async () => {
    const [first, second] = instances;
    const headers = { "access-token": adminToken };
    const namesOnSecond = async () =>
      ((await getJson(second!.url, "/api/getArch")).body as { data: { archdeaconry: string }[] }).data.map(
        (row) => row.archdeaconry,
      );
    const stale: number[] = [];
    for (let round = 0; round < 150; round++) {
      await namesOnSecond(); // the second instance's cache holds the list as it is
      const name = `Archdeaconry of round ${round}`;
      const created = await requestJson(first!.url, "POST", "/api/createArchdeaconry", {
        body: { archdeaconry: name },
        headers,
      });
      expect(created.status).toBe(200);
      if (!(await namesOnSecond()).includes(name)) stale.push(round);
    }
    expect(stale).toEqual([]);
  }, 120_000);

  it("empty their response caches when another instance announces a change", async () => {
    const [, second] = instances;
    await fetch(`${second!.url}/api/getAllNews`);
    expect((await fetch(`${second!.url}/api/getAllNews`)).headers.get("x-cache")).toBe("hit");
    await adminQuery("SELECT pg_notify('diocese_content_changed', 'another instance')", databaseUrl);
    // NOTIFY reaches the other instance asynchronously, within milliseconds.
    await expect
      .poll(async () => (await fetch(`${second!.url}/api/getAllNews`)).headers.get("x-cache"), {
        timeout: 2000,
      })
      .toBe("miss");
  });

  it("serve every upload from either instance", async () => {
    const [first, second] = instances;
    const [article] = (await getJson(first!.url, "/api/getAllNews")).body as { file: string }[];
    for (const instance of [first!, second!]) {
      const response = await fetch(`${instance.url}${article!.file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\//);
    }
  });
});
