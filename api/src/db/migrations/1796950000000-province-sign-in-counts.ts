import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The province's administrators' wrong passwords are counted by the throttle the dioceses' sign-in
 * uses (modules/province-admin/province-admin.service.ts), which also limits attempts from one
 * network: the account's own count and lock go. A lock held as this runs ends with them.
 */
export class ProvinceSignInCounts1796950000000 implements MigrationInterface {
  name = "ProvinceSignInCounts1796950000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("province_admin", "locked_until");
    await queryRunner.dropColumn("province_admin", "failed_sign_ins");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "province_admin",
      new TableColumn({ name: "failed_sign_ins", type: "integer", default: 0 }),
    );
    await queryRunner.addColumn(
      "province_admin",
      new TableColumn(column.timestamp("locked_until", { nullable: true })),
    );
  }
}
