import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * The host a diocese's links name (its site's main address where it answers at several), for every
 * diocese but the first, whose address is PUBLIC_URL (modules/diocese/site-addresses.ts).
 */
export class DioceseMainHost1796910000000 implements MigrationInterface {
  name = "DioceseMainHost1796910000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "diocese",
      new TableColumn({ name: "main_host", type: "varchar", length: "253", isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("diocese", "main_host");
  }
}
