import type {
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from "typeorm";
import { AppState } from "../db/app-state.entity.js";
import { AdminUser } from "../modules/admin-user/admin-user.entity.js";
import { ApiToken } from "../modules/api-token/api-token.entity.js";
import { AuditLogEntry } from "../modules/audit-log/audit-log.entity.js";
import { KnownSignInClient } from "../modules/auth/known-sign-in-client.entity.js";
import { PasswordReset } from "../modules/auth/password-reset.entity.js";
import { NewsletterSubscriber } from "../modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import { AdminSession } from "../modules/session/session.entity.js";
import {
  Contribution,
  GiftStatus,
  MpesaNotice,
  ReceiptSequence,
} from "../modules/contribution/contribution.entity.js";
import { UnmatchedPayment } from "../modules/contribution/unmatched-payment.entity.js";

/** Tables whose rows never appear in a public answer: writing them leaves the cache alone. */
const NOT_CONTENT = new Set<unknown>([
  AdminSession,
  PasswordReset,
  KnownSignInClient,
  AppState,
  AdminUser,
  ApiToken,
  AuditLogEntry,
  NewsletterSubscriber,
  MpesaNotice,
  ReceiptSequence,
  UnmatchedPayment,
]);

type EntityEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>;

/** What the giving writes only for its own running: the ids Daraja gave a prompt, the sweep's turn. */
const PROMPT_BOOKKEEPING = new Set(["checkoutRequestId", "merchantRequestId", "nextStatusQueryMs"]);

/**
 * A write to the ledger that no public answer shows: a prompt opened (pending gifts are counted
 * nowhere), or its bookkeeping. Every other write to it (a gift settled, recorded or reversed)
 * changes progress, totals or a donor's status page, and empties the cache.
 */
function isGivingBookkeeping(event: EntityEvent, write: "insert" | "update" | "remove"): boolean {
  if (event.metadata.target !== Contribution || write === "remove") return false;
  // A query builder's update gives the values it set as the entity.
  const values = event.entity as Partial<Contribution> | undefined;
  if (!values) return false;
  if (write === "update") return Object.keys(values).every((key) => PROMPT_BOOKKEEPING.has(key));
  return values.status === GiftStatus.PENDING;
}

/**
 * Hears every write to content through TypeORM, wherever it comes from (GraphQL, REST, the seed,
 * a test's factory). It tells other instances within the write's own transaction (`tellOthers`,
 * PostgreSQL's NOTIFY: delivered when, and only if, the write commits, before its request is
 * answered), and reports the change here once it is committed: reporting earlier would let a read
 * made in between fill the cache with what is about to change.
 */
export class ContentChangeSubscriber implements EntitySubscriberInterface {
  private readonly uncommitted = new WeakSet<QueryRunner>();
  private readonly told = new WeakSet<QueryRunner>();

  constructor(
    private readonly onChange: () => void,
    private readonly tellOthers: (queryRunner: QueryRunner) => Promise<void>,
  ) {}

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.changed(event, "insert");
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.changed(event, "update");
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.changed(event, "remove");
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.told.delete(event.queryRunner);
    if (!this.uncommitted.has(event.queryRunner)) return;
    this.uncommitted.delete(event.queryRunner);
    this.onChange();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.told.delete(event.queryRunner);
    this.uncommitted.delete(event.queryRunner);
  }

  private async changed(event: EntityEvent, write: "insert" | "update" | "remove"): Promise<void> {
    if (NOT_CONTENT.has(event.metadata.target) || isGivingBookkeeping(event, write)) return;
    const runner = event.queryRunner;
    if (!runner.isTransactionActive) {
      await this.tellOthers(runner);
      this.onChange();
      return;
    }
    // Once per transaction is enough: PostgreSQL delivers the same notice once anyway.
    if (!this.told.has(runner)) {
      this.told.add(runner);
      await this.tellOthers(runner);
    }
    this.uncommitted.add(runner);
  }
}
