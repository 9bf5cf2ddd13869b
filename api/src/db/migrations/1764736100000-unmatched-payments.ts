import { Table, type MigrationInterface, type QueryRunner } from "typeorm";
import { portableColumns } from "./portable-columns.js";

/**
 * Paybill payments the site could not match to a gift or the appeal (`unmatched_payment`), listed
 * for the treasurer until assigned to a project or set aside. Those confirmed before, which were
 * kept only as notices ("other-account", "mismatch:prompt-reference"), are listed too, once per
 * M-Pesa transaction, unless the ledger has them.
 */
export class UnmatchedPayments1764736100000 implements MigrationInterface {
  name = "UnmatchedPayments1764736100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portableColumns(queryRunner);
    const optionalInteger = (name: string) => ({ name, type: "integer", isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: "unmatched_payment",
        columns: [
          column.id(),
          { name: "notice_id", type: "integer" },
          column.varchar("mpesa_receipt", 30, { isUnique: true }),
          { name: "amount_kes", type: "integer" },
          column.varchar("phone", 20, { isNullable: true }),
          column.varchar("donor_name", 120, { isNullable: true }),
          column.varchar("account_number", 40),
          column.varchar("reason", 20),
          column.timestamp("received_at", { defaultNow: true }),
          column.varchar("resolution", 20, { isNullable: true }),
          column.timestamp("resolved_at", { nullable: true }),
          optionalInteger("resolved_by_user_id"),
          optionalInteger("contribution_id"),
          column.varchar("note", 300, { isNullable: true }),
        ],
        // The list asks for the open ones, newest first.
        indices: [{ name: "unmatched_payment_open", columnNames: ["resolution", "id"] }],
      }),
    );
    await this.listEarlierNotices(queryRunner);
  }

  private async listEarlierNotices(queryRunner: QueryRunner): Promise<void> {
    const notices: { id: number; outcome: string; payload: string; received_at: Date | string }[] =
      await queryRunner.query(
        `SELECT id, outcome, payload, received_at FROM mpesa_notice
         WHERE kind = 'C2B_CONFIRMATION' AND outcome IN ('other-account', 'mismatch:prompt-reference')
         ORDER BY id`,
      );
    const p = (n: number) => (queryRunner.connection.options.type === "postgres" ? `$${n}` : `?`);
    const listed = new Set<string>();
    for (const notice of notices) {
      const payment = paymentOf(notice.payload);
      if (!payment || listed.has(payment.transId)) continue;
      listed.add(payment.transId);
      const inLedger: unknown[] = await queryRunner.query(
        `SELECT 1 FROM contribution WHERE mpesa_receipt = ${p(1)}`,
        [payment.transId],
      );
      if (inLedger.length > 0) continue;
      await queryRunner.query(
        `INSERT INTO unmatched_payment
           (notice_id, mpesa_receipt, amount_kes, phone, donor_name, account_number, reason, received_at)
         VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)})`,
        [
          notice.id,
          payment.transId,
          payment.amountKes,
          payment.phone,
          payment.name,
          payment.account,
          notice.outcome === "other-account" ? "OTHER_ACCOUNT" : "GIFT_REFERENCE",
          notice.received_at,
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("unmatched_payment");
  }
}

/** The payment in a C2B confirmation as it was kept, or null when it is not one. */
function paymentOf(payload: string) {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
  const text = (name: string) => {
    const value = fields?.[name];
    return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  };
  const transId = text("TransID");
  const amount = Number(text("TransAmount"));
  if (!/^[A-Z0-9]{6,30}$/.test(transId) || !Number.isFinite(amount) || amount < 1) return null;
  const name = [text("FirstName"), text("MiddleName"), text("LastName")].filter(Boolean).join(" ");
  return {
    transId,
    amountKes: Math.round(amount),
    phone: text("MSISDN").slice(0, 20) || null,
    name: name.slice(0, 120) || null,
    account: text("BillRefNumber").slice(0, 40),
  };
}
