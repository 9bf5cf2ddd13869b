import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { nextReceiptNumber } from "../../modules/contribution/receipt-numbers.js";
import { rememberLanguage } from "../../modules/phone/caller-language.js";
import { PhoneCaller } from "../../modules/phone/phone.entity.js";
import { MODULE_MIGRATIONS } from "../../modules.js";
import { Dioceses1796900000000 } from "./1796900000000-dioceses.js";
import { MIGRATIONS } from "./index.js";

/*
 * A site from before dioceses becomes the first diocese with no change of data: named as its
 * settings name it, every row its own, and its keys (a year's receipts, a caller's language) go on
 * as they were, now read within the diocese.
 */

const sqlite = migrationTestDatabase();
const timeOf = (migration: { name: string }) => Number(/\d+$/.exec(migration.name)![0]);
const EVERY = [...MIGRATIONS, ...MODULE_MIGRATIONS].sort((a, b) => timeOf(a) - timeOf(b));
const BEFORE = EVERY.filter((migration) => timeOf(migration) < timeOf(Dioceses1796900000000));
const FROM_IT = EVERY.filter((migration) => timeOf(migration) >= timeOf(Dioceses1796900000000));

describe("the dioceses' migration", () => {
  it("makes a site the first diocese, named as the site is, with every row and key as it was", async () => {
    const old = await sqlite(BEFORE).initialize();
    await old.runMigrations();
    await old.query(
      `INSERT INTO site_settings (id, short_name, full_name) VALUES (1, 'ACK Kakamega', 'ACK Diocese of Kakamega')`,
    );
    await old.query(`INSERT INTO archdeaconry (name) VALUES ('Butere')`);
    await old.query(`INSERT INTO receipt_sequence (year, last_number) VALUES (2026, 41)`);
    await old.query(`INSERT INTO phone_caller (phone, language) VALUES ('+254712300300', 'sw')`);
    await old.destroy();

    const current = await sqlite(EVERY).initialize();
    try {
      await current.runMigrations();
      expect(await current.query(`SELECT id, name FROM diocese`)).toEqual([
        { id: 1, name: "ACK Diocese of Kakamega" },
      ]);
      expect(await current.query(`SELECT name, diocese_id FROM archdeaconry`)).toEqual([
        { name: "Butere", diocese_id: 1 },
      ]);
      expect(await nextReceiptNumber(current.manager, new Date("2026-06-01T09:00:00Z"))).toBe("2026-00042");
      await rememberLanguage(current.getRepository(PhoneCaller), "+254712300300", "en");
      await rememberLanguage(current.getRepository(PhoneCaller), "+254712300301", "en");
      expect(
        await current.query(`SELECT phone, language, diocese_id FROM phone_caller ORDER BY phone`),
      ).toEqual([
        { phone: "+254712300300", language: "en", diocese_id: 1 },
        { phone: "+254712300301", language: "en", diocese_id: 1 },
      ]);
    } finally {
      await current.destroy();
    }
  });

  it("is undone whole", async () => {
    const current = await sqlite(EVERY).initialize();
    try {
      await current.runMigrations();
      // It and those that came after it, last first.
      for (let left = FROM_IT.length; left > 0; left--) await current.undoLastMigration();
      const tables: { name: string }[] = await current.query(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'diocese%'`,
      );
      expect(tables).toEqual([]);
      const [withDiocese] = await current.query(
        `SELECT COUNT(*) AS count FROM sqlite_master
          WHERE type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(name) WHERE name = 'diocese_id')`,
      );
      expect(withDiocese.count).toBe(0);
    } finally {
      await current.destroy();
    }
  });
});
