import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/** A year's public summary: published or not, and whether it shows each parish's assessment paid. */
export class YearSummaries1796640000000 implements MigrationInterface {
  name = "YearSummaries1796640000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "year_summary",
        columns: [
          { name: "year", type: "integer", isPrimary: true },
          column.boolean("published", false),
          column.boolean("shows_parish_payments", false),
          { name: "updated_by", type: "integer" },
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("year_summary");
  }
}
