import { randomBytes } from "node:crypto";
import { Table, TableColumn, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * The ledger of gifts (`contribution`), what Daraja sent (`mpesa_notice`) and the receipt numbers
 * of each year. A project's amount raised becomes the ledger's total: the amounts typed by hand
 * until now become opening entries, and the column goes.
 */
export class GiftsLedger1763920000000 implements MigrationInterface {
  name = "GiftsLedger1763920000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    // The column goes first: SQLite drops one by copying the table, which no foreign key may name yet.
    const raised: { id: number; amount_raised_kes: number }[] = await queryRunner.query(
      "SELECT id, amount_raised_kes FROM project WHERE amount_raised_kes > 0",
    );
    await queryRunner.dropColumn("project", "amount_raised_kes");
    const optionalText = (name: string, length: number) => column.varchar(name, length, { isNullable: true });
    const optionalInteger = (name: string) => ({ name, type: "integer", isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: "contribution",
        columns: [
          column.id(),
          { name: "project_id", type: "integer" },
          column.varchar("source", 20),
          optionalText("method", 20),
          column.varchar("status", 10),
          { name: "amount_kes", type: "integer" },
          optionalText("phone", 20),
          optionalText("donor_name", 120),
          column.boolean("anonymous", false),
          optionalText("email", 254),
          column.varchar("checkout_request_id", 100, { isNullable: true, isUnique: true }),
          optionalText("merchant_request_id", 100),
          optionalText("callback_secret_hash", 64),
          column.varchar("mpesa_receipt", 30, { isNullable: true, isUnique: true }),
          optionalText("reference", 100),
          optionalInteger("result_code"),
          optionalText("result_description", 300),
          column.varchar("receipt_number", 20, { isNullable: true, isUnique: true }),
          column.varchar("receipt_token", 64, { isUnique: true }),
          { ...optionalInteger("reverses_id"), isUnique: true },
          optionalText("reason", 500),
          optionalInteger("recorded_by_user_id"),
          { name: "next_status_query_ms", type: "bigint", isNullable: true },
          column.timestamp("created_at", { defaultNow: true }),
          column.timestamp("paid_at", { nullable: true }),
        ],
        indices: [{ columnNames: ["project_id", "status"] }, { columnNames: ["status", "source"] }],
        foreignKeys: [
          // A project with gifts cannot be deleted: the ledger keeps every entry.
          new TableForeignKey({
            columnNames: ["project_id"],
            referencedTableName: "project",
            referencedColumnNames: ["id"],
            onDelete: "RESTRICT",
          }),
          new TableForeignKey({
            columnNames: ["reverses_id"],
            referencedTableName: "contribution",
            referencedColumnNames: ["id"],
            onDelete: "RESTRICT",
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "mpesa_notice",
        columns: [
          column.id(),
          column.varchar("kind", 30),
          optionalInteger("contribution_id"),
          column.varchar("outcome", 40),
          column.text("payload"),
          column.varchar("client_address", 64),
          column.timestamp("received_at", { defaultNow: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "receipt_sequence",
        columns: [
          { name: "year", type: "integer", isPrimary: true },
          { name: "last_number", type: "integer" },
        ],
      }),
    );

    const p = (n: number) => (queryRunner.connection.options.type === "postgres" ? `$${n}` : `?`);
    for (const project of raised) {
      await queryRunner.query(
        `INSERT INTO contribution (project_id, source, status, amount_kes, receipt_token, reference, paid_at)
         VALUES (${p(1)}, 'OPENING', 'PAID', ${p(2)}, ${p(3)}, 'Raised before the ledger began', CURRENT_TIMESTAMP)`,
        [project.id, project.amount_raised_kes, randomBytes(24).toString("base64url")],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "project",
      new TableColumn({ name: "amount_raised_kes", type: "integer", default: 0 }),
    );
    await queryRunner.query(
      `UPDATE project SET amount_raised_kes = COALESCE((SELECT SUM(amount_kes) FROM contribution
         WHERE contribution.project_id = project.id AND contribution.status = 'PAID'), 0)`,
    );
    await queryRunner.dropTable("receipt_sequence");
    await queryRunner.dropTable("mpesa_notice");
    await queryRunner.dropTable("contribution");
  }
}
