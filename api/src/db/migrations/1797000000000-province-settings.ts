import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The province's own settings (modules/province-settings/): its name in English and Kiswahili,
 * one row, which belongs to no diocese, so the deployment's, with no diocese_id.
 */
export class ProvinceSettings1797000000000 implements MigrationInterface {
  name = "ProvinceSettings1797000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "province_settings",
        columns: [
          { name: "id", type: "integer", isPrimary: true },
          column.varchar("name", 120),
          column.varchar("name_sw", 120, { isNullable: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          { name: "changed_by", type: "integer", isNullable: true },
        ],
      }),
    );
    await queryRunner.createForeignKey(
      "province_settings",
      new TableForeignKey({
        columnNames: ["changed_by"],
        referencedTableName: "province_admin",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("province_settings");
  }
}
