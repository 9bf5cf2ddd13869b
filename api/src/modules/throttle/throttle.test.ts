import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { ThrottleService } from "./throttle.service.js";

let server: TestApp;
let clock: Date;
let throttle: ThrottleService;

beforeEach(async () => {
  server = await startTestApp();
  clock = new Date("2026-11-21T08:00:00Z");
  throttle = new ThrottleService(server.dataSource, () => clock);
});
afterEach(() => server.close());

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
});

describe("lock-outs", () => {
  it("locks after the given number of failures in a row, for the given time", async () => {
    const lockedMessage = (until: Date) => `locked until ${until.toISOString()}`;
    for (let failure = 0; failure < 4; failure++) await throttle.recordFailure("f", 5, 15 * MINUTE);
    await expect(throttle.assertNotLocked("f", lockedMessage)).resolves.toBeUndefined();
    await throttle.recordFailure("f", 5, 15 * MINUTE);
    await expect(throttle.assertNotLocked("f", lockedMessage)).rejects.toMatchObject({
      httpStatus: 423,
      message: "locked until 2026-11-21T08:15:00.000Z",
    });
    advance(15 * MINUTE + 1);
    await expect(throttle.assertNotLocked("f", lockedMessage)).resolves.toBeUndefined();
  });

  it("starts counting again after a success clears the key", async () => {
    for (let failure = 0; failure < 4; failure++) await throttle.recordFailure("f", 5, 15 * MINUTE);
    await throttle.clear("f");
    for (let failure = 0; failure < 4; failure++) await throttle.recordFailure("f", 5, 15 * MINUTE);
    await expect(throttle.assertNotLocked("f", () => "locked")).resolves.toBeUndefined();
  });
});
