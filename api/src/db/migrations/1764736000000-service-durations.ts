import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * How long each kind of regular service lasts, as staff set it in Settings (issue #36): JSON of
 * kind to minutes. Empty on every site until staff say, so the calendars stop inventing two hours.
 */
export class ServiceDurations1764736000000 implements MigrationInterface {
  name = "ServiceDurations1764736000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const columns = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "site_settings",
      new TableColumn(columns.text("service_minutes", { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "service_minutes");
  }
}
