import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { streamCsvOfColumns } from "../../lib/csv.js";
import type { Services } from "../../services.js";

/** Where the Parish returns page's Export CSV downloads a year's returns: ?year=2026&archdeaconryId=3. */
export const PARISH_RETURNS_CSV_PATH = "/exports/parish-returns.csv";

/**
 * A year's returns as a CSV file for whoever reads parish records (the parishes they reach), a
 * parish a row and a question a column, written as it is read (parish-return-export.ts).
 */
export function registerParishReturnsCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    PARISH_RETURNS_CSV_PATH,
    async (request, reply) => {
      const { year, archdeaconryId } = request.query;
      return streamCsvOfColumns(reply, `parish-returns-${Number(year) || "year"}.csv`, async () =>
        services.parishReturnExport.file(await actorOf(request, services), {
          year: year && /^\d{1,4}$/.test(year) ? Number(year) : year,
          archdeaconryId: archdeaconryId || null,
        }),
      );
    },
  );
}
