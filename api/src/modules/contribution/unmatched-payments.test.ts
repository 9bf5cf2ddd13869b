import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  APPEAL_ACCOUNT,
  give,
  phoneEnding,
  progressOf,
  settledGift,
  startGivingApp,
  type GivingApp,
} from "../../../test/giving-app.js";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql, requestJson } from "../../../test/http.js";
import { AuditLogEntry } from "../audit-log/audit-log.entity.js";
import { SIMULATED_PHONES } from "../mpesa/daraja-simulator.js";
import { Project, ProjectStatus } from "../project/project.entity.js";
import { Contribution, GiftSource } from "./contribution.entity.js";
import { updateWhere } from "../../db/store.js";

/*
 * Money that reached the paybill always reaches the ledger: a payment quoting a gift's reference
 * that is not that gift's own payment becomes a gift to the same project, and a payment the site
 * cannot match at all waits for the treasurer, who assigns it to a project or sets it aside.
 */

let giving: GivingApp;
let hall: Project;
let finished: Project;

beforeAll(async () => {
  giving = await startGivingApp();
  const project = (title: string, status: ProjectStatus) =>
    giving.server.services.projects.create(SYSTEM_ACTOR, {
      title,
      summary: `${title}.`,
      body: `<p>${title}.</p>`,
      targetAmountKes: 3_000_000,
      status,
      featured: false,
    });
  hall = await project("St Luke's Parish Hall", ProjectStatus.ONGOING);
  finished = await project("Cathedral Roof", ProjectStatus.COMPLETED);
});
afterAll(() => giving.close());

const entries = () => giving.server.dataSource.getRepository(Contribution);

/** A prompt to the hall, as its donor gives it: answers the gift's ledger entry once it is settled. */
async function promptToHall(amountKes: number, ending = "5678") {
  const { body } = await give(giving.server.url, {
    projectId: String(hall.id),
    amountKes,
    phone: phoneEnding(ending),
  });
  const token = body.data!.giveByMpesa.token;
  await settledGift(giving.server.url, token);
  return (await giving.server.services.contributions.findByToken(token))!;
}

describe("a paybill payment that quotes a gift's reference", () => {
  it("is a gift of its own to that gift's project when the gift was paid already, once per M-Pesa transaction", async () => {
    const paid = await promptToHall(1_000);
    expect(paid.status).toBe("PAID");
    const before = await progressOf(giving.server.url, hall.id);

    const payment = await giving.simulator.payBill({
      amount: 1_000,
      phone: "254712000401",
      accountNumber: `G${paid.id}`,
      confirmations: 3,
    });

    const after = await progressOf(giving.server.url, hall.id);
    expect(after.raisedKes - before.raisedKes).toBe(1_000);
    expect(after.gifts - before.gifts).toBe(1);
    const second = await entries().findOneByOrFail({ mpesaReceipt: String(payment.TransID) });
    expect(second).toMatchObject({
      projectId: hall.id,
      source: GiftSource.PAYBILL,
      status: "PAID",
      amountKes: 1_000,
      donorName: "Simulated Donor",
    });
    expect(second.receiptNumber).toMatch(/^\d{4}-\d{5}$/);
    expect(await entries().findOneByOrFail({ id: paid.id })).toMatchObject({
      status: "PAID",
      mpesaReceipt: paid.mpesaReceipt,
      receiptNumber: paid.receiptNumber,
    });
  });

  it("is a gift of its own to that gift's project when its amount is not the prompt's; the prompt keeps its own outcome", async () => {
    const cancelled = await promptToHall(700, SIMULATED_PHONES.cancelled);
    expect(cancelled.status).toBe("FAILED");
    const before = await progressOf(giving.server.url, hall.id);

    const payment = await giving.simulator.payBill({
      amount: 7_000,
      phone: "254712000402",
      accountNumber: ` g${cancelled.id} `,
      confirmations: 2,
    });

    expect((await progressOf(giving.server.url, hall.id)).raisedKes - before.raisedKes).toBe(7_000);
    expect(await entries().findOneByOrFail({ mpesaReceipt: String(payment.TransID) })).toMatchObject({
      projectId: hall.id,
      source: GiftSource.PAYBILL,
      amountKes: 7_000,
    });
    expect((await entries().findOneByOrFail({ id: cancelled.id })).status).toBe("FAILED");
  });

  it("still settles the prompt itself when it is the prompt's own payment", async () => {
    const { body } = await give(giving.server.url, {
      projectId: String(hall.id),
      amountKes: 1_800,
      phone: phoneEnding(SIMULATED_PHONES.noCallback),
    });
    const gift = (await giving.server.services.contributions.findByToken(body.data!.giveByMpesa.token))!;
    const before = await progressOf(giving.server.url, hall.id);
    const payment = await giving.simulator.payBill({
      amount: 1_800,
      phone: "254712000403",
      accountNumber: `G${gift.id}`,
    });
    expect(await entries().findOneByOrFail({ id: gift.id })).toMatchObject({
      status: "PAID",
      mpesaReceipt: payment.TransID,
    });
    expect((await progressOf(giving.server.url, hall.id)).raisedKes - before.raisedKes).toBe(1_800);
  });
});

const LIST = `
  query ($page: Int, $pageSize: Int) {
    unmatchedPayments(page: $page, pageSize: $pageSize) {
      total
      pageCount
      items {
        id
        receivedAt
        amountKes
        phone
        donorName
        accountNumber
        mpesaReceipt
        reason
      }
    }
  }
`;
const ASSIGN = `
  mutation ($input: AssignUnmatchedPaymentInput!) {
    assignUnmatchedPayment(input: $input) { id source status amountKes mpesaReceipt receiptNumber project { id } }
  }
`;
const SET_ASIDE = `
  mutation ($input: SetAsideUnmatchedPaymentInput!) {
    setAsideUnmatchedPayment(input: $input) { id resolution note resolvedAt }
  }
`;

interface Listed {
  id: string;
  receivedAt: string;
  amountKes: number;
  phone: string | null;
  donorName: string | null;
  accountNumber: string;
  mpesaReceipt: string;
  reason: string;
}

async function listed(headers = giving.treasurer, page = 1, pageSize = 50) {
  const { body } = await graphql<{ unmatchedPayments: { total: number; items: Listed[] } }>(
    giving.server.url,
    LIST,
    { page, pageSize },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.unmatchedPayments;
}

/** A payment to the paybill the site cannot match; answers its transaction id and how it is listed. */
async function unmatchedPayment(accountNumber: string, amount = 2_500) {
  const payment = await giving.simulator.payBill({
    amount,
    phone: "254712000555",
    accountNumber,
    confirmations: 2,
  });
  const item = (await listed()).items.find((candidate) => candidate.mpesaReceipt === payment.TransID);
  return { transId: String(payment.TransID), item: item! };
}

describe("a paybill payment the site cannot match", () => {
  it("is listed once for the treasurer, with what M-Pesa sent and why it did not match, and is no gift yet", async () => {
    const before = await entries().count();
    const tithe = await unmatchedPayment("TITHE ST PAULS", 9_999);
    expect(tithe.item).toMatchObject({
      amountKes: 9_999,
      phone: "254712***555",
      donorName: "Simulated Donor",
      accountNumber: "TITHE ST PAULS",
      reason: "OTHER_ACCOUNT",
    });
    expect(Date.now() - Date.parse(tithe.item.receivedAt)).toBeLessThan(60_000);
    const unknownGift = await unmatchedPayment("G999999");
    expect(unknownGift.item).toMatchObject({ accountNumber: "G999999", reason: "GIFT_REFERENCE" });
    const all = await listed();
    expect(all.items.filter((item) => item.mpesaReceipt === tithe.transId)).toHaveLength(1);
    expect(await entries().count()).toBe(before);
  });

  it("is listed as the appeal's account with no appeal to take it when no project is featured", async () => {
    const projects = giving.server.dataSource.getRepository(Project);
    await updateWhere(projects, { id: giving.appeal.id }, { featured: false });
    try {
      const payment = await unmatchedPayment(APPEAL_ACCOUNT);
      expect(payment.item.reason).toBe("NO_APPEAL");
    } finally {
      await updateWhere(projects, { id: giving.appeal.id }, { featured: true });
    }
  });

  it("never lists a validation, a notice with a wrong secret, or one that is no payment", async () => {
    const { total } = await listed();
    const forged = await requestJson(giving.server.url, "POST", "/mpesa/paybill/guessed/confirmation", {
      body: { TransID: "QWERTY1234", TransAmount: "500.00", BusinessShortCode: "600100", BillRefNumber: "X" },
    });
    expect(forged.status).toBe(404);
    const secret = await giving.server.services.mpesa.paybillSecret();
    const post = (kind: string, body: unknown) =>
      requestJson(giving.server.url, "POST", `/mpesa/paybill/${secret}/${kind}`, { body });
    await post("validation", {
      TransID: "VALIDATE01",
      TransAmount: "500.00",
      BusinessShortCode: "600100",
      BillRefNumber: "TITHE",
    });
    await post("confirmation", { TransID: "", TransAmount: "abc", BillRefNumber: "TITHE" });
    expect((await listed()).total).toBe(total);
  });

  it("is refused to anyone but a treasurer or a system admin", async () => {
    expect((await graphql(giving.server.url, LIST, {})).body.errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(
      (await graphql(giving.server.url, LIST, {}, giving.editor)).body.errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const admin = await signedInHeaders(giving.server, await createStaffMember(giving.server));
    expect((await graphql(giving.server.url, LIST, {}, admin)).body.errors).toBeUndefined();
  });

  it("comes a page at a time, newest first, at most 50 a page", async () => {
    const first = await unmatchedPayment("PAGE-ONE");
    const second = await unmatchedPayment("PAGE-TWO");
    const page = await listed(giving.treasurer, 1, 1);
    expect(page.items.map((item) => item.id)).toEqual([second.item.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await listed(giving.treasurer, 2, 1)).items.map((item) => item.id)).toEqual([first.item.id]);
    const tooMany = await graphql(giving.server.url, LIST, { page: 1, pageSize: 51 }, giving.treasurer);
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "pageSize" });
  });
});

describe("the treasurer's answer to an unmatched payment", () => {
  it("assigns it to a project: a paid paybill gift with a receipt number, and it leaves the list", async () => {
    const { transId, item } = await unmatchedPayment("HALL FUND", 4_200);
    const before = await progressOf(giving.server.url, hall.id);
    const { body } = await graphql<{
      assignUnmatchedPayment: { source: string; status: string; amountKes: number; receiptNumber: string };
    }>(giving.server.url, ASSIGN, { input: { id: item.id, projectId: String(hall.id) } }, giving.treasurer);
    expect(body.errors).toBeUndefined();
    expect(body.data!.assignUnmatchedPayment).toMatchObject({
      source: "PAYBILL",
      status: "PAID",
      amountKes: 4_200,
      mpesaReceipt: transId,
      project: { id: String(hall.id) },
    });
    expect(body.data!.assignUnmatchedPayment.receiptNumber).toMatch(/^\d{4}-\d{5}$/);
    const after = await progressOf(giving.server.url, hall.id);
    expect(after.raisedKes - before.raisedKes).toBe(4_200);
    expect(after.gifts - before.gifts).toBe(1);
    expect((await listed()).items.map((listedItem) => listedItem.id)).not.toContain(item.id);

    // Once: a second assignment, to any project, is refused and changes nothing.
    const again = await graphql(
      giving.server.url,
      ASSIGN,
      { input: { id: item.id, projectId: String(giving.appeal.id) } },
      giving.treasurer,
    );
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "id" });
    expect(again.body.errors?.[0]?.message).toBe(
      "This payment has already been assigned to St Luke's Parish Hall",
    );
    expect(await progressOf(giving.server.url, hall.id)).toEqual(after);
  });

  it("assigns it once when two treasurers assign it at the same moment", async () => {
    const { item } = await unmatchedPayment("TWICE", 3_300);
    const before = await entries().count();
    const answers = await Promise.all(
      [hall.id, giving.appeal.id].map((projectId) =>
        graphql(
          giving.server.url,
          ASSIGN,
          { input: { id: item.id, projectId: String(projectId) } },
          giving.treasurer,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.body.errors)!;
    expect(refused.body.errors![0]!.message).toMatch(/^This payment has already been assigned to /);
    expect(await entries().count()).toBe(before + 1);
  });

  it("sets it aside as not for an appeal, with a note: it leaves the list and the ledger is unchanged", async () => {
    const { item } = await unmatchedPayment("TITHE", 1_000);
    const before = await entries().count();
    const { body } = await graphql<{ setAsideUnmatchedPayment: { resolution: string; note: string } }>(
      giving.server.url,
      SET_ASIDE,
      { input: { id: item.id, note: "  Tithe of St Paul's, Shinyalu  " } },
      giving.treasurer,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.setAsideUnmatchedPayment).toMatchObject({
      resolution: "NOT_FOR_APPEAL",
      note: "Tithe of St Paul's, Shinyalu",
    });
    expect((await listed()).items.map((listedItem) => listedItem.id)).not.toContain(item.id);
    expect(await entries().count()).toBe(before);
    const assign = await graphql(
      giving.server.url,
      ASSIGN,
      { input: { id: item.id, projectId: String(hall.id) } },
      giving.treasurer,
    );
    expect(assign.body.errors?.[0]?.message).toBe(
      "This payment has already been set aside as not for an appeal",
    );
    const again = await graphql(giving.server.url, SET_ASIDE, { input: { id: item.id } }, giving.treasurer);
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "id" });
  });

  it("names both acts in the audit log, with the treasurer who did them", async () => {
    const treasurer = await createStaffMember(giving.server, { role: "treasurer", name: "Mary Auma" });
    const headers = await signedInHeaders(giving.server, treasurer);
    const assigned = await unmatchedPayment("AUDIT-ONE", 600);
    const setAside = await unmatchedPayment("AUDIT-TWO", 700);
    const gift = await graphql<{ assignUnmatchedPayment: { id: string } }>(
      giving.server.url,
      ASSIGN,
      { input: { id: assigned.item.id, projectId: String(hall.id) } },
      headers,
    );
    await graphql(giving.server.url, SET_ASIDE, { input: { id: setAside.item.id } }, headers);
    const written = await giving.server.dataSource
      .getRepository(AuditLogEntry)
      .find({ where: { actorId: treasurer.id }, order: { id: "ASC" } });
    expect(
      written.map(({ entity, entityId, action, actorName }) => ({ entity, entityId, action, actorName })),
    ).toEqual([
      {
        entity: "Unmatched paybill payment",
        entityId: assigned.item.id,
        action: "payment_assigned",
        actorName: "Mary Auma",
      },
      {
        entity: "Gift",
        entityId: gift.body.data!.assignUnmatchedPayment.id,
        action: "gift_recorded",
        actorName: "Mary Auma",
      },
      {
        entity: "Unmatched paybill payment",
        entityId: setAside.item.id,
        action: "payment_set_aside",
        actorName: "Mary Auma",
      },
    ]);
  });

  it.each([
    ["an unknown payment", () => ({ id: "999999", projectId: String(hall.id) }), "NOT_FOUND", undefined],
    [
      "a payment id that is no number",
      () => ({ id: "abc", projectId: String(hall.id) }),
      "BAD_USER_INPUT",
      "id",
    ],
    ["an unknown project", (id: string) => ({ id, projectId: "999999" }), "BAD_USER_INPUT", "projectId"],
    [
      "a completed project",
      (id: string) => ({ id, projectId: String(finished.id) }),
      "BAD_USER_INPUT",
      "projectId",
    ],
  ])("refuses to assign %s, and changes nothing", async (_what, inputOf, code, field) => {
    const { item } = await unmatchedPayment("REFUSED", 800);
    const before = await entries().count();
    const { body } = await graphql(giving.server.url, ASSIGN, { input: inputOf(item.id) }, giving.treasurer);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code, ...(field ? { field } : {}) });
    expect(await entries().count()).toBe(before);
    expect((await listed()).items.map((listedItem) => listedItem.id)).toContain(item.id);
  });

  it("refuses an editor and a visitor either act, and changes nothing", async () => {
    const { item } = await unmatchedPayment("NOT-YOURS", 900);
    const assign = { input: { id: item.id, projectId: String(hall.id) } };
    expect(
      (await graphql(giving.server.url, ASSIGN, assign, giving.editor)).body.errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    expect((await graphql(giving.server.url, ASSIGN, assign)).body.errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(
      (await graphql(giving.server.url, SET_ASIDE, { input: { id: item.id } }, giving.editor)).body
        .errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    expect((await listed()).items.map((listedItem) => listedItem.id)).toContain(item.id);
  });

  it("refuses a note longer than 300 characters", async () => {
    const { item } = await unmatchedPayment("LONG-NOTE", 950);
    const { body } = await graphql(
      giving.server.url,
      SET_ASIDE,
      { input: { id: item.id, note: "x".repeat(301) } },
      giving.treasurer,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "note" });
  });
});
