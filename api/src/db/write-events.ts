import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from "typeorm";
import { DEPLOYMENT_TABLES } from "./dioceses.js";
import { currentDiocese } from "./unit-of-work.js";

/**
 * What a committed write tells the rest of the site. Each module announces its own (giving its
 * gifts, scheduled publishing what it published); listeners subscribe to the ones they need and
 * never look at tables or columns.
 */
export type WriteEvent =
  /**
   * A write committed to these tables (db/table-access.ts): answers kept that read them are stale.
   * Without `tables` (an instance of an earlier version), anything may have changed. `diocese`:
   * the diocese whose rows it wrote (its unit of work's); left out, any diocese's (it wrote a
   * table of the deployment's, or was told by an instance of an earlier version).
   */
  | { type: "ContentChanged"; tables?: readonly string[]; diocese?: number }
  /** Scheduled publishing published what fell due in one table (also a ContentChanged). */
  | { type: "ContentPublished"; table: string; count: number }
  /** A gift reached the ledger as paid (a callback, the paybill, the treasurer), or its receipt was filled in. */
  | { type: "GiftSettled"; projectId: number }
  /** A paid gift was taken back by a reversal entry. */
  | { type: "GiftReversed"; projectId: number }
  /** Prompts ended unpaid: their donors' status pages changed, no total did. */
  | { type: "GiftFailed" }
  /** An appeal's own figures (its target) changed, or it went. */
  | { type: "AppealChanged"; projectId: number }
  /**
   * A registrant is to be e-mailed of their confirmation or of a place offered to them: by the
   * instance whose transaction made the move, once it committed (event-registration/registration-mail.ts).
   */
  | { type: "RegistrantToTell"; registrationId: number; about: "confirmed" | "offered" };

export type WriteEventType = WriteEvent["type"];
type EventOf<Type extends WriteEventType> = Extract<WriteEvent, { type: Type }>;

/** The events other instances must hear too (their response caches, their live progress). */
const SHARED: ReadonlySet<WriteEventType> = new Set([
  "ContentChanged",
  "GiftSettled",
  "GiftReversed",
  "GiftFailed",
  "AppealChanged",
]);

/** Sends an event to the other instances inside the write's transaction (PostgreSQL's NOTIFY). */
export type Relay = (runner: QueryRunner | EntityManager, event: WriteEvent) => Promise<void>;

/**
 * The events of one data source (tests run several apps in one process): its in-process
 * subscribers, and the relay to other instances, if there are any (content-changes.ts sets it on
 * PostgreSQL).
 */
export class WriteEvents {
  private readonly handlers = new Map<WriteEventType, Set<(event: WriteEvent) => void>>();
  /** Events announced inside a transaction, published when it commits, dropped if it rolls back. */
  private readonly pending = new WeakMap<QueryRunner, Map<string, WriteEvent>>();
  /**
   * The tables a transaction wrote, told as one ContentChanged when it commits; those not yet
   * relayed to the other instances are relayed as it commits.
   */
  private readonly tablesOf = new WeakMap<
    QueryRunner,
    { written: Set<string>; unrelayed: Set<string>; diocese: number }
  >();
  relay: Relay | null = null;

  /** Calls `handler` after every committed write that announces `type`, this instance's or another's. */
  on<Type extends WriteEventType>(type: Type, handler: (event: EventOf<Type>) => void): void {
    let handlers = this.handlers.get(type);
    if (!handlers) this.handlers.set(type, (handlers = new Set()));
    handlers.add(handler as (event: WriteEvent) => void);
  }

  /** Tells this instance's subscribers of a committed write (its own, or another instance's). */
  deliver(event: WriteEvent): void {
    for (const handler of this.handlers.get(event.type) ?? []) handler(event);
  }

  /**
   * Announces an event of a write made with `manager`: published once the write's transaction
   * commits, or at once when the write had no transaction of its own (it is committed already).
   * Other instances hear it with the commit: the relay runs inside the transaction.
   */
  async announce(manager: EntityManager, event: WriteEvent): Promise<void> {
    return this.announceOn(manager.queryRunner, manager, event);
  }

  /** As announce, for a write known by its query runner (a TypeORM subscriber's event). */
  async announceOn(
    runner: QueryRunner | undefined,
    manager: EntityManager,
    event: WriteEvent,
  ): Promise<void> {
    const shared = this.relay && SHARED.has(event.type);
    if (!runner?.isTransactionActive) {
      if (shared) await this.relay!(runner ?? manager, event);
      this.deliver(event);
      return;
    }
    let queued = this.pending.get(runner);
    if (!queued) this.pending.set(runner, (queued = new Map()));
    // Once per transaction is enough: a listener hears that something changed, not how often.
    const key = JSON.stringify(event);
    if (queued.has(key)) return;
    queued.set(key, event);
    if (shared) await this.relay!(runner, event);
  }

  /**
   * A statement run with `runner` wrote `tables` (db/table-access.ts): a ContentChanged once its
   * transaction commits, or at once when it had none (it is committed already).
   */
  async tablesWritten(runner: QueryRunner, tables: readonly string[]): Promise<void> {
    if (!runner.isTransactionActive) {
      const event = contentChanged(tables, currentDiocese());
      if (this.relay) await this.relay(runner, event);
      this.deliver(event);
      return;
    }
    let ofTransaction = this.tablesOf.get(runner);
    if (!ofTransaction) {
      ofTransaction = { written: new Set(), unrelayed: new Set(), diocese: currentDiocese() };
      this.tablesOf.set(runner, ofTransaction);
    }
    for (const table of tables) {
      if (ofTransaction.written.has(table)) continue;
      ofTransaction.written.add(table);
      ofTransaction.unrelayed.add(table);
    }
  }

  /**
   * A transaction (or a savepoint within one) is about to commit: the tables it wrote are relayed
   * inside it, in one notice, so that the other instances hear of them with the commit.
   */
  async transactionCommitting(runner: QueryRunner): Promise<void> {
    const ofTransaction = this.tablesOf.get(runner);
    if (!this.relay || !ofTransaction || ofTransaction.unrelayed.size === 0) return;
    const tables = [...ofTransaction.unrelayed];
    ofTransaction.unrelayed.clear();
    await this.relay(runner, contentChanged(tables, ofTransaction.diocese));
  }

  /** A transaction (or a savepoint within one) ended: the outermost one's commit publishes its events. */
  transactionEnded(runner: QueryRunner, committed: boolean): void {
    // A savepoint's end: its events wait for the whole transaction (a savepoint rolled back keeps
    // them; hearing of a change that did not happen costs a listener a needless re-read, no more).
    if (runner.isTransactionActive) return;
    const queued = this.pending.get(runner);
    const written = this.tablesOf.get(runner);
    this.pending.delete(runner);
    this.tablesOf.delete(runner);
    if (!committed) return;
    if (written) this.deliver(contentChanged([...written.written], written.diocese));
    for (const event of queued?.values() ?? []) this.deliver(event);
  }
}

/**
 * The ContentChanged of a write to `tables` made for `diocese`: of that diocese alone, unless it
 * wrote a table of the deployment's (the dioceses, their hosts), which any diocese's answer may
 * have read, or was made for no diocese at all.
 */
function contentChanged(tables: readonly string[], diocese: number): WriteEvent {
  const deployments = tables.some((table) => Object.hasOwn(DEPLOYMENT_TABLES, table));
  return deployments || diocese <= 0
    ? { type: "ContentChanged", tables }
    : { type: "ContentChanged", tables, diocese };
}

const eventsOfSource = new WeakMap<DataSource, WriteEvents>();

/** The write events of a data source, made (and told of its transactions' ends) on first use. */
export function writeEventsOf(dataSource: DataSource): WriteEvents {
  let events = eventsOfSource.get(dataSource);
  if (events) return events;
  events = new WriteEvents();
  eventsOfSource.set(dataSource, events);
  dataSource.subscribers.push(new TransactionEnds(events));
  return events;
}

/** Announces an event of a write made with `manager` (see WriteEvents.announce). */
export function announce(manager: EntityManager, event: WriteEvent): Promise<void> {
  return writeEventsOf(manager.connection).announce(manager, event);
}

/** TypeORM's own word that a transaction ended, through its public subscriber interface. */
class TransactionEnds implements EntitySubscriberInterface {
  constructor(private readonly events: WriteEvents) {}

  beforeTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): Promise<void> {
    return this.events.transactionCommitting(queryRunner);
  }

  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    this.events.transactionEnded(queryRunner, true);
  }

  afterTransactionRollback({ queryRunner }: { queryRunner: QueryRunner }): void {
    this.events.transactionEnded(queryRunner, false);
  }
}
