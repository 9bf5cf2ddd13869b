import { setTimeout as sleep } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { DiocesesTurns, TurnOptions, Turns } from "./turns.js";
import { withinSlice } from "./turns.js";
import { QUEUE_SCHEMA } from "./dioceses.js";
import { asUnitOfWork } from "./unit-of-work.js";

/** How long one diocese's turn works before the next diocese's comes (db/turns.ts, turnIsUp). */
export const TURN_SLICE_MS = 1_000;
/** How many queued turns an instance takes at a time, one after another. */
const TURNS_TAKEN_AT_ONCE = 8;
/** How often an instance with nothing to do looks for queued turns: pg-boss's shortest. */
const LOOK_FOR_TURNS_EVERY_SECONDS = 0.5;
/** A turn taken by an instance that then stopped is given up after this long. */
const TURN_EXPIRES_AFTER_SECONDS = 15 * 60;
/** How many times a job's queue is tried to be made before its turns are given up on this instance. */
const QUEUE_MAKING_ATTEMPTS = 10;
/** How long stopping waits for the turns under way (each a slice, bar one long step) to end. */
const STOP_WAITS_AT_MOST_MS = 60_000;
/** How often the queue's trouble is told at most. */
const TROUBLE_TOLD_EVERY_MS = 60_000;
/** Turns done are kept this long, and then this long again in the archive, then deleted. */
const DONE_TURNS_KEPT_SECONDS = 5 * 60;

export interface FairQueueParts {
  /** The site's PostgreSQL database (DATABASE_URL). */
  databaseUrl: string;
  /** The dioceses served now: each is given a turn of each job. */
  dioceses: () => readonly number[];
  /** Where the queue's own trouble is told (its database away, say). */
  logError: (error: unknown, message: string) => void;
}

interface DioceseTurn {
  diocese: number;
}

/**
 * The timed jobs' turns where one deployment serves several dioceses (issue #44, step 5), kept in
 * pg-boss, a job queue in PostgreSQL: a queue per job holding at most one waiting turn per diocese,
 * each asked for every `everyMs` by every instance and taken oldest first by whichever instance is
 * free, as that diocese (row-level security). A turn works for one slice; a diocese with work left
 * asks for its next turn at once, which queues behind the other dioceses' turns. So one diocese's
 * newsletter to thousands, or its thousand reminders, waits its turn like anyone's, and no other
 * diocese waits for it to end. That each piece of work is done once is still each job's affair:
 * it claims its work with a conditional update.
 */
export class FairQueue implements DiocesesTurns {
  private stopping = false;
  /** The queues being made, one after another (makeQueue). */
  private queuesMade: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly boss: PgBoss,
    private readonly parts: FairQueueParts,
  ) {}

  /**
   * Starts the queue, making its tables at the first start (in QUEUE_SCHEMA, which the role of
   * DATABASE_URL must be allowed to create); refused, with the reason, when it cannot.
   */
  static async start(parts: FairQueueParts): Promise<FairQueue> {
    const boss = new PgBoss({
      connectionString: parts.databaseUrl,
      schema: QUEUE_SCHEMA,
      application_name: "diocese-site job queue",
      max: 2,
      // The jobs keep their own schedules; pg-boss's cron is not used.
      schedule: false,
      archiveCompletedAfterSeconds: DONE_TURNS_KEPT_SECONDS,
      deleteAfterSeconds: DONE_TURNS_KEPT_SECONDS,
    });
    // Told at most once a minute: with the database away a while, every queue's every look fails.
    let toldAt = 0;
    let untold = 0;
    boss.on("error", (error) => {
      if (Date.now() - toldAt < TROUBLE_TOLD_EVERY_MS) {
        untold += 1;
        return;
      }
      parts.logError(error, `the job queue met trouble (${untold} more times since last told); it goes on`);
      toldAt = Date.now();
      untold = 0;
    });
    try {
      await boss.start();
    } catch (error) {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `The timed jobs' queue could not start in the schema ${QUEUE_SCHEMA} (${reason}): with MULTI_DIOCESE=true ` +
          `the role of DATABASE_URL must be allowed to create it (the database's owner, or GRANT CREATE ON DATABASE)`,
        { cause: error },
      );
    }
    return new FairQueue(boss, parts);
  }

  takeTurns(
    job: string,
    everyMs: number,
    turn: () => Promise<unknown>,
    failed: (error: unknown) => void,
    { firstAtOnce }: TurnOptions,
  ): Turns {
    const queue = `turns-of-${job}`;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    const askForTurns = () =>
      this.boss
        .insert(this.parts.dioceses().map((diocese) => this.turnOf(queue, diocese)))
        .catch((error: unknown) => failed(error));
    const ready = (async () => {
      await this.makeQueue(queue);
      if (stopped) return;
      await this.boss.work<DioceseTurn>(
        queue,
        { batchSize: TURNS_TAKEN_AT_ONCE, pollingIntervalSeconds: LOOK_FOR_TURNS_EVERY_SECONDS },
        async (turns) => {
          for (const { data } of turns) {
            if (stopped || this.stopping) return;
            await this.takeTurn(queue, data.diocese, turn, failed);
          }
        },
      );
      if (firstAtOnce) await askForTurns();
      if (stopped) return;
      timer = setInterval(() => void askForTurns(), everyMs);
      timer.unref();
    })().catch(failed);
    return {
      stop: async () => {
        stopped = true;
        await ready;
        if (timer) clearInterval(timer);
        if (!this.stopping) await this.boss.offWork(queue);
      },
    };
  }

  /** Stops taking turns, once the turns under way are done, and closes the queue's connections. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_WAITS_AT_MOST_MS });
  }

  /**
   * Makes a job's queue where there is none yet, one queue at a time on this instance: pg-boss
   * alters its tables to make one, and two made at once deadlock. Another instance making its
   * queues at the same moment can still meet this one so: it is tried again a while later.
   */
  private makeQueue(queue: string): Promise<void> {
    const made = this.queuesMade.then(() => this.tryMakingQueue(queue));
    this.queuesMade = made.catch(() => undefined);
    return made;
  }

  private async tryMakingQueue(queue: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(queue)) return;
        await this.boss.createQueue(queue, {
          name: queue,
          // At most one turn waiting per diocese: asking again while one waits adds none.
          policy: "short",
          retryLimit: 0,
          expireInSeconds: TURN_EXPIRES_AFTER_SECONDS,
        });
        return;
      } catch (error) {
        if (attempt === QUEUE_MAKING_ATTEMPTS || this.stopping) throw error;
        // Apart from the other instance's next try, whose own wait is drawn likewise.
        await sleep(attempt * 100 + Math.random() * 200);
      }
    }
  }

  /** One diocese's turn, as that diocese; with work left, its next turn is asked for at once. */
  private async takeTurn(
    queue: string,
    diocese: number,
    turn: () => Promise<unknown>,
    failed: (error: unknown) => void,
  ): Promise<void> {
    try {
      const { workLeft } = await asUnitOfWork(() => withinSlice(TURN_SLICE_MS, turn), diocese);
      if (workLeft && !this.stopping) await this.boss.insert([this.turnOf(queue, diocese)]);
    } catch (error) {
      failed(error);
    }
  }

  private turnOf(queue: string, diocese: number): PgBoss.JobInsert<DioceseTurn> {
    return { name: queue, data: { diocese }, singletonKey: String(diocese) };
  }
}
