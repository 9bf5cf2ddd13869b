import type { DataSource, QueryRunner } from "typeorm";
import { DEPLOYMENT_TABLES } from "./dioceses.js";
import { currentDiocese } from "./unit-of-work.js";

/** The data sources of deployments that serve several dioceses (data-source.ts marks them). */
const MANY_DIOCESES = new WeakSet<DataSource>();

/** Marks a PostgreSQL data source as serving several dioceses (MULTI_DIOCESE=true). */
export function markManyDioceses(dataSource: DataSource): void {
  MANY_DIOCESES.add(dataSource);
}

/**
 * Where the deployment serves several dioceses, every PostgreSQL transaction names the diocese it
 * works for, the running request's (app.ts finds it by host name): `set_config('app.diocese_id', …,
 * true)`, which is SET LOCAL, so the setting ends with its transaction and a pooled connection
 * carries nothing to its next user. A statement sent outside a transaction is run in one of its
 * own for it. New rows take their diocese from it (giveNewRowsTheirDiocese); row-level security
 * is to read it too (docs/engineers/province.md, step 3).
 */
export function nameTheDioceseOfEachTransaction(dataSource: DataSource): void {
  if (!MANY_DIOCESES.has(dataSource)) return;
  const driver = dataSource.driver;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => inTheDiocese(createQueryRunner(mode));
}

type Query = (sql: string, parameters?: unknown[], structured?: boolean) => Promise<unknown>;

function inTheDiocese(runner: QueryRunner): QueryRunner {
  const query = runner.query.bind(runner) as Query;
  const inDiocese: Query = async (sql, parameters, structured) => {
    if (sql === "START TRANSACTION") {
      // In one round trip: the diocese is a whole number of the site's own, never a visitor's text.
      // Named app.diocese_id, not diocese.id: the response cache takes a word of a statement that
      // names a table for a read of it (db/table-access.ts), and no answer that reads diocese is kept.
      const diocese = Math.trunc(currentDiocese());
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

/** What each diocese-owned column's default is in either mode, as PostgreSQL writes it back. */
const DEFAULT_OF = { one: "1", many: "(current_setting('app.diocese_id'::text))::integer" } as const;

/**
 * Where the deployment serves several dioceses, a new row belongs to the diocese its transaction
 * names; elsewhere to the only one (1). Set at each start, after the migrations, for every table
 * that carries diocese_id but the deployment's own: a table whose default is already right is
 * left alone. Without a diocese named, an insert fails rather than guess.
 */
export async function giveNewRowsTheirDiocese(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== "postgres") return;
  const wanted = MANY_DIOCESES.has(dataSource) ? DEFAULT_OF.many : DEFAULT_OF.one;
  const columns: { table_name: string; column_default: string | null }[] = await dataSource.query(
    `SELECT table_name, column_default FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'diocese_id'`,
  );
  for (const { table_name: table, column_default: current } of columns) {
    if (table in DEPLOYMENT_TABLES || current === wanted) continue;
    const expression = wanted === DEFAULT_OF.many ? "current_setting('app.diocese_id')::int" : "1";
    await dataSource.query(`ALTER TABLE "${table}" ALTER COLUMN "diocese_id" SET DEFAULT ${expression}`);
  }
}
