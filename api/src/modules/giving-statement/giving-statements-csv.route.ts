import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { streamCsv } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import { StatementChannel, StatementSendStatus } from "./giving-statement.entity.js";
import { lastDigitsOnly } from "./statement-phone.js";

/** Where the Giving statements page's Export CSV downloads a year's list of statements sent. */
export const GIVING_STATEMENTS_CSV_PATH = "/exports/giving-statements.csv";

const HEADER = ["Donor's number", "Year", "Asked for", "Sent", "How", "Status"];

/** The Giving statements page's words (web/src/admin/locales/en/dashboardStatements.json). */
const CHANNEL_WORDS: Record<StatementChannel, string> = { SMS: "SMS with a link", EMAIL: "E-mail" };
const STATUS_WORDS: Record<StatementSendStatus, string> = {
  QUEUED: "Waiting",
  SENT: "Sent",
  FAILED: "Not sent",
};

/**
 * A year's statements as a CSV file, for treasurers and system admins: numbers shown by their last
 * digits as on the page, a batch at a time, so any number of donors takes one batch of memory.
 */
export function registerGivingStatementsCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    GIVING_STATEMENTS_CSV_PATH,
    async (request, reply) => {
      const year = request.query.year ?? "";
      return streamCsv(reply, `giving-statements-${year.replace(/\D/g, "")}.csv`, HEADER, async () => {
        const next = await services.givingStatements.exportBatches(await actorOf(request, services), {
          year: /^\d{1,4}$/.test(year) ? Number(year) : year,
        });
        return async () => {
          const sends = await next();
          return (
            sends?.map((send) => [
              lastDigitsOnly(send.phone),
              send.year,
              send.createdAt.toISOString(),
              send.sentAt?.toISOString() ?? null,
              send.channel ? CHANNEL_WORDS[send.channel] : null,
              STATUS_WORDS[send.status],
            ]) ?? null
          );
        };
      });
    },
  );
}
