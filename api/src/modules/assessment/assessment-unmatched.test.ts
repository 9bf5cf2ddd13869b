import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish } from "../../../test/factories.js";
import { startGivingApp, type GivingApp } from "../../../test/giving-app.js";
import { eventually } from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { statementsRun } from "../../../test/query-counter.js";
import type { Parish } from "../parish/parish.entity.js";

/*
 * A paybill payment quoting an account no parish has (a mistyped Q number) waits in "Payments that
 * need attention" until the treasurer, who knows which parish sent it, puts it towards that
 * parish's oldest assessment not paid in full: an entry of the ledger like any assessment payment.
 * And what a parish's statement costs the database as its years grow.
 */

let app: GivingApp;
let butere: Parish;
let neverAssessed: Parish;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  app = await startGivingApp();
  butere = await createParish(app.server.services, { name: "St Peter's Butere" });
  neverAssessed = await createParish(app.server.services, { name: "Emmanuel Lurambi" });
  for (const [forYear, amountKes] of [
    [year - 1, 40_000],
    [year, 60_000],
  ] as const) {
    await app.server.services.assessments.set(SYSTEM_ACTOR, {
      parishId: String(butere.id),
      year: forYear,
      amountKes,
      instalments: [{ dueOn: `${forYear}-12-31`, amountKes }],
    });
  }
}, 60_000);
afterAll(() => app.close());

const UNMATCHED = `{ unmatchedPayments(pageSize: 50) { items { id reason amountKes mpesaReceipt } } }`;
const ASSIGN = `mutation ($input: AssignUnmatchedToAssessmentInput!) {
  assignUnmatchedPaymentToAssessment(input: $input) { amountKes status receiptNumber }
}`;
const STATEMENT = `query ($parishId: ID!) {
  parishAssessments(parishId: $parishId) { assessment { year } paidKes }
}`;

/** The unmatched payment of this amount, once the paybill's confirmation has come. */
async function unmatchedOf(amountKes: number) {
  const items = await eventually(
    async () =>
      (
        await graphql<{
          unmatchedPayments: { items: { id: string; reason: string; amountKes: number }[] };
        }>(app.server.url, UNMATCHED, {}, app.treasurer)
      ).body.data!.unmatchedPayments.items,
    (list) => list.some((payment) => payment.amountKes === amountKes),
    5_000,
  );
  return items.find((payment) => payment.amountKes === amountKes)!;
}

describe("a paybill payment to an account no parish has", () => {
  it("is put by the treasurer towards the parish's oldest assessment not paid, once", async () => {
    await app.simulator.payBill({ amount: 15_000, phone: "254712300201", accountNumber: "Q999999" });
    const payment = await unmatchedOf(15_000);
    expect(payment.reason).toBe("ASSESSMENT_REFERENCE");

    const input = { id: payment.id, parishId: String(butere.id) };
    const assigned = await graphql(app.server.url, ASSIGN, { input }, app.treasurer);
    expect(assigned.body.errors).toBeUndefined();
    expect(assigned.body.data).toEqual({
      assignUnmatchedPaymentToAssessment: {
        amountKes: 15_000,
        status: "PAID",
        receiptNumber: expect.stringMatching(/\d/),
      },
    });
    const statement = await graphql<{
      parishAssessments: { assessment: { year: number }; paidKes: number }[];
    }>(app.server.url, STATEMENT, { parishId: String(butere.id) }, app.treasurer);
    expect(statement.body.data!.parishAssessments).toEqual([
      { assessment: { year }, paidKes: 0 },
      { assessment: { year: year - 1 }, paidKes: 15_000 },
    ]);
    const listed = await graphql<{ unmatchedPayments: { items: { id: string }[] } }>(
      app.server.url,
      UNMATCHED,
      {},
      app.treasurer,
    );
    expect(listed.body.data!.unmatchedPayments.items.map((each) => each.id)).not.toContain(payment.id);

    const again = await graphql(app.server.url, ASSIGN, { input }, app.treasurer);
    expect(again.body.errors?.[0]?.message).toBe(
      "This payment has already been assigned to a parish's assessment",
    );
  });

  it("is refused for a parish with no assessment and for anyone but a treasurer, and stays to be answered", async () => {
    await app.simulator.payBill({ amount: 9_100, phone: "254712300202", accountNumber: "Q888888" });
    const payment = await unmatchedOf(9_100);
    const toNeverAssessed = await graphql(
      app.server.url,
      ASSIGN,
      { input: { id: payment.id, parishId: String(neverAssessed.id) } },
      app.treasurer,
    );
    expect(toNeverAssessed.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining("has no assessment to pay"),
      extensions: { code: "BAD_USER_INPUT", field: "parishId" },
    });
    const byEditor = await graphql(
      app.server.url,
      ASSIGN,
      { input: { id: payment.id, parishId: String(butere.id) } },
      app.editor,
    );
    expect(byEditor.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const badId = await graphql(
      app.server.url,
      ASSIGN,
      { input: { id: "not-a-number", parishId: String(butere.id) } },
      app.treasurer,
    );
    expect(badId.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await unmatchedOf(9_100)).id).toBe(payment.id);
  });
});

describe("a parish's statement", () => {
  /** The SQL statements in the assessments' tables one reading of a parish's statement ran. */
  async function statementRun(parish: Parish) {
    let years = 0;
    const statements = await statementsRun(app.server.dataSource, async () => {
      const { body } = await graphql<{ parishAssessments: unknown[] }>(
        app.server.url,
        `
          query ($parishId: ID!) {
            parishAssessments(parishId: $parishId) {
              assessedKes
              paidKes
              daysOverdue
              assessment {
                instalments {
                  dueOn
                }
              }
            }
          }
        `,
        { parishId: String(parish.id) },
        app.treasurer,
      );
      years = body.data!.parishAssessments.length;
    });
    // A request also touches its session now and then, by the clock: only the statement's own tables.
    return { years, statements: statements.filter((sql) => /assessment/i.test(sql)) };
  }

  /**
   * What a parish's statement costs: the fewest statements of three readings. Work of the site's
   * own that ends while a reading runs (a write's after-commit steps) is logged with it now and
   * then; a query a year would be in every reading.
   */
  async function statementCost(parish: Parish) {
    const first = await statementRun(parish);
    const readings = [first, await statementRun(parish), await statementRun(parish)];
    const least = Math.min(...readings.map((each) => each.statements.length));
    return { years: first.years, statements: least, readings };
  }

  it("costs as many queries for ten years as for one", async () => {
    const tenYears = await createParish(app.server.services, { name: "St Paul's Shinyalu" });
    for (let back = 0; back < 10; back += 1) {
      await app.server.services.assessments.set(SYSTEM_ACTOR, {
        parishId: String(tenYears.id),
        year: year - back,
        amountKes: 12_000,
        instalments: [{ dueOn: `${year - back}-12-31`, amountKes: 12_000 }],
      });
    }
    const oneYear = await createParish(app.server.services, { name: "St Mary's Lubao" });
    await app.server.services.assessments.set(SYSTEM_ACTOR, {
      parishId: String(oneYear.id),
      year,
      amountKes: 12_000,
      instalments: [{ dueOn: `${year}-12-31`, amountKes: 12_000 }],
    });
    const ten = await statementCost(tenYears);
    const one = await statementCost(oneYear);
    expect([ten.years, one.years]).toEqual([10, 1]);
    expect(ten.statements, JSON.stringify({ ten: ten.readings, one: one.readings }, null, 1)).toBe(
      one.statements,
    );
  });
});

describe("a paybill payment quoting a number no row can have", () => {
  it("waits for the treasurer, as one quoting a number no row has", async () => {
    const accounts: [string, string][] = [
      ["Q9999999999", "ASSESSMENT_REFERENCE"],
      ["P9999999999", "PLEDGE_REFERENCE"],
      ["G9999999999", "GIFT_REFERENCE"],
    ];
    for (const [index, [accountNumber, reason]] of accounts.entries()) {
      const amount = 7_301 + index;
      await app.simulator.payBill({ amount, phone: "254712300203", accountNumber });
      expect((await unmatchedOf(amount)).reason, accountNumber).toBe(reason);
    }
  });
});
