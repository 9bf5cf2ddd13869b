import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Archdeacons: a staff account names the archdeaconry whose parishes' records its archdeacon
 * reads (`admin_user.archdeaconry_id`).
 *
 * Deleting the archdeaconry sets it to null, as deleting a parish does a parish editor's parish
 * (1764010000000-scoped-roles.ts): the editor who deletes an archdeaconry cannot manage staff
 * accounts, and the account outlives it, reading nothing until a system admin chooses another.
 *
 * Added in place on both databases, as parish-search-text.migration.ts adds its column: TypeORM's
 * addColumn and createForeignKey would rebuild SQLite's table, copying every account under a new
 * name, for what one ALTER TABLE does (SQLite takes a new column's REFERENCES when its default is
 * null).
 */
export class ArchdeaconRole1796400000000 implements MigrationInterface {
  name = "ArchdeaconRole1796400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "admin_user" ADD COLUMN "archdeaconry_id" integer REFERENCES "archdeaconry" ("id") ON DELETE SET NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite drops no column that a foreign key names; TypeORM rebuilds its table without both.
    const table = await queryRunner.getTable("admin_user");
    const ours = (table?.foreignKeys ?? []).filter((key) => key.columnNames.includes("archdeaconry_id"));
    for (const foreignKey of ours) await queryRunner.dropForeignKey("admin_user", foreignKey);
    await queryRunner.dropColumn("admin_user", "archdeaconry_id");
  }
}
