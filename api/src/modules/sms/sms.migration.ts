import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/** The SMS log (`sms_message`, modules/sms/) and the numbers that said STOP (`sms_opt_out`). */
export class Sms1795980000000 implements MigrationInterface {
  name = "Sms1795980000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "sms_message",
        columns: [
          column.id(),
          column.varchar("phone", 16),
          column.text("body"),
          column.varchar("kind", 20),
          column.boolean("promotional", false),
          { name: "parts", type: "integer" },
          column.varchar("status", 12, { default: "'queued'" }),
          column.timestamp("not_before"),
          { name: "attempts", type: "integer", default: 0 },
          column.varchar("provider_message_id", 80, { isNullable: true }),
          { name: "cost_cents", type: "integer", isNullable: true },
          column.varchar("failure_reason", 80, { isNullable: true }),
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("sent_at", { nullable: true }),
          column.timestamp("delivered_at", { nullable: true }),
        ],
        indices: [
          // The sender's turn: the queued ones that are due.
          { name: "IDX_sms_message_due", columnNames: ["status", "not_before"] },
          // A number's messages of the day, against its daily limit.
          { name: "IDX_sms_message_phone_sent", columnNames: ["phone", "sent_at"] },
          // A delivery report finds its message.
          { name: "IDX_sms_message_provider_id", columnNames: ["provider_message_id"] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "sms_opt_out",
        columns: [
          column.varchar("phone", 16, { isPrimary: true }),
          column.varchar("how", 20),
          column.timestamp("opted_out_at", { defaultNow: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("sms_opt_out");
    await queryRunner.dropTable("sms_message");
  }
}
