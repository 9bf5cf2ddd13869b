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
import { KnownSignInClient } from "../modules/auth/known-sign-in-client.entity.js";
import { PasswordReset } from "../modules/auth/password-reset.entity.js";
import { NewsletterSubscriber } from "../modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import { AdminSession } from "../modules/session/session.entity.js";

/** Tables whose rows never appear in a public answer: writing them leaves the cache alone. */
const NOT_CONTENT = new Set<unknown>([
  AdminSession,
  PasswordReset,
  KnownSignInClient,
  AppState,
  AdminUser,
  NewsletterSubscriber,
]);

type EntityEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>;

/**
 * Hears every write to content through TypeORM, wherever it comes from (GraphQL, REST, the seed,
 * a test's factory), and reports it once it is committed: reporting earlier would let a read made
 * in between fill the cache with what is about to change.
 */
export class ContentChangeSubscriber implements EntitySubscriberInterface {
  private readonly uncommitted = new WeakSet<QueryRunner>();

  constructor(private readonly onChange: () => void) {}

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.uncommitted.has(event.queryRunner)) return;
    this.uncommitted.delete(event.queryRunner);
    this.onChange();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.uncommitted.delete(event.queryRunner);
  }

  private changed(event: EntityEvent): void {
    if (NOT_CONTENT.has(event.metadata.target)) return;
    if (event.queryRunner.isTransactionActive) this.uncommitted.add(event.queryRunner);
    else this.onChange();
  }
}
