import { AsyncLocalStorage } from "node:async_hooks";
import type { DataSource, QueryRunner } from "typeorm";
import type { Actor } from "../authorization.js";

/**
 * Who is talking to the database: one token per HTTP request (set in app.ts), so that code can
 * tell the queries of one request from those of another even when they share a connection. A
 * request's token is its RequestScope; code outside requests may run under any object of its own.
 */
export const unitOfWork = new AsyncLocalStorage<object>();

/**
 * One HTTP request as the database sees it: its identity for SQLite's lock, and what the audit
 * log writes beside each of its writes. Cheap to make: the address is read only when asked for.
 */
export class RequestScope {
  /**
   * Who the request acts for, set by context.ts once it has looked them up: undefined until then
   * (the look-up's own bookkeeping writes), null for a visitor.
   */
  actor: Actor | null | undefined = undefined;
  /** The staff member's name as it is now, read once per request by the audit log. */
  staffName: string | undefined = undefined;

  constructor(private readonly request: { readonly ip: string }) {}

  get clientAddress(): string {
    return this.request.ip;
  }
}

/** The request the running code serves, or null outside requests (start-up, timers, the command line). */
export function requestScope(): RequestScope | null {
  const store = unitOfWork.getStore();
  return store instanceof RequestScope ? store : null;
}

/** Work that runs outside any request and any unit of work of its own (start-up, the command line). */
const OUTSIDE_REQUESTS = {};

/**
 * Runs work that is no request's (a timed job's round) as a unit of work of its own. All other work
 * outside requests shares one identity, so on SQLite two timed jobs whose transactions met
 * (scheduled publishing's and the newsletter's, say) would nest one inside the other.
 */
export function asUnitOfWork<Result>(work: () => Promise<Result>): Promise<Result> {
  return unitOfWork.run({}, work);
}

/** SQLite's answer to a ROLLBACK when there is no transaction left to roll back. */
const NO_TRANSACTION_ACTIVE = /no transaction is active|no such savepoint/i;

/**
 * TypeORM's SQLite driver has one connection and one query runner for everyone, so two requests
 * that each open a transaction nest into one another ("cannot start a transaction within a
 * transaction", savepoints that vanish), and a statement of one request could land in another's
 * open transaction and share its fate. This turns the connection into a readers-writer lock:
 * statements outside transactions run side by side, while a transaction has the connection to
 * its own unit of work from BEGIN to COMMIT; a waiting transaction goes before new statements,
 * so a stream of reads cannot starve a write. SQLite allows one writer at a time anyway.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (dataSource.options.type !== "sqlite") return;
  const runner: QueryRunner = dataSource.createQueryRunner();
  const turns = new ConnectionTurns();
  const current = () => unitOfWork.getStore() ?? OUTSIDE_REQUESTS;
  function releaseWhenDone(): void {
    if (!runner.isTransactionActive) turns.release();
  }

  const { startTransaction, commitTransaction, rollbackTransaction, query } = runner;
  runner.startTransaction = async (...args) => {
    const me = current();
    if (turns.holder !== me) await turns.take(me);
    const outermost = !runner.isTransactionActive;
    try {
      return await startTransaction.apply(runner, args);
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
  runner.query = (async (...args: Parameters<QueryRunner["query"]>) => {
    const me = current();
    if (unwinding && /^ROLLBACK\b/.test(args[0])) return undefined;
    if (turns.holder === me) {
      // Every transaction here writes. A deferred one that reads first and then writes is refused
      // at once (SQLITE_BUSY, busy timeout or not) when another process has written since its read;
      // taking the write lock at BEGIN makes it wait its turn instead.
      if (args[0] === "BEGIN TRANSACTION") args[0] = "BEGIN IMMEDIATE TRANSACTION";
      return query.apply(runner, args);
    }
    return turns.statement(() => query.apply(runner, args));
  }) as QueryRunner["query"];
}

/**
 * Whose turn the one SQLite connection is: a transaction's unit of work holds it from BEGIN to
 * COMMIT, while statements outside transactions share it; a waiting transaction goes before new
 * statements.
 */
class ConnectionTurns {
  holder: object | null = null;
  private statementsInFlight = 0;
  private transactionsWaiting = 0;
  private waiting: (() => void)[] = [];

  /** Waits until the connection is free, then holds it for `me`'s transaction. */
  async take(me: object): Promise<void> {
    this.transactionsWaiting += 1;
    try {
      while (this.holder !== null || this.statementsInFlight > 0) await this.nextChange();
      this.holder = me; // set in the same turn as the check above: no one can slip in between
    } finally {
      this.transactionsWaiting -= 1;
    }
  }

  /** The transaction holding the connection is over. */
  release(): void {
    this.holder = null;
    this.wakeAll();
  }

  /** Runs a statement outside transactions once no transaction holds or waits for the connection. */
  async statement<Result>(run: () => Promise<Result>): Promise<Result> {
    while (this.holder !== null || this.transactionsWaiting > 0) await this.nextChange();
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
