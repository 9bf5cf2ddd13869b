import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/** Who the first revision of an item that existed before history was kept names. */
const BEFORE_HISTORY = "As it was when history began";

/**
 * Each revised type's table, the columns its revisions keep (as the input names them) and whether
 * it has a picture. Written out here rather than taken from the revision module, so that this
 * migration does the same whatever the module becomes.
 */
const REVISED_TABLES = [
  { type: "news_article", table: "news_article", fields: { title: "title", body: "body" }, picture: true },
  {
    type: "information_page",
    table: "information_page",
    fields: { title: "title", slug: "slug", body: "body" },
    picture: false,
  },
  {
    type: "department",
    table: "department",
    fields: {
      name: "name",
      slug: "slug",
      headName: "head_name",
      headTitle: "head_title",
      imageCaption: "image_caption",
      body: "body",
    },
    picture: true,
  },
  {
    type: "bishop_message",
    table: "bishop_message",
    fields: { bishopName: "bishop_name", heading: "heading", message: "message" },
    picture: true,
  },
] as const;

export class ContentRevisions1764000000000 implements MigrationInterface {
  name = "ContentRevisions1764000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "content_revision",
        columns: [
          column.id(),
          column.varchar("content_type", 30),
          { name: "content_id", type: "integer" },
          { name: "number", type: "integer" },
          column.timestamp("saved_at", { defaultNow: true }),
          { name: "saved_by_user_id", type: "integer", isNullable: true },
          column.varchar("saved_by_name", 200),
          column.text("snapshot"),
        ],
        foreignKeys: [
          // The revision names its author as they were; the account may go.
          new TableForeignKey({
            columnNames: ["saved_by_user_id"],
            referencedTableName: "admin_user",
            referencedColumnNames: ["id"],
            onDelete: "SET NULL",
          }),
        ],
        indices: [
          new TableIndex({
            name: "IDX_content_revision_item_number",
            columnNames: ["content_type", "content_id", "number"],
            isUnique: true,
          }),
        ],
      }),
    );
    await backfill(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("content_revision");
  }
}

/** One revision of every item already there, as it is now, so that its original can be restored. */
async function backfill(queryRunner: QueryRunner): Promise<void> {
  const quote = (name: string) => queryRunner.connection.driver.escape(name);
  const postgres = queryRunner.connection.options.type === "postgres";
  const insert = postgres
    ? `INSERT INTO content_revision (content_type, content_id, number, saved_at, saved_by_name, snapshot) VALUES ($1, $2, 1, $3, $4, $5)`
    : `INSERT INTO content_revision (content_type, content_id, number, saved_at, saved_by_name, snapshot) VALUES (?, ?, 1, ?, ?, ?)`;
  for (const { type, table, fields, picture } of REVISED_TABLES) {
    const columns = [
      "id",
      "updated_at",
      ...Object.values(fields),
      ...(picture ? ["image_url", "image_focal_point"] : []),
    ];
    const rows: Record<string, unknown>[] = await queryRunner.query(
      `SELECT ${columns.map(quote).join(", ")} FROM ${quote(table)}`,
    );
    for (const row of rows) {
      const snapshot: Record<string, unknown> = {
        fields: Object.fromEntries(
          Object.entries(fields).map(([name, column]) => [name, row[column] ?? null]),
        ),
      };
      if (picture) {
        snapshot.picture = row.image_url
          ? { url: row.image_url, focalPoint: JSON.parse(String(row.image_focal_point)) as unknown }
          : null;
      }
      await queryRunner.query(insert, [
        type,
        row.id,
        row.updated_at,
        BEFORE_HISTORY,
        JSON.stringify(snapshot),
      ]);
    }
  }
}
