import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** Sermons with their recordings and Bible passages, for /sermons and the podcast (issue #21). */
export class Sermons1764200000000 implements MigrationInterface {
  name = "Sermons1764200000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "sermon",
        columns: [
          column.id(),
          column.varchar("title", 200),
          column.varchar("slug", 220, { isUnique: true }),
          column.varchar("preacher", 120),
          column.varchar("preached_on", 10),
          column.varchar("series", 120, { isNullable: true }),
          column.text("passages"),
          column.varchar("bible_books", 400),
          column.text("notes"),
          column.varchar("audio_url", 500, { isNullable: true }),
          { name: "audio_bytes", type: "integer", isNullable: true },
          column.varchar("audio_type", 20, { isNullable: true }),
          { name: "audio_seconds", type: "integer", isNullable: true },
          column.varchar("video_url", 500, { isNullable: true }),
          { name: "parish_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          column.text("kiswahili", { isNullable: true }),
          column.boolean("needs_translation", false),
        ],
        indices: [
          new TableIndex({ name: "IDX_sermon_preached_on", columnNames: ["preached_on", "id"] }),
          new TableIndex({ name: "IDX_sermon_parish_id", columnNames: ["parish_id"] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("sermon");
  }
}
