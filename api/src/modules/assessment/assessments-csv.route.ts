import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { streamCsv, type CsvCell } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import { assessmentAccount } from "./assessment-payments.service.js";
import type { Standing } from "./assessment-figures.js";

/** Where the Assessments page's Download CSV gets a year's assessments. */
export const ASSESSMENTS_CSV_PATH = "/exports/assessments.csv";

const HEADER = [
  "Parish",
  "Archdeaconry",
  "Year",
  "Assessed (KES)",
  "Due to date (KES)",
  "Paid (KES)",
  "Balance (KES)",
  "Days behind",
  "Paybill account",
];

/**
 * A year's assessments as a CSV file for a spreadsheet: every parish the reader reaches (a parish
 * editor their own, an archdeacon their archdeaconry's), written a batch of parishes at a time,
 * with the parishes' and archdeaconries' names read per batch.
 */
export function registerAssessmentsCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    ASSESSMENTS_CSV_PATH,
    async (request, reply) => {
      const year = request.query.year ?? "";
      return streamCsv(reply, `assessments-${year.replace(/\D/g, "")}.csv`, HEADER, async () => {
        const next = await services.assessments.exportBatches(await actorOf(request, services), year);
        return async () => {
          const standings = await next();
          return standings ? rowsOf(standings, Number(year), services) : null;
        };
      });
    },
  );
}

async function rowsOf(standings: Standing[], year: number, services: Services): Promise<CsvCell[][]> {
  const parishes = await services.parishes.listByIds(standings.map((each) => each.parishId));
  const archdeaconryIds = [...new Set(standings.map((each) => each.archdeaconryId))];
  const archdeaconries = await services.archdeaconries.listByIds(archdeaconryIds);
  const archdeaconryName = (id: number) => archdeaconries[archdeaconryIds.indexOf(id)]?.name ?? null;
  return standings.map((standing, index) => {
    const assessed = standing.assessment?.amountKes ?? 0;
    return [
      parishes[index]?.name ?? null,
      archdeaconryName(standing.archdeaconryId),
      year,
      assessed,
      standing.dueToDateKes,
      standing.paidKes,
      assessed - standing.paidKes,
      standing.daysOverdue,
      assessmentAccount(standing.parishId),
    ];
  });
}
