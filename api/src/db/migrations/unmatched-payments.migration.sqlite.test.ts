import { describe, expect, it } from "vitest";
import { migrationTestDatabase } from "../../../test/migration-database.js";
import { MIGRATIONS } from "./index.js";
import { UnmatchedPayments1764736100000 } from "./1764736100000-unmatched-payments.js";

/*
 * Paybill payments confirmed before the treasurer's list existed, that the site could not match,
 * were kept only as notices: the migration lists each once for the treasurer, unless the ledger
 * has it. On SQLite; the statements are the same on PostgreSQL, which every other test migrates.
 */

const sqlite = migrationTestDatabase();

const confirmation = (transId: string, account: string, amount = "1500.00") =>
  JSON.stringify({
    TransID: transId,
    TransAmount: amount,
    BusinessShortCode: "600100",
    BillRefNumber: account,
    MSISDN: "254712***555",
    FirstName: "Jane",
    MiddleName: "",
    LastName: "Akinyi",
  });

describe("the unmatched payments' migration", () => {
  it("lists each earlier unmatched confirmation once, and none the ledger has or that is no payment", async () => {
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(UnmatchedPayments1764736100000));
    const old = await sqlite(before).initialize();
    await old.runMigrations();
    await old.query(
      `INSERT INTO project (slug, title, summary, body, target_amount_kes, status, featured)
       VALUES ('hall', 'Hall', 'Summary', '<p>Body</p>', 1000000, 'ONGOING', 1)`,
    );
    await old.query(
      `INSERT INTO contribution (project_id, source, status, amount_kes, mpesa_receipt, receipt_token)
       VALUES (1, 'PAYBILL', 'PAID', 500, 'INLEDGER01', 'token-of-the-paybill-gift-in-the-ledger')`,
    );
    for (const [outcome, payload] of [
      ["other-account", confirmation("TITHE00001", "TITHE")],
      ["other-account", confirmation("TITHE00001", "TITHE")],
      ["mismatch:prompt-reference", confirmation("GIFTREF001", "G42", "70000.00")],
      ["other-account", confirmation("INLEDGER01", "TITHE")],
      ["other-account", JSON.stringify({ TransID: "", TransAmount: "x" })],
      ["settled", confirmation("SETTLED001", "HALL")],
    ]) {
      await old.query(
        `INSERT INTO mpesa_notice (kind, outcome, payload, client_address) VALUES ('C2B_CONFIRMATION', ?, ?, '196.201.214.200')`,
        [outcome, payload],
      );
    }
    await old.destroy();

    const current = await sqlite(MIGRATIONS).initialize();
    try {
      await current.runMigrations();
      const listed = await current.query(
        `SELECT mpesa_receipt, amount_kes, phone, donor_name, account_number, reason, resolution, notice_id
           FROM unmatched_payment ORDER BY id`,
      );
      expect(listed).toEqual([
        {
          mpesa_receipt: "TITHE00001",
          amount_kes: 1_500,
          phone: "254712***555",
          donor_name: "Jane Akinyi",
          account_number: "TITHE",
          reason: "OTHER_ACCOUNT",
          resolution: null,
          notice_id: 1,
        },
        {
          mpesa_receipt: "GIFTREF001",
          amount_kes: 70_000,
          phone: "254712***555",
          donor_name: "Jane Akinyi",
          account_number: "G42",
          reason: "GIFT_REFERENCE",
          resolution: null,
          notice_id: 3,
        },
      ]);
    } finally {
      await current.destroy();
    }
  });
});
