import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

/** Every table with a picture, as its `image_url` column names it. */
const TABLES_WITH_A_PICTURE = [
  "slide",
  "bishop_message",
  "news_article",
  "department",
  "history_bishop",
  "administrative_secretary",
  "project",
  "admin_user",
];

/**
 * Each picture's focal point, beside its URL: JSON text such as {"x":0.25,"y":0.4}. The pictures
 * saved before keep the centre.
 */
export class PictureFocalPoints1763917000000 implements MigrationInterface {
  name = "PictureFocalPoints1763917000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES_WITH_A_PICTURE) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: "image_focal_point", type: "text", default: `'{"x":0.5,"y":0.5}'` }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES_WITH_A_PICTURE) await queryRunner.dropColumn(table, "image_focal_point");
  }
}
