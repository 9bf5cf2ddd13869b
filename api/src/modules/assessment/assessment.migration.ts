import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/**
 * Parishes' assessments (`assessment`), their instalments (`assessment_instalment`), the parishes'
 * treasurers (`parish_treasurer`), and the ledger's `assessment_id`: an entry pays an appeal or an
 * assessment, so its `project_id` may now be empty.
 */
export class Assessments1796600000000 implements MigrationInterface {
  name = "Assessments1796600000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.createAssessments(queryRunner);
    await this.createTreasurers(queryRunner);
    const postgres = queryRunner.connection.options.type === "postgres";
    if (postgres) {
      await queryRunner.query(`ALTER TABLE contribution ALTER COLUMN project_id DROP NOT NULL`);
    } else {
      // SQLite alters a column by copying the table, which TypeORM does with its indexes and keys.
      const table = (await queryRunner.getTable("contribution"))!;
      const projectId = table.findColumnByName("project_id")!;
      await queryRunner.changeColumn(table, projectId, new TableColumn({ ...projectId, isNullable: true }));
    }
    await queryRunner.addColumn(
      "contribution",
      new TableColumn({ name: "assessment_id", type: "integer", isNullable: true }),
    );
    // What an assessment has been paid: the sum of its entries. Partial, so that the gifts' own
    // lists (assessment_id IS NULL, newest first) keep their indexes by date: a whole index on
    // assessment_id would lead SQLite to fetch every gift by it and sort them all.
    await queryRunner.createIndex(
      "contribution",
      new TableIndex({
        name: "IDX_contribution_assessment",
        columnNames: ["assessment_id", "status"],
        where: "assessment_id IS NOT NULL",
      }),
    );
  }

  private async createAssessments(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "assessment",
        columns: [
          column.id(),
          { name: "parish_id", type: "integer" },
          { name: "year", type: "integer" },
          { name: "amount_kes", type: "integer" },
          { name: "set_by_user_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        // A parish with an assessment is not deleted (parish.service.ts asks first).
        foreignKeys: [
          { columnNames: ["parish_id"], referencedTableName: "parish", referencedColumnNames: ["id"] },
        ],
        indices: [
          { name: "UQ_assessment_parish_year", columnNames: ["parish_id", "year"], isUnique: true },
          { name: "IDX_assessment_year_parish", columnNames: ["year", "parish_id"] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "assessment_instalment",
        columns: [
          column.id(),
          { name: "assessment_id", type: "integer" },
          column.varchar("due_on", 10),
          { name: "amount_kes", type: "integer" },
          column.varchar("reminded_on", 10, { isNullable: true }),
        ],
        foreignKeys: [
          {
            columnNames: ["assessment_id"],
            referencedTableName: "assessment",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
        indices: [
          { name: "IDX_assessment_instalment_assessment", columnNames: ["assessment_id", "due_on"] },
          // The reminders that are due.
          { name: "IDX_assessment_instalment_reminder", columnNames: ["reminded_on", "due_on"] },
        ],
      }),
    );
  }

  private async createTreasurers(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "parish_treasurer",
        columns: [
          { name: "parish_id", type: "integer", isPrimary: true },
          column.varchar("name", 120),
          column.varchar("phone", 16, { isNullable: true }),
          column.varchar("email", 254, { isNullable: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        foreignKeys: [
          {
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("contribution", "IDX_contribution_assessment");
    await queryRunner.dropColumn("contribution", "assessment_id");
    await queryRunner.dropTable("parish_treasurer");
    await queryRunner.dropTable("assessment_instalment");
    await queryRunner.dropTable("assessment");
  }
}
