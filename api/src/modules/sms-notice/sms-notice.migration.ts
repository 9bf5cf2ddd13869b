import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/**
 * The numbers that asked for a parish's or the diocese's notices (`sms_subscription`), the notices
 * staff send them (`sms_notice`), and the SMS log's `notice_id`, by which a notice's delivery is
 * tallied.
 */
export class SmsNotices1796200000000 implements MigrationInterface {
  name = "SmsNotices1796200000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.createSubscriptions(queryRunner);
    await this.createNotices(queryRunner);
    await queryRunner.addColumn(
      "sms_message",
      new TableColumn({ name: "notice_id", type: "integer", isNullable: true }),
    );
    // A page of notices tallies its SMS by notice.
    await queryRunner.createIndex(
      "sms_message",
      new TableIndex({ name: "IDX_sms_message_notice", columnNames: ["notice_id"] }),
    );
  }

  private async createSubscriptions(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "sms_subscription",
        columns: [
          column.id(),
          column.varchar("phone", 16),
          { name: "parish_id", type: "integer", isNullable: true },
          // The parish's id, or 0 for the diocese: never null, so the unique index holds for both.
          { name: "parish_key", type: "integer" },
          column.varchar("how", 20),
          column.timestamp("subscribed_at", { defaultNow: true }),
        ],
        foreignKeys: [
          // A parish that is deleted takes its subscribers' numbers with it.
          {
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
        indices: [
          // One subscription per number and parish; also a number's own subscriptions.
          { name: "UQ_sms_subscription_phone_parish", columnNames: ["phone", "parish_key"], isUnique: true },
          // A parish's subscribers in id order: the count, and a notice's batches.
          { name: "IDX_sms_subscription_parish", columnNames: ["parish_key", "id"] },
        ],
      }),
    );
  }

  private async createNotices(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "sms_notice",
        columns: [
          column.id(),
          { name: "parish_id", type: "integer", isNullable: true },
          column.text("body"),
          { name: "created_by", type: "integer" },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("sent_at"),
          { name: "recipients", type: "integer" },
          { name: "last_subscription_id", type: "integer" },
          { name: "queued_through", type: "integer", default: 0 },
          column.timestamp("queued_at", { nullable: true }),
        ],
        foreignKeys: [
          // A parish's notices go with it (SET NULL would make them the diocese's); the SMS log keeps what was sent.
          {
            columnNames: ["parish_id"],
            referencedTableName: "parish",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
        indices: [
          // The list, newest first: all of them, and a parish's.
          { name: "IDX_sms_notice_created", columnNames: ["created_at"] },
          { name: "IDX_sms_notice_parish_created", columnNames: ["parish_id", "created_at"] },
          // The sender's turn: the notices whose SMS are not all queued.
          { name: "IDX_sms_notice_queued", columnNames: ["queued_at"] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("sms_message", "IDX_sms_message_notice");
    await queryRunner.dropColumn("sms_message", "notice_id");
    await queryRunner.dropTable("sms_notice");
    await queryRunner.dropTable("sms_subscription");
  }
}
