import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class ApiTokens1763970000000 implements MigrationInterface {
  name = "ApiTokens1763970000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "api_token",
        columns: [
          column.id(),
          column.varchar("name", 80, { isUnique: true }),
          column.text("scopes"),
          column.varchar("token_hash", 64, { isUnique: true }),
          column.varchar("prefix", 20),
          { name: "created_by_user_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("expires_at", { nullable: true }),
          column.timestamp("last_used_at", { nullable: true }),
          column.timestamp("revoked_at", { nullable: true }),
        ],
        foreignKeys: [
          // The token outlives the account of the admin who made it: it acts as no one.
          new TableForeignKey({
            columnNames: ["created_by_user_id"],
            referencedTableName: "admin_user",
            referencedColumnNames: ["id"],
            onDelete: "SET NULL",
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("api_token");
  }
}
