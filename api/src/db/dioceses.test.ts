import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParish, createStaffMember } from "../../test/factories.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { DEPLOYMENT_TABLES } from "./dioceses.js";

/*
 * Every row of the site belongs to a diocese (issue #44): each table carries diocese_id but the
 * few that are the deployment's, and a site's rows are its first diocese's.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.close());

/** Each table of the migrated database, with whether it has a diocese_id column. */
async function tablesAndTheirDiocese(): Promise<Map<string, boolean>> {
  const postgres = app.dataSource.options.type === "postgres";
  const rows: { table_name: string; has_diocese: number | string | boolean }[] = await app.dataSource.query(
    postgres
      ? `SELECT tables.table_name,
                EXISTS (SELECT 1 FROM information_schema.columns
                         WHERE columns.table_schema = tables.table_schema
                           AND columns.table_name = tables.table_name
                           AND columns.column_name = 'diocese_id') AS has_diocese
           FROM information_schema.tables
          WHERE tables.table_schema = current_schema() AND tables.table_type = 'BASE TABLE'`
      : `SELECT name AS table_name,
                EXISTS (SELECT 1 FROM pragma_table_info(sqlite_master.name) WHERE name = 'diocese_id') AS has_diocese
           FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  );
  return new Map(
    rows.map((row) => [row.table_name, Boolean(Number(row.has_diocese) || row.has_diocese === true)]),
  );
}

describe("the dioceses' tables", () => {
  it("give every table a diocese_id but those the deployment keeps, each with its reason", async () => {
    const tables = await tablesAndTheirDiocese();
    const withoutReason = [...tables].filter(
      ([table, hasDiocese]) => !hasDiocese && !(table in DEPLOYMENT_TABLES),
    );
    expect(withoutReason.map(([table]) => table)).toEqual([]);
    expect(Object.keys(DEPLOYMENT_TABLES).filter((table) => !tables.has(table))).toEqual([]);
    // The site's own tables are many; a listing that found none would prove nothing.
    expect([...tables.values()].filter(Boolean).length).toBeGreaterThan(60);
  });

  it("make what a site holds its first diocese's, named as the site was when it became one", async () => {
    expect(await app.dataSource.query(`SELECT id, name FROM diocese`)).toEqual([
      { id: 1, name: expect.any(String) },
    ]);
    const parish = await createParish(app.services, { name: "St Peter's Butere" });
    const staff = await createStaffMember(app, { username: "the-treasurer" });
    const owners = await app.dataSource.query(
      `SELECT 'parish' AS kind, diocese_id FROM parish WHERE id = ${Number(parish.id)}
       UNION ALL SELECT 'archdeaconry', diocese_id FROM archdeaconry WHERE id = ${Number(parish.archdeaconryId)}
       UNION ALL SELECT 'staff', diocese_id FROM admin_user WHERE id = ${Number(staff.id)}`,
    );
    expect(owners.map((row: { diocese_id: number | string }) => Number(row.diocese_id))).toEqual([1, 1, 1]);
  });
});
