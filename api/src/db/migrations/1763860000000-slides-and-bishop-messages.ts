import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class SlidesAndBishopMessages1763860000000 implements MigrationInterface {
  name = "SlidesAndBishopMessages1763860000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "slide",
        columns: [
          column.id(),
          column.varchar("title", 120),
          column.varchar("caption", 300),
          column.varchar("image_url", 500),
          { name: "position", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "bishop_message",
        columns: [
          column.id(),
          column.varchar("bishop_name", 120),
          column.varchar("heading", 200),
          column.text("message"),
          column.varchar("image_url", 500, { isNullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [{ name: "IDX_bishop_message_created_at", columnNames: ["created_at"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("bishop_message");
    await queryRunner.dropTable("slide");
  }
}
