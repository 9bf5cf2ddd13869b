import { DataSource } from "typeorm";
import type { DatabaseConfig } from "../config.js";
import { AdminUser } from "../modules/admin-user/admin-user.entity.js";
import { KnownSignInClient } from "../modules/auth/known-sign-in-client.entity.js";
import { PasswordReset } from "../modules/auth/password-reset.entity.js";
import { AppState } from "./app-state.entity.js";
import { AdministrativeSecretary } from "../modules/administrative-secretary/administrative-secretary.entity.js";
import { BishopMessage } from "../modules/bishop-message/bishop-message.entity.js";
import { Archdeaconry } from "../modules/archdeaconry/archdeaconry.entity.js";
import { Department } from "../modules/department/department.entity.js";
import { Event } from "../modules/event/event.entity.js";
import { OccurrenceChange } from "../modules/event/occurrence-change.entity.js";
import { HistoryBishop } from "../modules/history-bishop/history-bishop.entity.js";
import { InformationPage } from "../modules/information-page/information-page.entity.js";
import { JobOpening } from "../modules/job-opening/job-opening.entity.js";
import { NewsArticle } from "../modules/news/news.entity.js";
import { Sermon } from "../modules/sermon/sermon.entity.js";
import { NewsletterSubscriber } from "../modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import { NewsletterDelivery, NewsletterIssue } from "../modules/newsletter/newsletter-issue.entity.js";
import { Parish } from "../modules/parish/parish.entity.js";
import { RegularService } from "../modules/parish/regular-service.entity.js";
import { Slide } from "../modules/slide/slide.entity.js";
import { Project } from "../modules/project/project.entity.js";
import { Contribution, MpesaNotice, ReceiptSequence } from "../modules/contribution/contribution.entity.js";
import { UnmatchedPayment } from "../modules/contribution/unmatched-payment.entity.js";
import { SiteSettings } from "../modules/site-settings/site-settings.entity.js";
import { AdminSession } from "../modules/session/session.entity.js";
import { ApiToken } from "../modules/api-token/api-token.entity.js";
import { AuditLogEntry } from "../modules/audit-log/audit-log.entity.js";
import { ContentRevision } from "../modules/revision/revision.entity.js";
import { MIGRATIONS } from "./migrations/index.js";
import { withStartupLock } from "./startup-lock.js";
import { Photo } from "../modules/gallery/photo.entity.js";
import { PhotoAlbum } from "../modules/gallery/photo-album.entity.js";
import { serializeSqliteTransactions } from "./unit-of-work.js";
import { Committee, CommitteeMember } from "../modules/committee/committee.entity.js";

/** Every entity of the API; a new entity is added here and gets a migration per dialect. */
export const ENTITIES = [
  NewsArticle,
  AdminUser,
  AdminSession,
  ApiToken,
  PasswordReset,
  KnownSignInClient,
  AppState,
  Archdeaconry,
  Parish,
  RegularService,
  Event,
  OccurrenceChange,
  JobOpening,
  InformationPage,
  SiteSettings,
  NewsletterSubscriber,
  Slide,
  BishopMessage,
  Department,
  HistoryBishop,
  AdministrativeSecretary,
  Project,
  Contribution,
  MpesaNotice,
  UnmatchedPayment,
  ReceiptSequence,
  AuditLogEntry,
  ContentRevision,
  NewsletterIssue,
  NewsletterDelivery,
  Committee,
  CommitteeMember,
  Sermon,
  PhotoAlbum,
  Photo,
];

/**
 * The database connection. Its schema comes only from the migrations:
 * `synchronize` stays off so that a deploy never changes tables behind the operator's back.
 */
export function createDataSource(database: DatabaseConfig): DataSource {
  if (database.kind === "postgres") {
    return new DataSource({
      type: "postgres",
      url: database.url,
      // A server that never answers (a wrong address behind a firewall) fails the start in 10 s.
      connectTimeoutMS: 10_000,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsTransactionMode: "each",
      synchronize: false,
    });
  }
  return new DataSource({
    type: "sqlite",
    database: database.file,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: "each",
    synchronize: false,
    // WAL lets readers go on while one writer writes; the busy timeout makes writers wait their turn.
    enableWAL: true,
    busyTimeout: 5000,
  });
}

/** Connects, and on SQLite makes transactions safe to run from concurrent requests. */
export async function openDataSource(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  serializeSqliteTransactions(dataSource);
  return dataSource;
}

/** Runs the migrations that have not run yet, one instance at a time. */
export async function migrate(dataSource: DataSource): Promise<void> {
  await withStartupLock(dataSource, () => dataSource.runMigrations());
}
