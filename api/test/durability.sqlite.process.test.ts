import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sqlite3 from "sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, requestJson } from "./http.js";
import { startSiteProcess } from "./site-process.js";

const ADMIN = { ADMIN_EMAIL: "office@diocese.example", ADMIN_PASSWORD: "Synod-Kakamega-2026" };
const ROUNDS = 5;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "diocese-kill-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function integrityCheck(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const database = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => error && reject(error));
    database.get("PRAGMA integrity_check", (error, row: { integrity_check: string }) => {
      database.close();
      if (error) reject(error);
      else resolve(row.integrity_check);
    });
  });
}

// Each round starts the built server, several seconds on a two-core machine running the other
// projects' tests at the same time.
const DURABILITY_TIMEOUT = 120_000;

describe("a kill -9 during a burst of writes", () => {
  it(
    `loses no acknowledged write and leaves an intact database, ${ROUNDS} times over`,
    async () => {
      const acknowledged: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const site = await startSiteProcess({
          dataDir,
          env: { ...ADMIN, DATABASE_URL: "" },
          copiedSampleContent: round === 0,
        });
        const signIn = await requestJson(site.url, "POST", "/api/login", {
          body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
        });
        const headers = { "access-token": signIn.body.token as string };

        let running = true;
        const writer = async (worker: number) => {
          for (let index = 0; running; index++) {
            try {
              const response = await requestJson(site.url, "POST", "/api/createArchdeaconry", {
                body: { archdeaconry: `Round ${round} writer ${worker} number ${index}` },
                headers,
              });
              if (response.status === 200) acknowledged.push(response.body.id as number);
            } catch {
              return; // the server is gone
            }
          }
        };
        const before = acknowledged.length;
        const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
        // Killed in the middle of the burst: once some writes are acknowledged (a few more each
        // round), with eight more on their way. A time alone let too few through on a busy machine.
        const deadline = Date.now() + 60_000;
        while (acknowledged.length - before < 12 + round * 3 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        site.child.kill("SIGKILL");
        running = false;
        await Promise.all(writers);
        await site.stop();
      }

      expect(acknowledged.length).toBeGreaterThan(ROUNDS * 10);
      const site = await startSiteProcess({ dataDir, env: { ...ADMIN, DATABASE_URL: "" } });
      try {
        const stored = (await getJson(site.url, "/api/getArchdeaconries")).body as { data: { id: number }[] };
        const storedIds = new Set(stored.data.map((archdeaconry) => archdeaconry.id));
        expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      } finally {
        await site.stop();
      }
      expect(await integrityCheck(path.join(dataDir, "diocese.sqlite"))).toBe("ok");
    },
    DURABILITY_TIMEOUT,
  );
});
