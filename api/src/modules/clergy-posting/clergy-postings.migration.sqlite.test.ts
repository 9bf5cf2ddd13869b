import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { Clergy1796089807267 } from "../../db/migrations/1796089807267-clergy.js";
import {
  ClergyPostings1796089900000,
  titleAndName,
} from "../../db/migrations/1796089900000-clergy-postings.js";
import { MODULE_MIGRATIONS } from "../../modules.js";
import { MIGRATIONS } from "../../db/migrations/index.js";

/*
 * An installation from before the clergy were kept: each parish's typed vicar becomes a member of
 * the clergy, a draft, posted there as vicar in effect, and the parish's vicar reads the same.
 */

const sqlite = migrationTestDatabase();
const timestampOf = (migration: { name: string }) => Number(/\d+$/.exec(migration.name)![0]);
// The installation as it was just before the clergy: every migration made before theirs.
const BEFORE = [...MIGRATIONS, ...MODULE_MIGRATIONS]
  .filter((migration) => timestampOf(migration) < timestampOf(Clergy1796089807267))
  .sort((a, b) => timestampOf(a) - timestampOf(b));

describe("the clergy postings' migration", () => {
  it("reads a typed vicar's title apart from their name", () => {
    expect(titleAndName("Rev. Canon Peter Lumbasi")).toEqual({ title: "Rev. Canon", name: "Peter Lumbasi" });
    expect(titleAndName("The Very Rev. Joseph Amukoya")).toEqual({
      title: "The Very Rev.",
      name: "Joseph Amukoya",
    });
    expect(titleAndName("Mary Khavere")).toEqual({ title: "", name: "Mary Khavere" });
  });

  it("makes each parish's typed vicar a draft member of the clergy with a vicar's posting in effect", async () => {
    const old = await sqlite(BEFORE).initialize();
    await old.runMigrations();
    await old.query("INSERT INTO archdeaconry (name) VALUES ('Butere')");
    await old.query(
      `INSERT INTO parish (name, slug, archdeaconry_id, vicar, created_at) VALUES
         ('St Peter''s', 'st-peters', 1, 'Rev. Canon Peter Lumbasi', '2024-03-01 08:00:00'),
         ('St Paul''s', 'st-pauls', 1, 'Rev. Peter Lumbasi', '2024-03-02 08:00:00'),
         ('Emmanuel', 'emmanuel', 1, NULL, '2024-03-03 08:00:00')`,
    );
    await old.destroy();

    const current = await sqlite([...BEFORE, Clergy1796089807267, ClergyPostings1796089900000]).initialize();
    try {
      await current.runMigrations();
      expect(await current.query(`SELECT slug, title, name, status FROM clergy_member ORDER BY id`)).toEqual([
        { slug: "peter-lumbasi", title: "Rev. Canon", name: "Peter Lumbasi", status: "draft" },
        { slug: "peter-lumbasi-2", title: "Rev.", name: "Peter Lumbasi", status: "draft" },
      ]);
      const postings = await current.query(
        `SELECT clergy_member_id, parish_id, role, starts_on, ends_on, took_effect_at IS NOT NULL AS took_effect
         FROM clergy_posting ORDER BY id`,
      );
      expect(postings).toEqual([
        {
          clergy_member_id: 1,
          parish_id: 1,
          role: "vicar",
          starts_on: "2024-03-01",
          ends_on: null,
          took_effect: 1,
        },
        {
          clergy_member_id: 2,
          parish_id: 2,
          role: "vicar",
          starts_on: "2024-03-02",
          ends_on: null,
          took_effect: 1,
        },
      ]);
      expect(await current.query(`SELECT vicar FROM parish ORDER BY id`)).toEqual([
        { vicar: "Rev. Canon Peter Lumbasi" },
        { vicar: "Rev. Peter Lumbasi" },
        { vicar: null },
      ]);
    } finally {
      await current.destroy();
    }
  });
});
