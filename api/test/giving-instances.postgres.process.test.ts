import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDarajaSimulator, type DarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import {
  TEST_DARAJA_ACCOUNT,
  appealOf,
  eventually,
  giftStatus,
  giveToAppeal,
  openProgressStream,
  simulatorEnv,
} from "./giving-support.js";
import { freePort, startSiteProcess, type SiteProcess } from "./site-process.js";
import { dropPostgresDatabase, withAdminClient } from "./test-app.js";

/*
 * Two instances of the site on one PostgreSQL database, as behind a load balancer: M-Pesa's
 * callbacks come to the address PUBLIC_URL names (here the first instance), whichever instance
 * sent the prompt.
 */

const DONOR_DELAY_MS = 1_500;

let simulator: DarajaSimulator;
let databaseName: string;
let databaseUrl: string;
let sharedDataDir: string;
let callbackPort: number;
let first: SiteProcess;
let second: SiteProcess;

async function startFirst(): Promise<SiteProcess> {
  return startSiteProcess({
    port: callbackPort,
    dataDir: sharedDataDir,
    env: { DATABASE_URL: databaseUrl, ...simulatorEnv(simulator.url) },
  });
}

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...TEST_DARAJA_ACCOUNT, callbackDelayMs: DONOR_DELAY_MS });
  databaseName = `diocese_giving_${randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${databaseName}"`));
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  sharedDataDir = await mkdtemp(path.join(tmpdir(), "diocese-giving-"));
  callbackPort = await freePort();
  first = await startFirst();
  second = await startSiteProcess({
    dataDir: sharedDataDir,
    env: { DATABASE_URL: databaseUrl, ...simulatorEnv(simulator.url), PUBLIC_URL: first.url },
  });
});
afterAll(async () => {
  await Promise.all([first.dispose(), second.dispose()]);
  await simulator.close();
  await rm(sharedDataDir, { recursive: true, force: true });
  await dropPostgresDatabase(databaseName);
});

describe("two instances", () => {
  it("show a gift given on one and called back on the other, on both, at once", async () => {
    const before = await appealOf(second.url);
    // Each instance has read (and kept) the appeal's progress before the gift.
    expect(await appealOf(first.url)).toEqual(before);

    // A page open on the instance that gave, and one on the instance that hears the callback.
    const watchers = [
      await openProgressStream(second.url, before.id),
      await openProgressStream(first.url, before.id),
    ];
    for (const watcher of watchers)
      expect(await watcher.next(2_000)).toMatchObject({ raisedKes: before.raisedKes });

    const token = await giveToAppeal(second.url, before.id, 750, "0722 405 551");
    const paidAt = Date.now() + DONOR_DELAY_MS;
    for (const watcher of watchers) {
      expect(await watcher.next(DONOR_DELAY_MS + 3_000)).toMatchObject({ raisedKes: before.raisedKes + 750 });
      expect(Date.now() - paidAt).toBeLessThan(2_000);
      watcher.close();
    }
    expect(await giftStatus(second.url, token)).toBe("PAID");
    for (const instance of [first, second]) {
      const after = await appealOf(instance.url);
      expect(after.raisedKes - before.raisedKes).toBe(750);
      expect(after.gifts - before.gifts).toBe(1);
    }
  });

  it("settle a gift whose callback found the first instance killed (kill -9): the other asks M-Pesa", async () => {
    const before = await appealOf(second.url);
    const token = await giveToAppeal(second.url, before.id, 1_250, "0722 405 552");
    await new Promise<void>((resolve) => {
      first.child.once("exit", () => resolve());
      first.child.kill("SIGKILL");
    });

    expect(
      await eventually(
        () => giftStatus(second.url, token),
        (status) => status === "PAID",
        15_000,
      ),
    ).toBe("PAID");
    expect((await appealOf(second.url)).raisedKes - before.raisedKes).toBe(1_250);
    first = await startFirst();
    expect((await appealOf(first.url)).raisedKes - before.raisedKes).toBe(1_250);
  });
});
