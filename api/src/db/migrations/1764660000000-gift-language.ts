import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

/** The language of the page each gift was given from, for its e-mailed receipt (those before: English). */
export class GiftLanguage1764660000000 implements MigrationInterface {
  name = "GiftLanguage1764660000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "contribution",
      new TableColumn({ name: "language", type: "varchar", length: "2", isNullable: false, default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("contribution", "language");
  }
}
