import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The province's administrators and their sessions (modules/province-admin/): the deployment's
 * own tables, beside the dioceses, with no diocese_id.
 */
export class ProvinceAdmins1796940000000 implements MigrationInterface {
  name = "ProvinceAdmins1796940000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "province_admin",
        columns: [
          column.id(),
          column.varchar("email", 254, { isUnique: true }),
          column.varchar("name", 120),
          column.varchar("password_hash", 255),
          { name: "failed_sign_ins", type: "integer", default: 0 },
          column.timestamp("locked_until", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "province_session",
        columns: [
          column.id(),
          column.varchar("token_hash", 64, { isUnique: true }),
          { name: "admin_id", type: "integer" },
          column.timestamp("expires_at"),
        ],
      }),
    );
    await queryRunner.createForeignKey(
      "province_session",
      new TableForeignKey({
        columnNames: ["admin_id"],
        referencedTableName: "province_admin",
        referencedColumnNames: ["id"],
        onDelete: "CASCADE",
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("province_session");
    await queryRunner.dropTable("province_admin");
  }
}
