import type { FastifyInstance } from "fastify";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { FairQueue } from "./db/fair-queue.js";
import { takeDiocesesTurnsWith } from "./db/turns.js";
import { schedulables } from "./content-types.js";
import { ASSESSMENT_REMINDERS_EVERY_MS } from "./modules/assessment/assessment-reminders.js";
import { AuditLogRetention } from "./modules/audit-log/audit-log-retention.js";
import { LedgerCheck } from "./modules/contribution/ledger-check.js";
import { EventNextDates } from "./modules/event/next-dates.js";
import { REGISTRATION_HOLDS_EVERY_MS } from "./modules/event-registration/registration-holds.js";
import { STATEMENT_SENDING_EVERY_MS } from "./modules/giving-statement/statement-sending.js";
import { APPEAL_MILESTONES_EVERY_MS } from "./modules/pledge/appeal-milestones.js";
import { PLEDGE_REMINDERS_EVERY_MS } from "./modules/pledge/pledge-reminders.js";
import { ScheduledPublishing } from "./modules/publication/scheduled-publishing.js";
import { SMS_NOTICES_EVERY_MS } from "./modules/sms-notice/sms-notice-sending.js";
import { SMS_SEND_EVERY_MS } from "./modules/sms/sms-sending.js";
import type { Services } from "./services.js";

/** A job that runs on a timer: started with the app; its turn under way awaited as the app closes. */
interface TimedJobOfApp {
  start(): void;
  stop(): Promise<void>;
}

/** `job` started to run every `everyMs`. */
const every = (
  job: { start(everyMs: number): void; stop(): Promise<void> },
  everyMs: number,
): TimedJobOfApp => ({
  start: () => job.start(everyMs),
  stop: () => job.stop(),
});

/**
 * Where the deployment serves several dioceses, starts the queue in which the timed jobs' turns
 * wait, a diocese's after another's (db/fair-queue.ts), before any job starts (M-Pesa's sweep
 * starts with the giving routes); it stops once the jobs have. Refused with the reason when the
 * queue cannot start.
 */
export async function queueDiocesesTurns(
  app: FastifyInstance,
  databaseUrl: string,
  services: Services,
): Promise<void> {
  const queue = await FairQueue.start({
    databaseUrl,
    dioceses: () => services.dioceses.served(),
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  takeDiocesesTurnsWith(queue);
  app.addHook("onClose", async () => {
    takeDiocesesTurnsWith(null);
    await queue.stop();
  });
}

/**
 * Every timed job, on every instance: scheduled publishing, the newsletter's and the SMS's sending,
 * pledge and assessment reminders, appeal milestones, SMS notices, donors' giving statements, clergy
 * postings taking effect, event registrations' holds and offers whose time is up, the audit log's pruning, the nightly check of the appeals' totals against
 * the ledger and the events' next occurrences. That several instances do each piece of work once
 * is each job's own affair (db/timed-job.ts); where the deployment serves several dioceses, their
 * turns are queued (queueDiocesesTurns).
 * The newsletter's sending and the SMS's are stopped by createApp and registerGiving, which close
 * the mail and the SMS connections after them, also when the jobs do not run (the API's tests).
 */
export function startTimedJobs(
  app: FastifyInstance,
  config: Config,
  services: Services,
  dataSource: DataSource,
): void {
  services.newsletterSending.start(config.scheduledPublishingIntervalMs);
  services.smsSending.start(SMS_SEND_EVERY_MS);
  const jobs: TimedJobOfApp[] = [
    every(new ScheduledPublishing(schedulables(services), app.log), config.scheduledPublishingIntervalMs),
    every(services.pledgeReminders, PLEDGE_REMINDERS_EVERY_MS),
    every(services.appealMilestones, APPEAL_MILESTONES_EVERY_MS),
    every(services.smsNoticeSending, SMS_NOTICES_EVERY_MS),
    every(services.assessmentReminders, ASSESSMENT_REMINDERS_EVERY_MS),
    every(services.givingStatementSending, STATEMENT_SENDING_EVERY_MS),
    every(services.registrationHolds, REGISTRATION_HOLDS_EVERY_MS),
    // Postings take effect on their day as scheduled items go public: within the same interval.
    every(services.clergyPostingsTakingEffect, config.scheduledPublishingIntervalMs),
    new AuditLogRetention(services.auditLog, app.log),
    new LedgerCheck(services.contributions, app.log),
    new EventNextDates(dataSource),
  ];
  for (const job of jobs) {
    job.start();
    app.addHook("onClose", () => job.stop());
  }
}
