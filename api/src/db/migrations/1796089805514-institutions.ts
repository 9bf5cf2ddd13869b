import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** The schools, colleges, hospitals and homes the church's parishes sponsor (api/src/modules/institution/). */
export class Institutions1796089805514 implements MigrationInterface {
  name = "Institutions1796089805514";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const degrees = (name: string) => ({ name, type: "double precision", isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: "institution",
        columns: [
          column.id(),
          column.varchar("name", 160),
          column.varchar("slug", 220, { isUnique: true }),
          column.varchar("kind", 30),
          { name: "parish_id", type: "integer" },
          column.varchar("town", 120, { isNullable: true }),
          degrees("latitude"),
          degrees("longitude"),
          column.varchar("head_name", 120, { isNullable: true }),
          column.varchar("head_title", 80, { isNullable: true }),
          column.varchar("phone", 20, { isNullable: true }),
          column.varchar("email", 254, { isNullable: true }),
          column.varchar("website", 300, { isNullable: true }),
          column.text("history", { isNullable: true }),
          column.varchar("image_url", 500, { isNullable: true }),
          column.text("image_focal_point", { default: `'{"x":0.5,"y":0.5}'` }),
          column.text("search_text", { default: "''" }),
          column.varchar("status", 10, { default: "'published'" }),
          column.timestamp("publish_at", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          column.text("kiswahili", { isNullable: true }),
          column.boolean("needs_translation", false),
        ],
        indices: [
          // Scheduled publishing asks every few seconds whether one is due.
          new TableIndex({
            name: "IDX_institution_status_publish_at",
            columnNames: ["status", "publish_at"],
          }),
          // A parish's page lists the institutions it sponsors, by name.
          new TableIndex({ name: "IDX_institution_parish_name", columnNames: ["parish_id", "name"] }),
        ],
        foreignKeys: [
          // A parish that sponsors institutions is not deleted until they have another sponsor
          // (ParishService.delete says so first); this holds it whatever writes.
          new TableForeignKey({
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "RESTRICT",
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("institution");
  }
}
