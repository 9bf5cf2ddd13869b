import slugify from "slugify";
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** The words a typed vicar's name may start with, which make their title: "The Very Rev. Canon". */
const TITLE_WORDS = new Set([
  "the",
  "rev",
  "revd",
  "very",
  "ven",
  "rt",
  "right",
  "most",
  "canon",
  "dr",
  "archdeacon",
]);

/** A typed vicar ("Rev. Canon Peter Lumbasi") as a title and a name; all name when no word is a title's. */
export function titleAndName(typed: string): { title: string; name: string } {
  const words = typed.trim().split(/\s+/);
  let count = 0;
  while (count < words.length - 1 && TITLE_WORDS.has(words[count]!.toLowerCase().replace(/\.$/, ""))) count++;
  return { title: words.slice(0, count).join(" "), name: words.slice(count).join(" ") };
}

/** The day of a row's timestamp as either dialect returns it. */
function dayOf(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(`${value.replace(" ", "T")}Z`);
  return date.toISOString().slice(0, 10);
}

/**
 * The clergy's postings and their lists (api/src/modules/clergy-posting/). A parish's vicar was
 * typed into its form before; from now on it is set by postings. So that no name is lost, each
 * parish's typed vicar becomes a member of the clergy, a draft for the editors to complete and
 * publish, with a vicar's posting to the parish that has taken effect; the parish's vicar column
 * keeps the same words.
 */
export class ClergyPostings1796089900000 implements MigrationInterface {
  name = "ClergyPostings1796089900000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "clergy_posting_list",
        columns: [
          column.id(),
          column.varchar("title", 200),
          column.varchar("status", 10, { default: "'draft'" }),
          column.timestamp("publish_at", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [
          new TableIndex({
            name: "IDX_clergy_posting_list_status_publish_at",
            columnNames: ["status", "publish_at"],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "clergy_posting",
        columns: [
          column.id(),
          { name: "clergy_member_id", type: "integer" },
          { name: "posting_list_id", type: "integer", isNullable: true },
          { name: "parish_id", type: "integer", isNullable: true },
          { name: "archdeaconry_id", type: "integer", isNullable: true },
          column.varchar("office", 120, { isNullable: true }),
          column.varchar("role", 20),
          column.varchar("role_name", 80, { isNullable: true }),
          column.varchar("starts_on", 10),
          column.varchar("ends_on", 10, { isNullable: true }),
          column.boolean("shown_in_history", true),
          column.timestamp("took_effect_at", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [
          // The timed job asks every few minutes which postings are due.
          new TableIndex({ name: "IDX_clergy_posting_due", columnNames: ["took_effect_at", "starts_on"] }),
          new TableIndex({ name: "IDX_clergy_posting_member", columnNames: ["clergy_member_id"] }),
        ],
        foreignKeys: [
          {
            columnNames: ["clergy_member_id"],
            referencedTableName: "clergy_member",
            referencedColumnNames: ["id"],
          },
          {
            columnNames: ["posting_list_id"],
            referencedTableName: "clergy_posting_list",
            referencedColumnNames: ["id"],
          },
          {
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
          {
            columnNames: ["archdeaconry_id"],
            referencedTableName: "archdeaconry",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
    await this.typedVicarsAsClergy(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("clergy_posting");
    await queryRunner.dropTable("clergy_posting_list");
  }

  private async typedVicarsAsClergy(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === "postgres";
    const values = (count: number) =>
      Array.from({ length: count }, (_, index) => (postgres ? `$${index + 1}` : "?")).join(", ");
    const parishes: { id: number; vicar: string; created_at: Date | string }[] = await queryRunner.query(
      `SELECT "id", "vicar", "created_at" FROM "parish" WHERE "vicar" IS NOT NULL AND "vicar" <> '' ORDER BY "id"`,
    );
    const slugs = new Set<string>();
    for (const parish of parishes) {
      const { title, name } = titleAndName(parish.vicar);
      const base = slugify(name, { lower: true, strict: true }).slice(0, 70) || "clergy";
      let slug = base;
      for (let suffix = 2; slugs.has(slug); suffix++) slug = `${base}-${suffix}`;
      slugs.add(slug);
      await queryRunner.query(
        `INSERT INTO "clergy_member" ("slug", "title", "name", "status") VALUES (${values(4)})`,
        [slug, title, name, "draft"],
      );
      const [member]: { id: number }[] = await queryRunner.query(
        `SELECT "id" FROM "clergy_member" WHERE "slug" = ${values(1)}`,
        [slug],
      );
      await queryRunner.query(
        `INSERT INTO "clergy_posting" ("clergy_member_id", "parish_id", "role", "starts_on", "took_effect_at")
         VALUES (${values(4)}, ${postgres ? "now()" : "datetime('now')"})`,
        [member!.id, parish.id, "vicar", dayOf(parish.created_at)],
      );
    }
  }
}
