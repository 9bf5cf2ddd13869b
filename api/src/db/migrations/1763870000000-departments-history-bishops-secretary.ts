import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class DepartmentsHistoryBishopsSecretary1763870000000 implements MigrationInterface {
  name = "DepartmentsHistoryBishopsSecretary1763870000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const optional = { isNullable: true };
    await queryRunner.createTable(
      new Table({
        name: "department",
        columns: [
          column.id(),
          column.varchar("slug", 80, { isUnique: true }),
          column.varchar("name", 120),
          column.varchar("head_name", 120, optional),
          column.varchar("head_title", 120, optional),
          column.varchar("image_url", 500, optional),
          column.varchar("image_caption", 300, optional),
          column.text("body"),
          { name: "position", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "history_bishop",
        columns: [
          column.id(),
          column.varchar("name", 120),
          { name: "ordinal", type: "integer" },
          column.varchar("years_served", 60),
          column.text("note", optional),
          column.varchar("image_url", 500, optional),
          { name: "position", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "administrative_secretary",
        columns: [
          // One row, id 1, written by the service: the id is not generated.
          { name: "id", type: "integer", isPrimary: true },
          column.varchar("name", 120),
          column.varchar("title", 120),
          column.varchar("image_url", 500, optional),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("administrative_secretary");
    await queryRunner.dropTable("history_bishop");
    await queryRunner.dropTable("department");
  }
}
