import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/**
 * Pledges (`pledge`), staff's changes to them (`pledge_change`), the ledger's `pledge_id`, and the
 * milestones of each appeal its supporters are told of (`appeal_milestone`).
 */
export class Pledges1796100000000 implements MigrationInterface {
  name = "Pledges1796100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.createPledges(queryRunner);
    await this.createChangesAndMilestones(queryRunner);
    await queryRunner.addColumn(
      "contribution",
      new TableColumn({ name: "pledge_id", type: "integer", isNullable: true }),
    );
    // What a pledge has been paid: the sum of its entries.
    await queryRunner.createIndex(
      "contribution",
      new TableIndex({ name: "IDX_contribution_pledge", columnNames: ["pledge_id"] }),
    );
  }

  private async createPledges(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "pledge",
        columns: [
          column.id(),
          { name: "project_id", type: "integer" },
          column.varchar("pledger_kind", 20),
          column.varchar("name", 120),
          { name: "parish_id", type: "integer", isNullable: true },
          { name: "amount_kes", type: "integer" },
          column.varchar("due_on", 10),
          column.varchar("schedule", 10),
          column.varchar("phone", 16, { isNullable: true }),
          column.varchar("email", 254, { isNullable: true }),
          column.varchar("honour_roll", 20),
          column.timestamp("honour_roll_consent_at", { nullable: true }),
          column.timestamp("reminders_consent_at", { nullable: true }),
          column.timestamp("progress_consent_at", { nullable: true }),
          column.varchar("language", 2, { default: "'en'" }),
          column.varchar("page_token", 64, { isUnique: true }),
          column.varchar("status", 10),
          column.varchar("source", 10),
          column.varchar("next_reminder_on", 10, { isNullable: true }),
          { name: "reminders_sent", type: "integer", default: 0 },
          column.varchar("cancel_reason", 500, { isNullable: true }),
          { name: "recorded_by_user_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
          column.timestamp("fulfilled_at", { nullable: true }),
        ],
        foreignKeys: [
          { columnNames: ["project_id"], referencedTableName: "project", referencedColumnNames: ["id"] },
          {
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "SET NULL",
          },
        ],
        indices: [
          // The treasurer's list of an appeal's pledges, newest first.
          { name: "IDX_pledge_project_created", columnNames: ["project_id", "created_at"] },
          // The reminders that are due.
          { name: "IDX_pledge_due_reminder", columnNames: ["status", "next_reminder_on"] },
        ],
      }),
    );
  }

  private async createChangesAndMilestones(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "pledge_change",
        columns: [
          column.id(),
          { name: "pledge_id", type: "integer" },
          column.varchar("field", 20),
          column.varchar("from_value", 40),
          column.varchar("to_value", 40),
          column.varchar("reason", 500),
          { name: "changed_by_user_id", type: "integer", isNullable: true },
          column.timestamp("changed_at", { defaultNow: true }),
        ],
        foreignKeys: [
          { columnNames: ["pledge_id"], referencedTableName: "pledge", referencedColumnNames: ["id"] },
        ],
        indices: [{ name: "IDX_pledge_change_pledge", columnNames: ["pledge_id"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "appeal_milestone",
        columns: [
          { name: "project_id", type: "integer", isPrimary: true },
          { name: "percent", type: "integer", isPrimary: true },
          column.timestamp("reached_at", { defaultNow: true }),
          column.varchar("told_through", 16, { isNullable: true }),
          column.timestamp("told_at", { nullable: true }),
        ],
        foreignKeys: [
          { columnNames: ["project_id"], referencedTableName: "project", referencedColumnNames: ["id"] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("contribution", "IDX_contribution_pledge");
    await queryRunner.dropColumn("contribution", "pledge_id");
    await queryRunner.dropTable("appeal_milestone");
    await queryRunner.dropTable("pledge_change");
    await queryRunner.dropTable("pledge");
  }
}
