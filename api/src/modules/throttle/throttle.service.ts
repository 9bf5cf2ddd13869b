import type { DataSource, EntityManager } from "typeorm";
import { TooManyRequestsError } from "../../errors.js";
import { KeptPerDiocese } from "../../lib/kept-per-diocese.js";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** A limit on one key: `rate.limit` attempts in each window, and what a refusal says. */
export interface Limit {
  key: string;
  rate: RateLimit;
  message: (retryInMinutes: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** After `maxFailures` wrong attempts in a row (within a day) a key is locked for `lockMs`. */
export interface LockOut {
  maxFailures: number;
  lockMs: number;
}

interface ThrottleRow {
  throttle_key: string;
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
  /** Each diocese's counts are its own (row-level security), and pruned in its own turn. */
  private readonly lastPrunedMs = new KeptPerDiocese<number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.placeholder = dataSource.options.type === "postgres" ? (n) => `$${n}` : (n) => `?${n}`;
  }

  /** Counts one attempt in a fixed window and refuses it, with `message`, once over the limit. */
  async consume(key: string, rate: RateLimit, message: (retryInMinutes: number) => string): Promise<void> {
    await this.consumeAll([{ key, rate, message }]);
  }

  /**
   * Counts one attempt against every limit, or against none: limits are weighed in the order
   * given, and the first the attempt would pass refuses it with its message. A refused attempt
   * uses up no budget, its own or anyone else's. An attempt over a limit already (a flood) is
   * refused by one read, without a write or a lock; the others are counted in one transaction,
   * which rolls back all it counted if a limit was reached meanwhile (each key's row is locked
   * by its update until the end, so attempts that come together are counted one after another).
   */
  async consumeAll(limits: readonly Limit[]): Promise<void> {
    const now = this.now().getTime();
    if (now - (this.lastPrunedMs.get() ?? 0) >= PRUNE_EVERY_MS) await this.prune(now);
    await this.refuseWhenAnyFull(limits, now);
    await this.dataSource.transaction(async (manager) => {
      for (const limit of limits) {
        await this.increment(manager, limit.key, now, now - limit.rate.windowMs);
        const [row] = await this.read(manager, [limit.key]);
        if (row && row.attempts > limit.rate.limit) throw refusal(row, limit, now);
      }
    });
  }

  /**
   * Refuses, with `message`, once `rate.limit` attempts have been counted at `key` (by count())
   * in its window; counts nothing itself.
   */
  async refuseWhenFull(key: string, rate: RateLimit, message: (retryInMinutes: number) => string) {
    await this.refuseWhenAnyFull([{ key, rate, message }], this.now().getTime());
  }

  /** Refuses with the first of the limits whose window holds its whole number of attempts. */
  private async refuseWhenAnyFull(limits: readonly Limit[], now: number): Promise<void> {
    const rows = await this.read(
      this.dataSource.manager,
      limits.map((limit) => limit.key),
    );
    for (const limit of limits) {
      const row = rows.find((candidate) => candidate.throttle_key === limit.key);
      const current = row && Number(row.window_started_ms) > now - limit.rate.windowMs;
      if (current && row.attempts >= limit.rate.limit) throw refusal(row, limit, now);
    }
  }

  /** Counts one attempt at `key`, for refuseWhenFull to weigh. */
  async count(key: string, rate: RateLimit): Promise<void> {
    const now = this.now().getTime();
    await this.increment(this.dataSource.manager, key, now, now - rate.windowMs);
  }

  /**
   * Counts an attempt at `key` before it is checked, and answers until when the key is locked, or
   * null when this attempt may be checked. Counting first, in one statement, means that attempts
   * arriving together are counted together: however many come at once, at most
   * `lockOut.maxFailures` are checked before the key locks. The count starts again after clear()
   * (a success) or once a lock has run out.
   */
  async startAttempt(key: string, lockOut: LockOut): Promise<Date | null> {
    const now = this.now().getTime();
    const p = this.placeholder;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO throttle (throttle_key, attempts, window_started_ms) VALUES (${p(1)}, 1, ${p(2)})
         ON CONFLICT (diocese_id, throttle_key) DO UPDATE SET
           attempts = CASE WHEN throttle.locked_until_ms > ${p(2)} THEN throttle.attempts
                           WHEN throttle.locked_until_ms IS NOT NULL THEN 1
                           ELSE throttle.attempts + 1 END,
           window_started_ms = CASE WHEN throttle.locked_until_ms <= ${p(2)} THEN ${p(2)}
                                    ELSE throttle.window_started_ms END,
           locked_until_ms = CASE WHEN throttle.locked_until_ms > ${p(2)} THEN throttle.locked_until_ms END`,
        [key, now],
      );
      const [row] = await this.read(manager, [key]);
      if (row?.locked_until_ms != null) return new Date(Number(row.locked_until_ms));
      if (row && row.attempts > lockOut.maxFailures) return this.lock(manager, key, now + lockOut.lockMs);
      return null;
    });
  }

  /**
   * After an attempt counted by startAttempt turned out wrong: locks the key once it has had
   * `lockOut.maxFailures` attempts, and answers until when it is locked (null while it is not).
   */
  async failAttempt(key: string, lockOut: LockOut): Promise<Date | null> {
    const now = this.now().getTime();
    return this.dataSource.transaction(async (manager) => {
      const [row] = await this.read(manager, [key]);
      if (!row) return null;
      const lockedUntil = row.locked_until_ms == null ? 0 : Number(row.locked_until_ms);
      if (lockedUntil > now) return new Date(lockedUntil);
      if (row.attempts >= lockOut.maxFailures) return this.lock(manager, key, now + lockOut.lockMs);
      return null;
    });
  }

  private async lock(manager: EntityManager, key: string, untilMs: number): Promise<Date> {
    const p = this.placeholder;
    await manager.query(`UPDATE throttle SET locked_until_ms = ${p(1)} WHERE throttle_key = ${p(2)}`, [
      untilMs,
      key,
    ]);
    return new Date(untilMs);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM throttle WHERE throttle_key = ${this.placeholder(1)}`, [key]);
  }

  /** Forgets every key that starts with `prefix` (all of an account's counts, say). */
  async clearStartingWith(prefix: string): Promise<void> {
    const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
    await this.dataSource.query(
      `DELETE FROM throttle WHERE throttle_key LIKE ${this.placeholder(1)} ESCAPE '\\'`,
      [`${escaped}%`],
    );
  }

  /** Counts one attempt in the window that began after `windowStartedAfter`, or starts a new window. */
  private async increment(manager: EntityManager, key: string, now: number, windowStartedAfter: number) {
    const p = this.placeholder;
    await manager.query(
      `INSERT INTO throttle (throttle_key, attempts, window_started_ms) VALUES (${p(1)}, 1, ${p(2)})
       ON CONFLICT (diocese_id, throttle_key) DO UPDATE SET
         attempts = CASE WHEN throttle.window_started_ms <= ${p(3)} THEN 1 ELSE throttle.attempts + 1 END,
         window_started_ms = CASE WHEN throttle.window_started_ms <= ${p(3)} THEN ${p(2)} ELSE throttle.window_started_ms END`,
      [key, now, windowStartedAfter],
    );
  }

  /**
   * Forgets counts older than a day that hold no lock: every window is shorter, and failures
   * "in a row" are those of one day. Without it, every address and made-up name ever tried
   * would keep a row.
   */
  private async prune(now: number): Promise<void> {
    this.lastPrunedMs.set(now);
    const p = this.placeholder;
    await this.dataSource.query(
      `DELETE FROM throttle WHERE window_started_ms < ${p(1)} AND (locked_until_ms IS NULL OR locked_until_ms < ${p(2)})`,
      [now - DAY_MS, now],
    );
  }

  private async read(manager: EntityManager, keys: readonly string[]): Promise<ThrottleRow[]> {
    const p = this.placeholder;
    return manager.query(
      `SELECT throttle_key, attempts, window_started_ms, locked_until_ms FROM throttle
       WHERE throttle_key IN (${keys.map((_, index) => p(index + 1)).join(", ")})`,
      [...keys],
    );
  }
}

/** The refusal of an attempt over a limit, saying when the window ends. */
function refusal(row: ThrottleRow, limit: Limit, now: number): TooManyRequestsError {
  // A request counted at the same moment may have begun the window a few milliseconds after this
  // one's clock reading: the wait is never longer than the window itself ("61 minutes" for an hour).
  const retryMs = Math.min(limit.rate.windowMs, Number(row.window_started_ms) + limit.rate.windowMs - now);
  return new TooManyRequestsError(
    limit.message(Math.max(1, Math.ceil(retryMs / 60_000))),
    Math.max(1, Math.ceil(retryMs / 1000)),
  );
}
