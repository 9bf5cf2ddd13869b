import { describe, expect, it } from "vitest";
import {
  afterEveryMigration,
  installationBefore,
  migrationTestDatabase,
} from "../../../test/migration-database.js";
import { AppealTotals1795940000000 } from "./1795940000000-appeal-totals.js";

/*
 * An installation's appeals had their progress summed from the ledger on every read: the migration
 * keeps each project's running total, filled from the ledger's paid entries as they stand. On
 * SQLite; the statements are the same on PostgreSQL, which every other test migrates.
 */

const sqlite = migrationTestDatabase();

describe("the appeals' running totals' migration", () => {
  it("fills each project's total from its paid entries: gifts counted, reversals taken off, openings apart, past 2^31", async () => {
    const old = await installationBefore(sqlite, AppealTotals1795940000000);
    for (const slug of ["hall", "roof", "school"]) {
      await old.query(
        `INSERT INTO project (slug, title, summary, body, target_amount_kes, status, featured)
         VALUES (?, ?, 'Summary', '<p>Body</p>', 1000000, 'ONGOING', 0)`,
        [slug, slug],
      );
    }
    const entries: [number, string, string, number][] = [
      [1, "OPENING", "PAID", 250_000],
      [1, "STK", "PAID", 1_000],
      [1, "STK", "PENDING", 2_000],
      [1, "STK", "FAILED", 4_000],
      [1, "PAYBILL", "PAID", 500],
      [1, "STAFF", "PAID", 3_000],
      [1, "REVERSAL", "PAID", -3_000],
      [2, "OPENING", "PAID", 2_000_000_000],
      [2, "OPENING", "PAID", 2_000_000_000],
      [2, "STAFF", "PAID", 7],
    ];
    for (const [index, [projectId, source, status, amountKes]] of entries.entries()) {
      await old.query(
        `INSERT INTO contribution (project_id, source, status, amount_kes, receipt_token) VALUES (?, ?, ?, ?, ?)`,
        [projectId, source, status, amountKes, `token-of-entry-${index}-of-the-old-ledger`],
      );
    }
    await old.destroy();

    const totals = await afterEveryMigration(sqlite, (current) =>
      current.query(
        "SELECT project_id, raised_kes, opening_kes, gifts FROM appeal_total ORDER BY project_id",
      ),
    );
    expect(totals).toEqual([
      { project_id: 1, raised_kes: 251_500, opening_kes: 250_000, gifts: 2 },
      { project_id: 2, raised_kes: 4_000_000_007, opening_kes: 4_000_000_000, gifts: 1 },
    ]);
  });
});
