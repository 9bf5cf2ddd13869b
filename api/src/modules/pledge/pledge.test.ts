import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { eventually, giftStatus, simulatorEnv, TEST_DARAJA_ACCOUNT } from "../../../test/giving-support.js";
import { createParish, createStaffMember, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { startDarajaSimulator, type DarajaSimulator } from "../mpesa/daraja-simulator.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";
import { SmsMessage, SmsStatus } from "../sms/sms-message.entity.js";
import { UnmatchedPayment } from "../contribution/unmatched-payment.entity.js";
import { Pledge, PledgeStatus } from "./pledge.entity.js";
import { PledgeReminders } from "./pledge-reminders.js";
import { updateWhere } from "../../db/store.js";
import { UserInputError } from "../../errors.js";

/*
 * Pledges over real HTTP, with the M-Pesa and SMS simulators: made, paid in three parts (a prompt
 * from the pledge's page, the paybill with its account, a gift the treasurer records), reminded
 * once per day across instances and within the promotional hours, stopped by STOP.
 */

let daraja: DarajaSimulator;
let server: TestApp;
let appeal: Project;
let treasurer: Record<string, string>;
let parishId: string;

beforeAll(async () => {
  daraja = await startDarajaSimulator({ ...TEST_DARAJA_ACCOUNT, callbackDelayMs: 100 });
  server = await startTestApp({
    ownPublicUrl: true,
    env: { ...simulatorEnv(daraja.url), SMS_ENV: "simulator" },
  });
  await server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
    paybillNumber: TEST_DARAJA_ACCOUNT.shortcode,
    accountNumber: "CATHEDRAL",
  });
  appeal = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "Cathedral Roof",
    summary: "A new roof.",
    body: "<p>The roof.</p>",
    targetAmountKes: 5_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
  });
  parishId = String((await createParish(server.services, { name: "St Peter's Butere" })).id);
  await server.services.mpesa.registerPaybillUrls();
  treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
});
afterAll(async () => {
  await server.close();
  await daraja.close();
});

const STATEMENT = `id secret name amountKes paidKes leftKes dueOn schedule remindersOn nextReminderOn status accountReference`;

interface Statement {
  id: string;
  secret: string;
  amountKes: number;
  paidKes: number;
  leftKes: number;
  status: string;
  remindersOn: boolean;
  nextReminderOn: string | null;
  accountReference: string;
}

async function makePledge(overrides: Record<string, unknown> = {}) {
  return graphql<{ makePledge: Statement }>(
    server.url,
    `mutation ($input: PledgeInput!) { makePledge(input: $input) { ${STATEMENT} } }`,
    {
      input: {
        projectId: String(appeal.id),
        pledgerKind: "MOTHERS_UNION",
        name: "Mothers' Union, St Peter's Butere",
        parishId,
        amountKes: 3_000,
        dueOn: daysFromToday(90),
        schedule: "MONTHLY",
        phone: "0712 500 101",
        honourRoll: "NAME_AND_AMOUNT",
        remindersConsent: true,
        ...overrides,
      },
    },
  );
}

async function pledged(overrides: Record<string, unknown> = {}): Promise<Statement> {
  const { body } = await makePledge(overrides);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.makePledge;
}

const statement = async (id: string, secret: string) =>
  (
    await graphql<{ pledgeStatement: Statement | null }>(
      server.url,
      `query ($id: ID!, $secret: String!) { pledgeStatement(id: $id, secret: $secret) { ${STATEMENT} } }`,
      { id, secret },
    )
  ).body.data?.pledgeStatement ?? null;

const smsTo = (phone: string, kind?: string) =>
  server.dataSource
    .getRepository(SmsMessage)
    .find({ where: { phone, ...(kind ? { kind } : {}) }, order: { id: "ASC" } });

/** Noon in Kakamega today: within the hours reminders may go in. */
const kakamegaNoon = () => new Date(`${daysFromToday(0)}T12:00:00+03:00`);

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
    expect(await statement(pledge.id, `${pledge.secret.slice(0, -1)}x`)).toBeNull();
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

describe("reminders", () => {
  const reminders = (now: () => Date) =>
    new PledgeReminders(
      server.dataSource,
      server.services.pledges,
      server.services.mail,
      server.services.sms,
      now,
    );
  const dueToday = async (id: string, day = daysFromToday(0)) => {
    await updateWhere(server.dataSource.getRepository(Pledge), { id: Number(id) }, { nextReminderOn: day });
  };

  it("are sent once per day across two instances, with the balance, then wait for the next day", async () => {
    const pledge = await pledged({ phone: "0712 500 404", schedule: "WEEKLY", dueOn: daysFromToday(60) });
    await dueToday(pledge.id);
    await Promise.all([reminders(kakamegaNoon).remindDue(), reminders(kakamegaNoon).remindDue()]);
    await reminders(kakamegaNoon).remindDue();
    const sent = await smsTo("+254712500404", "reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("KES 0 paid of KES 3,000, KES 3,000 left");
    const after = await server.dataSource.getRepository(Pledge).findOneByOrFail({ id: Number(pledge.id) });
    expect(after.nextReminderOn).toBe(daysFromToday(7));
    expect(after.remindersSent).toBe(1);
  });

  it("due for weeks while the site was down, are sent once at the next look", async () => {
    const pledge = await pledged({ phone: "0712 500 505", schedule: "WEEKLY", dueOn: daysFromToday(60) });
    await dueToday(pledge.id, daysFromToday(-21));
    await reminders(kakamegaNoon).remindDue();
    await reminders(kakamegaNoon).remindDue();
    expect(await smsTo("+254712500505", "reminder")).toHaveLength(1);
  });

  it("wait outside the promotional hours", async () => {
    const pledge = await pledged({ phone: "0712 500 606" });
    await dueToday(pledge.id);
    await reminders(() => new Date(`${daysFromToday(0)}T21:30:00+03:00`)).remindDue();
    expect(await smsTo("+254712500606", "reminder")).toHaveLength(0);
    await reminders(kakamegaNoon).remindDue();
    expect(await smsTo("+254712500606", "reminder")).toHaveLength(1);
  });

  it("stop for a number that sent STOP: kept as opted out, never sent", async () => {
    const pledge = await pledged({ phone: "0712 500 707" });
    await server.services.smsSending.startedSimulator!.receive({ from: "+254712500707", text: "STOP" });
    await eventually(() => server.services.sms.isOptedOut("+254712500707"), Boolean, 8_000);
    await dueToday(pledge.id);
    await reminders(kakamegaNoon).remindDue();
    const [reminder] = await smsTo("+254712500707", "reminder");
    expect(reminder!.status).toBe(SmsStatus.OPTED_OUT);
  });

  it("stop when the pledger says so on their page, and start again on the schedule they choose", async () => {
    const pledge = await pledged({ phone: "0712 500 808" });
    const change = (schedule: string | null) =>
      graphql<{ changePledgeReminders: Statement }>(
        server.url,
        `mutation ($input: PledgeRemindersInput!) { changePledgeReminders(input: $input) { ${STATEMENT} } }`,
        { input: { id: pledge.id, secret: pledge.secret, schedule } },
      );
    expect((await change(null)).body.data!.changePledgeReminders).toMatchObject({
      remindersOn: false,
      nextReminderOn: null,
    });
    expect((await change("WEEKLY")).body.data!.changePledgeReminders).toMatchObject({
      remindersOn: true,
      nextReminderOn: daysFromToday(7),
    });
    const forged = await graphql(
      server.url,
      `
        mutation ($input: PledgeRemindersInput!) {
          changePledgeReminders(input: $input) {
            id
          }
        }
      `,
      { input: { id: pledge.id, secret: "not-the-secret", schedule: null } },
    );
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
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
