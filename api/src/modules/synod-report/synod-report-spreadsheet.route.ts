import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { AppError } from "../../errors.js";
import type { Services } from "../../services.js";

/** Where the Parish returns page's "Download spreadsheet" gets the synod report: ?year=2025&language=sw. */
export const SYNOD_REPORT_SPREADSHEET_PATH = "/exports/synod-report.xlsx";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The synod report's spreadsheet, streamed as exceljs writes it. A refusal or a wrong input is
 * answered as JSON with its status before any of the file is sent; a failure once it has begun is
 * logged and cuts the connection, so a broken download never looks complete.
 */
export function registerSynodReportSpreadsheet(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    SYNOD_REPORT_SPREADSHEET_PATH,
    async (request, reply) => {
      const { year, language } = request.query;
      let spreadsheet;
      try {
        spreadsheet = await services.synodReports.spreadsheet(await actorOf(request, services), {
          year: year && /^\d{1,4}$/.test(year) ? Number(year) : year,
          language,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.code(error.httpStatus).send({ status: "error", message: error.message });
      }
      const file = new PassThrough();
      spreadsheet.write(file).catch((error: unknown) => {
        request.log.error(
          { err: error },
          "a synod report spreadsheet failed part way: its connection is cut",
        );
        file.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", `attachment; filename="${spreadsheet.filename}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );
}
