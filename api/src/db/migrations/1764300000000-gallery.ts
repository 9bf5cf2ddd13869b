import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** The gallery (issue #21): albums of photographs, each with its caption, in the order staff give. */
export class Gallery1764300000000 implements MigrationInterface {
  name = "Gallery1764300000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const translation = [
      column.text("kiswahili", { isNullable: true }),
      column.boolean("needs_translation", false),
    ];
    await queryRunner.createTable(
      new Table({
        name: "photo_album",
        columns: [
          column.id(),
          column.varchar("title", 200),
          column.varchar("slug", 220, { isUnique: true }),
          column.varchar("date", 10),
          column.text("description"),
          { name: "cover_photo_id", type: "integer", isNullable: true },
          { name: "parish_id", type: "integer", isNullable: true },
          { name: "department_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          ...translation,
        ],
        indices: [{ name: "IDX_photo_album_date", columnNames: ["date", "id"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "photo",
        columns: [
          column.id(),
          { name: "album_id", type: "integer" },
          column.varchar("caption", 300),
          column.varchar("image_url", 500),
          column.text("image_focal_point", { default: `'{"x":0.5,"y":0.5}'` }),
          { name: "position", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          ...translation,
        ],
        indices: [{ name: "IDX_photo_album_position", columnNames: ["album_id", "position"] }],
        foreignKeys: [
          {
            columnNames: ["album_id"],
            referencedTableName: "photo_album",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("photo");
    await queryRunner.dropTable("photo_album");
  }
}
