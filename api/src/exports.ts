import type { FastifyInstance } from "fastify";
import { registerAssessmentsCsv } from "./modules/assessment/assessments-csv.route.js";
import { registerAuditLogCsv } from "./modules/audit-log/audit-log-csv.route.js";
import { registerContributionsCsv } from "./modules/contribution/contributions-csv.route.js";
import { registerRegistrationsCsv } from "./modules/event-registration/registrations-csv.route.js";
import { registerGivingStatementsCsv } from "./modules/giving-statement/giving-statements-csv.route.js";
import { registerSubscribersCsv } from "./modules/newsletter-subscriber/subscribers-csv.route.js";
import { registerParishReturnsCsv } from "./modules/parish-return/parish-returns-csv.route.js";
import { registerPledgesCsv } from "./modules/pledge/pledges-csv.route.js";
import { registerSynodReportSpreadsheet } from "./modules/synod-report/synod-report-spreadsheet.route.js";
import type { Services } from "./services.js";

/**
 * The dashboard's downloads under /exports/: each checks its reader as the GraphQL list it copies
 * does, and streams its rows a batch at a time (lib/csv.ts, or exceljs's streaming writer for the
 * synod report's spreadsheet), never the whole table in memory.
 */
export function registerExports(app: FastifyInstance, services: Services): void {
  registerAuditLogCsv(app, services);
  registerSubscribersCsv(app, services);
  registerContributionsCsv(app, services);
  registerPledgesCsv(app, services);
  registerAssessmentsCsv(app, services);
  registerParishReturnsCsv(app, services);
  registerSynodReportSpreadsheet(app, services);
  registerGivingStatementsCsv(app, services);
  registerRegistrationsCsv(app, services);
}
