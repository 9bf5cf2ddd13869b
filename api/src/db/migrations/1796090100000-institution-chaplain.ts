import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * An institution may name its chaplain from the clergy (api/src/modules/institution/). A member of
 * the clergy who is a chaplain somewhere is not deleted (ClergyService.delete says so first); the
 * foreign key holds it whatever writes.
 */
export class InstitutionChaplain1796090100000 implements MigrationInterface {
  name = "InstitutionChaplain1796090100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "institution",
      new TableColumn({ name: "chaplain_id", type: "integer", isNullable: true }),
    );
    // Deleting a member of the clergy asks whether they are a chaplain anywhere.
    await queryRunner.createIndex(
      "institution",
      new TableIndex({ name: "IDX_institution_chaplain_id", columnNames: ["chaplain_id"] }),
    );
    await queryRunner.createForeignKey(
      "institution",
      new TableForeignKey({
        name: "FK_institution_chaplain_id",
        columnNames: ["chaplain_id"],
        referencedTableName: "clergy_member",
        referencedColumnNames: ["id"],
        onDelete: "RESTRICT",
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey("institution", "FK_institution_chaplain_id");
    await queryRunner.dropIndex("institution", "IDX_institution_chaplain_id");
    await queryRunner.dropColumn("institution", "chaplain_id");
  }
}
