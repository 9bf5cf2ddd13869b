import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** The tables that get a publication here, as news articles did (1763960000000-news-publication.ts). */
const TABLES = ["information_page", "department", "bishop_message"] as const;

/**
 * The publication of information pages, departments and the bishop's messages (issue #19):
 * draft, scheduled or published, and when each went or goes public. Every row saved before was
 * public from its creation, and stays so; the bishop's messages keep their order, since the one
 * published latest is the current one.
 */
export class PublicationOfPages1763980000000 implements MigrationInterface {
  name = "PublicationOfPages1763980000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const columns = portableColumns(queryRunner);
    for (const table of TABLES) {
      await queryRunner.addColumn(
        table,
        new TableColumn(columns.varchar("status", 10, { default: "'published'" })),
      );
      await queryRunner.addColumn(
        table,
        new TableColumn(columns.timestamp("publish_at", { nullable: true })),
      );
      await queryRunner.query(`UPDATE "${table}" SET "publish_at" = "created_at"`);
    }
    // The home page asks for the current message on every visit.
    await queryRunner.createIndex(
      "bishop_message",
      new TableIndex({ name: "IDX_bishop_message_status_publish_at", columnNames: ["status", "publish_at"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("bishop_message", "IDX_bishop_message_status_publish_at");
    for (const table of TABLES) {
      await queryRunner.dropColumn(table, "publish_at");
      await queryRunner.dropColumn(table, "status");
    }
  }
}
