import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class JobOpenings1763820000000 implements MigrationInterface {
  name = "JobOpenings1763820000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "job_opening",
        columns: [
          column.id(),
          column.varchar("reference_number", 40, { isUnique: true }),
          column.varchar("position", 200),
          column.text("description"),
          column.varchar("link", 500),
          column.varchar("closing_date", 10, { isNullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("job_opening");
  }
}
