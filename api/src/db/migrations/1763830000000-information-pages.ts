import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class InformationPages1763830000000 implements MigrationInterface {
  name = "InformationPages1763830000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "information_page",
        columns: [
          column.id(),
          column.varchar("slug", 80, { isUnique: true }),
          column.varchar("title", 200),
          column.text("body"),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("information_page");
  }
}
