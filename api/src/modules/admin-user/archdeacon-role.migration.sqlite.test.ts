import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { MIGRATIONS } from "../../db/migrations/index.js";
import { ArchdeaconRole1796400000000 } from "./archdeacon-role.migration.js";

/*
 * An installation from before archdeacons: its staff accounts are kept as they were, with no
 * archdeaconry, and an archdeaconry deleted afterwards leaves its archdeacon's account in place.
 */

const sqlite = migrationTestDatabase();

describe("the archdeacon role's migration", () => {
  it("keeps every account, gives none an archdeaconry, and sets an archdeacon's to null when it is deleted", async () => {
    const old = await sqlite(MIGRATIONS).initialize();
    await old.runMigrations();
    await old.query("INSERT INTO archdeaconry (name) VALUES ('Butere'), ('Mumias')");
    await old.query(
      `INSERT INTO admin_user (name, email, username, role, password_hash) VALUES
         ('Mary Atieno', 'mary@diocese.example', 'mary', 'editor', 'x')`,
    );
    await old.destroy();

    const current = await sqlite([...MIGRATIONS, ArchdeaconRole1796400000000]).initialize();
    try {
      await current.runMigrations();
      expect(await current.query(`SELECT username, role, archdeaconry_id FROM admin_user`)).toEqual([
        { username: "mary", role: "editor", archdeaconry_id: null },
      ]);
      await current.query(
        `INSERT INTO admin_user (name, email, username, role, password_hash, archdeaconry_id) VALUES
           ('Ven. Joseph Okwiri', 'okwiri@diocese.example', 'okwiri', 'archdeacon', 'x', 1)`,
      );
      await current.query(`DELETE FROM archdeaconry WHERE name = 'Butere'`);
      expect(await current.query(`SELECT username, archdeaconry_id FROM admin_user ORDER BY id`)).toEqual([
        { username: "mary", archdeaconry_id: null },
        { username: "okwiri", archdeaconry_id: null },
      ]);

      await current.undoLastMigration();
      const columns: { name: string }[] = await current.query(`PRAGMA table_info(admin_user)`);
      expect(columns.map((column) => column.name)).not.toContain("archdeaconry_id");
      expect(await current.query(`SELECT username FROM admin_user ORDER BY id`)).toEqual([
        { username: "mary" },
        { username: "okwiri" },
      ]);
    } finally {
      await current.destroy();
    }
  });
});
