import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDarajaSimulator, type DarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import {
  TEST_DARAJA_ACCOUNT,
  appealOf,
  eventually,
  giftStatus,
  giveToAppeal,
  simulatorEnv,
} from "./giving-support.js";
import { freePort, startSiteProcess, type SiteProcess } from "./site-process.js";

/*
 * A paid gift is never lost: the site is killed (kill -9) while the donor's phone shows the prompt,
 * and the gift is settled after the restart, by the late callback or by the status query.
 */

/**
 * The donor takes this long over the prompt: time to kill the site, and to start it again or not.
 * A restart has taken over 4 s on a machine busy with the rest of the suite, so the first case
 * found the gift already settled where it means to see it pending: 12 s leaves room.
 */
const DONOR_DELAY_MS = 12_000;

let simulator: DarajaSimulator;
let site: SiteProcess | null = null;
let port: number;
let dataDir: string | undefined;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...TEST_DARAJA_ACCOUNT, callbackDelayMs: DONOR_DELAY_MS });
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
    env: simulatorEnv(simulator.url),
    ...(dataDir ? { dataDir } : { copiedSampleContent: true }),
  });
  dataDir ??= site.dataDir;
  return site;
}

function killHard(running: SiteProcess): Promise<void> {
  return new Promise((resolve) => {
    running.child.once("exit", () => resolve());
    running.child.kill("SIGKILL");
  });
}

// Each test starts the built site as a process, twice, the first time filling a new database with
// the sample content: tens of seconds on a machine busy with the rest of the suite.
describe("a kill -9 between the prompt and the callback", { timeout: 180_000 }, () => {
  it("settles the gift by its late callback when the site is back before it comes", async () => {
    const first = await start();
    const before = await appealOf(first.url);
    const token = await giveToAppeal(first.url, before.id, 1_000, "0712 305 551");
    await killHard(first);

    const second = await start();
    expect(await giftStatus(second.url, token)).toBe("PENDING");
    expect(
      await eventually(
        () => giftStatus(second.url, token),
        (status) => status === "PAID",
        DONOR_DELAY_MS + 5_000,
      ),
    ).toBe("PAID");
    const after = await appealOf(second.url);
    expect(after.raisedKes - before.raisedKes).toBe(1_000);
    expect(after.gifts - before.gifts).toBe(1);
    await second.stop();
  });

  it("settles the gift by the status query when its callback came while the site was down", async () => {
    // The first site's data folder stays, as the restarts keep it.
    const first = await start();
    const before = await appealOf(first.url);
    const token = await giveToAppeal(first.url, before.id, 2_000, "0712 305 552");
    await killHard(first);
    // The callback comes, and finds no one.
    await new Promise((resolve) => setTimeout(resolve, DONOR_DELAY_MS + 500));

    const second = await start();
    expect(
      await eventually(
        () => giftStatus(second.url, token),
        (status) => status === "PAID",
        15_000,
      ),
    ).toBe("PAID");
    const after = await appealOf(second.url);
    expect(after.raisedKes - before.raisedKes).toBe(2_000);
  });
});
