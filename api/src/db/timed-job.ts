import { takeTurns, turnIsUp, type Turns } from "./turns.js";
import { asUnitOfWork } from "./unit-of-work.js";

/**
 * A timed job's turns: one at start (so that what fell due while the site was down is done at
 * once) and one every `everyMs`, never two at once on an instance, each in a unit of work of its
 * own (db/unit-of-work.ts); where the deployment serves several dioceses, each diocese's turn
 * taken in turn (db/turns.ts). stop() waits for a turn under way, which uses the database. That
 * several instances act once is each job's own affair: a turn claims its work with a conditional
 * update.
 */
export abstract class TimedJob<Result> {
  private turns: Turns | null = null;
  private running: Promise<Result> | null = null;
  private stopped = false;

  start(everyMs: number): void {
    this.stopped = false;
    // A turn that fails (the database busy or away for a moment) is tried again at the next: its
    // error must not end the process, as an unhandled rejection would.
    this.turns = takeTurns(
      this.constructor.name,
      everyMs,
      async () => {
        if (!this.stopped) await this.runTurn();
      },
      (error) => this.turnFailed(error),
    );
  }

  /** What a failed turn leaves: one line on the error output, where the operator's logs are. */
  protected turnFailed(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${this.constructor.name}: a turn failed and runs again at the next: ${reason}\n`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.turns?.stop();
    this.turns = null;
    await this.running;
  }

  /** One turn, or the one under way. */
  protected runTurn(): Promise<Result> {
    this.running ??= asUnitOfWork(() => this.turn()).finally(() => (this.running = null));
    return this.running;
  }

  protected abstract turn(): Promise<Result>;
}

/**
 * A timed job's way through the rows due now (reminders, say), a batch at a time so that memory
 * stays bounded however many fall due at once: `claim` claims and handles one row by a conditional
 * update, answering false when another instance claimed it first. Claimed rows no longer match
 * `dueBatch`, so each batch is the next; a batch none of which this instance could claim was
 * another instance's, working through the same rows: it goes on with them. Where dioceses take
 * turns, it stops once its diocese's turn is up (db/turns.ts). Answers how many this instance
 * claimed.
 */
export async function claimEachDue<Row>(
  dueBatch: (size: number) => Promise<Row[]>,
  claim: (row: Row) => Promise<boolean>,
  batchSize: number,
): Promise<number> {
  let claimedInAll = 0;
  for (;;) {
    const due = await dueBatch(batchSize);
    let claimed = 0;
    for (const row of due) if (await claim(row)) claimed++;
    claimedInAll += claimed;
    if (due.length < batchSize || claimed === 0 || turnIsUp()) return claimedInAll;
  }
}
