import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

/** A member of staff's own picture, for the account page and the dashboard's header. */
export class AdminUserPicture1763890000000 implements MigrationInterface {
  name = "AdminUserPicture1763890000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "admin_user",
      new TableColumn({ name: "image_url", type: "varchar", length: "500", isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("admin_user", "image_url");
  }
}
