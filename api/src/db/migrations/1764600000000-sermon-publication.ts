import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * A sermon's publication, as news articles have it (1763960000000-news-publication.ts): draft,
 * scheduled or published, and when it went or goes public. Every sermon saved before was public
 * from the moment it was saved, so it stays published with that moment, its created_at; not the
 * day it was preached, which is a day without a time, often before the sermon reached the site,
 * and which the list and the podcast already follow.
 */
export class SermonPublication1764600000000 implements MigrationInterface {
  name = "SermonPublication1764600000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const columns = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "sermon",
      new TableColumn(columns.varchar("status", 10, { default: "'published'" })),
    );
    await queryRunner.addColumn(
      "sermon",
      new TableColumn(columns.timestamp("publish_at", { nullable: true })),
    );
    await queryRunner.query(`UPDATE "sermon" SET "publish_at" = "created_at"`);
    // Scheduled publishing asks every few seconds whether a sermon is due.
    await queryRunner.createIndex(
      "sermon",
      new TableIndex({ name: "IDX_sermon_status_publish_at", columnNames: ["status", "publish_at"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("sermon", "IDX_sermon_status_publish_at");
    await queryRunner.dropColumn("sermon", "publish_at");
    await queryRunner.dropColumn("sermon", "status");
  }
}
