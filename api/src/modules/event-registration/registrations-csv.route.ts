import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import { streamCsvOfColumns } from "../../lib/csv.js";
import type { Services } from "../../services.js";

/** Where an event's registrations page's Export CSV downloads them: `?event=<id>`. */
export const REGISTRATIONS_CSV_PATH = "/exports/registrations.csv";

/** The route: the session's cookie or token, as every private read. */
export function registerRegistrationsCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    REGISTRATIONS_CSV_PATH,
    async (request, reply) =>
      streamCsvOfColumns(reply, "registrations.csv", async () =>
        services.registrationStaff.exportOf(await actorOf(request, services), request.query.event),
      ),
  );
}
