import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { AuditLogLabels1764736200000 } from "./1764736200000-audit-log-labels.js";
import { MIGRATIONS } from "./index.js";

/*
 * The audit log's names of records (issue #36) come with a column added in place: on SQLite,
 * TypeORM's addColumn would rebuild the table and lose the triggers that keep the log append-only.
 */

const sqlite = migrationTestDatabase();

describe("the audit log's names' migration", () => {
  it("keeps the earlier entries, with no name, and the log still refuses to change them", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(AuditLogLabels1764736200000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    await old.query(
      `INSERT INTO audit_log (actor_kind, entity, entity_id, action, fields)
       VALUES ('staff', 'News article', '7', 'updated', 'title')`,
    );
    await old.destroy();

    const current = await sqlite(MIGRATIONS).initialize();
    try {
      await current.runMigrations();
      expect(await current.query(`SELECT entity, entity_id, label, fields FROM audit_log`)).toEqual([
        { entity: "News article", entity_id: "7", label: null, fields: "title" },
      ]);
      await expect(current.query(`UPDATE audit_log SET label = 'Harvest thanksgiving'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(current.query(`DELETE FROM audit_log`)).rejects.toThrow(/at least 30 days/);
    } finally {
      await current.destroy();
    }
  });
});
