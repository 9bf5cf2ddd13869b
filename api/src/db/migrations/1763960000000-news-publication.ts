import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * A news article's publication (issue #19): draft, scheduled or published, and when it went or
 * goes public. Every article saved before was public from its creation, and stays so.
 */
export class NewsPublication1763960000000 implements MigrationInterface {
  name = "NewsPublication1763960000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const columns = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "news_article",
      new TableColumn(columns.varchar("status", 10, { default: "'published'" })),
    );
    await queryRunner.addColumn(
      "news_article",
      new TableColumn(columns.timestamp("publish_at", { nullable: true })),
    );
    await queryRunner.query(`UPDATE "news_article" SET "publish_at" = "created_at"`);
    await queryRunner.createIndex(
      "news_article",
      new TableIndex({ name: "IDX_news_article_status_publish_at", columnNames: ["status", "publish_at"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("news_article", "IDX_news_article_status_publish_at");
    await queryRunner.dropColumn("news_article", "publish_at");
    await queryRunner.dropColumn("news_article", "status");
  }
}
