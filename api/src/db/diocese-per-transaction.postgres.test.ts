import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryRunner } from "typeorm";
import { inDiocese } from "../../test/in-diocese.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

/*
 * Where one deployment serves several dioceses (MULTI_DIOCESE=true), each PostgreSQL transaction
 * names the diocese it works for, with SET LOCAL's reach: new rows are that diocese's, the setting
 * never outlives its transaction on a pooled connection, and a row written with no diocese named
 * is refused (issue #44).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { MULTI_DIOCESE: "true" }, siteRole: true });
  await app.dataSource.query(`INSERT INTO diocese (name) VALUES ('ACK Diocese of Mumias')`);
}, 60_000);
afterAll(() => app.close());

const asMumias = <Result>(work: () => Promise<Result>) => inDiocese(2, work);

const SETTING = `SELECT current_setting('app.diocese_id', true) AS diocese`;

/** The pg client under a query runner, to ask it what TypeORM's statements leave behind. */
const clientOf = (runner: QueryRunner) =>
  (
    runner as unknown as {
      databaseConnection: { query(sql: string): Promise<{ rows: { diocese: string }[] }> };
    }
  ).databaseConnection;

describe("each transaction's diocese", () => {
  it("is the request's, in a transaction and in a statement sent alone, and the first outside requests", async () => {
    expect(await asMumias(() => app.dataSource.query(SETTING))).toEqual([{ diocese: "2" }]);
    expect(await asMumias(() => app.dataSource.transaction((manager) => manager.query(SETTING)))).toEqual([
      { diocese: "2" },
    ]);
    expect(await app.dataSource.query(SETTING)).toEqual([{ diocese: "1" }]);
  });

  it("gives a new row to the diocese its transaction names", async () => {
    await asMumias(() => app.dataSource.query(`INSERT INTO archdeaconry (name) VALUES ('Mumias East')`));
    await app.dataSource.query(`INSERT INTO archdeaconry (name) VALUES ('Butere')`);
    // Each diocese reads its own rows alone (row-level security).
    const named = (names: string) => `SELECT name, diocese_id FROM archdeaconry WHERE name IN (${names})`;
    expect(await app.dataSource.query(named("'Mumias East', 'Butere'"))).toEqual([
      { name: "Butere", diocese_id: 1 },
    ]);
    expect(await asMumias(() => app.dataSource.query(named("'Mumias East', 'Butere'")))).toEqual([
      { name: "Mumias East", diocese_id: 2 },
    ]);
  });

  it("ends with its transaction, so the connection's next user is told nothing, and cannot write a row", async () => {
    const runner = app.dataSource.createQueryRunner();
    try {
      await asMumias(() => runner.query("SELECT 1"));
      const client = clientOf(runner);
      const { rows } = await client.query(SETTING);
      expect([null, ""]).toContain(rows[0]!.diocese);
      await expect(client.query(`INSERT INTO archdeaconry (name) VALUES ('Nowhere')`)).rejects.toThrow(
        // A connection that never named a diocese does not know the setting; one that did has it empty.
        /unrecognized configuration parameter "app.diocese_id"|invalid input syntax for type integer: ""/,
      );
    } finally {
      await runner.release();
    }
  });
});
