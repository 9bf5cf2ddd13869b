import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** The diocese's clergy (api/src/modules/clergy/). */
export class Clergy1796089807267 implements MigrationInterface {
  name = "Clergy1796089807267";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "clergy_member",
        columns: [
          column.id(),
          column.varchar("slug", 80, { isUnique: true }),
          column.varchar("title", 60, { default: "''" }),
          column.varchar("name", 120),
          column.varchar("image_url", 500, { isNullable: true }),
          column.text("image_focal_point", { default: `'{"x":0.5,"y":0.5}'` }),
          column.varchar("deacon_on", 10, { isNullable: true }),
          column.varchar("deacon_at", 120, { isNullable: true }),
          column.varchar("priest_on", 10, { isNullable: true }),
          column.varchar("priest_at", 120, { isNullable: true }),
          column.varchar("languages", 200, { isNullable: true }),
          column.text("biography", { isNullable: true }),
          column.varchar("phone", 20, { isNullable: true }),
          column.boolean("phone_public", false),
          column.varchar("email", 254, { isNullable: true }),
          column.boolean("email_public", false),
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
            name: "IDX_clergy_member_status_publish_at",
            columnNames: ["status", "publish_at"],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("clergy_member");
  }
}
