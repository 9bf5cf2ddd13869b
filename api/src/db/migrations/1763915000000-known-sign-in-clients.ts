import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

export class KnownSignInClients1763915000000 implements MigrationInterface {
  name = "KnownSignInClients1763915000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "known_sign_in_client",
        columns: [
          { name: "user_id", type: "integer", isPrimary: true },
          column.varchar("client_key", 100, { isPrimary: true }),
          column.timestamp("last_signed_in_at"),
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
    await queryRunner.dropTable("known_sign_in_client");
  }
}
