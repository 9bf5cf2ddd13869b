import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { startGivingApp, type GivingApp } from "../../../test/giving-app.js";
import { eventually } from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import type { Parish } from "../parish/parish.entity.js";

/*
 * Parishes' assessments over real HTTP, against the Daraja simulator: set by the treasurer, paid by
 * a prompt from the parish's page, by the paybill with the account Q<parish>, recorded by hand,
 * reversed; who owes what; and who may see and do each.
 */

let app: GivingApp;
let butere: Parish;
let mumias: Parish;
let otherArchdeaconryParish: Parish;
let butereEditor: Record<string, string>;
let mumiasEditor: Record<string, string>;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  app = await startGivingApp();
  const archdeaconry = await createArchdeaconry(app.server.services, { name: "Butere Archdeaconry" });
  butere = await createParish(app.server.services, {
    name: "St Peter's Butere",
    archdeaconryId: String(archdeaconry.id),
  });
  mumias = await createParish(app.server.services, {
    name: "St John's Mumias",
    archdeaconryId: String(archdeaconry.id),
  });
  otherArchdeaconryParish = await createParish(app.server.services, { name: "Emmanuel Lurambi" });
  butereEditor = await signedInHeaders(
    app.server,
    await createStaffMember(app.server, { role: "parish_editor", parishId: butere.id }),
  );
  mumiasEditor = await signedInHeaders(
    app.server,
    await createStaffMember(app.server, { role: "parish_editor", parishId: mumias.id }),
  );
});
afterAll(() => app.close());

const SET = `mutation ($input: SetAssessmentInput!) {
  setAssessment(input: $input) { id year amountKes paybillAccount instalments { dueOn amountKes } }
}`;
const STATEMENT = `query ($parishId: ID!) {
  parishAssessments(parishId: $parishId) {
    assessment { id year } assessedKes paidKes dueToDateKes balanceKes daysOverdue
  }
}`;
const PAYMENTS = `query ($id: ID!) {
  assessmentPayments(assessmentId: $id, pageSize: 50) {
    total items { id source method status amountKes receiptNumber reversed reversesId reason }
  }
}`;

interface Standing {
  assessment: { id: string; year: number } | null;
  assessedKes: number;
  paidKes: number;
  dueToDateKes: number;
  balanceKes: number;
  daysOverdue: number;
}

async function assess(parish: Parish, input: Record<string, unknown>, headers = app.treasurer) {
  return graphql<{ setAssessment: { id: string; paybillAccount: string; instalments: { dueOn: string }[] } }>(
    app.server.url,
    SET,
    { input: { parishId: String(parish.id), year, ...input } },
    headers,
  );
}

async function standingOf(parish: Parish, assessmentYear = year, headers = app.treasurer): Promise<Standing> {
  const { body } = await graphql<{ parishAssessments: Standing[] }>(
    app.server.url,
    STATEMENT,
    { parishId: String(parish.id) },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.parishAssessments.find((each) => each.assessment?.year === assessmentYear)!;
}

const errorOf = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0];

describe("setting a parish's assessment", () => {
  it("keeps the amount and its instalments, and tells the parish its paybill account", async () => {
    const { body } = await assess(butere, {
      amountKes: 120_000,
      instalments: [
        { dueOn: `${year}-06-30`, amountKes: 60_000 },
        { dueOn: `${year}-03-31`, amountKes: 60_000 },
      ],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.setAssessment.paybillAccount).toBe(`Q${butere.id}`);
    expect(body.data!.setAssessment.instalments.map((part) => part.dueOn)).toEqual([
      `${year}-03-31`,
      `${year}-06-30`,
    ]);
    const standing = await standingOf(butere);
    expect(standing.assessedKes).toBe(120_000);
    expect(standing.balanceKes).toBe(120_000);
  });

  it("falls due all on 31 December when no instalments are given", async () => {
    const { body } = await assess(mumias, { amountKes: 50_000 });
    expect(body.data!.setAssessment.instalments.map((part) => part.dueOn)).toEqual([`${year}-12-31`]);
  });

  it.each([
    [{ amountKes: -5 }, "amountKes"],
    [{ amountKes: 1.5 }, "amountKes"],
    [{ amountKes: 1000, year: 1899 }, "year"],
    [{ amountKes: 1000, instalments: [{ dueOn: `${year}-03-31`, amountKes: 999 }] }, "instalments"],
    [
      {
        amountKes: 1000,
        instalments: [
          { dueOn: `${year}-03-31`, amountKes: 500 },
          { dueOn: `${year}-03-31`, amountKes: 500 },
        ],
      },
      "instalments",
    ],
    [{ amountKes: 1000, instalments: [{ dueOn: `${year}-02-30`, amountKes: 1000 }] }, "instalments"],
    [{ amountKes: 1000, instalments: [{ dueOn: "next week", amountKes: 1000 }] }, "dueOn"],
  ])("refuses %j, naming %s, and changes nothing", async (input, field) => {
    const { body } = await assess(butere, input);
    expect(errorOf(body)?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(body)?.message).toContain(field);
    expect((await standingOf(butere)).assessedKes).toBe(120_000);
  });

  it("is the treasurer's: an editor and a parish's own editor are refused", async () => {
    for (const headers of [app.editor, butereEditor]) {
      const { body } = await assess(butere, { amountKes: 1 }, headers);
      expect(errorOf(body)?.extensions?.code).toBe("FORBIDDEN");
    }
    expect((await standingOf(butere)).assessedKes).toBe(120_000);
  });
});

describe("a rule for every parish's assessment", () => {
  const RULE = {
    year: year + 1,
    fromYear: year,
    percent: 10,
    roundTo: 1_000,
    dueDays: [`${year + 1}-06-30`, `${year + 1}-12-31`],
  };

  it("shows each parish's amount before it is applied, then sets them all with their instalments", async () => {
    const preview = await graphql<{
      assessmentRulePreview: {
        total: number;
        items: { parish: { name: string }; fromKes: number; proposedKes: number }[];
      };
    }>(
      app.server.url,
      `
        query ($rule: AssessmentRuleInput!) {
          assessmentRulePreview(rule: $rule, pageSize: 50) {
            total
            items {
              parish {
                name
              }
              fromKes
              proposedKes
            }
          }
        }
      `,
      { rule: RULE },
      app.treasurer,
    );
    expect(preview.body.errors).toBeUndefined();
    expect(preview.body.data!.assessmentRulePreview.items).toContainEqual({
      parish: { name: "St Peter's Butere" },
      fromKes: 120_000,
      proposedKes: 132_000,
    });
    const applied = await graphql<{ applyAssessmentRule: number }>(
      app.server.url,
      `
        mutation ($rule: AssessmentRuleInput!) {
          applyAssessmentRule(rule: $rule)
        }
      `,
      { rule: RULE },
      app.treasurer,
    );
    expect(applied.body.data!.applyAssessmentRule).toBe(preview.body.data!.assessmentRulePreview.total);
    const next = await standingOf(butere, year + 1);
    expect(next.assessedKes).toBe(132_000);
    expect(next.dueToDateKes).toBe(0);
  });

  it("refuses a rule from the year it is for, and an editor's", async () => {
    const same = await graphql(
      app.server.url,
      `
        mutation ($rule: AssessmentRuleInput!) {
          applyAssessmentRule(rule: $rule)
        }
      `,
      { rule: { ...RULE, fromYear: year + 1 } },
      app.treasurer,
    );
    expect(errorOf(same.body)?.message).toContain("fromYear");
    const byEditor = await graphql(
      app.server.url,
      `
        mutation ($rule: AssessmentRuleInput!) {
          applyAssessmentRule(rule: $rule)
        }
      `,
      { rule: RULE },
      app.editor,
    );
    expect(errorOf(byEditor.body)?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("paying an assessment", () => {
  const PAY = `mutation ($input: PayAssessmentInput!) {
    payAssessmentByMpesa(input: $input) { id status amountKes }
  }`;

  it("by a prompt from the parish's page: paid into the ledger, in no appeal's total", async () => {
    const before = await appealRaised();
    const assessmentId = (await standingOf(butere)).assessment!.id;
    const { body } = await graphql<{ payAssessmentByMpesa: { status: string } }>(
      app.server.url,
      PAY,
      { input: { assessmentId, amountKes: 20_000, phone: "0712 300 100" } },
      butereEditor,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.payAssessmentByMpesa.status).toBe("PENDING");
    const standing = await eventually(
      () => standingOf(butere),
      (each) => each.paidKes === 20_000,
      5_000,
    );
    expect(standing.balanceKes).toBe(100_000);
    expect(await appealRaised()).toBe(before);
    const prompt = app.simulator.promptsSent().at(-1)!;
    expect(prompt.accountReference).toBe(`Q${butere.id}`);
  });

  it("refuses a prompt from another parish's editor, and one of an amount M-Pesa does not take", async () => {
    const assessmentId = (await standingOf(butere)).assessment!.id;
    const other = await graphql(
      app.server.url,
      PAY,
      { input: { assessmentId, amountKes: 100, phone: "0712300101" } },
      mumiasEditor,
    );
    expect(errorOf(other.body)?.extensions?.code).toBe("FORBIDDEN");
    const tooMuch = await graphql(
      app.server.url,
      PAY,
      { input: { assessmentId, amountKes: 999_999_999, phone: "0712300101" } },
      butereEditor,
    );
    expect(errorOf(tooMuch.body)?.message).toContain("amountKes");
  });

  it("by the paybill with the account Q<parish>, once however often M-Pesa confirms it", async () => {
    await app.simulator.payBill({
      amount: 30_000,
      phone: "254712300102",
      accountNumber: `q${butere.id}`,
      confirmations: 2,
    });
    const standing = await eventually(
      () => standingOf(butere),
      (each) => each.paidKes === 50_000,
      5_000,
    );
    expect(standing.balanceKes).toBe(70_000);
  });

  it("leaves a payment to the account of a parish never assessed to the treasurer", async () => {
    await app.simulator.payBill({
      amount: 700,
      phone: "254712300103",
      accountNumber: `Q${otherArchdeaconryParish.id}`,
    });
    const { body } = await graphql<{ unmatchedPayments: { items: { reason: string; amountKes: number }[] } }>(
      app.server.url,
      `
        {
          unmatchedPayments(pageSize: 50) {
            items {
              reason
              amountKes
            }
          }
        }
      `,
      {},
      app.treasurer,
    );
    expect(body.data!.unmatchedPayments.items).toContainEqual({
      reason: "ASSESSMENT_REFERENCE",
      amountKes: 700,
    });
  });

  it("by a cheque the treasurer records, and reversed with a reason as an entry of its own", async () => {
    const assessmentId = (await standingOf(mumias)).assessment!.id;
    const recorded = await graphql<{ recordAssessmentPayment: { id: string; receiptNumber: string } }>(
      app.server.url,
      `
        mutation ($input: RecordAssessmentPaymentInput!) {
          recordAssessmentPayment(input: $input) {
            id
            receiptNumber
          }
        }
      `,
      {
        input: {
          assessmentId,
          amountKes: 10_000,
          method: "CHEQUE",
          reference: "CHQ 004512",
          receivedOn: `${year}-01-15`,
        },
      },
      app.treasurer,
    );
    expect(recorded.body.errors).toBeUndefined();
    expect(recorded.body.data!.recordAssessmentPayment.receiptNumber).toMatch(/\d/);
    expect((await standingOf(mumias)).paidKes).toBe(10_000);

    const REVERSE = `mutation ($input: ReverseAssessmentPaymentInput!) { reverseAssessmentPayment(input: $input) { id amountKes } }`;
    const id = recorded.body.data!.recordAssessmentPayment.id;
    const reversed = await graphql(
      app.server.url,
      REVERSE,
      { input: { id, reason: "Cheque bounced" } },
      app.treasurer,
    );
    expect(reversed.body.errors).toBeUndefined();
    const again = await graphql(app.server.url, REVERSE, { input: { id, reason: "Twice" } }, app.treasurer);
    expect(errorOf(again.body)?.message).toContain("already been reversed");
    expect((await standingOf(mumias)).paidKes).toBe(0);

    const { body } = await graphql<{
      assessmentPayments: { items: { amountKes: number; reversed: boolean; reason: string | null }[] };
    }>(app.server.url, PAYMENTS, { id: assessmentId }, mumiasEditor);
    expect(body.data!.assessmentPayments.items).toEqual([
      expect.objectContaining({ amountKes: -10_000, reason: "Cheque bounced" }),
      expect.objectContaining({ amountKes: 10_000, reversed: true }),
    ]);
    const asGift = await graphql(
      app.server.url,
      `
        mutation ($input: ReverseGiftInput!) {
          reverseGift(input: $input) {
            id
          }
        }
      `,
      { input: { id, reason: "Through the gifts" } },
      app.treasurer,
    );
    expect(errorOf(asGift.body)?.message).toContain("assessment");
  });

  it("refuses a recorded payment dated in the future, or by an editor", async () => {
    const assessmentId = (await standingOf(mumias)).assessment!.id;
    const RECORD = `mutation ($input: RecordAssessmentPaymentInput!) { recordAssessmentPayment(input: $input) { id } }`;
    const input = { assessmentId, amountKes: 500, method: "CASH", receivedOn: `${year + 1}-01-01` };
    const future = await graphql(app.server.url, RECORD, { input }, app.treasurer);
    expect(errorOf(future.body)?.message).toContain("receivedOn");
    const byEditor = await graphql(
      app.server.url,
      RECORD,
      { input: { ...input, receivedOn: `${year}-01-02` } },
      app.editor,
    );
    expect(errorOf(byEditor.body)?.extensions?.code).toBe("FORBIDDEN");
    expect((await standingOf(mumias)).paidKes).toBe(0);
  });

  it("keeps parishes' payments out of the gifts' ledger and totals", async () => {
    const { body } = await graphql<{
      giftTotals: { amountKes: number };
      contributions: { items: { amountKes: number }[] };
    }>(
      app.server.url,
      `
        {
          giftTotals(status: PAID) {
            amountKes
          }
          contributions(pageSize: 50) {
            items {
              amountKes
            }
          }
        }
      `,
      {},
      app.treasurer,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.giftTotals.amountKes).toBe(0);
    expect(body.data!.contributions.items).toEqual([]);
  });
});

describe("who owes what", () => {
  it("counts a parish behind from its oldest unpaid instalment, and sums each archdeaconry", async () => {
    const lastYear = year - 1;
    const { body } = await assess(otherArchdeaconryParish, {
      year: lastYear,
      amountKes: 40_000,
      instalments: [
        { dueOn: `${lastYear}-01-31`, amountKes: 10_000 },
        { dueOn: `${lastYear}-04-30`, amountKes: 30_000 },
      ],
    });
    expect(body.errors).toBeUndefined();
    await app.simulator.payBill({
      amount: 15_000,
      phone: "254712300104",
      accountNumber: `Q${otherArchdeaconryParish.id}`,
    });
    const standing = await eventually(
      () => standingOf(otherArchdeaconryParish, lastYear),
      (each) => each.paidKes === 15_000,
      5_000,
    );
    const sinceApril = Math.round((Date.now() - Date.parse(`${lastYear}-04-30T00:00:00+03:00`)) / 86_400_000);
    expect(Math.abs(standing.daysOverdue - sinceApril)).toBeLessThanOrEqual(1);
    expect(standing.dueToDateKes).toBe(40_000);

    const totals = await graphql<{
      assessmentTotals: {
        archdeaconry: { name: string };
        assessedKes: number;
        paidKes: number;
        parishesBehind: number;
      }[];
    }>(
      app.server.url,
      `
        query ($year: Int!) {
          assessmentTotals(year: $year) {
            archdeaconry {
              name
            }
            assessedKes
            paidKes
            parishesBehind
          }
        }
      `,
      { year },
      app.treasurer,
    );
    expect(totals.body.data!.assessmentTotals).toContainEqual(
      expect.objectContaining({
        archdeaconry: { name: "Butere Archdeaconry" },
        assessedKes: 170_000,
        paidKes: 50_000,
      }),
    );
  });

  it("shows a parish editor their own parish alone", async () => {
    const overview = await graphql<{
      assessmentOverview: { total: number; items: { parish: { name: string } }[] };
    }>(
      app.server.url,
      `
        query ($year: Int!) {
          assessmentOverview(year: $year) {
            total
            items {
              parish {
                name
              }
            }
          }
        }
      `,
      { year },
      butereEditor,
    );
    expect(overview.body.data!.assessmentOverview.items.map((item) => item.parish.name)).toEqual([
      "St Peter's Butere",
    ]);
    const other = await graphql(app.server.url, STATEMENT, { parishId: String(mumias.id) }, butereEditor);
    expect(errorOf(other.body)?.extensions?.code).toBe("FORBIDDEN");
    const visitor = await graphql(app.server.url, STATEMENT, { parishId: String(mumias.id) });
    expect(errorOf(visitor.body)?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("shows an archdeacon their archdeaconry's parishes, and lets them change nothing", async () => {
    const archdeacon = await signedInHeaders(
      app.server,
      await createStaffMember(app.server, { role: "archdeacon", archdeaconryId: butere.archdeaconryId }),
    );
    const overview = await graphql<{ assessmentOverview: { items: { parish: { name: string } }[] } }>(
      app.server.url,
      `
        query ($year: Int!) {
          assessmentOverview(year: $year) {
            items {
              parish {
                name
              }
            }
          }
        }
      `,
      { year },
      archdeacon,
    );
    expect(overview.body.data!.assessmentOverview.items.map((item) => item.parish.name)).toEqual([
      "St John's Mumias",
      "St Peter's Butere",
    ]);
    expect((await standingOf(butere, year, archdeacon)).assessedKes).toBe(120_000);
    const other = await graphql(
      app.server.url,
      STATEMENT,
      { parishId: String(otherArchdeaconryParish.id) },
      archdeacon,
    );
    expect(errorOf(other.body)?.extensions?.code).toBe("FORBIDDEN");
    const { body } = await assess(butere, { amountKes: 1 }, archdeacon);
    expect(errorOf(body)?.extensions?.code).toBe("FORBIDDEN");
  });

  it("pages every parish for the treasurer, those never assessed included", async () => {
    const { body } = await graphql<{
      assessmentOverview: { total: number; items: { parish: { name: string }; assessedKes: number }[] };
    }>(
      app.server.url,
      `
        query ($year: Int!) {
          assessmentOverview(year: $year, pageSize: 2) {
            total
            items {
              parish {
                name
              }
              assessedKes
            }
          }
        }
      `,
      { year },
      app.treasurer,
    );
    expect(body.data!.assessmentOverview.total).toBeGreaterThanOrEqual(3);
    expect(body.data!.assessmentOverview.items).toHaveLength(2);
  });
});

describe("a parish with assessments", () => {
  it("is not deleted, nor with its archdeaconry, since its payments stay in the ledger", async () => {
    const parish = await graphql(
      app.server.url,
      `
        mutation ($id: ID!) {
          deleteParish(id: $id)
        }
      `,
      { id: String(butere.id) },
      app.editor,
    );
    expect(errorOf(parish.body)?.message).toContain("St Peter's Butere has assessments");
    const archdeaconry = await graphql(
      app.server.url,
      `
        mutation ($id: ID!) {
          deleteArchdeaconry(id: $id, deleteParishes: true)
        }
      `,
      { id: String(butere.archdeaconryId) },
      app.editor,
    );
    expect(errorOf(archdeaconry.body)?.message).toContain("has assessments");
    expect((await standingOf(butere)).assessedKes).toBe(120_000);
  });
});

async function appealRaised(): Promise<number> {
  const { body } = await graphql<{ project: { progress: { raisedKes: number } } }>(
    app.server.url,
    `
      query ($id: ID!) {
        project(id: $id) {
          progress {
            raisedKes
          }
        }
      }
    `,
    { id: String(app.appeal.id) },
  );
  return body.data!.project.progress.raisedKes;
}
