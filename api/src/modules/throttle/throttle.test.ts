import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { unitOfWork } from "../../db/unit-of-work.js";
import { clientKey } from "./client-key.js";
import { ThrottleService } from "./throttle.service.js";

let server: TestApp;
let clock: Date;
let throttle: ThrottleService;

// One site for the file; each test starts from no counts, on a clock of its own.
beforeAll(async () => {
  server = await startTestApp();
});
beforeEach(async () => {
  await server.dataSource.query("DELETE FROM throttle");
  clock = new Date("2026-11-21T08:00:00Z");
  throttle = new ThrottleService(server.dataSource, () => clock);
});
afterAll(() => server.close());

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MINUTE = 60_000;
const message = (minutes: number) => `wait ${minutes} min`;

describe("rate limits", () => {
  it("refuses attempts over the limit until the window has passed", async () => {
    const rate = { limit: 3, windowMs: 10 * MINUTE };
    for (let attempt = 0; attempt < 3; attempt++) await throttle.consume("k", rate, message);
    await expect(throttle.consume("k", rate, message)).rejects.toMatchObject({
      httpStatus: 429,
      message: "wait 10 min",
    });
    advance(4 * MINUTE);
    await expect(throttle.consume("k", rate, message)).rejects.toMatchObject({ message: "wait 6 min" });
    await expect(throttle.consume("other", rate, message)).resolves.toBeUndefined();
    advance(6 * MINUTE);
    await expect(throttle.consume("k", rate, message)).resolves.toBeUndefined();
  });

  it("never asks for a longer wait than the window, when another request began it a moment later", async () => {
    const rate = { limit: 1, windowMs: 60 * MINUTE };
    await throttle.consume("k", rate, message);
    // A request that read the clock a few milliseconds before the one that began the window.
    advance(-5);
    await expect(throttle.consume("k", rate, message)).rejects.toMatchObject({
      message: "wait 60 min",
      retryAfterSeconds: 3600,
    });
  });
});

describe("several limits on one attempt", () => {
  const own = { limit: 3, windowMs: 10 * MINUTE };
  const shared = { limit: 5, windowMs: 10 * MINUTE };
  const limitsOf = (client: string) => [
    { key: `client:${client}`, rate: own, message: () => `too many from ${client}` },
    { key: "everyone", rate: shared, message: () => "too many from everyone" },
  ];

  it("counts a refused attempt against none of them: the first that refuses says why", async () => {
    for (let attempt = 0; attempt < 3; attempt++) await throttle.consumeAll(limitsOf("a"));
    for (let attempt = 0; attempt < 50; attempt++) {
      await expect(throttle.consumeAll(limitsOf("a"))).rejects.toMatchObject({ message: "too many from a" });
    }
    // The shared limit holds a's three alone: two more, from anyone else, go on.
    await throttle.consumeAll(limitsOf("b"));
    await throttle.consumeAll(limitsOf("c"));
    await expect(throttle.consumeAll(limitsOf("d"))).rejects.toMatchObject({
      message: "too many from everyone",
    });
    // ...and that refusal used up none of d's own.
    advance(10 * MINUTE);
    for (let attempt = 0; attempt < 3; attempt++) await throttle.consumeAll(limitsOf("d"));
  });

  it("lets no more than each limit through when attempts come together", async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        unitOfWork.run({}, () => throttle.consumeAll(limitsOf(String(index % 3)))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(5);
    const counts = (await server.dataSource.query(
      "SELECT throttle_key, attempts FROM throttle ORDER BY throttle_key",
    )) as { throttle_key: string; attempts: number }[];
    const total = counts
      .filter((row) => row.throttle_key.startsWith("client:"))
      .reduce((sum, row) => sum + Number(row.attempts), 0);
    expect(total).toBe(5);
    expect(counts.find((row) => row.throttle_key === "everyone")?.attempts).toBe(5);
  });
});

describe("lock-outs", () => {
  const lockOut = { maxFailures: 5, lockMs: 15 * MINUTE };
  /** One attempt, checked and found wrong: answers the lock it leaves, if any. */
  async function wrongAttempt(key: string): Promise<Date | null> {
    const locked = await throttle.startAttempt(key, lockOut);
    return locked ?? throttle.failAttempt(key, lockOut);
  }

  it("locks on the attempt that makes the given number of failures in a row, for the given time", async () => {
    for (let failure = 0; failure < 4; failure++) expect(await wrongAttempt("f")).toBeNull();
    expect(await wrongAttempt("f")).toEqual(new Date("2026-11-21T08:15:00.000Z"));
    expect(await throttle.startAttempt("f", lockOut)).toEqual(new Date("2026-11-21T08:15:00.000Z"));
    advance(15 * MINUTE + 1);
    expect(await throttle.startAttempt("f", lockOut)).toBeNull();
  });

  it("counts attempts that arrive together before any is checked: no more than the limit go on", async () => {
    // Each as its own request would: one unit of work each.
    const started = await Promise.all(
      Array.from({ length: 40 }, () => unitOfWork.run({}, () => throttle.startAttempt("f", lockOut))),
    );
    expect(started.filter((lockedUntil) => lockedUntil === null)).toHaveLength(5);
  });

  it("starts counting again after a success clears the key", async () => {
    for (let failure = 0; failure < 4; failure++) await wrongAttempt("f");
    await throttle.clear("f");
    for (let failure = 0; failure < 4; failure++) expect(await wrongAttempt("f")).toBeNull();
  });

  it("clears every key that starts with a prefix, and only those", async () => {
    for (const key of ["account-1:a", "account-1:b", "account-10:a", "account-1%"]) {
      for (let failure = 0; failure < 5; failure++) await wrongAttempt(key);
    }
    await throttle.clearStartingWith("account-1:");
    expect(await throttle.startAttempt("account-1:a", lockOut)).toBeNull();
    expect(await throttle.startAttempt("account-1:b", lockOut)).toBeNull();
    expect(await throttle.startAttempt("account-10:a", lockOut)).not.toBeNull();
    expect(await throttle.startAttempt("account-1%", lockOut)).not.toBeNull();
  });
});

describe("old counts", () => {
  it("are forgotten after a day unless they hold a lock, so the table does not grow for ever", async () => {
    const lockOut = { maxFailures: 5, lockMs: 15 * MINUTE };
    await throttle.consume("sign-in:203.0.113.1", { limit: 10, windowMs: MINUTE }, message);
    await throttle.startAttempt("sign-in-failures:name-x:address:203.0.113.1", lockOut);
    for (let failure = 0; failure < 5; failure++) {
      await throttle.startAttempt("locked", { maxFailures: 5, lockMs: 3 * 24 * 60 * MINUTE });
      await throttle.failAttempt("locked", { maxFailures: 5, lockMs: 3 * 24 * 60 * MINUTE });
    }
    advance(25 * 60 * MINUTE);
    await throttle.consume("sign-in:203.0.113.2", { limit: 10, windowMs: MINUTE }, message);
    const keys = (await server.dataSource.query(
      "SELECT throttle_key FROM throttle ORDER BY throttle_key",
    )) as {
      throttle_key: string;
    }[];
    expect(keys.map((row) => row.throttle_key)).toEqual(["locked", "sign-in:203.0.113.2"]);
  });
});

describe("a client address, as every limit per client counts it", () => {
  it("count an IPv6 client's whole /64 as one, and IPv4 addresses as they are", () => {
    expect(clientKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:0db8:abcd:0012::99")).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientKey("198.51.100.7")).toBe("198.51.100.7");
  });
});
