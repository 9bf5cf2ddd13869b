import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class Initial1763750000000 implements MigrationInterface {
  name = "Initial1763750000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "news_article",
        columns: [
          column.id(),
          column.varchar("title", 200),
          column.varchar("slug", 220, { isUnique: true }),
          column.text("body"),
          column.text("preview"),
          column.varchar("image_url", 500, { isNullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createIndex(
      "news_article",
      new TableIndex({ name: "IDX_news_article_created_at", columnNames: ["created_at"] }),
    );
    await queryRunner.createTable(
      new Table({
        name: "admin_user",
        columns: [
          column.id(),
          column.varchar("name", 120),
          column.varchar("email", 254, { isUnique: true }),
          column.varchar("username", 60, { isUnique: true }),
          column.varchar("phone", 20, { isNullable: true }),
          column.varchar("role", 20),
          column.varchar("password_hash", 255),
          column.boolean("active", true),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("last_sign_in_at", { nullable: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("admin_user");
    await queryRunner.dropTable("news_article");
  }
}
