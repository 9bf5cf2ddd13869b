import type { DataSource, EntityManager } from "typeorm";
import { AccountLockedError, TooManyRequestsError } from "../../errors.js";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

interface ThrottleRow {
  attempts: number;
  window_started_ms: number | string;
  locked_until_ms: number | string | null;
}

/**
 * Counters kept in the database, so that rate limits and lock-outs hold across several instances
 * of the app. One row per key ("sign-in:203.0.113.9", "sign-in-failures:office@example.org", ...).
 */
export class ThrottleService {
  private readonly placeholder: (n: number) => string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.placeholder = dataSource.options.type === "postgres" ? (n) => `$${n}` : (n) => `?${n}`;
  }

  /** Counts one attempt in a fixed window and refuses it, with `message`, once over the limit. */
  async consume(key: string, rate: RateLimit, message: (retryInMinutes: number) => string): Promise<void> {
    const now = this.now().getTime();
    const row = await this.dataSource.transaction(async (manager) => {
      await this.increment(manager, key, now, now - rate.windowMs);
      return this.read(manager, key);
    });
    if (row && row.attempts > rate.limit) {
      const retryMs = Number(row.window_started_ms) + rate.windowMs - now;
      throw new TooManyRequestsError(message(Math.max(1, Math.ceil(retryMs / 60_000))));
    }
  }

  /** Refuses while `key` is locked by recordFailure. */
  async assertNotLocked(key: string, message: (until: Date) => string): Promise<void> {
    const row = await this.read(this.dataSource.manager, key);
    const lockedUntil = row?.locked_until_ms == null ? 0 : Number(row.locked_until_ms);
    if (lockedUntil > this.now().getTime()) throw new AccountLockedError(message(new Date(lockedUntil)));
  }

  /** Counts one failure in a row; the `maxFailures`-th locks the key for `lockMs` and starts the count again. */
  async recordFailure(key: string, maxFailures: number, lockMs: number): Promise<void> {
    const now = this.now().getTime();
    await this.dataSource.transaction(async (manager) => {
      await this.increment(manager, key, now, Number.NEGATIVE_INFINITY);
      const row = await this.read(manager, key);
      if (row && row.attempts >= maxFailures) {
        const p = this.placeholder;
        await manager.query(
          `UPDATE throttle SET attempts = 0, locked_until_ms = ${p(1)} WHERE throttle_key = ${p(2)}`,
          [now + lockMs, key],
        );
      }
    });
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM throttle WHERE throttle_key = ${this.placeholder(1)}`, [key]);
  }

  private async increment(manager: EntityManager, key: string, now: number, windowStartedBefore: number) {
    const p = this.placeholder;
    // A window that began before `windowStartedBefore` is over: the count starts again at 1.
    const expired = Number.isFinite(windowStartedBefore) ? `throttle.window_started_ms <= ${p(3)}` : "1 = 0";
    await manager.query(
      `INSERT INTO throttle (throttle_key, attempts, window_started_ms) VALUES (${p(1)}, 1, ${p(2)})
       ON CONFLICT (throttle_key) DO UPDATE SET
         attempts = CASE WHEN ${expired} THEN 1 ELSE throttle.attempts + 1 END,
         window_started_ms = CASE WHEN ${expired} THEN ${p(2)} ELSE throttle.window_started_ms END`,
      Number.isFinite(windowStartedBefore) ? [key, now, windowStartedBefore] : [key, now],
    );
  }

  private async read(manager: EntityManager, key: string): Promise<ThrottleRow | undefined> {
    const rows: ThrottleRow[] = await manager.query(
      `SELECT attempts, window_started_ms, locked_until_ms FROM throttle WHERE throttle_key = ${this.placeholder(1)}`,
      [key],
    );
    return rows[0];
  }
}
