import { In, type EntityManager, type EntityMetadata, type EntityTarget, type ObjectLiteral } from "typeorm";
import { spokenDate } from "../../site/calendar-days.js";
import { SITE_CONTENT_TYPES } from "../../site/content-types/index.js";
import {
  serviceName,
  timeOfDayName,
  WEEKDAY_NAMES,
  type ServiceKind,
  type ServiceLanguage,
  type Weekday,
} from "../../site/worship.js";
import { Assessment } from "../assessment/assessment.entity.js";
import { ClergyMember, styledName } from "../clergy/clergy.entity.js";
import { Committee } from "../committee/committee.entity.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { giftInWords, paymentInWords, type GiftNamed } from "../contribution/gift-words.js";
import type { UnmatchedPayment } from "../contribution/unmatched-payment.entity.js";
import { Event } from "../event/event.entity.js";
import { PhotoAlbum } from "../gallery/photo-album.entity.js";
import { NewsletterIssue } from "../newsletter/newsletter-issue.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { ParishReturn } from "../parish-return/parish-return.entity.js";
import { Pledge } from "../pledge/pledge.entity.js";
import { Project } from "../project/project.entity.js";
import { AUDIT_LABEL_LENGTH } from "./audit-log.entity.js";

/*
 * How the audit log names what a write touched: the kind of record in the diocese's words ("News
 * article") and the record itself as a person knows it, read when the entry is made (its title
 * then; a deleted one's name before it went). Always in English, as the kinds are: an entry keeps
 * the words it was written with, whatever language a system admin later reads it in.
 */

type Row = Record<string, unknown>;
/** Some columns of another table's row: what a name borrows from its parent (a gift's appeal). */
type Lookup = (
  target: EntityTarget<ObjectLiteral>,
  id: unknown,
  columns: readonly string[],
) => Promise<Row | null>;

interface AuditedTable {
  /** What a record of the table is, in the diocese's words. */
  kind: string;
  /** The columns (property names) that name a record. */
  columns: readonly string[];
  /** Its name from those columns; the first column's text when left out. */
  name?: (row: Row, lookup: Lookup) => Promise<string> | string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const named = (kind: string, column: string): AuditedTable => ({ kind, columns: [column] });

const shillingsOf = (value: unknown) => `KES ${Number(value).toLocaleString("en-KE")}`;

/** "the 2026 assessment of St Peter's Butere", from an assessment's row. */
async function assessmentNamed(row: Row, lookup: Lookup): Promise<string> {
  const parish = await lookup(Parish, row.parishId, ["name"]);
  return `the ${text(row.year)} assessment of ${text(parish?.name)}`;
}

async function assessmentName(id: unknown, lookup: Lookup): Promise<string> {
  const assessment = await lookup(Assessment, id, ["parishId", "year"]);
  return assessment ? assessmentNamed(assessment, lookup) : "a parish's assessment";
}

/** Every table whose writes are recorded, by its name: a content type's from its shared part, the others here. */
const AUDITED_TABLES: Record<string, AuditedTable> = {
  ...Object.fromEntries(
    SITE_CONTENT_TYPES.map(({ table, audit }) => [table, named(audit.kind, audit.nameColumn)]),
  ),
  admin_user: named("Staff account", "name"),
  api_token: named("API token", "name"),
  // Named by what it is (mpesa-passkey); its value is never in the log.
  diocese_secret: named("Diocese's secret", "name"),
  archdeaconry: named("Archdeaconry", "name"),
  parish: named("Parish", "name"),
  regular_service: {
    kind: "Parish service",
    columns: ["parishId", "day", "startTime", "kind", "language"],
    async name(row, lookup) {
      const parish = await lookup(Parish, row.parishId, ["name"]);
      const when = `${WEEKDAY_NAMES[row.day as Weekday]} ${timeOfDayName(text(row.startTime))}`;
      const service = serviceName(row.kind as ServiceKind, row.language as ServiceLanguage);
      return `${when}, ${service}${parish ? `, ${text(parish.name)}` : ""}`;
    },
  },
  clergy_posting: {
    kind: "Clergy posting",
    columns: ["clergyMemberId", "role", "roleName", "startsOn"],
    async name(row, lookup) {
      const member = await lookup(ClergyMember, row.clergyMemberId, ["title", "name"]);
      const person = member ? styledName(member as Pick<ClergyMember, "title" | "name">) : "";
      return `${person}, ${text(row.roleName ?? row.role)} from ${spokenDate(text(row.startsOn), "en")}`;
    },
  },
  event: named("Event", "title"),
  event_occurrence_change: {
    kind: "Change to an event's date",
    columns: ["eventId", "occurrenceDate"],
    async name(row, lookup) {
      const event = await lookup(Event, row.eventId, ["title"]);
      return `${text(event?.title)}, ${spokenDate(text(row.occurrenceDate), "en")}`;
    },
  },
  job_opening: {
    kind: "Job opening",
    columns: ["position", "referenceNumber"],
    name: (row) => `${text(row.position)} (${text(row.referenceNumber)})`,
  },
  site_settings: named("Site settings", "fullName"),
  newsletter_subscriber: named("Newsletter subscriber", "email"),
  newsletter_issue: named("Newsletter issue", "subject"),
  newsletter_delivery: {
    kind: "Newsletter delivery",
    columns: ["issueId", "email"],
    async name(row, lookup) {
      const issue = await lookup(NewsletterIssue, row.issueId, ["subject"]);
      return `${text(issue?.subject)}, to ${text(row.email)}`;
    },
  },
  slide: named("Carousel slide", "title"),
  history_bishop: named("Bishop of the History page", "name"),
  administrative_secretary: named("Administrative secretary", "name"),
  project: named("Project", "title"),
  contribution: {
    kind: "Gift",
    columns: [
      "projectId",
      "assessmentId",
      "amountKes",
      "source",
      "method",
      "donorName",
      "anonymous",
      "reversesId",
    ],
    async name(row, lookup) {
      const paidFor = row.assessmentId
        ? await assessmentName(row.assessmentId, lookup)
        : text((await lookup(Project, row.projectId, ["title"]))?.title);
      const reversed = row.reversesId
        ? await lookup(Contribution, row.reversesId, [
            "amountKes",
            "source",
            "method",
            "donorName",
            "anonymous",
          ])
        : null;
      return giftInWords(row as unknown as GiftNamed, paidFor, reversed as GiftNamed | null);
    },
  },
  assessment: {
    kind: "Parish assessment",
    columns: ["parishId", "year"],
    name: async (row, lookup) => assessmentNamed(row, lookup),
  },
  assessment_instalment: {
    kind: "Instalment of a parish assessment",
    columns: ["assessmentId", "dueOn", "amountKes"],
    async name(row, lookup) {
      const assessment = await assessmentName(row.assessmentId, lookup);
      return `${shillingsOf(row.amountKes)} due ${spokenDate(text(row.dueOn), "en")}, ${assessment}`;
    },
  },
  parish_treasurer: {
    kind: "Parish treasurer",
    columns: ["parishId", "name"],
    async name(row, lookup) {
      const parish = await lookup(Parish, row.parishId, ["name"]);
      return `${text(row.name)}, ${text(parish?.name)}`;
    },
  },
  unmatched_payment: {
    kind: "Unmatched paybill payment",
    columns: ["amountKes", "donorName", "phone", "mpesaReceipt", "accountNumber"],
    name: (row) => paymentInWords(row as unknown as UnmatchedPayment),
  },
  pledge: {
    kind: "Pledge",
    columns: ["name", "amountKes", "projectId"],
    async name(row, lookup) {
      const project = await lookup(Project, row.projectId, ["title"]);
      return `${text(row.name)}, KES ${Number(row.amountKes).toLocaleString("en-KE")} to ${text(project?.title)}`;
    },
  },
  pledge_change: {
    kind: "Change to a pledge",
    columns: ["pledgeId", "field", "fromValue", "toValue"],
    async name(row, lookup) {
      const pledge = await lookup(Pledge, row.pledgeId, ["name"]);
      return `${text(pledge?.name)}: ${text(row.field)} from ${text(row.fromValue)} to ${text(row.toValue)}`;
    },
  },
  sms_notice: {
    kind: "SMS notice",
    columns: ["body", "parishId"],
    async name(row, lookup) {
      const parish = await lookup(Parish, row.parishId, ["name"]);
      return `${parish ? text(parish.name) : "The diocese"}: ${text(row.body)}`;
    },
  },
  sms_subscription: {
    kind: "Subscription to SMS notices",
    columns: ["phone", "parishId"],
    async name(row, lookup) {
      const parish = await lookup(Parish, row.parishId, ["name"]);
      return `${text(row.phone)}, to ${parish ? text(parish.name) : "the diocese"}'s notices`;
    },
  },
  parish_return_question: {
    kind: "Question of a parish return",
    columns: ["year", "labelEn"],
    name: (row) => `${text(row.year)}: ${text(row.labelEn)}`,
  },
  parish_return: {
    kind: "Parish return",
    columns: ["parishId", "year", "status"],
    async name(row, lookup) {
      const parish = await lookup(Parish, row.parishId, ["name"]);
      return `${text(parish?.name)}, ${text(row.year)}`;
    },
  },
  parish_return_reopening: {
    kind: "Reopening of a parish return",
    columns: ["returnId", "reason"],
    async name(row, lookup) {
      const kept = await lookup(ParishReturn, row.returnId, ["parishId", "year"]);
      const parish = kept ? await lookup(Parish, kept.parishId, ["name"]) : null;
      return `${text(parish?.name)}, ${text(kept?.year)}: ${text(row.reason)}`;
    },
  },
  parish_return_reminder: {
    kind: "Reminder of a parish return",
    columns: ["parishId", "year"],
    async name(row, lookup) {
      const parish = await lookup(Parish, row.parishId, ["name"]);
      return `${text(parish?.name)}, ${text(row.year)}`;
    },
  },
  year_summary: {
    kind: "Year's summary on the website",
    columns: ["year"],
    name: (row) => `The year ${text(row.year)} in numbers`,
  },
  registration: {
    kind: "Registration",
    columns: ["name", "eventId"],
    async name(row, lookup) {
      const event = await lookup(Event, row.eventId, ["title"]);
      return `${text(row.name)}, for ${text(event?.title)}`;
    },
  },
  registration_setup: {
    kind: "Registrations of an event",
    columns: ["eventId"],
    async name(row, lookup) {
      const event = await lookup(Event, row.eventId, ["title"]);
      return text(event?.title);
    },
  },
  committee: named("Board or committee", "name"),
  committee_member: {
    kind: "Member of a board or committee",
    columns: ["name", "title", "committeeId"],
    async name(row, lookup) {
      const committee = await lookup(Committee, row.committeeId, ["name"]);
      return [row.name, row.title, committee?.name].filter(Boolean).map(text).join(", ");
    },
  },
  photo_album: named("Photo album", "title"),
  photo: {
    kind: "Photograph",
    columns: ["caption", "albumId"],
    async name(row, lookup) {
      const album = await lookup(PhotoAlbum, row.albumId, ["title"]);
      return `${text(row.caption)}${album ? `, in ${text(album.title)}` : ""}`;
    },
  },
};

/** What a record of the table is, in the diocese's words; a table not listed, from its own name. */
export function auditKind(tableName: string): string {
  const words = tableName.replace(/_/g, " ");
  return AUDITED_TABLES[tableName]?.kind ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** The table a kind names, for reading back what an entry lists of it. */
export function tableOfKind(kind: string): string | null {
  return Object.entries(AUDITED_TABLES).find(([, table]) => table.kind === kind)?.[0] ?? null;
}

/** Whether the audit log knows how to name a record of the table. */
export const namesRecordsOf = (tableName: string) => tableName in AUDITED_TABLES;

const selectOf = (columns: readonly string[]) => Object.fromEntries(columns.map((column) => [column, true]));

/**
 * The names of some records of a table, by id, as they are in the database now (within the
 * write's own transaction): after an insert or update, the name written; before a delete, the
 * name it had. A record the table cannot name, or that is not there, has none.
 */
export async function labelsOf(
  manager: EntityManager,
  metadata: EntityMetadata,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const table = AUDITED_TABLES[metadata.tableName];
  const key = metadata.primaryColumns[0]?.propertyName;
  const wanted = ids.filter((id): id is string => id !== null);
  if (!table || !key || wanted.length === 0) return new Map();
  const rows: Row[] = await manager.find(metadata.target, {
    select: selectOf([key, ...table.columns]),
    where: { [key]: In(wanted) },
  });
  // Rows of one write often share the record they name themselves by (a parish's services, an
  // issue's deliveries): each is read once per write, not once per row.
  const looked = new Map<EntityTarget<ObjectLiteral>, Map<string, Promise<Row | null>>>();
  const lookup: Lookup = (target, id, columns) => {
    if (id === null || id === undefined) return Promise.resolve(null);
    const ofTarget = looked.get(target) ?? new Map<string, Promise<Row | null>>();
    looked.set(target, ofTarget);
    const lookupKey = `${String(id)} ${columns.join(",")}`;
    let found = ofTarget.get(lookupKey);
    if (!found) {
      found = manager.findOne(target, { select: selectOf(["id", ...columns]), where: { id } });
      ofTarget.set(lookupKey, found);
    }
    return found;
  };
  const labels = new Map<string, string>();
  for (const row of rows) {
    const name = table.name ? await table.name(row, lookup) : text(row[table.columns[0]!]);
    const oneLine = name.replace(/\s+/g, " ").trim();
    if (oneLine) labels.set(String(row[key]), fitted(oneLine));
  }
  return labels;
}

function fitted(name: string): string {
  return name.length <= AUDIT_LABEL_LENGTH ? name : `${name.slice(0, AUDIT_LABEL_LENGTH - 1)}…`;
}
