import type { DataSource, QueryRunner } from "typeorm";
import { DEPLOYMENT_TABLES, PUBLISHED_TO_THE_PROVINCE, QUEUE_SCHEMA } from "./dioceses.js";
import { currentDiocese, PROVINCE_READER } from "./unit-of-work.js";

/** The data sources of deployments that serve several dioceses (data-source.ts marks them). */
const MANY_DIOCESES = new WeakSet<DataSource>();

/** Those running their migrations now. */
const MIGRATING = new WeakSet<DataSource>();

/** The policy that keeps each diocese-owned table's rows to the diocese a transaction names. */
const POLICY = "rows_of_the_diocese";
/** The policy that lets the province's site read every diocese's rows of a table published to it. */
const PUBLISHED_POLICY = "published_to_the_province";
const NAMED_DIOCESE = "current_setting('app.diocese_id')::int";
/** A diocese-owned column's default where the deployment serves several, as PostgreSQL writes it back. */
const DEFAULT_OF_MANY = "(current_setting('app.diocese_id'::text))::integer";

/** Marks a PostgreSQL data source as serving several dioceses (MULTI_DIOCESE=true). */
export function markManyDioceses(dataSource: DataSource): void {
  MANY_DIOCESES.add(dataSource);
}

/**
 * Where the deployment serves several dioceses, every PostgreSQL transaction names the diocese it
 * works for, the running request's (app.ts finds it by host name): `SET LOCAL app.diocese_id`,
 * so the setting ends with its transaction and a pooled connection carries nothing to its next
 * user. A statement sent outside a transaction is run in one of its own for it. New rows take their diocese from it (keepEachDiocesesRows); row-level security
 * is to read it too (docs/engineers/province.md, step 3).
 */
export function nameTheDioceseOfEachTransaction(dataSource: DataSource): void {
  if (!MANY_DIOCESES.has(dataSource)) return;
  const driver = dataSource.driver;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => inTheDiocese(createQueryRunner(mode), () => MIGRATING.has(dataSource));
}

type Query = (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;

function inTheDiocese(runner: QueryRunner, migrating: () => boolean): QueryRunner {
  const query = runner.query.bind(runner) as Query;
  const inDiocese: Query = async (sql, parameters, structured) => {
    if (sql === "START TRANSACTION") {
      // In one round trip: the diocese is a whole number of the site's own, never a visitor's text.
      // Named app.diocese_id, not diocese.id: the response cache takes a word of a statement that
      // names a table for a read of it (db/table-access.ts), and no answer that reads diocese is kept.
      // A migration that reads or writes rows of a table whose rows are kept apart fails, rather
      // than change one diocese's rows alone: row_security off refuses what a policy would filter.
      const diocese = Math.trunc(currentDiocese());
      // SET LOCAL rather than SELECT set_config(…, true), the same setting: a SELECT takes the
      // transaction's snapshot, after which it could no longer be made REPEATABLE READ, as an
      // export of a diocese makes its own (modules/diocese/diocese-export.ts).
      const settings = [
        `SET LOCAL app.diocese_id = '${diocese}'`,
        ...(migrating() ? [`SET LOCAL row_security = off`] : []),
      ];
      // The province's site reads what every diocese publishes, and may write nothing at all.
      const start = diocese === PROVINCE_READER ? "START TRANSACTION READ ONLY" : "START TRANSACTION";
      try {
        return await query(`${start}; ${settings.join("; ")}`, undefined, structured);
      } catch (error) {
        // It may have begun before it failed (cancelled, timed out): ended, the connection goes
        // back to the pool clean, and TypeORM, which marks a transaction active before its start,
        // counts none begun.
        await query("ROLLBACK").catch(() => undefined);
        Object.assign(runner, { isTransactionActive: false });
        throw error;
      }
    }
    if (runner.isTransactionActive) return query(sql, parameters, structured);
    await runner.startTransaction();
    try {
      const result = await query(sql, parameters, structured);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    }
  };
  runner.query = inDiocese as QueryRunner["query"];
  return runner;
}

/**
 * Why the site must not start on this database as it is configured, or null. Where it serves
 * several dioceses, a role that row-level security does not bind (a superuser, or one that
 * bypasses it) would see and change every diocese's rows, and one that cannot make the timed jobs'
 * queue's schema (db/fair-queue.ts) would run no job. Where it serves one, a database whose
 * dioceses are kept apart (a province's) would be read as one diocese's: an instance or a command
 * started without MULTI_DIOCESE must neither serve it nor undo its policies.
 */
export async function whyNotStartAsConfigured(dataSource: DataSource): Promise<string | null> {
  if (dataSource.options.type !== "postgres") return null;
  if (!MANY_DIOCESES.has(dataSource))
    return (await keepsDiocesesApart(dataSource)) ? PROVINCE_DATABASE : null;
  const [role]: { name: string; superuser: boolean; bypasses: boolean }[] = await dataSource.query(
    `SELECT rolname AS name, rolsuper AS superuser, rolbypassrls AS bypasses FROM pg_roles WHERE rolname = current_user`,
  );
  if (role && (role.superuser || role.bypasses)) {
    const what = role.superuser ? "a superuser" : "a role that bypasses row-level security";
    return `MULTI_DIOCESE=true keeps each diocese's rows apart with row-level security, which does not bind the database role "${role.name}" of DATABASE_URL: it is ${what}. Connect as a role that owns the site's tables and is neither (CREATE ROLE diocese_site LOGIN NOSUPERUSER NOBYPASSRLS).`;
  }
  const [queue]: { can_make: boolean; can_add_to: boolean | null }[] = await dataSource.query(
    `SELECT has_database_privilege(current_database(), 'CREATE') AS can_make,
            (SELECT has_schema_privilege(oid, 'CREATE') FROM pg_namespace WHERE nspname = $1) AS can_add_to`,
    [QUEUE_SCHEMA],
  );
  if (queue?.can_make || queue?.can_add_to) return null;
  return `MULTI_DIOCESE=true keeps the timed jobs' queue in the schema ${QUEUE_SCHEMA}, which the database role "${role?.name ?? "of DATABASE_URL"}" cannot make: make the role the database's owner (ALTER DATABASE ... OWNER TO ...) or GRANT CREATE ON DATABASE to it.`;
}

const PROVINCE_DATABASE =
  "This database keeps several dioceses' rows apart (its site runs with MULTI_DIOCESE=true): set MULTI_DIOCESE=true for this instance or command too. Without it, it would read every diocese's rows as one diocese's.";

async function keepsDiocesesApart(dataSource: DataSource): Promise<boolean> {
  const rows: { kept: boolean }[] = await dataSource.query(
    `SELECT EXISTS (SELECT 1 FROM pg_policy WHERE polname = $1) AS kept`,
    [POLICY],
  );
  return rows[0]?.kept === true;
}

/** Runs a data source's migrations so that one that would touch rows kept apart fails whole. */
export async function migrateFailingOnRowsKeptApart(dataSource: DataSource): Promise<void> {
  MIGRATING.add(dataSource);
  try {
    await dataSource.runMigrations();
  } finally {
    MIGRATING.delete(dataSource);
  }
}

interface DioceseTable {
  table: string;
  column_default: string | null;
  has_policy: boolean;
  enabled: boolean;
  forced: boolean;
}

/**
 * Where the deployment serves several dioceses, PostgreSQL keeps each diocese's rows to it: every
 * table that carries diocese_id, but the deployment's own, has row-level security enabled and
 * forced (its owner, the site's role, is held to it too) with a policy that lets a transaction
 * read and write only the rows of the diocese it names, and a new row is that diocese's. A
 * statement run with no diocese named fails: current_setting without missing_ok raises an error
 * rather than matching nothing or everything. A table each diocese publishes to the province
 * (PUBLISHED_TO_THE_PROVINCE) has a second policy, for reading it as PROVINCE_READER alone. Made
 * at each start after the migrations; what is already so is left alone. Nothing undoes it: an instance started without MULTI_DIOCESE refuses
 * such a database (whyNotStartAsConfigured).
 */
export async function keepEachDiocesesRows(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== "postgres" || !MANY_DIOCESES.has(dataSource)) return;
  const tables: DioceseTable[] = await dataSource.query(
    `SELECT class.relname AS "table", pg_get_expr(given.adbin, given.adrelid) AS column_default,
            EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = class.oid AND polname = $1) AS has_policy,
            class.relrowsecurity AS enabled, class.relforcerowsecurity AS forced
       FROM pg_class class
       JOIN pg_attribute attribute ON attribute.attrelid = class.oid AND attribute.attname = 'diocese_id'
       LEFT JOIN pg_attrdef given ON given.adrelid = class.oid AND given.adnum = attribute.attnum
      WHERE class.relnamespace = current_schema()::regnamespace AND class.relkind = 'r'`,
    [POLICY],
  );
  for (const each of tables) {
    if (Object.hasOwn(DEPLOYMENT_TABLES, each.table)) continue;
    for (const statement of toKeepApart(each)) await dataSource.query(statement);
  }
  const published: { table: string }[] = await dataSource.query(
    `SELECT polrelid::regclass::text AS "table" FROM pg_policy WHERE polname = $1`,
    [PUBLISHED_POLICY],
  );
  // A table published no longer is the province's to read no longer.
  for (const { table } of published) {
    if (!Object.hasOwn(PUBLISHED_TO_THE_PROVINCE, table)) {
      await dataSource.query(`DROP POLICY ${PUBLISHED_POLICY} ON "${table}"`);
    }
  }
  for (const table of Object.keys(PUBLISHED_TO_THE_PROVINCE)) {
    if (published.some((each) => each.table === table)) continue;
    // For reading alone, and only as the province's reader: another policy adds to what a
    // transaction may read, so a diocese's own transaction still reads its own rows alone.
    await dataSource.query(
      `CREATE POLICY ${PUBLISHED_POLICY} ON "${table}" FOR SELECT USING (${NAMED_DIOCESE} = ${PROVINCE_READER})`,
    );
  }
}

function toKeepApart({ table, column_default, has_policy, enabled, forced }: DioceseTable): string[] {
  return [
    column_default === DEFAULT_OF_MANY
      ? null
      : `ALTER TABLE "${table}" ALTER COLUMN diocese_id SET DEFAULT ${NAMED_DIOCESE}`,
    has_policy
      ? null
      : `CREATE POLICY ${POLICY} ON "${table}" USING (diocese_id = ${NAMED_DIOCESE}) WITH CHECK (diocese_id = ${NAMED_DIOCESE})`,
    enabled ? null : `ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`,
    forced ? null : `ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`,
  ].filter((statement) => statement !== null);
}
