import { rm } from "node:fs/promises";
import path from "node:path";
import sqlite3 from "sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDarajaSimulator, type DarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import { TEST_DARAJA_ACCOUNT, appealOf, giftStatus, giveToAppeal, simulatorEnv } from "./giving-support.js";
import { freePort, startSiteProcess, type SiteProcess } from "./site-process.js";

/*
 * The site is killed (kill -9) after M-Pesa's callback has reached it and before it answers: M-Pesa
 * hears no answer and sends the callback again to the restarted site, which settles the gift once.
 * The test holds the database's write lock while the callback is in the site, so that the kill
 * falls between the callback's arrival and its answer.
 */

let simulator: DarajaSimulator;
let site: SiteProcess | null = null;
let port: number;
let dataDir: string | undefined;

beforeAll(async () => {
  // The test sends each callback itself, as M-Pesa would, and again after the kill.
  simulator = await startDarajaSimulator({ ...TEST_DARAJA_ACCOUNT, holdCallbacks: true });
  port = await freePort();
});
afterAll(async () => {
  await site?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await simulator.close();
});

async function start() {
  site = await startSiteProcess({
    port,
    // The status query waits ten minutes here: the callback alone settles the gift.
    env: { ...simulatorEnv(simulator.url), MPESA_STATUS_QUERY_AFTER_SECONDS: "600" },
    ...(dataDir ? { dataDir } : { copiedSampleContent: true }),
  });
  dataDir ??= site.dataDir;
  return site;
}

/** Takes SQLite's write lock on the site's database, as another writer would, until released. */
async function holdWriteLock(file: string): Promise<() => Promise<void>> {
  const database = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqlite3.Database(file, (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  const run = (sql: string) =>
    new Promise<void>((resolve, reject) => database.run(sql, (error) => (error ? reject(error) : resolve())));
  // The site may be writing at that moment (a timed job's turn): wait for it, as another writer would.
  database.configure("busyTimeout", 30_000);
  await run("BEGIN IMMEDIATE");
  return async () => {
    await run("ROLLBACK");
    await new Promise<void>((resolve) => database.close(() => resolve()));
  };
}

function post(url: string, body: unknown) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("a kill -9 between M-Pesa's callback and the site's answer", { timeout: 180_000 }, () => {
  it("leaves the gift pending, and M-Pesa's second sending settles it once", async () => {
    const first = await start();
    const before = await appealOf(first.url);
    const token = await giveToAppeal(first.url, before.id, 1_500, "0712 305 561");
    const [callback] = simulator.takeHeldCallbacks();
    expect(callback).toBeDefined();

    const release = await holdWriteLock(path.join(first.dataDir, "diocese.sqlite"));
    const answer = post(callback!.url, callback!.body).then(
      (response) => response.status,
      () => "no answer",
    );
    // The callback is read and checked, and the site waits for the lock to settle the gift.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await new Promise<void>((resolve) => {
      first.child.once("exit", () => resolve());
      first.child.kill("SIGKILL");
    });
    expect(await answer).toBe("no answer");
    await release();

    const second = await start();
    expect(await giftStatus(second.url, token)).toBe("PENDING");
    // M-Pesa sends the callback again, and once more: each answered, the gift paid once.
    for (let again = 0; again < 2; again++) {
      const response = await post(callback!.url, callback!.body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    }
    expect(await giftStatus(second.url, token)).toBe("PAID");
    const after = await appealOf(second.url);
    expect(after.raisedKes - before.raisedKes).toBe(1_500);
    expect(after.gifts - before.gifts).toBe(1);
  });

  it("answers a callback it could not save with an error, never Accepted, so M-Pesa sends it again", async () => {
    const running = site!;
    const before = await appealOf(running.url);
    const token = await giveToAppeal(running.url, before.id, 700, "0712 305 562");
    const [callback] = simulator.takeHeldCallbacks();
    // Held past the site's wait for the lock (15 s, its own writes queued before the callback's
    // counted in) and past its time to answer (20 s): the callback meets a database it cannot write.
    const release = await holdWriteLock(path.join(running.dataDir, "diocese.sqlite"));
    const refused = await post(callback!.url, callback!.body);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    // Nothing was saved: the lock is still held (readers go on beside it).
    expect(await giftStatus(running.url, token)).toBe("PENDING");
    await release();

    expect((await post(callback!.url, callback!.body)).status).toBe(200);
    expect(await giftStatus(running.url, token)).toBe("PAID");
    expect((await appealOf(running.url)).raisedKes - before.raisedKes).toBe(700);
  });
});
