import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { claimEachDue } from "./timed-job.js";
import { takeTurns, withinSlice } from "./turns.js";

/** A job's rows due now: `count` of them, claimed a batch at a time, each taking `eachMs`. */
function dueRows(count: number, eachMs: number) {
  const left = Array.from({ length: count }, (_, index) => index);
  const claimed: number[] = [];
  const work = () =>
    claimEachDue(
      async (size) => left.slice(0, size),
      async (row: number) => {
        await sleep(eachMs);
        left.splice(left.indexOf(row), 1);
        claimed.push(row);
        return true;
      },
      10,
    );
  return { work, claimed, left };
}

describe("a diocese's turn of a timed job", () => {
  it("works through everything due where the deployment serves one diocese", async () => {
    const rows = dueRows(60, 2);
    expect(await rows.work()).toBe(60);
    expect(rows.left).toEqual([]);
  });

  it("stops after its slice where dioceses take turns, and says work was left for its next", async () => {
    const rows = dueRows(200, 2);
    const { workLeft } = await withinSlice(50, rows.work);
    expect(workLeft).toBe(true);
    // A batch or two past the slice at most: the batch under way is finished, not cut short.
    expect(rows.claimed.length).toBeGreaterThan(0);
    expect(rows.claimed.length).toBeLessThan(100);
    expect(rows.left).toHaveLength(200 - rows.claimed.length);

    const rest = await withinSlice(10_000, rows.work);
    expect(rest.workLeft).toBe(false);
    expect(rows.left).toEqual([]);
  });

  it("is never taken twice at once on an instance, however slow", async () => {
    let running = 0;
    let mostAtOnce = 0;
    let taken = 0;
    const turns = takeTurns(
      "SlowJob",
      5,
      async () => {
        running += 1;
        taken += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(30);
        running -= 1;
      },
      (error) => {
        throw error;
      },
    );
    await sleep(150);
    await turns.stop();
    expect(taken).toBeGreaterThan(1);
    expect(mostAtOnce).toBe(1);
    expect(running).toBe(0);
  });
});
