import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The document library: synod reports, circulars and forms as PDFs, each with its category, its
 * publication and its Kiswahili title (api/src/modules/library-document/).
 */
export class LibraryDocuments1795930112554 implements MigrationInterface {
  name = "LibraryDocuments1795930112554";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "library_document",
        columns: [
          column.id(),
          column.varchar("title", 200),
          column.varchar("category", 20),
          column.varchar("document_url", 500),
          column.varchar("status", 10, { default: "'published'" }),
          column.timestamp("publish_at", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          column.text("kiswahili", { isNullable: true }),
          column.boolean("needs_translation", false),
        ],
        indices: [
          new TableIndex({ name: "IDX_library_document_category", columnNames: ["category"] }),
          // Scheduled publishing asks every few seconds whether one is due.
          new TableIndex({
            name: "IDX_library_document_status_publish_at",
            columnNames: ["status", "publish_at"],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("library_document");
  }
}
