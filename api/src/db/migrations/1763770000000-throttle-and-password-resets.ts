import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class ThrottleAndPasswordResets1763770000000 implements MigrationInterface {
  name = "ThrottleAndPasswordResets1763770000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "throttle",
        columns: [
          column.varchar("throttle_key", 300, { isPrimary: true }),
          { name: "attempts", type: "integer" },
          { name: "window_started_ms", type: "bigint" },
          { name: "locked_until_ms", type: "bigint", isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "password_reset",
        columns: [
          column.id(),
          { name: "user_id", type: "integer" },
          column.varchar("kind", 10),
          column.varchar("secret_hash", 64),
          { name: "failed_attempts", type: "integer", default: 0 },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("expires_at"),
          column.timestamp("used_at", { nullable: true }),
        ],
        indices: [
          { name: "IDX_password_reset_user_id", columnNames: ["user_id"] },
          { name: "IDX_password_reset_secret_hash", columnNames: ["secret_hash"] },
        ],
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
    await queryRunner.dropTable("password_reset");
    await queryRunner.dropTable("throttle");
  }
}
