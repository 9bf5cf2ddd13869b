import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The newsletter in Kiswahili too: the language each reader signed up in (the page's; those on
 * the list before read English), and each issue's Kiswahili subject and letter beside the English.
 */
export class NewsletterLanguages1764500000000 implements MigrationInterface {
  name = "NewsletterLanguages1764500000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "newsletter_subscriber",
      new TableColumn({ name: "language", type: "varchar", length: "2", isNullable: false, default: "'en'" }),
    );
    await queryRunner.addColumns("newsletter_issue", [
      new TableColumn(column.text("kiswahili", { isNullable: true })),
      new TableColumn(column.boolean("needs_translation", false)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("newsletter_issue", "needs_translation");
    await queryRunner.dropColumn("newsletter_issue", "kiswahili");
    await queryRunner.dropColumn("newsletter_subscriber", "language");
  }
}
