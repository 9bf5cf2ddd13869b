import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** Facts about the installation itself, such as whether it has had its sample content. */
export class AppState1763780000000 implements MigrationInterface {
  name = "AppState1763780000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "app_state",
        columns: [column.varchar("state_key", 100, { isPrimary: true }), column.text("state_value")],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("app_state");
  }
}
