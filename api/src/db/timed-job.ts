import { asUnitOfWork } from "./unit-of-work.js";

/**
 * A timed job's turns on one instance: one at start (so that what fell due while the site was
 * down is done at once) and one every `everyMs`, never two at once, each in a unit of work of its
 * own (db/unit-of-work.ts). Its timer never keeps the process alive, and stop() waits for a turn
 * under way, which uses the database. That several instances act once is each job's own affair:
 * a turn claims its work with a conditional update.
 */
export abstract class TimedJob<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result> | null = null;

  start(everyMs: number): void {
    void this.runTurn();
    this.timer = setInterval(() => void this.runTurn(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One turn, or the one under way. */
  protected runTurn(): Promise<Result> {
    this.running ??= asUnitOfWork(() => this.turn()).finally(() => (this.running = null));
    return this.running;
  }

  protected abstract turn(): Promise<Result>;
}
