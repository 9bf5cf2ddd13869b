import type { MigrationInterface, QueryRunner } from "typeorm";
import { searchTextOf } from "../../lib/finder.js";

/**
 * Each parish's words as the finder compares them (`search_text`), so that the finder's search is
 * a query that pages rather than a filter over every parish in the process. Filled here for the
 * parishes there are; the parish service keeps it with every save. The module's own, as it reads
 * the module's choice of words (name, town and vicar, written by lib/finder.ts). Added in place
 * (TypeORM's addColumn would rebuild SQLite's table).
 */
export class ParishSearchText1795970000000 implements MigrationInterface {
  name = "ParishSearchText1795970000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "parish" ADD COLUMN "search_text" text NOT NULL DEFAULT ''`);
    const parishes: { id: number; name: string; town: string | null; vicar: string | null }[] =
      await queryRunner.query(`SELECT "id", "name", "town", "vicar" FROM "parish"`);
    const placeholder =
      queryRunner.connection.options.type === "postgres" ? (n: number) => `$${n}` : () => "?";
    for (const parish of parishes) {
      await queryRunner.query(
        `UPDATE "parish" SET "search_text" = ${placeholder(1)} WHERE "id" = ${placeholder(2)}`,
        [searchTextOf([parish.name, parish.town, parish.vicar]), parish.id],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "parish" DROP COLUMN "search_text"`);
  }
}
