import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { clockTimeInDiocese, dayInDiocese } from "../../lib/calendar.js";
import type { NextBatch } from "../../db/newest-first-batches.js";
import { streamCsv, type CsvBatches, type CsvCell } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import { GiftMethod, GiftSource, GiftStatus, type Contribution } from "./contribution.entity.js";
import { maskedPhone } from "./donor-phone.js";

/** Where the Contributions page's Export CSV downloads the ledger, with the page's filters. */
export const CONTRIBUTIONS_CSV_PATH = "/exports/contributions.csv";

const HEADER = [
  "Entry",
  "Date (Kakamega)",
  "Time (Kakamega)",
  "Receipt number",
  "Source",
  "Method",
  "Status",
  "Amount (KES)",
  "Project",
  "Donor",
  "Anonymous",
  "Phone",
  "M-Pesa reference",
  "Reference",
  "Reverses entry",
  "Reversed by entry",
  "Reason",
];

/** The Contributions page's words for each source, method and status (web/src/admin/locales/en). */
const SOURCE_WORDS: Record<GiftSource, string> = {
  STK: "M-Pesa prompt",
  PAYBILL: "Paybill",
  STAFF: "Recorded by staff",
  OPENING: "Opening balance",
  REVERSAL: "Reversal",
};
const METHOD_WORDS: Record<GiftMethod, string> = {
  CASH: "Cash",
  CHEQUE: "Cheque",
  BANK_TRANSFER: "Bank transfer",
  MPESA: "M-Pesa (given to the office)",
};
const STATUS_WORDS: Record<GiftStatus, string> = { PENDING: "Pending", PAID: "Paid", FAILED: "Failed" };

/**
 * The ledger as a CSV file for a spreadsheet, for treasurers and system admins (the session's
 * cookie or token, as every private read): phones masked, and no cell that a spreadsheet would run
 * as a formula (lib/csv.ts). Written as it is read, a batch of entries at a time, each batch with
 * its reversals and projects read alongside, so a ledger of any length takes one batch of memory.
 */
export function registerContributionsCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    CONTRIBUTIONS_CSV_PATH,
    async (request, reply) => {
      const { projectId, status, source, from, to } = request.query;
      return streamCsv(reply, "contributions.csv", HEADER, async () => {
        const batches = await services.treasurerLedger.exportBatches(await actorOf(request, services), {
          projectId: projectId || null,
          status: status || null,
          source: source || null,
          from: from || null,
          to: to || null,
        });
        return rowsOf(batches, services);
      });
    },
  );
}

function rowsOf(next: NextBatch<Contribution>, services: Services): CsvBatches {
  // A diocese has tens of projects: their titles are read once each, when first met.
  const titles = new Map<number, string | null>();
  return async () => {
    const entries = await next();
    if (!entries) return null;
    // The export is of gifts (gift-filters.ts leaves out the parishes' assessments), each to a
    // project, and registrations' fees, each for an event.
    const projectIds = entries.map((entry) => entry.projectId ?? 0);
    const unknown = [...new Set(projectIds)].filter((id) => !titles.has(id));
    if (unknown.length > 0) {
      const projects = await services.projects.listByIds(unknown);
      unknown.forEach((id, index) => titles.set(id, projects[index]?.title ?? null));
    }
    const reversals = await services.contributions.reversalsOf(entries.map((entry) => entry.id));
    const paidFor = await Promise.all(
      entries.map(async (entry, index) =>
        entry.registrationId === null
          ? (titles.get(projectIds[index]!) ?? null)
          : registrationFeeWords(await services.registrationFees.feeOf(entry.registrationId)),
      ),
    );
    return entries.map((entry, index) => rowOf(entry, paidFor[index]!, reversals[index]!));
  };
}

/** A registration's fee, in the project's column: it is given to no appeal. */
const registrationFeeWords = (fee: { eventTitle: string; accountReference: string } | null) =>
  fee ? `Registration fee: ${fee.eventTitle} (${fee.accountReference})` : "Registration fee";

function rowOf(entry: Contribution, project: string | null, reversal: Contribution | null): CsvCell[] {
  const when = entry.paidAt ?? entry.createdAt;
  return [
    entry.id,
    dayInDiocese(when),
    // Staff record a gift for the day it was received: it has no time of its own.
    entry.source === GiftSource.STAFF ? null : clockTimeInDiocese(when),
    entry.receiptNumber,
    SOURCE_WORDS[entry.source],
    entry.method ? METHOD_WORDS[entry.method] : null,
    STATUS_WORDS[entry.status],
    entry.amountKes,
    project,
    entry.donorName,
    entry.anonymous ? "yes" : "no",
    maskedPhone(entry.phone),
    entry.mpesaReceipt,
    entry.reference,
    entry.reversesId,
    reversal?.id ?? null,
    entry.reason,
  ];
}
