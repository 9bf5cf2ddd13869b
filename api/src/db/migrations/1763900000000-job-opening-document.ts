import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * A job opening's advertisement as an attached PDF. An opening needs a link or a PDF (or both),
 * so the link may now be empty.
 */
export class JobOpeningDocument1763900000000 implements MigrationInterface {
  name = "JobOpeningDocument1763900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "job_opening",
      new TableColumn(column.varchar("document_url", 500, { isNullable: true })),
    );
    await queryRunner.changeColumn(
      "job_opening",
      "link",
      new TableColumn(column.varchar("link", 500, { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    // The old schema requires a link: an opening with only a PDF keeps the PDF's address there.
    await queryRunner.query(`UPDATE job_opening SET link = document_url WHERE link IS NULL`);
    await queryRunner.changeColumn("job_opening", "link", new TableColumn(column.varchar("link", 500)));
    await queryRunner.dropColumn("job_opening", "document_url");
  }
}
