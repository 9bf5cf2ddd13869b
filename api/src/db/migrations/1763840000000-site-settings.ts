import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class SiteSettings1763840000000 implements MigrationInterface {
  name = "SiteSettings1763840000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const optional = { isNullable: true };
    await queryRunner.createTable(
      new Table({
        name: "site_settings",
        columns: [
          // One row, id 1, written by the service: the id is not generated.
          { name: "id", type: "integer", isPrimary: true },
          column.varchar("short_name", 60),
          column.varchar("full_name", 200),
          column.varchar("postal_line", 200, optional),
          column.varchar("phone", 20, optional),
          column.varchar("email", 254, optional),
          column.varchar("webmail_url", 500, optional),
          column.varchar("paybill_number", 10, optional),
          column.varchar("account_number", 30, optional),
          column.varchar("banner_text", 500, optional),
          column.varchar("twitter_url", 500, optional),
          column.varchar("facebook_url", 500, optional),
          column.varchar("youtube_url", 500, optional),
          column.varchar("linkedin_url", 500, optional),
          column.varchar("designer_name", 120, optional),
          column.varchar("designer_url", 500, optional),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("site_settings");
  }
}
