import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The province's own news (modules/province-article/): articles its administrators write, which
 * belong to no diocese, so the deployment's, with no diocese_id. The index serves the province's
 * site, which lists the published, the latest first.
 */
export class ProvinceArticles1796980000000 implements MigrationInterface {
  name = "ProvinceArticles1796980000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "province_article",
        columns: [
          column.id(),
          column.varchar("slug", 200, { isUnique: true }),
          column.varchar("title", 200),
          column.varchar("title_sw", 200, { isNullable: true }),
          column.text("body"),
          column.text("body_sw", { isNullable: true }),
          column.timestamp("published_at", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          { name: "written_by", type: "integer", isNullable: true },
          { name: "changed_by", type: "integer", isNullable: true },
        ],
        indices: [
          new TableIndex({ name: "IDX_province_article_published", columnNames: ["published_at", "id"] }),
        ],
      }),
    );
    for (const columnName of ["written_by", "changed_by"]) {
      await queryRunner.createForeignKey(
        "province_article",
        new TableForeignKey({
          columnNames: [columnName],
          referencedTableName: "province_admin",
          referencedColumnNames: ["id"],
          onDelete: "SET NULL",
        }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("province_article");
  }
}
