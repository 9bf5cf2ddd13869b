import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "../../db/migrations/portable-columns.js";

/** The numbers that use the USSD menu and SMS keywords (`phone_caller`), and USSD sessions (`ussd_session`). */
export class Phone1796300000000 implements MigrationInterface {
  name = "Phone1796300000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "phone_caller",
        columns: [
          column.varchar("phone", 16, { isPrimary: true }),
          column.varchar("language", 2, { default: "'sw'" }),
          column.varchar("help_sent_on", 10, { isNullable: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "ussd_session",
        columns: [
          column.varchar("id", 100, { isPrimary: true }),
          column.varchar("phone", 16),
          column.varchar("language", 2),
          column.varchar("screen", 30),
          column.text("choices", { default: "'{}'" }),
          column.varchar("answered_text", 400, { default: "''" }),
          column.timestamp("expires_at"),
        ],
      }),
    );
    // Ended sessions are swept by their time.
    await queryRunner.createIndex(
      "ussd_session",
      new TableIndex({ name: "IDX_ussd_session_expires", columnNames: ["expires_at"] }),
    );
    // "My pledge" by USSD or SMS finds a caller's pledges by their number.
    await queryRunner.createIndex(
      "pledge",
      new TableIndex({ name: "IDX_pledge_phone", columnNames: ["phone"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("pledge", "IDX_pledge_phone");
    await queryRunner.dropTable("ussd_session");
    await queryRunner.dropTable("phone_caller");
  }
}
