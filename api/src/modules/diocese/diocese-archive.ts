import type { DataSource, TableColumn } from "typeorm";
import { DEPLOYMENT_TABLES } from "../../db/dioceses.js";

/**
 * What a diocese's archive holds (issue #44, `npm run admin -- diocese export|import`): its rows
 * of every table that is a diocese's, one file of JSON lines per table, and its uploaded files, so
 * that a diocese moves between a province's deployment and a single diocese's site, SQLite or
 * PostgreSQL, and back. Shared by diocese-export.ts and diocese-import.ts.
 */
export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  /** The diocese's name where it was exported. */
  name: string;
  exportedAt: string;
  /** The newest migration of the site it came from: it goes only to a site of the same schema. */
  schema: string;
  /** Each table's rows in the archive. */
  rows: Record<string, number>;
  /** The highest id of each table whose ids the deployment gives (0 for none). */
  highestIds: Record<string, number>;
  /** The uploaded files in the archive. */
  files: number;
}

export const ARCHIVE_FORMAT = "diocese-archive-1";
export const MANIFEST = "manifest.json";
/** Where each table's rows are, as JSON lines: rows/<table>.jsonl. */
export const ROWS = "rows";
/** Where the uploaded files are, laid out as their storage keys say. */
export const FILES = "files";

/**
 * A diocese's tables whose rows do not move with it, and why: each is either a secret of the
 * deployment it leaves or something short-lived that starts afresh where it arrives.
 */
export const NOT_MOVED: Readonly<Record<string, string>> = {
  diocese_secret:
    "its Daraja and SMS credentials are sealed with the deployment's SECRETS_KEY: set them again where it arrives",
  admin_session: "staff sign in again at the diocese's new address",
  password_reset: "a reset code lasts an hour: ask for another",
  throttle: "the rate limits' counts start afresh",
  ussd_session: "a phone menu's session lasts minutes",
};

/**
 * Whole-number columns that hold a row id the deployment gives but are not named `…_id`, and what
 * each holds: they move with the ids. Where one holds 0, 0 means none (the diocese as a whole,
 * nothing yet) and stays. diocese-archive.sqlite.test.ts fails on a column named `…_by`, `…_key`
 * or `…_through` that is not here.
 */
export const ROW_IDS_NAMED_OTHERWISE: Readonly<Record<string, string>> = {
  "parish_return.submitted_by": "the member of staff who sent the return",
  "parish_return.updated_by": "the member of staff who last changed it",
  "parish_return_reopening.reopened_by": "the member of staff who reopened it",
  "sms_notice.created_by": "the member of staff who wrote the notice",
  "sms_notice.queued_through": "the last subscription queued, a cursor over sms_subscription's ids",
  "sms_subscription.parish_key": "the parish subscribed to; 0 for the diocese's own notices",
  "year_summary.updated_by": "the member of staff who last changed it",
};

/** A column as the archive carries its values: a timestamp as an ISO string, a truth as true or false. */
type ValueKind = "time" | "truth" | "whole" | "other";

export interface ArchivedColumn {
  name: string;
  kind: ValueKind;
  /** Holds a row id the deployment gives (its own table's, or one it links to), moved with the rest. */
  holdsRowId: boolean;
}

export interface ArchivedTable {
  name: string;
  columns: ArchivedColumn[];
  /** The columns that order its rows and keep a page's place: its primary key but the diocese. */
  key: string[];
  /** Its id is given by the deployment (a sequence), not fixed like a diocese's one settings row. */
  givenIds: boolean;
}

/**
 * Every table whose rows move with a diocese, each after the tables it links to, so that inserting
 * them in this order meets every foreign key. Read from the database's own catalogue, so a new
 * table moves without being named here; one that must not is named in NOT_MOVED.
 */
export async function movedTables(dataSource: DataSource): Promise<ArchivedTable[]> {
  const runner = dataSource.createQueryRunner();
  try {
    // The site's own tables come unqualified; PostgreSQL's catalogue's, by schema.
    const names = (await runner.getTables())
      .map((table) => table.name)
      .filter((name) => !name.includes(".") && !name.startsWith("sqlite_"))
      .filter((name) => !(name in DEPLOYMENT_TABLES) && !(name in NOT_MOVED));
    const tables = await runner.getTables(names);
    const links = new Map(
      tables.map((table) => [
        plainName(table.name),
        table.foreignKeys.map((key) => plainName(key.referencedTableName)),
      ]),
    );
    return inLinkOrder(names.sort(), links).map((name) => {
      const table = tables.find((candidate) => plainName(candidate.name) === name)!;
      const id = table.columns.find((column) => column.name === "id");
      const givenIds = id?.isGenerated === true;
      return {
        name,
        givenIds,
        key: table.columns
          .filter((column) => column.isPrimary && column.name !== "diocese_id")
          .map(({ name }) => name),
        columns: table.columns
          .filter((column) => column.name !== "diocese_id")
          .map((column) => archivedColumn(name, column, givenIds)),
      };
    });
  } finally {
    await runner.release();
  }
}

const plainName = (name: string) => name.replace(/^.*\./, "");

/**
 * Every integer column named `…_id` links to a row whose id the deployment gives, as do those of
 * ROW_IDS_NAMED_OTHERWISE; `id` is such an id where a sequence gives it. (The audit log's
 * `entity_id` is text: diocese-import.ts moves it by its entity.)
 */
function archivedColumn(table: string, column: TableColumn, givenIds: boolean): ArchivedColumn {
  const type = column.type.toLowerCase();
  const kind: ValueKind = /timestamp|datetime/.test(type)
    ? "time"
    : type === "boolean"
      ? "truth"
      : /^(integer|int|int4|bigint|int8)$/.test(type)
        ? "whole"
        : "other";
  const holdsRowId =
    kind === "whole" &&
    (column.name === "id"
      ? givenIds
      : column.name.endsWith("_id") || `${table}.${column.name}` in ROW_IDS_NAMED_OTHERWISE);
  return { name: column.name, kind, holdsRowId };
}

/** The tables ordered so that each comes after those it links to (a link to itself aside). */
function inLinkOrder(names: readonly string[], links: ReadonlyMap<string, readonly string[]>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: readonly string[]) => {
    if (placed.has(name) || !names.includes(name)) return;
    if (path.includes(name)) throw new Error(`The tables link in a circle: ${[...path, name].join(" → ")}`);
    for (const target of links.get(name) ?? []) if (target !== name) place(target, [...path, name]);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) place(name, []);
  return ordered;
}

/** A value as the archive keeps it, whichever database it was read from. */
export function portableValue(value: unknown, kind: ValueKind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "time":
      return timeOf(value).toISOString();
    case "truth":
      return value === true || value === 1 || value === "1" || value === "true";
    case "whole":
      // PostgreSQL's bigint comes as text; every whole number the site keeps fits a double.
      return Number(value);
    default:
      return value;
  }
}

/** A value of the archive as the database it goes into keeps it. */
export function storedValue(value: unknown, kind: ValueKind, sqlite: boolean): unknown {
  if (value === null || !sqlite) return value;
  if (kind === "truth") return value ? 1 : 0;
  // As TypeORM writes a timestamp to SQLite, so that comparing them as text stays right.
  if (kind === "time") return String(value).replace("T", " ").replace("Z", "");
  return value;
}

/** SQLite keeps a timestamp as UTC text without a zone: "2026-12-02 12:00:00.000". */
function timeOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  const time = new Date(
    /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/.test(text) ? `${text.replace(" ", "T")}Z` : text,
  );
  if (Number.isNaN(time.getTime())) throw new Error(`${text} is not a time`);
  return time;
}

/** The newest migration the site has run: an archive goes only to a site of the same schema. */
export async function schemaOf(dataSource: DataSource): Promise<string> {
  const [newest] = (await dataSource.query(
    `SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1`,
  )) as {
    name: string;
  }[];
  return newest?.name ?? "";
}

/** A parameter's place in a query: SQLite's `?`, PostgreSQL's `$n`. */
export function placeholder(dataSource: DataSource, index: number): string {
  return dataSource.options.type === "postgres" ? `$${index + 1}` : "?";
}
