import { TimedJob } from "../../db/timed-job.js";

/** A content type whose items can be scheduled. */
export interface Schedulable {
  /**
   * Publishes every item whose time has come, by one conditional update (scheduled → published)
   * that publishes, and counts, each item for one instance only; says how many this call published.
   */
  publishDue(now: Date): Promise<number>;
}

export interface PublishingLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How often each instance looks for items due: well within the minute an item may be late. */
export const LOOK_EVERY_MS = 15_000;

/**
 * Publishes scheduled items on time whether or not anyone visits. Every instance looks, at start
 * (so that an item that fell due while the site was down goes out at once) and every
 * LOOK_EVERY_MS; the schedule lives in the database, and each item is published by whichever
 * instance's update reaches it first, exactly once. The update is a write like any other, so
 * every instance's response cache is emptied (cache/content-changes.ts).
 */
export class ScheduledPublishing extends TimedJob<number> {
  constructor(
    private readonly schedulables: Schedulable[],
    private readonly logger: PublishingLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  override start(everyMs = LOOK_EVERY_MS): void {
    super.start(everyMs);
  }

  /** One look, or the one under way; says how many items it published. */
  publishDue(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    let published = 0;
    for (const schedulable of this.schedulables) {
      try {
        published += await schedulable.publishDue(this.now());
      } catch (error) {
        this.logger.error({ err: error }, "publishing scheduled items failed; the next look tries again");
      }
    }
    if (published > 0) this.logger.info({ published }, "published scheduled items");
    return published;
  }
}
