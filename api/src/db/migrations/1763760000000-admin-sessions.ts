import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class AdminSessions1763760000000 implements MigrationInterface {
  name = "AdminSessions1763760000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "admin_session",
        columns: [
          column.id(),
          column.varchar("token_hash", 64, { isUnique: true }),
          { name: "user_id", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("last_seen_at"),
          column.timestamp("expires_at"),
          column.timestamp("revoked_at", { nullable: true }),
        ],
        indices: [{ name: "IDX_admin_session_user_id", columnNames: ["user_id"] }],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ["user_id"],
            referencedTableName: "admin_user",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("admin_session");
  }
}
