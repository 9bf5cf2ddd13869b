import type { DataSource, QueryRunner } from "typeorm";
import { currentUnitOfWork } from "./unit-of-work.js";

/**
 * However long a write's turn on this process's connection took, it waits this long for another
 * process's write lock (within the busy timeout).
 */
const LEAST_LOCK_WAIT_MS = 1_000;

/** SQLite's answer to a ROLLBACK when there is no transaction left to roll back. */
const NO_TRANSACTION_ACTIVE = /no transaction is active|no such savepoint/i;

/** A statement that writes, sent outside any transaction (TypeORM's insert, update and delete). */
const PLAIN_WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/**
 * TypeORM's SQLite driver has one connection and one query runner for everyone, so two requests
 * that each open a transaction nest into one another ("cannot start a transaction within a
 * transaction", savepoints that vanish), and a statement of one request could land in another's
 * open transaction and share its fate. This turns the connection into a readers-writer lock:
 * reads outside transactions run side by side, while a transaction has the connection to its own
 * unit of work from BEGIN to COMMIT, and a write outside transactions has it for its one
 * statement; a waiting writer goes before new reads, so a stream of reads cannot starve a write.
 * SQLite allows one writer at a time anyway.
 *
 * The busy timeout is the longest a write waits, in all: for its turn here, then for another
 * process's write lock. Were only the second counted, a request queued behind a few timed jobs'
 * writes, each waiting the whole busy timeout for a lock another process held, would wait for
 * their sum: past the server's 30 s idle time-out, M-Pesa's callback got no answer at all instead
 * of an error that makes it send again.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (dataSource.options.type !== "sqlite") return;
  const runner: QueryRunner = dataSource.createQueryRunner();
  const turns = new ConnectionTurns();
  const { startTransaction, commitTransaction, rollbackTransaction, query } = runner;
  const withinWait = boundedWaits(dataSource, (sql) => query.call(runner, sql));

  function releaseWhenDone(): void {
    // Only the holder's own transaction ending gives its turn back: after a BEGIN that failed,
    // TypeORM's ROLLBACK comes too, when another unit of work may already hold the connection.
    if (!runner.isTransactionActive && turns.holder === currentUnitOfWork()) turns.release();
  }

  runner.startTransaction = async (...args) => {
    const me = currentUnitOfWork();
    const asked = Date.now();
    if (turns.holder !== me) await turns.take(me);
    const outermost = !runner.isTransactionActive;
    try {
      // A savepoint waits for nothing: its transaction holds the lock already.
      if (!outermost) return await startTransaction.apply(runner, args);
      return await withinWait(asked, () => startTransaction.apply(runner, args));
    } catch (error) {
      // TypeORM marks the transaction active before its BEGIN, and counts the level only after it:
      // a BEGIN that failed (SQLITE_BUSY while another process writes) began nothing, so nothing is
      // active; left marked, its caller's ROLLBACK would count a level that never was, and every
      // later transaction would start as a savepoint of none.
      if (outermost) Object.assign(runner, { isTransactionActive: false });
      releaseWhenDone();
      throw error;
    }
  };
  runner.commitTransaction = async (...args) => {
    try {
      return await commitTransaction.apply(runner, args);
    } finally {
      releaseWhenDone();
    }
  };
  runner.rollbackTransaction = async (...args) => {
    try {
      return await rollbackTransaction.apply(runner, args);
    } catch (error) {
      // SQLite had already rolled back by itself: the transaction is over, as the caller wanted.
      if (!NO_TRANSACTION_ACTIVE.test(String(error))) throw error;
      await unwindTransaction();
    } finally {
      releaseWhenDone();
    }
  };

  /** Set while TypeORM's rollbacks of a transaction SQLite ended by itself only count its levels down. */
  let unwinding = false;

  /**
   * After some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM) SQLite rolls the whole transaction
   * back by itself, so TypeORM's own ROLLBACK (or ROLLBACK TO SAVEPOINT) fails and TypeORM goes on
   * believing a transaction is open; the connection would then never be handed back and every
   * later statement would wait for it forever. End whatever is left of the transaction, then let
   * TypeORM roll back each level it still counts, its ROLLBACKs answered here without reaching
   * SQLite: TypeORM counts the levels down and tells its subscribers, as after any rollback.
   */
  async function unwindTransaction(): Promise<void> {
    await query.call(runner, "ROLLBACK").catch(() => undefined);
    unwinding = true;
    try {
      while (runner.isTransactionActive) await rollbackTransaction.call(runner);
    } finally {
      unwinding = false;
    }
  }

  /** A write outside transactions: the connection for its one statement, as a transaction has it. */
  async function plainWrite(args: Parameters<QueryRunner["query"]>) {
    // A turn of its own, not its unit of work's: a transaction of the same unit, begun meanwhile,
    // must wait for it rather than share the turn and lose it when this write ends.
    const turn = {};
    const asked = Date.now();
    await turns.take(turn);
    try {
      return await withinWait(asked, () => query.apply(runner, args));
    } finally {
      turns.release();
    }
  }

  runner.query = (async (...args: Parameters<QueryRunner["query"]>) => {
    if (unwinding && /^ROLLBACK\b/.test(args[0])) return undefined;
    if (turns.holder === currentUnitOfWork()) {
      // Every transaction here writes. A deferred one that reads first and then writes is refused
      // at once (SQLITE_BUSY, busy timeout or not) when another process has written since its read;
      // taking the write lock at BEGIN makes it wait its turn instead.
      if (args[0] === "BEGIN TRANSACTION") args[0] = "BEGIN IMMEDIATE TRANSACTION";
      return query.apply(runner, args);
    }
    if (PLAIN_WRITE.test(args[0])) return plainWrite(args);
    return turns.statement(() => query.apply(runner, args));
  }) as QueryRunner["query"];
}

/**
 * What runs a write that holds the connection, waiting for another process's lock no longer than
 * what is left of the busy timeout since the write `asked` for its turn.
 */
function boundedWaits(dataSource: DataSource, run: (sql: string) => Promise<unknown>) {
  const busyTimeout = (dataSource.options as { busyTimeout?: number }).busyTimeout ?? 0;
  const setBusyTimeout = (milliseconds: number) => run(`PRAGMA busy_timeout = ${milliseconds}`);
  return async function withinWait<Result>(asked: number, write: () => Promise<Result>): Promise<Result> {
    const left = busyTimeout - (Date.now() - asked);
    const lockWait = Math.round(Math.max(Math.min(LEAST_LOCK_WAIT_MS, busyTimeout), left));
    if (lockWait >= busyTimeout) return write();
    await setBusyTimeout(lockWait);
    try {
      return await write();
    } finally {
      await setBusyTimeout(busyTimeout);
    }
  };
}

/**
 * Whose turn the one SQLite connection is: a writer (a transaction's unit of work, from BEGIN to
 * COMMIT, or a write outside transactions) holds it alone, while reads outside transactions share
 * it. They take turns in the order they asked, reads that asked together going together: a
 * waiting writer goes before later reads, so a stream of reads cannot starve a write, and a
 * waiting read before later writers, so that a read waits no longer than the writers before it
 * (each at most the busy timeout) while another process holds the lock and writers keep coming.
 */
class ConnectionTurns {
  holder: object | null = null;
  private statementsInFlight = 0;
  private nextTicket = 0;
  private readonly writersWaiting = new Set<number>();
  private readonly readsWaiting = new Set<number>();
  private waiting: (() => void)[] = [];

  /** Waits until the connection is free and no one who asked earlier waits, then holds it for `me`. */
  async take(me: object): Promise<void> {
    const ticket = this.nextTicket++;
    this.writersWaiting.add(ticket);
    try {
      while (this.holder !== null || this.statementsInFlight > 0 || earliest(this.readsWaiting) < ticket)
        await this.nextChange();
      this.holder = me; // set in the same turn as the check above: no one can slip in between
    } finally {
      this.writersWaiting.delete(ticket);
    }
  }

  /** The writer holding the connection is done. */
  release(): void {
    this.holder = null;
    this.wakeAll();
  }

  /** Runs a read outside transactions once no writer holds the connection or asked for it earlier. */
  async statement<Result>(run: () => Promise<Result>): Promise<Result> {
    const ticket = this.nextTicket++;
    this.readsWaiting.add(ticket);
    try {
      while (this.holder !== null || earliest(this.writersWaiting) < ticket) await this.nextChange();
    } finally {
      this.readsWaiting.delete(ticket);
    }
    this.statementsInFlight += 1;
    try {
      return await run();
    } finally {
      this.statementsInFlight -= 1;
      if (this.statementsInFlight === 0) this.wakeAll();
    }
  }

  private nextChange(): Promise<void> {
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private wakeAll(): void {
    const wake = this.waiting;
    this.waiting = [];
    for (const resolve of wake) resolve();
  }
}

/** The smallest ticket of those waiting; Infinity when none waits. Few wait at once. */
function earliest(tickets: Set<number>): number {
  let smallest = Infinity;
  for (const ticket of tickets) if (ticket < smallest) smallest = ticket;
  return smallest;
}
