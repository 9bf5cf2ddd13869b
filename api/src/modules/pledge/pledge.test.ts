import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, giftStatus, TEST_DARAJA_ACCOUNT } from "../../../test/giving-support.js";
import { createStaffMember, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { butTheLast, startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import type { TestApp } from "../../../test/test-app.js";
import type { DarajaSimulator } from "../mpesa/daraja-simulator.js";
import type { Project } from "../project/project.entity.js";
import { UnmatchedPayment } from "../contribution/unmatched-payment.entity.js";
import { Pledge, PledgeStatus } from "./pledge.entity.js";
import { UserInputError } from "../../errors.js";

/*
 * Pledges over real HTTP, with the M-Pesa and SMS simulators: made, paid in three parts (a prompt
 * from the pledge's page, the paybill with its account, a gift the treasurer records), changed by
 * its pledger and by the treasurer. Reminders and news of the appeal: pledge-reminders.test.ts.
 */

let app: PledgingApp;
let server: TestApp;
let daraja: DarajaSimulator;
let appeal: Project;
let treasurer: Record<string, string>;

beforeAll(async () => {
  app = await startPledgingApp();
  ({ server, daraja, appeal, treasurer } = app);
});
afterAll(() => app.close());

const makePledge = (overrides: Record<string, unknown> = {}) => app.makePledge(overrides);
const pledged = (overrides: Record<string, unknown> = {}) => app.pledged(overrides);
const statement = (id: string, secret: string) => app.statement(id, secret);
const smsTo = (phone: string, kind?: string) => app.smsTo(phone, kind);

describe("making a pledge", () => {
  it("answers its own address, queues an SMS with how to pay, and shows it only at that address", async () => {
    const pledge = await pledged();
    expect(pledge).toMatchObject({
      amountKes: 3_000,
      paidKes: 0,
      leftKes: 3_000,
      status: "OPEN",
      remindersOn: true,
    });
    expect(pledge.accountReference).toBe(`P${pledge.id}`);
    expect(pledge.nextReminderOn).not.toBeNull();
    const [made] = await smsTo("+254712500101", "pledge");
    expect(made!.body).toContain(`paybill ${TEST_DARAJA_ACCOUNT.shortcode}, account P${pledge.id}`);
    expect(made!.body).toContain(`/pledges/${pledge.id}/${pledge.secret}`);
    expect(await statement(pledge.id, pledge.secret)).toMatchObject({ id: pledge.id, amountKes: 3_000 });
    expect(await statement(pledge.id, butTheLast(pledge.secret))).toBeNull();
  });

  it.each([
    ["amountKes", { amountKes: 5 }],
    ["dueOn", { dueOn: daysFromToday(-1) }],
    ["dueOn", { dueOn: "31/12/2027" }],
    ["phone", { phone: "020 2345678" }],
    ["parishId", { parishId: "999999" }],
    ["name", { name: "" }],
  ])("refuses a bad %s, naming it, and keeps nothing", async (field, overrides) => {
    const before = await server.dataSource.getRepository(Pledge).count();
    const { body } = await makePledge({ phone: "0712 500 199", ...overrides });
    expect(body.errors?.[0]?.extensions).toMatchObject({ field });
    expect(await server.dataSource.getRepository(Pledge).count()).toBe(before);
  });

  it.each([
    ["honourRoll", { honourRoll: "EVERYTHING" }],
    ["pledgerKind", { pledgerKind: "CLAN" }],
    ["schedule", { schedule: "YEARLY" }],
    ["phone", { phone: "" }],
  ])("refuses a bad %s from the form without JavaScript, naming it", async (field, overrides) => {
    const made = server.services.pledges.make(
      {
        projectId: String(appeal.id),
        pledgerKind: "PERSON",
        name: "Grace Achieng",
        amountKes: 1_000,
        dueOn: daysFromToday(30),
        schedule: "ONCE",
        phone: "0712 500 198",
        ...overrides,
      },
      "203.0.113.9",
      "en",
    );
    await expect(made).rejects.toBeInstanceOf(UserInputError);
    await expect(made).rejects.toMatchObject({ field });
  });
});

describe("paying a pledge", () => {
  it("counts a prompt from its page, the paybill with its account and a recorded gift; thanks once when fulfilled", async () => {
    const pledge = await pledged({ phone: "0712 500 202", amountKes: 3_000 });
    // A prompt from the pledge's page: the simulator's pledger pays it.
    const { body: paid } = await graphql<{ payPledge: { giftToken: string } }>(
      server.url,
      `
        mutation ($id: ID!, $secret: String!) {
          payPledge(id: $id, secret: $secret, amountKes: 1000) {
            giftToken
          }
        }
      `,
      { id: pledge.id, secret: pledge.secret },
    );
    const token = paid.data!.payPledge.giftToken;
    expect(
      await eventually(
        () => giftStatus(server.url, token),
        (status) => status === "PAID",
        8_000,
      ),
    ).toBe("PAID");
    expect((await statement(pledge.id, pledge.secret))!.paidKes).toBe(1_000);

    // The paybill by hand, with the pledge's account as M-Pesa's confirmation sends it.
    await daraja.payBill({ amount: 1_500, phone: "254712500202", accountNumber: `p${pledge.id}` });
    expect(
      await eventually(
        () => statement(pledge.id, pledge.secret),
        (now) => now!.paidKes === 2_500,
        8_000,
      ),
    ).toMatchObject({ paidKes: 2_500, leftKes: 500, status: "OPEN" });

    // A gift the treasurer records against it, more than is left: all of it counts.
    const { body: recorded } = await graphql(
      server.url,
      `
        mutation ($input: RecordGiftInput!) {
          recordGift(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          projectId: String(appeal.id),
          amountKes: 800,
          method: "CASH",
          receivedOn: daysFromToday(0),
          pledgeId: pledge.id,
        },
      },
      treasurer,
    );
    expect(recorded.errors).toBeUndefined();
    expect(await statement(pledge.id, pledge.secret)).toMatchObject({
      paidKes: 3_300,
      leftKes: 0,
      status: "FULFILLED",
      nextReminderOn: null,
    });
    const thanks = await smsTo("+254712500202", "thanks");
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.body).toContain("is fulfilled: KES 3,300 given");
  });

  it("lists for the treasurer a paybill payment quoting no pledge of ours", async () => {
    await daraja.payBill({ amount: 400, phone: "254712500303", accountNumber: "P99999999" });
    const kept = await eventually(
      () => server.dataSource.getRepository(UnmatchedPayment).findBy({ accountNumber: "P99999999" }),
      (rows) => rows.length > 0,
      8_000,
    );
    expect(kept[0]).toMatchObject({ reason: "PLEDGE_REFERENCE", amountKes: 400 });
  });

  it("refuses a recorded gift against another appeal's pledge or none, naming pledgeId", async () => {
    const { body } = await graphql(
      server.url,
      `
        mutation ($input: RecordGiftInput!) {
          recordGift(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          projectId: String(appeal.id),
          amountKes: 100,
          method: "CASH",
          receivedOn: daysFromToday(0),
          pledgeId: "99999999",
        },
      },
      treasurer,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ field: "pledgeId" });
  });
});

describe("the treasurer's pledges", () => {
  it("takes a paper pledge, adjusts it and cancels it with reasons kept; totals and lists add up", async () => {
    const { body: made } = await graphql<{ recordPaperPledge: { id: string } }>(
      server.url,
      `
        mutation ($input: PledgeInput!) {
          recordPaperPledge(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          projectId: String(appeal.id),
          pledgerKind: "KAMA",
          name: "KAMA Mumias",
          amountKes: 20_000,
          dueOn: daysFromToday(30),
          schedule: "ONCE",
        },
      },
      treasurer,
    );
    const id = made.data!.recordPaperPledge.id;
    const adjust = await graphql<{ adjustPledge: { amountKes: number } }>(
      server.url,
      `
        mutation ($input: AdjustPledgeInput!) {
          adjustPledge(input: $input) {
            amountKes
          }
        }
      `,
      { input: { id, amountKes: 25_000, reason: "Raised at the second harambee" } },
      treasurer,
    );
    expect(adjust.body.data!.adjustPledge.amountKes).toBe(25_000);
    const cancel = () =>
      graphql<{
        cancelPledge: { status: string; cancelReason: string; changes: { field: string; reason: string }[] };
      }>(
        server.url,
        `
          mutation ($input: CancelPledgeInput!) {
            cancelPledge(input: $input) {
              status
              cancelReason
              changes {
                field
                fromValue
                toValue
                reason
              }
            }
          }
        `,
        { input: { id, reason: "The branch merged with Butere's" } },
        treasurer,
      );
    const cancelled = (await cancel()).body.data!.cancelPledge;
    expect(cancelled).toMatchObject({ status: "CANCELLED", cancelReason: "The branch merged with Butere's" });
    expect(cancelled.changes).toEqual([
      { field: "amountKes", fromValue: "20000", toValue: "25000", reason: "Raised at the second harambee" },
      { field: "status", fromValue: "OPEN", toValue: "CANCELLED", reason: "The branch merged with Butere's" },
    ]);
    expect((await cancel()).body.errors?.[0]?.extensions).toMatchObject({ field: "id" });

    const { body } = await graphql<{
      pledges: { items: { id: string; paidKes: number }[] };
      pledgeTotals: { pledges: number; promisedKes: number; paidKes: number };
    }>(
      server.url,
      `
        query ($projectId: ID) {
          pledges(projectId: $projectId, pageSize: 50) {
            items {
              id
              paidKes
            }
          }
          pledgeTotals(projectId: $projectId) {
            pledges
            promisedKes
            paidKes
          }
        }
      `,
      { projectId: String(appeal.id) },
      treasurer,
    );
    const all = await server.dataSource.getRepository(Pledge).findBy({ projectId: appeal.id });
    expect(body.data!.pledges.items).toHaveLength(all.length);
    expect(body.data!.pledgeTotals.pledges).toBe(all.length);
    expect(body.data!.pledgeTotals.promisedKes).toBe(
      all.filter((p) => p.status !== PledgeStatus.CANCELLED).reduce((sum, p) => sum + p.amountKes, 0),
    );
    expect(body.data!.pledgeTotals.paidKes).toBe(
      body.data!.pledges.items.reduce((sum, p) => sum + p.paidKes, 0),
    );
  });

  it("exports as CSV what each promised, paid and owes, phones masked, and to the treasurer alone", async () => {
    const pledge = await pledged({ phone: "0712 500 909", amountKes: 4_000, name: "Esther Nafula" });
    await app.recordGift(1_500, pledge.id);
    const response = await fetch(`${server.url}/exports/pledges.csv?search=Nafula`, { headers: treasurer });
    expect(response.status).toBe(200);
    const [header, row, ...rest] = (await response.text()).trim().split(/\r?\n/);
    expect(header).toMatch(
      /^Pledge,Account,Made \(Kakamega\),Who,Name,Parish,Project,Promised \(KES\),Paid \(KES\),Left \(KES\)/,
    );
    expect(rest).toEqual([]);
    expect(row).toContain(`${pledge.id},P${pledge.id},`);
    expect(row).toContain("Esther Nafula,St Peter's Butere,Cathedral Roof,4000,1500,2500,");
    expect(row).toContain("254712***909");
    expect(row).not.toContain("500909");
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    expect((await fetch(`${server.url}/exports/pledges.csv`, { headers: editor })).status).toBe(403);
  });

  it("are refused to an editor and to anyone signed out", async () => {
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    for (const headers of [editor, {}]) {
      const { body } = await graphql(
        server.url,
        `
          {
            pledges {
              items {
                id
                phone
              }
            }
          }
        `,
        {},
        headers,
      );
      expect(body.data).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
  });
});
