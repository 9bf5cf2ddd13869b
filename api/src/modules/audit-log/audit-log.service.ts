import { ObjectType } from "type-graphql";
import {
  And,
  LessThan,
  MoreThanOrEqual,
  type DataSource,
  type FindOptionsWhere,
  type Repository,
} from "typeorm";
import { requireSystemAdmin, type Actor } from "../../authorization.js";
import { newestFirstBatches, type NextBatch } from "../../db/newest-first-batches.js";
import { CursorPageOf, newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { containing } from "../../lib/containing.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { AuditLogEntry } from "./audit-log.entity.js";
import { AuditLogFilterArgs, AuditLogPageArgs } from "./audit-log.inputs.js";
import { auditWrites, type NewAuditEntry } from "./audit-log.subscriber.js";
import type { AuditRules } from "./audit-rules.js";

/** What the log calls a record of a table: moving a diocese (diocese-import.ts) reads its entries by it. */
export { auditKind } from "./audit-labels.js";

@ObjectType({ description: "One page of the audit log, newest first" })
export class AuditLogPage extends CursorPageOf(AuditLogEntry) {}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most characters of a name typed at a failed sign-in that an entry keeps. */
const NAME_LENGTH = 254;

/**
 * The audit log (issue #19): written by AuditLogSubscriber for every write of staff and API tokens,
 * by the auth service for sign-ins and password resets, read by system admins only, and pruned of
 * entries older than the retention period. Nothing here changes or deletes an entry otherwise.
 */
export class AuditLogService {
  private readonly entries: Repository<AuditLogEntry>;

  constructor(
    private readonly dataSource: DataSource,
    readonly retentionDays: number,
    rules: AuditRules,
  ) {
    this.entries = dataSource.getRepository(AuditLogEntry);
    auditWrites(dataSource, rules);
  }

  /** Adds an entry for something that is no write of a record: a sign-in, a failed one, a lock-out. */
  async record(entry: NewAuditEntry): Promise<void> {
    await this.entries.insert({ ...entry, actorName: entry.actorName?.slice(0, NAME_LENGTH) ?? null });
  }

  async page(actor: Actor | null, args: Untrusted<AuditLogPageArgs>): Promise<CursorPage<AuditLogEntry>> {
    requireSystemAdmin(actor);
    const input = await validated(AuditLogPageArgs, withTrimmedText(args, ["who", "entity", "entityId"]));
    return newestFirstPage(this.entries, this.whereOf(input), "at", input);
  }

  /**
   * Every entry a filter chooses, for the CSV export, newest first, a batch at a time: refused
   * before the first batch is read (db/newest-first-batches.ts says what the export sees).
   */
  async exportBatches(
    actor: Actor | null,
    args: Untrusted<AuditLogFilterArgs>,
  ): Promise<NextBatch<AuditLogEntry>> {
    requireSystemAdmin(actor);
    const input = await validated(AuditLogFilterArgs, withTrimmedText(args, ["who", "entity", "entityId"]));
    return newestFirstBatches(this.entries, {
      where: this.whereOf(input),
      property: "at",
      select: ["actorName", "actorKind", "clientAddress", "entity", "entityId", "label", "action", "fields"],
    });
  }

  /**
   * Deletes the entries older than the retention period, by the database's clock: the same clock
   * as the trigger that refuses to delete younger ones (see the migration), so the two never
   * disagree about an entry on the boundary.
   */
  async prune(): Promise<number> {
    const postgres = this.dataSource.options.type === "postgres";
    const result: unknown = postgres
      ? await this.dataSource.query("DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)", [
          this.retentionDays,
        ])
      : await this.dataSource.query("DELETE FROM audit_log WHERE at < datetime('now', ?)", [
          `-${this.retentionDays} days`,
        ]);
    // PostgreSQL answers [rows, count]; SQLite's driver answers nothing for a DELETE.
    return Array.isArray(result) && typeof result[1] === "number" ? result[1] : 0;
  }

  private whereOf(filter: AuditLogFilterArgs): FindOptionsWhere<AuditLogEntry> {
    const from = filter.from ? new Date(`${filter.from}T00:00:00+03:00`) : null;
    const to = filter.to ? new Date(new Date(`${filter.to}T00:00:00+03:00`).getTime() + DAY_MS) : null;
    return {
      ...(filter.who ? { actorName: containing("who", filter.who) } : {}),
      ...(filter.entity ? { entity: containing("entity", filter.entity) } : {}),
      ...(filter.entityId ? { entityId: filter.entityId } : {}),
      ...(filter.action ? { action: filter.action } : {}),
      ...(from && to
        ? { at: And(MoreThanOrEqual(from), LessThan(to)) }
        : from
          ? { at: MoreThanOrEqual(from) }
          : to
            ? { at: LessThan(to) }
            : {}),
    };
  }
}
