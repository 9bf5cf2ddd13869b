import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { MIGRATIONS } from "./index.js";
import { GiftsLedger1763920000000 } from "./1763920000000-gifts-ledger.js";

/*
 * An installation from before the ledger, with the amounts raised typed by hand, takes the
 * migration: each amount becomes its project's opening entry, so no total changes. On SQLite; the
 * migration's statements are the same on PostgreSQL, which every other test migrates.
 */

const sqlite = migrationTestDatabase();

describe("the gifts ledger's migration", () => {
  it("makes each project's hand-typed amount raised its opening entry, and a project with none gets none", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(GiftsLedger1763920000000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    for (const [slug, raised] of [
      ["conference-centre", 125_000_000],
      ["water-tanks", 0],
    ] as const) {
      await old.query(
        `INSERT INTO project (slug, title, summary, body, target_amount_kes, amount_raised_kes, status, featured)
         VALUES (?, ?, 'Summary', '<p>Body</p>', 600000000, ?, 'ONGOING', 0)`,
        [slug, slug, raised],
      );
    }
    await old.destroy();

    const current = await sqlite(MIGRATIONS).initialize();
    try {
      await current.runMigrations();
      const entries: {
        slug: string;
        source: string;
        status: string;
        amount_kes: number;
        receipt_token: string;
      }[] = await current.query(
        `SELECT project.slug, contribution.source, contribution.status, contribution.amount_kes, contribution.receipt_token
           FROM contribution JOIN project ON project.id = contribution.project_id`,
      );
      expect(entries).toEqual([
        {
          slug: "conference-centre",
          source: "OPENING",
          status: "PAID",
          amount_kes: 125_000_000,
          receipt_token: expect.stringMatching(/^[\w-]{32}$/),
        },
      ]);
      const columns: { name: string }[] = await current.query("PRAGMA table_info(project)");
      expect(columns.map((column) => column.name)).not.toContain("amount_raised_kes");
    } finally {
      await current.destroy();
    }
  });
});
