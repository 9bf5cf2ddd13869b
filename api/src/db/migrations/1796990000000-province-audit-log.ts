import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * What the province's administrators did (modules/province-admin/province-audit.*): the
 * deployment's, as they are, with no diocese_id. Their name is kept as it was, so an entry still
 * says who once the account has gone.
 */
export class ProvinceAuditLog1796990000000 implements MigrationInterface {
  name = "ProvinceAuditLog1796990000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "province_audit_entry",
        columns: [
          column.id(),
          column.timestamp("at", { defaultNow: true }),
          { name: "admin_id", type: "integer", isNullable: true },
          column.varchar("admin_name", 120),
          column.varchar("action", 40),
          column.varchar("subject", 200),
          column.varchar("ip", 45, { isNullable: true }),
        ],
        indices: [new TableIndex({ name: "IDX_province_audit_entry_at", columnNames: ["at", "id"] })],
      }),
    );
    await queryRunner.createForeignKey(
      "province_audit_entry",
      new TableForeignKey({
        columnNames: ["admin_id"],
        referencedTableName: "province_admin",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("province_audit_entry");
  }
}
