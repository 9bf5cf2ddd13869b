import type { FastifyInstance } from "fastify";
import { actorOf } from "../../context.js";
import type { NextBatch } from "../../db/newest-first-batches.js";
import { dayInDiocese } from "../../lib/calendar.js";
import { streamCsv, type CsvBatches, type CsvCell } from "../../lib/csv.js";
import type { Services } from "../../services.js";
import { maskedPhone } from "../contribution/donor-phone.js";
import {
  HonourRollShowing,
  PledgerKind,
  PledgeSchedule,
  PledgeSource,
  PledgeStatus,
  type Pledge,
} from "./pledge.entity.js";

/** Where the Pledges page's Export CSV downloads the pledges, with the page's filters. */
export const PLEDGES_CSV_PATH = "/exports/pledges.csv";

const HEADER = [
  "Pledge",
  "Account",
  "Made (Kakamega)",
  "Who",
  "Name",
  "Parish",
  "Project",
  "Promised (KES)",
  "Paid (KES)",
  "Left (KES)",
  "Due",
  "Schedule",
  "Status",
  "Phone",
  "E-mail",
  "Honour roll",
  "Reminders",
  "Next reminder",
  "Taken",
  "Reason cancelled",
];

/** The Pledges page's words (web/src/admin/locales/en/dashboardPledges.json). */
const KIND_WORDS: Record<PledgerKind, string> = {
  PERSON: "Person",
  PARISH: "Parish",
  MOTHERS_UNION: "Mothers' Union",
  KAMA: "KAMA",
  YOUTH: "Youth",
  GROUP: "Group",
};
const SCHEDULE_WORDS: Record<PledgeSchedule, string> = {
  ONCE: "At once",
  MONTHLY: "Monthly",
  WEEKLY: "Weekly",
};
const STATUS_WORDS: Record<PledgeStatus, string> = {
  OPEN: "Open",
  FULFILLED: "Fulfilled",
  CANCELLED: "Cancelled",
};
const HONOUR_WORDS: Record<HonourRollShowing, string> = {
  NAME_AND_AMOUNT: "Name and amount",
  NAME_ONLY: "Name only",
  ANONYMOUS: "Anonymous",
};
const SOURCE_WORDS: Record<PledgeSource, string> = { ONLINE: "Online", PAPER: "On paper" };

/**
 * The pledges as a CSV file, for treasurers and system admins: what each promised, has paid and
 * owes, phones masked as the ledger masks them, a batch at a time with its payments and names read
 * alongside, so any number of pledges takes one batch of memory.
 */
export function registerPledgesCsv(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(PLEDGES_CSV_PATH, async (request, reply) => {
    const { projectId, status, overdue, search } = request.query;
    return streamCsv(reply, "pledges.csv", HEADER, async () => {
      const batches = await services.treasurerPledges.exportBatches(await actorOf(request, services), {
        projectId: projectId || null,
        status: status || null,
        overdue: overdue === "true" ? true : null,
        search: search || null,
      });
      return rowsOf(batches, services);
    });
  });
}

function rowsOf(next: NextBatch<Pledge>, services: Services): CsvBatches {
  const titles = new Map<number, string | null>();
  const parishes = new Map<number, string | null>();
  return async () => {
    const pledges = await next();
    if (!pledges) return null;
    const projectIds = [...new Set(pledges.map((pledge) => pledge.projectId))].filter(
      (id) => !titles.has(id),
    );
    const projects = await services.projects.listByIds(projectIds);
    projectIds.forEach((id, index) => titles.set(id, projects[index]?.title ?? null));
    const parishIds = [
      ...new Set(pledges.flatMap((pledge) => (pledge.parishId ? [pledge.parishId] : []))),
    ].filter((id) => !parishes.has(id));
    const found = await services.parishes.listByIds(parishIds);
    parishIds.forEach((id, index) => parishes.set(id, found[index]?.name ?? null));
    const paid = await services.pledges.paidOfEach(pledges.map((pledge) => pledge.id));
    return pledges.map((pledge, index) =>
      rowOf(pledge, paid[index]!, {
        project: titles.get(pledge.projectId) ?? null,
        parish: pledge.parishId ? (parishes.get(pledge.parishId) ?? null) : null,
      }),
    );
  };
}

function rowOf(
  pledge: Pledge,
  paidKes: number,
  names: { project: string | null; parish: string | null },
): CsvCell[] {
  return [
    pledge.id,
    `P${pledge.id}`,
    dayInDiocese(pledge.createdAt),
    KIND_WORDS[pledge.pledgerKind],
    pledge.name,
    names.parish,
    names.project,
    pledge.amountKes,
    paidKes,
    Math.max(0, pledge.amountKes - paidKes),
    pledge.dueOn,
    SCHEDULE_WORDS[pledge.schedule],
    STATUS_WORDS[pledge.status],
    maskedPhone(pledge.phone?.replace(/^\+/, "") ?? null),
    pledge.email,
    HONOUR_WORDS[pledge.honourRoll],
    pledge.remindersConsentAt ? "yes" : "no",
    pledge.nextReminderOn,
    SOURCE_WORDS[pledge.source],
    pledge.cancelReason,
  ];
}
