import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { momentInDiocese } from "../../lib/calendar.js";
import type { NextBatch } from "../../db/newest-first-batches.js";
import { streamCsv, type CsvBatches } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import { fieldsInWords } from "./audit-field-words.js";
import { AuditAction, type AuditLogEntry } from "./audit-log.entity.js";

/** Where the Audit log page's Download CSV gets the entries its filters choose. */
export const AUDIT_LOG_CSV_PATH = "/exports/audit-log.csv";

const HEADER = [
  "Entry",
  "When (Kakamega)",
  "Who",
  "Kind of actor",
  "Client address",
  "What",
  "Record id",
  "Name then",
  "Action",
  "Fields",
];

/** The action as GraphQL names it (SIGNED_IN), which the page sends, or as stored (signed_in). */
function actionOf(raw: string | undefined): string | null {
  if (!raw) return null;
  return AuditAction[raw as keyof typeof AuditAction] ?? raw;
}

/**
 * The audit log as a CSV file for a spreadsheet, for system admins (the session's cookie or
 * token, as every private read), with the page's filters; no cell that a spreadsheet would run as
 * a formula (lib/csv.ts), since names typed at a failed sign-in are anyone's. Written as it is
 * read, a batch of entries at a time.
 */
export function registerAuditLogCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(AUDIT_LOG_CSV_PATH, async (request, reply) => {
    const { who, entity, entityId, action, from, to } = request.query;
    return streamCsv(reply, "audit-log.csv", HEADER, async () => {
      const batches = await services.auditLog.exportBatches(await actorOf(request, services), {
        who: who || null,
        entity: entity || null,
        entityId: entityId || null,
        action: actionOf(action),
        from: from || null,
        to: to || null,
      });
      return rowsOf(batches);
    });
  });
}

function rowsOf(next: NextBatch<AuditLogEntry>): CsvBatches {
  return async () =>
    (await next())?.map((entry) => [
      entry.id,
      momentInDiocese(entry.at, "second"),
      entry.actorName,
      entry.actorKind,
      entry.clientAddress,
      entry.entity,
      entry.entityId,
      entry.label,
      entry.action,
      fieldsInWords(entry.entity, entry.fields).join(", "),
    ]) ?? null;
}
