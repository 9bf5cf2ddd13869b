import { randomBytes } from "node:crypto";
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The newsletter that is sent (issue #22): each subscriber's unsubscribe token (given to the
 * addresses already on the list), the issues staff write, and one delivery row per issue and
 * subscriber, which is what makes a send resumable.
 */
export class NewsletterIssues1764400000000 implements MigrationInterface {
  name = "NewsletterIssues1764400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.addColumn(
      "newsletter_subscriber",
      new TableColumn(column.varchar("unsubscribe_token", 64, { isNullable: true, isUnique: true })),
    );
    const postgres = queryRunner.connection.options.type === "postgres";
    const rows = (await queryRunner.query(`SELECT id FROM newsletter_subscriber`)) as { id: number }[];
    for (const { id } of rows) {
      await queryRunner.query(
        `UPDATE newsletter_subscriber SET unsubscribe_token = ${postgres ? "$1" : "?"} WHERE id = ${postgres ? "$2" : "?"}`,
        [randomBytes(32).toString("base64url"), id],
      );
    }
    await queryRunner.createTable(
      new Table({
        name: "newsletter_issue",
        columns: [
          column.id(),
          column.varchar("subject", 200),
          column.text("body"),
          column.varchar("status", 20, { default: "'draft'" }),
          column.timestamp("scheduled_at", { nullable: true }),
          column.timestamp("send_started_at", { nullable: true }),
          column.timestamp("sent_at", { nullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("updated_at", { defaultNow: true }),
        ],
        indices: [{ name: "IDX_newsletter_issue_status", columnNames: ["status"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "newsletter_delivery",
        columns: [
          column.id(),
          { name: "issue_id", type: "integer" },
          // No foreign key: an unsubscribed (deleted) address keeps its line in the issue's counts.
          { name: "subscriber_id", type: "integer" },
          column.varchar("email", 254),
          column.varchar("status", 20, { default: "'pending'" }),
          column.varchar("message_id", 200, { isNullable: true }),
          { name: "attempts", type: "integer", default: 0 },
          column.timestamp("claimed_at", { nullable: true }),
          column.varchar("smtp_answer", 500, { isNullable: true }),
        ],
        uniques: [
          { name: "UQ_newsletter_delivery_issue_subscriber", columnNames: ["issue_id", "subscriber_id"] },
        ],
        indices: [{ name: "IDX_newsletter_delivery_issue_status", columnNames: ["issue_id", "status"] }],
        foreignKeys: [
          {
            columnNames: ["issue_id"],
            referencedTableName: "newsletter_issue",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("newsletter_delivery");
    await queryRunner.dropTable("newsletter_issue");
    await queryRunner.dropColumn("newsletter_subscriber", "unsubscribe_token");
  }
}
