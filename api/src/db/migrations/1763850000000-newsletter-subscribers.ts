import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class NewsletterSubscribers1763850000000 implements MigrationInterface {
  name = "NewsletterSubscribers1763850000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "newsletter_subscriber",
        columns: [
          column.id(),
          column.varchar("email", 254, { isUnique: true }),
          column.boolean("confirmed", false),
          column.timestamp("created_at", { defaultNow: true }),
        ],
        indices: [{ name: "IDX_newsletter_subscriber_created_at", columnNames: ["created_at"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("newsletter_subscriber");
  }
}
