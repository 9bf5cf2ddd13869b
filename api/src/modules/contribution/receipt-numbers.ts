import type { EntityManager } from "typeorm";
import { todayInDiocese } from "../../lib/calendar.js";

/** The next receipt number of the year, such as 2026-00042, taken inside the settling transaction. */
export async function nextReceiptNumber(manager: EntityManager, moment: Date): Promise<string> {
  const year = Number(todayInDiocese(moment).slice(0, 4));
  const postgres = manager.connection.options.type === "postgres";
  const p = postgres ? (n: number) => `$${n}` : (n: number) => `?${n}`;
  // Each diocese numbers its own receipts. SQLite holds one diocese, keyed by the year alone: the
  // year is its table's rowid, which SQLite matches to no ON CONFLICT target of two columns.
  const key = postgres ? "diocese_id, year" : "year";
  await manager.query(
    `INSERT INTO receipt_sequence (year, last_number) VALUES (${p(1)}, 1)
     ON CONFLICT (${key}) DO UPDATE SET last_number = receipt_sequence.last_number + 1`,
    [year],
  );
  const rows: { last_number: number | string }[] = await manager.query(
    `SELECT last_number FROM receipt_sequence WHERE year = ${p(1)}`,
    [year],
  );
  return `${year}-${String(rows[0]?.last_number ?? 0).padStart(5, "0")}`;
}
