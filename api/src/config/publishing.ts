import { AUDIT_LOG_MIN_RETENTION_DAYS } from "../db/migrations/1763990000000-audit-log.js";
import { parseWholeNumber, type SettingReader } from "./read-settings.js";

/** How content is kept and goes public over time. */
export interface PublishingConfig {
  /** How often each instance looks for scheduled items due (SCHEDULED_PUBLISHING_INTERVAL_SECONDS), in ms. */
  scheduledPublishingIntervalMs: number;
  /** How many revisions of each article, page or message are kept, the oldest pruned (REVISIONS_KEPT_PER_ITEM). */
  revisionsKeptPerItem: number;
}

export function readPublishing(value: SettingReader, problems: string[]): PublishingConfig {
  const revisionsKeptPerItem = parseWholeNumber(
    "REVISIONS_KEPT_PER_ITEM",
    value("REVISIONS_KEPT_PER_ITEM") ?? "50",
    { min: 1, max: 1000, unit: "revisions" },
    problems,
  );

  // An item goes public at most this late; a minute is the most the site promises.
  const scheduledPublishingIntervalMs =
    1000 *
    parseWholeNumber(
      "SCHEDULED_PUBLISHING_INTERVAL_SECONDS",
      value("SCHEDULED_PUBLISHING_INTERVAL_SECONDS") ?? "15",
      { min: 1, max: 60, unit: "seconds" },
      problems,
    );
  return { revisionsKeptPerItem, scheduledPublishingIntervalMs };
}

/** How many days the audit log keeps an entry before it is pruned (AUDIT_LOG_RETENTION_DAYS, default 365). */
export function readAuditLogRetentionDays(value: SettingReader, problems: string[]): number {
  // The database itself refuses to delete younger entries (migration 1763990000000-audit-log.ts).
  return parseWholeNumber(
    "AUDIT_LOG_RETENTION_DAYS",
    value("AUDIT_LOG_RETENTION_DAYS") ?? "365",
    { min: AUDIT_LOG_MIN_RETENTION_DAYS, max: 3650, unit: "days" },
    problems,
  );
}
