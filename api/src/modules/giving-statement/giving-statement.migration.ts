import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/**
 * Donors' giving statements: the one-time codes asked for on the public page (`statement_code`),
 * the treasurer's sending of a year's statements (`statement_send`), and the ledger's index that
 * finds a donor's gifts by their number.
 */
export class GivingStatements1796740000000 implements MigrationInterface {
  name = "GivingStatements1796740000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "statement_code",
        columns: [
          column.id(),
          column.varchar("token_hash", 64, { isUnique: true }),
          column.varchar("phone", 20),
          { name: "year", type: "integer" },
          column.varchar("code_hash", 64),
          { name: "attempts", type: "integer", default: 0 },
          column.timestamp("expires_at"),
          column.timestamp("created_at", { defaultNow: true }),
        ],
        // The old requests a new one clears away.
        indices: [{ name: "IDX_statement_code_expires", columnNames: ["expires_at"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "statement_send",
        columns: [
          column.id(),
          { name: "year", type: "integer" },
          column.varchar("phone", 20),
          column.varchar("status", 10, { default: "'QUEUED'" }),
          column.varchar("channel", 10, { isNullable: true }),
          column.varchar("language", 2, { default: "'en'" }),
          column.varchar("link_hash", 64, { isNullable: true, isUnique: true }),
          column.timestamp("link_expires_at", { nullable: true }),
          { name: "sms_message_id", type: "integer", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("sent_at", { nullable: true }),
        ],
        indices: [
          { name: "IDX_statement_send_year_phone", columnNames: ["year", "phone"], isUnique: true },
          // The sending job's turn: the queued ones, oldest first.
          { name: "IDX_statement_send_status", columnNames: ["status", "id"] },
        ],
      }),
    );
    // A donor's gifts of a year, by their number.
    await queryRunner.createIndex(
      "contribution",
      new TableIndex({ name: "IDX_contribution_phone_paid", columnNames: ["phone", "paid_at"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("contribution", "IDX_contribution_phone_paid");
    await queryRunner.dropTable("statement_send");
    await queryRunner.dropTable("statement_code");
  }
}
