import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** The boards and committees of the diocese, each with its members in order (issue #21). */
export class Committees1764100000000 implements MigrationInterface {
  name = "Committees1764100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const optional = { isNullable: true };
    const centre = { name: "image_focal_point", type: "text", default: `'{"x":0.5,"y":0.5}'` };
    await queryRunner.createTable(
      new Table({
        name: "committee",
        columns: [
          column.id(),
          column.varchar("name", 160),
          column.text("description", optional),
          { name: "term_start_month", type: "integer" },
          { name: "term_start_year", type: "integer" },
          { name: "term_end_month", type: "integer" },
          { name: "term_end_year", type: "integer" },
          column.boolean("is_standing_committee", false),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          column.text("kiswahili", optional),
          column.boolean("needs_translation", false),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "committee_member",
        columns: [
          column.id(),
          { name: "committee_id", type: "integer" },
          column.varchar("name", 120),
          column.varchar("title", 120),
          { name: "parish_id", type: "integer", isNullable: true },
          column.varchar("image_url", 500, optional),
          centre,
          { name: "position", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          column.text("kiswahili", optional),
          column.boolean("needs_translation", false),
        ],
        indices: [
          { name: "IDX_committee_member_committee_id", columnNames: ["committee_id"] },
          { name: "IDX_committee_member_parish_id", columnNames: ["parish_id"] },
        ],
        foreignKeys: [
          // A committee's members go with it; a member whose parish goes stays, without a parish.
          {
            columnNames: ["committee_id"],
            referencedTableName: "committee",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
          {
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "SET NULL",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("committee_member");
    await queryRunner.dropTable("committee");
  }
}
