import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Each project's running total of its paid ledger entries (`appeal_total`), which an appeal's
 * progress reads instead of summing the ledger (modules/contribution/appeal-totals.ts): filled here
 * from the ledger's sums as they stand, then kept by every write that makes an entry count.
 */
export class AppealTotals1795940000000 implements MigrationInterface {
  name = "AppealTotals1795940000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: "appeal_total",
        columns: [
          { name: "project_id", type: "integer", isPrimary: true },
          // A sum of whole shillings may pass 2^31.
          { name: "raised_kes", type: "bigint", default: 0 },
          { name: "opening_kes", type: "bigint", default: 0 },
          { name: "gifts", type: "integer", default: 0 },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ["project_id"],
            referencedTableName: "project",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO appeal_total (project_id, raised_kes, opening_kes, gifts)
       SELECT project_id, SUM(amount_kes),
         SUM(CASE WHEN source = 'OPENING' THEN amount_kes ELSE 0 END),
         SUM(CASE WHEN source IN ('STK', 'PAYBILL', 'STAFF') THEN 1 WHEN source = 'REVERSAL' THEN -1 ELSE 0 END)
       FROM contribution WHERE status = 'PAID'
       GROUP BY project_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("appeal_total");
  }
}
