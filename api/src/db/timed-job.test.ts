import { describe, expect, it, vi } from "vitest";
import { TimedJob } from "./timed-job.js";

/** A job whose first turns fail as a busy database makes them fail, then succeed. */
class FlakyJob extends TimedJob<number> {
  tries = 0;
  failures: string[] = [];

  protected async turn(): Promise<number> {
    this.tries += 1;
    if (this.tries <= 2) throw new Error("SQLITE_BUSY: database is locked");
    return this.tries;
  }

  protected override turnFailed(error: unknown): void {
    this.failures.push(error instanceof Error ? error.message : String(error));
  }
}

describe("a timed job whose turn fails", () => {
  it("keeps the process running and tries again at its next turn", async () => {
    const job = new FlakyJob();
    job.start(20);
    await vi.waitFor(() => expect(job.tries).toBeGreaterThanOrEqual(3), { timeout: 2_000 });
    await job.stop();
    expect(job.failures).toEqual(["SQLITE_BUSY: database is locked", "SQLITE_BUSY: database is locked"]);
  });
});
