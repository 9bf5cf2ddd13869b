import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** Each table with text that has a Kiswahili version, and the columns of that text. */
const TRANSLATED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  news_article: ["title", "body"],
  information_page: ["title", "body"],
  department: ["name", "head_title", "image_caption", "body"],
  bishop_message: ["heading", "message"],
  site_settings: ["full_name", "banner_text"],
  slide: ["title", "caption"],
  event: ["title", "place", "description"],
  project: ["title", "summary", "body"],
  job_opening: ["position", "description"],
  history_bishop: ["note"],
  administrative_secretary: ["title"],
  parish: ["directions", "history", "service_times"],
};

/**
 * Kiswahili beside English (issue #20): each content table gets `kiswahili`, JSON text of the
 * Kiswahili version of its fields (null for none), and `needs_translation`, which staff filter
 * on. Nothing is translated yet, so every row with some text to translate needs it.
 */
export class KiswahiliTranslations1764020000000 implements MigrationInterface {
  name = "KiswahiliTranslations1764020000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const columns = portableColumns(queryRunner);
    const yes = queryRunner.connection.options.type === "postgres" ? "true" : "1";
    for (const [table, texts] of Object.entries(TRANSLATED_COLUMNS)) {
      await queryRunner.addColumns(table, [
        new TableColumn(columns.text("kiswahili", { isNullable: true })),
        new TableColumn(columns.boolean("needs_translation", false)),
      ]);
      const someText = texts.map((column) => `TRIM(COALESCE(${column}, '')) <> ''`).join(" OR ");
      await queryRunner.query(`UPDATE ${table} SET needs_translation = ${yes} WHERE ${someText}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of Object.keys(TRANSLATED_COLUMNS)) {
      await queryRunner.dropColumn(table, "needs_translation");
      await queryRunner.dropColumn(table, "kiswahili");
    }
  }
}
