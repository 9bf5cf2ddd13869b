import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The paybill each diocese's gifts are paid into, where it has its own (modules/diocese/paybill-owners.ts):
 * unique, so that no two dioceses' Daraja accounts name one paybill and one diocese's payments by
 * hand never reach another's books. A paybill number is no secret: the give page shows it.
 */
export class DiocesePaybill1796930000000 implements MigrationInterface {
  name = "DiocesePaybill1796930000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "diocese",
      new TableColumn({ name: "paybill_number", type: "varchar", length: "7", isNullable: true }),
    );
    await queryRunner.createIndex(
      "diocese",
      new TableIndex({ name: "IDX_diocese_paybill_number", columnNames: ["paybill_number"], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("diocese", "IDX_diocese_paybill_number");
    await queryRunner.dropColumn("diocese", "paybill_number");
  }
}
