import { afterEach, describe, expect, it } from "vitest";
import { getJson } from "./http.js";
import { startSiteProcess, type SiteProcess } from "./site-process.js";

let site: SiteProcess | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

// Each test starts the built server as a process (migrations, sample content, an argon2 hash), once
// or twice: on a busy machine that takes longer than the suite's usual 30 s.
const PROCESS_TEST_TIMEOUT = 90_000;

// The site as `npm start` runs it on SQLite: what is tested is the process (its first start, its
// restart, its stop and its log), not the database, which every other test covers on both.
describe("the server process", () => {
  it(
    "starts on an empty data folder with sample content and a first admin, stops cleanly on SIGTERM, and does not bring the sample content back when it restarts on the same data",
    async () => {
      site = await startSiteProcess({ env: { DATABASE_URL: "" } });
      expect(site.output()).toMatch(
        /The first administrator was created\.[\s\S]*admin@example\.org and password \S+/,
      );
      expect(((await getJson(site.url, "/api/getAllNews")).body as unknown[]).length).toBe(6);
      expect(await getJson(site.url, "/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });

      const started = Date.now();
      expect(await site.stop()).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);

      const again = await startSiteProcess({ env: { DATABASE_URL: "" }, dataDir: site.dataDir });
      try {
        expect(((await getJson(again.url, "/api/getAllNews")).body as unknown[]).length).toBe(6);
        expect(again.output()).not.toContain("The first administrator was created");
      } finally {
        await again.stop();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    "writes each request's log line within a second, and every line before it has stopped",
    async () => {
      // At debug every request has its line; at info a routine read has none.
      site = await startSiteProcess({
        env: { DATABASE_URL: "", LOG_LEVEL: "debug" },
        copiedSampleContent: true,
      });
      const requestLines = () =>
        site!
          .output()
          .split("\n")
          .filter((line) => line.includes('"msg":"request"'))
          .map((line) => JSON.parse(line) as { url: string; status: number });
      await fetch(`${site.url}/healthz`);
      // Lines are written in batches: one request alone is out once the batch's second is up.
      await expect
        .poll(() => requestLines().map((line) => line.url), { timeout: 3_000 })
        .toContain("/healthz");

      for (let visit = 0; visit < 5; visit++) await fetch(`${site.url}/api/getAllNews`);
      await fetch(`${site.url}/no-such-file.txt`);
      expect(await site.stop()).toBe(0);
      const lines = requestLines();
      expect(lines.filter((line) => line.url === "/api/getAllNews")).toHaveLength(5);
      expect(lines).toContainEqual(expect.objectContaining({ url: "/no-such-file.txt", status: 404 }));
    },
    PROCESS_TEST_TIMEOUT,
  );
});
