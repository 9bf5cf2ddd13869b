import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * Confirming a newsletter subscription by an e-mailed link: when it was confirmed, and the
 * link's token (its hash only), expiry and when it was sent.
 */
export class NewsletterConfirmation1763914000000 implements MigrationInterface {
  name = "NewsletterConfirmation1763914000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.addColumns("newsletter_subscriber", [
      new TableColumn(column.timestamp("confirmed_at", { nullable: true })),
      new TableColumn(column.varchar("confirmation_token_hash", 64, { isNullable: true, isUnique: true })),
      new TableColumn(column.timestamp("confirmation_expires_at", { nullable: true })),
      new TableColumn(column.timestamp("confirmation_sent_at", { nullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      "confirmation_sent_at",
      "confirmation_expires_at",
      "confirmation_token_hash",
      "confirmed_at",
    ]) {
      await queryRunner.dropColumn("newsletter_subscriber", name);
    }
  }
}
