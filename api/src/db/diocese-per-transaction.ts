import type { DataSource, QueryRunner } from "typeorm";
import { DEPLOYMENT_TABLES } from "./dioceses.js";
import { currentDiocese } from "./unit-of-work.js";

/** The data sources of deployments that serve several dioceses (data-source.ts marks them). */
const MANY_DIOCESES = new WeakSet<DataSource>();

/** Those running their migrations now. */
const MIGRATING = new WeakSet<DataSource>();

/** Marks a PostgreSQL data source as serving several dioceses (MULTI_DIOCESE=true). */
export function markManyDioceses(dataSource: DataSource): void {
  MANY_DIOCESES.add(dataSource);
}

/**
 * Where the deployment serves several dioceses, every PostgreSQL transaction names the diocese it
 * works for, the running request's (app.ts finds it by host name): `set_config('app.diocese_id', …,
 * true)`, which is SET LOCAL, so the setting ends with its transaction and a pooled connection
 * carries nothing to its next user. A statement sent outside a transaction is run in one of its
 * own for it. New rows take their diocese from it (keepEachDiocesesRows); row-level security
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
      const diocese = Math.trunc(currentDiocese());
      // A migration that reads or writes rows of a table whose rows are kept apart fails, rather
      // than change one diocese's rows alone: row_security off refuses what a policy would filter.
      if (migrating()) {
        return query(
          `START TRANSACTION; SELECT set_config('app.diocese_id', '${diocese}', true), set_config('row_security', 'off', true)`,
          undefined,
          structured,
        );
      }
      return query(
        `START TRANSACTION; SELECT set_config('app.diocese_id', '${diocese}', true)`,
        undefined,
        structured,
      );
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
 * Where the deployment serves several dioceses, what is wrong with the role the site connects as,
 * or null: a superuser, or a role that bypasses row-level security, would see and change every
 * diocese's rows, so such a deployment does not start.
 */
export async function roleAboveRowSecurity(dataSource: DataSource): Promise<string | null> {
  if (!MANY_DIOCESES.has(dataSource)) return null;
  const [role]: { name: string; superuser: boolean; bypasses: boolean }[] = await dataSource.query(
    `SELECT rolname AS name, rolsuper AS superuser, rolbypassrls AS bypasses FROM pg_roles WHERE rolname = current_user`,
  );
  if (!role || (!role.superuser && !role.bypasses)) return null;
  const what = role.superuser ? "a superuser" : "a role that bypasses row-level security";
  return `MULTI_DIOCESE=true keeps each diocese's rows apart with row-level security, which does not bind the database role "${role.name}" of DATABASE_URL: it is ${what}. Connect as a role that owns the site's tables and is neither (CREATE ROLE diocese_site LOGIN NOSUPERUSER NOBYPASSRLS).`;
}

/** Runs a data source's migrations so that one that would touch rows kept apart fails whole. */
export async function migrateEveryDiocese(dataSource: DataSource): Promise<void> {
  MIGRATING.add(dataSource);
  try {
    await dataSource.runMigrations();
  } finally {
    MIGRATING.delete(dataSource);
  }
}

/** The policy that keeps each diocese-owned table's rows to the diocese a transaction names. */
const POLICY = "rows_of_the_diocese";
const NAMED_DIOCESE = "current_setting('app.diocese_id')::int";
/** A diocese-owned column's default where the deployment serves several, as PostgreSQL writes it back. */
const DEFAULT_OF_MANY = "(current_setting('app.diocese_id'::text))::integer";

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
 * rather than matching nothing or everything. Elsewhere the tables are as before: no policy, and a
 * new row is the first diocese's. Made at each start after the migrations, by the mode the
 * deployment runs in; what is already so is left alone.
 */
export async function keepEachDiocesesRows(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== "postgres") return;
  const many = MANY_DIOCESES.has(dataSource);
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
    if (each.table in DEPLOYMENT_TABLES) continue;
    for (const statement of many ? toKeepApart(each) : toShareAsBefore(each))
      await dataSource.query(statement);
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

function toShareAsBefore({ table, column_default, has_policy, enabled, forced }: DioceseTable): string[] {
  return [
    column_default === "1" ? null : `ALTER TABLE "${table}" ALTER COLUMN diocese_id SET DEFAULT 1`,
    has_policy ? `DROP POLICY ${POLICY} ON "${table}"` : null,
    enabled ? `ALTER TABLE "${table}" DISABLE ROW LEVEL SECURITY` : null,
    forced ? `ALTER TABLE "${table}" NO FORCE ROW LEVEL SECURITY` : null,
  ].filter((statement) => statement !== null);
}
