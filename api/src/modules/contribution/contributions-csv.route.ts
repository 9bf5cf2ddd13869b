import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { answerCsv } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import { maskedPhone } from "./donor-phone.js";

/** Where the Contributions page's Export CSV downloads the ledger, with the page's filters. */
export const CONTRIBUTIONS_CSV_PATH = "/exports/contributions.csv";

const HEADER = [
  "Entry",
  "Date (Kakamega)",
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
  "Reason",
];

const dateTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: DIOCESE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * The ledger as a CSV file for a spreadsheet, for treasurers and system admins (the session's
 * cookie or token, as every private read): phones masked, and no cell that a spreadsheet would run
 * as a formula (lib/csv.ts).
 */
export function registerContributionsCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    CONTRIBUTIONS_CSV_PATH,
    async (request, reply) => {
      const { projectId, status, source, from, to } = request.query;
      return answerCsv(reply, "contributions.csv", HEADER, async () => {
        const entries = await services.contributions.all(await actorOf(request, services), {
          projectId: projectId || null,
          status: status || null,
          source: source || null,
          from: from || null,
          to: to || null,
        });
        const projects = new Map(
          (await services.projects.listByIds([...new Set(entries.map((entry) => entry.projectId))]))
            .filter((project) => project !== null)
            .map((project) => [project.id, project.title]),
        );
        return entries.map((entry) => [
          entry.id,
          dateTime.format(entry.paidAt ?? entry.createdAt).replace(",", ""),
          entry.receiptNumber,
          entry.source,
          entry.method,
          entry.status,
          entry.amountKes,
          projects.get(entry.projectId) ?? null,
          entry.donorName,
          entry.anonymous ? "yes" : "no",
          maskedPhone(entry.phone),
          entry.mpesaReceipt,
          entry.reference,
          entry.reversesId,
          entry.reason,
        ]);
      });
    },
  );
}
