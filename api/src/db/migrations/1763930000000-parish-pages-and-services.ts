import slugify from "slugify";
import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * A parish becomes a page of its own: an address (slug), where it is, its vicar's e-mail, a
 * picture and its story, and its regular services as rows of `regular_service` rather than text.
 * Existing parishes get a slug from their names; the service times typed before stay in
 * `service_times`, now the notes beside the list, for staff to turn into rows.
 */
export class ParishPagesAndServices1763930000000 implements MigrationInterface {
  name = "ParishPagesAndServices1763930000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const optionalText = (name: string, length: number) =>
      new TableColumn(column.varchar(name, length, { isNullable: true }));
    const optionalNumber = (name: string) =>
      new TableColumn({ name, type: "double precision", isNullable: true });
    await queryRunner.addColumns("parish", [
      optionalText("slug", 140),
      optionalText("town", 120),
      optionalText("directions", 1000),
      optionalNumber("latitude"),
      optionalNumber("longitude"),
      optionalText("email", 254),
      new TableColumn(column.text("history", { isNullable: true })),
      optionalText("image_url", 500),
      new TableColumn({ name: "image_focal_point", type: "text", default: `'{"x":0.5,"y":0.5}'` }),
    ]);

    const parishes: { id: number; name: string }[] = await queryRunner.query(
      "SELECT id, name FROM parish ORDER BY id",
    );
    const taken = new Set<string>();
    const p = (n: number) => (queryRunner.connection.options.type === "postgres" ? `$${n}` : `?`);
    for (const parish of parishes) {
      const base = slugify(parish.name, { lower: true, strict: true }).slice(0, 120) || "parish";
      let slug = base;
      for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
      taken.add(slug);
      await queryRunner.query(`UPDATE parish SET slug = ${p(1)} WHERE id = ${p(2)}`, [slug, parish.id]);
    }
    await queryRunner.changeColumn(
      "parish",
      "slug",
      new TableColumn(column.varchar("slug", 140, { isUnique: true })),
    );

    await queryRunner.createTable(
      new Table({
        name: "regular_service",
        columns: [
          column.id(),
          { name: "parish_id", type: "integer" },
          column.varchar("day", 9),
          column.varchar("start_time", 5),
          column.varchar("language", 20),
          column.varchar("kind", 30),
        ],
        indices: [
          new TableIndex({
            name: "IDX_regular_service_parish_day_time",
            columnNames: ["parish_id", "day", "start_time"],
          }),
        ],
        foreignKeys: [
          // A parish's services are part of it: they go with it.
          new TableForeignKey({
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("regular_service");
    for (const name of [
      "slug",
      "town",
      "directions",
      "latitude",
      "longitude",
      "email",
      "history",
      "image_url",
      "image_focal_point",
    ]) {
      await queryRunner.dropColumn("parish", name);
    }
  }
}
