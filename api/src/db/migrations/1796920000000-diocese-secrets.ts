import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * Each diocese's secrets (its Daraja account, say), sealed with SECRETS_KEY
 * (modules/diocese/diocese-secrets.service.ts): one row a name, within its diocese.
 */
export class DioceseSecrets1796920000000 implements MigrationInterface {
  name = "DioceseSecrets1796920000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "diocese_secret",
        columns: [
          column.id(),
          column.dioceseId(),
          column.varchar("name", 60),
          column.text("sealed"),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [{ name: "IDX_diocese_secret_name", columnNames: ["diocese_id", "name"], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("diocese_secret");
  }
}
