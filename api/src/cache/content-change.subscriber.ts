import type { EntitySubscriberInterface, InsertEvent, RemoveEvent, UpdateEvent } from "typeorm";
import { AppState } from "../db/app-state.entity.js";
import type { WriteEvents } from "../db/write-events.js";
import { AdminUser } from "../modules/admin-user/admin-user.entity.js";
import { ApiToken } from "../modules/api-token/api-token.entity.js";
import { AuditLogEntry } from "../modules/audit-log/audit-log.entity.js";
import { KnownSignInClient } from "../modules/auth/known-sign-in-client.entity.js";
import { PasswordReset } from "../modules/auth/password-reset.entity.js";
import { NewsletterSubscriber } from "../modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import { AdminSession } from "../modules/session/session.entity.js";
import { Contribution, MpesaNotice, ReceiptSequence } from "../modules/contribution/contribution.entity.js";
import { UnmatchedPayment } from "../modules/contribution/unmatched-payment.entity.js";

/**
 * Tables whose rows never appear in a public answer: writing them leaves the cache alone. The
 * ledger of gifts is here too: giving announces what of it visitors see (GiftSettled and the rest).
 */
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
  Contribution,
]);

/**
 * Announces ContentChanged for every write to content, wherever it comes from (GraphQL, REST, the
 * seed, a test's factory): published once the write commits (see WriteEvents.announce).
 */
export class ContentChangeSubscriber implements EntitySubscriberInterface {
  constructor(private readonly events: WriteEvents) {}

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.changed(event);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.changed(event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.changed(event);
  }

  private async changed(
    event: InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>,
  ): Promise<void> {
    if (NOT_CONTENT.has(event.metadata.target)) return;
    await this.events.announceOn(event.queryRunner, event.manager, { type: "ContentChanged" });
  }
}
