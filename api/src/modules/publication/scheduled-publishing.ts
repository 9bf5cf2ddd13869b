import { asUnitOfWork } from "../../db/unit-of-work.js";

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
export class ScheduledPublishing {
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<number> | null = null;

  constructor(
    private readonly schedulables: Schedulable[],
    private readonly logger: PublishingLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(everyMs = LOOK_EVERY_MS): void {
    void this.publishDue();
    this.timer = setInterval(() => void this.publishDue(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.looking;
  }

  /** One look, or the one under way; says how many items it published. */
  publishDue(): Promise<number> {
    this.looking ??= asUnitOfWork(() => this.lookOnce()).finally(() => (this.looking = null));
    return this.looking;
  }

  private async lookOnce(): Promise<number> {
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
