import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

const parishGoesWithIt = {
  columnNames: ["parish_id"],
  referencedTableName: "parish",
  referencedColumnNames: ["id"],
  onDelete: "CASCADE",
};
const returnGoesWithIt = {
  columnNames: ["return_id"],
  referencedTableName: "parish_return",
  referencedColumnNames: ["id"],
  onDelete: "CASCADE",
};

/**
 * The parishes' annual returns: each year's questions (`parish_return_question`), a parish's
 * return for a year (`parish_return`) with one row per answer (`parish_return_answer`, summed by
 * question in SQL), the diocese's reopenings of submitted returns, and the reminders sent.
 */
export class ParishReturns1796500000000 implements MigrationInterface {
  name = "ParishReturns1796500000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "parish_return_question",
        columns: [
          column.id(),
          { name: "year", type: "integer" },
          { name: "position", type: "integer" },
          column.varchar("key", 40),
          column.varchar("label_en", 200),
          column.varchar("label_sw", 200),
          column.varchar("help", 500, { isNullable: true }),
          column.boolean("optional", false),
          column.text("total_of", { default: "''" }),
        ],
        indices: [
          { name: "UQ_parish_return_question_year_key", columnNames: ["year", "key"], isUnique: true },
          // A year's form, in order.
          { name: "IDX_parish_return_question_year_position", columnNames: ["year", "position"] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "parish_return",
        columns: [
          column.id(),
          { name: "parish_id", type: "integer" },
          { name: "year", type: "integer" },
          column.varchar("status", 10),
          column.timestamp("submitted_at", { nullable: true }),
          { name: "submitted_by", type: "integer", isNullable: true },
          { name: "updated_by", type: "integer" },
          column.timestamp("updated_at", { defaultNow: true }),
          column.timestamp("created_at", { defaultNow: true }),
        ],
        foreignKeys: [parishGoesWithIt],
        indices: [
          // One return per parish and year; also the year's returns, joined to a page of parishes.
          { name: "UQ_parish_return_year_parish", columnNames: ["year", "parish_id"], isUnique: true },
          // The year's submitted returns, which the totals and trends add up.
          { name: "IDX_parish_return_year_status", columnNames: ["year", "status"] },
        ],
      }),
    );
    await this.createParts(queryRunner);
  }

  private async createParts(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "parish_return_answer",
        columns: [
          { name: "return_id", type: "integer", isPrimary: true },
          { ...column.varchar("question_key", 40), isPrimary: true },
          { name: "value", type: "integer" },
        ],
        foreignKeys: [returnGoesWithIt],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "parish_return_reopening",
        columns: [
          column.id(),
          { name: "return_id", type: "integer" },
          column.varchar("reason", 500),
          { name: "reopened_by", type: "integer" },
          column.timestamp("reopened_at", { defaultNow: true }),
        ],
        foreignKeys: [returnGoesWithIt],
        indices: [{ name: "IDX_parish_return_reopening_return", columnNames: ["return_id", "reopened_at"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "parish_return_reminder",
        columns: [
          column.id(),
          { name: "parish_id", type: "integer" },
          column.varchar("reminded_on", 10),
          { name: "year", type: "integer" },
        ],
        foreignKeys: [parishGoesWithIt],
        indices: [
          // One reminder a parish a day, whoever presses Remind and however often.
          {
            name: "UQ_parish_return_reminder_parish_day",
            columnNames: ["parish_id", "reminded_on"],
            isUnique: true,
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("parish_return_reminder");
    await queryRunner.dropTable("parish_return_reopening");
    await queryRunner.dropTable("parish_return_answer");
    await queryRunner.dropTable("parish_return");
    await queryRunner.dropTable("parish_return_question");
  }
}
