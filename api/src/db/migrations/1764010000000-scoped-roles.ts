import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Parish editors and department editors: a staff account names the parish or department its
 * editing reaches, and a news article may be tagged to a parish.
 *
 * Deleting a parish or department sets these to null rather than refusing the delete or removing
 * the account: the editor who deletes a parish cannot manage staff accounts, and the account (with
 * its history) should outlive the parish. A parish editor without a parish changes nothing until a
 * system admin chooses another (authorization.ts says so when they try). A tagged article becomes
 * the diocese's news, as an event of a deleted parish becomes the diocese's event.
 */
export class ScopedRoles1764010000000 implements MigrationInterface {
  name = "ScopedRoles1764010000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns("admin_user", [
      new TableColumn({ name: "parish_id", type: "integer", isNullable: true }),
      new TableColumn({ name: "department_id", type: "integer", isNullable: true }),
    ]);
    await queryRunner.createForeignKeys("admin_user", [
      new TableForeignKey({
        columnNames: ["parish_id"],
        referencedTableName: "parish",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
      new TableForeignKey({
        columnNames: ["department_id"],
        referencedTableName: "department",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
    ]);
    await queryRunner.addColumn(
      "news_article",
      new TableColumn({ name: "parish_id", type: "integer", isNullable: true }),
    );
    await queryRunner.createIndex(
      "news_article",
      new TableIndex({ name: "IDX_news_article_parish_id", columnNames: ["parish_id"] }),
    );
    await queryRunner.createForeignKey(
      "news_article",
      new TableForeignKey({
        columnNames: ["parish_id"],
        referencedTableName: "parish",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tableName of ["news_article", "admin_user"]) {
      const table = await queryRunner.getTable(tableName);
      const ours = (table?.foreignKeys ?? []).filter((key) =>
        key.columnNames.some((column) => column === "parish_id" || column === "department_id"),
      );
      for (const foreignKey of ours) await queryRunner.dropForeignKey(tableName, foreignKey);
    }
    await queryRunner.dropIndex("news_article", "IDX_news_article_parish_id");
    await queryRunner.dropColumn("news_article", "parish_id");
    await queryRunner.dropColumn("admin_user", "department_id");
    await queryRunner.dropColumn("admin_user", "parish_id");
  }
}
