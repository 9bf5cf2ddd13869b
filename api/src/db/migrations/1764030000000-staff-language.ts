import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

/** The language of each member of staff's dashboard (issue #20): English until they choose. */
export class StaffLanguage1764030000000 implements MigrationInterface {
  name = "StaffLanguage1764030000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "admin_user",
      new TableColumn({ name: "language", type: "varchar", length: "2", isNullable: false, default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("admin_user", "language");
  }
}
