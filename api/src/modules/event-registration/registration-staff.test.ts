import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { statementsRun } from "../../../test/query-counter.js";
import { startRegisteringApp, type RegisteringApp, type Receipt } from "../../../test/registering.js";
import { daysFromToday } from "../../../test/factories.js";
import { AuditLogEntry } from "../audit-log/audit-log.entity.js";
import { SmsMessage, SmsStatus } from "../sms/sms-message.entity.js";
import { smsSenderOf } from "../../../test/sms-sender.js";
import { RegistrationQuestionKind } from "./registration-setup.entity.js";
import { Registration } from "./registration.entity.js";

/*
 * What an event's staff do with its registrations, over real HTTP with M-Pesa, SMS and e-mail on
 * their simulators: the treasurer's record of a refund, messages to registrants by SMS and e-mail,
 * and the CSV export.
 */

let app: RegisteringApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;

beforeAll(async () => {
  mail = await startMailCapture();
  app = await startRegisteringApp({ env: { SMTP_URL: mail.url } });
}, 60_000);
afterAll(async () => {
  await app.close();
  await mail.close();
});

const stored = (id: string) =>
  app.server.dataSource.getRepository(Registration).findOneByOrFail({ id: Number(id) });

/** A registration paid by the prompt (the simulator pays for an ordinary number), then cancelled by its registrant. */
let payers = 0;
/** A number the Daraja simulator pays for: none of its own endings (SIMULATED_PHONES) ends in 55. */
const payingPhone = () => `0713${String(++payers).padStart(4, "0")}55`;

async function paidThenCancelled(eventId: number, name = "Faith Atieno"): Promise<Receipt> {
  const held = await app.registered(eventId, { name, phone: payingPhone() });
  await eventually(
    () => stored(held.id),
    (row) => row.status === "CONFIRMED",
    8_000,
  );
  const { body } = await graphql<{ cancelRegistration: Receipt }>(
    app.server.url,
    `
      mutation ($token: String!) {
        cancelRegistration(token: $token) {
          id
          status
          needsRefund
        }
      }
    `,
    { token: held.token },
  );
  expect(body.data!.cancelRegistration).toMatchObject({ status: "CANCELLED", needsRefund: true });
  return held;
}

const refund = (id: string, amountKes: number, note: string, headers = app.treasurer) =>
  graphql<{
    recordRegistrationRefund: { id: string; refundKes: number; refundNote: string; needsRefund: boolean };
  }>(
    app.server.url,
    `
      mutation ($id: ID!, $amountKes: Int!, $note: String!) {
        recordRegistrationRefund(id: $id, amountKes: $amountKes, note: $note) {
          id
          refundKes
          refundNote
          needsRefund
        }
      }
    `,
    { id, amountKes, note },
    headers,
  );

describe("a refund recorded", () => {
  it("records the treasurer's refund of a paid, cancelled registration once, in the audit log", async () => {
    const event = await app.eventTaking({ feeKes: 1500 });
    const faith = await paidThenCancelled(event.id);
    const { body } = await refund(faith.id, 1500, "  M-Pesa SFX12345 sent back  ");
    expect(body.errors).toBeUndefined();
    expect(body.data!.recordRegistrationRefund).toEqual({
      id: faith.id,
      refundKes: 1500,
      refundNote: "M-Pesa SFX12345 sent back",
      needsRefund: false,
    });
    const again = await refund(faith.id, 100, "Twice");
    expect(again.body.errors?.[0]?.message).toBe("A refund of this registration was recorded already");
    expect((await stored(faith.id)).refundKes).toBe(1500);
    const entries = await app.server.dataSource
      .getRepository(AuditLogEntry)
      .findBy({ entity: "Registration", entityId: faith.id, action: "updated" });
    expect(entries.some((entry) => entry.fields.includes("refundKes") && entry.actorKind === "staff")).toBe(
      true,
    );
  });

  it("refuses more than was paid, nothing, no note, a registration still holding its place, and an unpaid one", async () => {
    const event = await app.eventTaking({ feeKes: 800 });
    const faith = await paidThenCancelled(event.id);
    const kept = await app.registered(event.id, { name: "Brian Wekesa" });
    await eventually(
      () => stored(kept.id),
      (row) => row.status === "CONFIRMED",
      8_000,
    );
    const free = await app.eventTaking();
    const unpaid = await app.registered(free.id);
    await graphql(
      app.server.url,
      `
        mutation ($token: String!) {
          cancelRegistration(token: $token) {
            id
          }
        }
      `,
      {
        token: unpaid.token,
      },
    );
    const cases: [string, number, string, string][] = [
      [faith.id, 801, "Too much", "amountKes must be at most 800, what the registrant paid"],
      [faith.id, 0, "Nothing", "amountKes must be at least 1 shilling"],
      [faith.id, 800, "   ", "note must say how the fee was given back"],
      [
        kept.id,
        800,
        "Still coming",
        "Only a cancelled or released registration is refunded; this one is confirmed",
      ],
      [unpaid.id, 1, "Free", "Nothing was paid for this registration"],
      ["999999", 1, "Unknown", "There is no registration with id 999999"],
    ];
    for (const [id, amount, note, message] of cases) {
      const { body } = await refund(id, amount, note);
      expect(body.errors?.[0]?.message).toContain(message);
    }
    expect((await stored(faith.id)).refundRecordedAt).toBeNull();
  });

  it("is the treasurer's: an editor of the event is refused", async () => {
    const event = await app.eventTaking({ feeKes: 500 });
    const faith = await paidThenCancelled(event.id);
    const { body } = await refund(faith.id, 500, "Cash", app.editor);
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await stored(faith.id)).refundRecordedAt).toBeNull();
  });
});

const message = (eventId: number, input: Record<string, unknown>, headers = app.editor) =>
  graphql<{ messageRegistrants: number }>(
    app.server.url,
    `
      mutation ($eventId: ID!, $input: RegistrantMessageInput!) {
        messageRegistrants(eventId: $eventId, input: $input)
      }
    `,
    { eventId: String(eventId), input },
    headers,
  );

/** Noon in Kakamega two days on: every SMS queued now, promotional or not, is due by then. */
const noonTwoDaysOn = () => new Date(`${daysFromToday(2)}T12:00:00+03:00`);

describe("messaging registrants", () => {
  it("queues one SMS to each of the chosen groups, in the notices' hours, and the simulator gets them", async () => {
    const event = await app.eventTaking({ capacity: 2 });
    const confirmed = [await app.registered(event.id), await app.registered(event.id)];
    const waiting = await app.registered(event.id);
    const cancelled = await app.registered(event.id);
    await graphql(
      app.server.url,
      `
        mutation ($token: String!) {
          cancelRegistration(token: $token) {
            id
          }
        }
      `,
      {
        token: cancelled.token,
      },
    );
    const { body } = await message(event.id, {
      statuses: ["CONFIRMED"],
      channel: "SMS",
      text: "Bring a blanket.",
    });
    expect(body.data!.messageRegistrants).toBe(2);
    const phones = await Promise.all(confirmed.map(async (receipt) => (await stored(receipt.id)).phone));
    const queued = await app.server.dataSource
      .getRepository(SmsMessage)
      .find({ where: { kind: "registrants" }, order: { id: "ASC" } });
    expect(queued.map((sms) => sms.body)).toEqual([
      "Bring a blanket. STOP to end SMS.",
      "Bring a blanket. STOP to end SMS.",
    ]);
    expect(queued.every((sms) => sms.promotional)).toBe(true);
    expect(queued.map((sms) => sms.phone.replace("+", ""))).toEqual(
      phones.map((phone) => phone.replace("+", "")),
    );
    const both = await message(event.id, {
      statuses: ["CONFIRMED", "WAITING"],
      channel: "SMS",
      text: "Gates open at 7.",
    });
    expect(both.body.data!.messageRegistrants).toBe(3);
    const waitingPhone = (await stored(waiting.id)).phone;
    expect(
      (await app.smsTo(`+${waitingPhone.replace("+", "")}`, "registrants")).map((sms) => sms.body),
    ).toEqual(["Gates open at 7. STOP to end SMS."]);

    const sender = await smsSenderOf(app.server, noonTwoDaysOn);
    await sender.sendDue();
    const texts = app.server.services.smsSending.startedSimulator!.sent().map((sms) => sms.message);
    expect(texts.filter((text) => text === "Bring a blanket. STOP to end SMS.")).toHaveLength(2);
    expect(texts.filter((text) => text === "Gates open at 7. STOP to end SMS.")).toHaveLength(3);
    const sent = await app.server.dataSource.getRepository(SmsMessage).findBy({ kind: "registrants" });
    expect(sent.every((sms) => sms.status !== SmsStatus.QUEUED)).toBe(true);
  });

  it("e-mails those of the chosen groups who gave an address, and records who sent it", async () => {
    const event = await app.eventTaking({}, { title: "Youth camp at Butere" });
    await app.registered(event.id, { email: "faith@example.org" });
    await app.registered(event.id, { email: "brian@example.org" });
    await app.registered(event.id);
    // Each of the two got their confirmation by e-mail first: those are not the message.
    await eventually(
      async () =>
        mail.received.filter((each) => each.subject.startsWith("You are registered for Youth camp at Butere"))
          .length,
      (count) => count >= 2,
      8_000,
    );
    const before = mail.received.length;
    const { body } = await message(event.id, {
      statuses: ["CONFIRMED"],
      channel: "EMAIL",
      text: "See you on Friday.",
    });
    expect(body.data!.messageRegistrants).toBe(2);
    await eventually(
      async () => mail.received.length - before,
      (count) => count >= 2,
      8_000,
    );
    const got = mail.received.slice(before);
    expect(got.map((each) => each.to).sort()).toEqual(["brian@example.org", "faith@example.org"]);
    expect(
      got.every(
        (each) => each.subject === "Youth camp at Butere" && each.text.trim() === "See you on Friday.",
      ),
    ).toBe(true);
    const entry = await app.server.dataSource
      .getRepository(AuditLogEntry)
      .findOneByOrFail({ entity: "Event", entityId: String(event.id), action: "registrants_messaged" });
    expect(entry.label).toBe("Youth camp at Butere: 2 by e-mail");
  });

  it("refuses groups that hold no place, an SMS too long, no text, and a treasurer or a visitor", async () => {
    const event = await app.eventTaking();
    await app.registered(event.id);
    const cases: [Record<string, unknown>, string][] = [
      [
        { statuses: ["CANCELLED"], channel: "SMS", text: "Hello" },
        "statuses may hold CONFIRMED, HELD, WAITING and OFFERED",
      ],
      [{ statuses: [], channel: "SMS", text: "Hello" }, "statuses must name at least one status"],
      [{ statuses: ["CONFIRMED"], channel: "SMS", text: "x".repeat(300) }, "text must fit in 2 SMS"],
      [{ statuses: ["CONFIRMED"], channel: "EMAIL", text: "  " }, "text must say something"],
    ];
    for (const [input, problem] of cases) {
      expect((await message(event.id, input)).body.errors?.[0]?.message).toContain(problem);
    }
    const ok = { statuses: ["CONFIRMED"], channel: "SMS", text: "Hello" };
    expect((await message(event.id, ok, app.treasurer)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await message(event.id, ok, {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

const csv = (query: string, headers = app.editor) =>
  fetch(`${app.server.url}/exports/registrations.csv${query}`, { headers });

describe("the registrations' CSV", () => {
  it("lists an event's registrations with a column for each of its questions, safe to open in a spreadsheet", async () => {
    const event = await app.eventTaking({
      questions: [
        {
          label: "T-shirt size",
          kind: RegistrationQuestionKind.CHOICE,
          choices: ["S", "M", "L"],
          required: true,
        },
      ],
    });
    const setup = await app.server.services.registrations.setupOf(event.id);
    const size = setup!.questions[0]!.id;
    const faith = await app.registered(event.id, {
      name: '=HYPERLINK("http://x")',
      answers: [{ questionId: size, answer: "M" }],
    });
    const response = await csv(`?event=${event.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, row, end] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(",").at(-1)).toBe("T-shirt size");
    expect(row!.startsWith(`${faith.code},"'=HYPERLINK(""http://x"")",`)).toBe(true);
    expect(row!.split(",").at(-1)).toBe("M");
    expect(end).toBe("");
  });

  it("sends each of a thousand registrations once, read a batch at a time", async () => {
    const event = await app.eventTaking();
    await app.server.dataSource.query(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
       INSERT INTO registration (event_id, status, name, phone, code, token, answers, language)
       SELECT ${event.id}, 'CONFIRMED', 'Camper ' || i, '254712' || (100000 + i), 'T' || (10000 + i), 'token-${event.id}-' || i, '{}', 'en' FROM n`,
    );
    let text = "";
    const statements = await statementsRun(app.server.dataSource, async () => {
      text = await (await csv(`?event=${event.id}`)).text();
    });
    const names = text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[1]);
    expect(names).toEqual(Array.from({ length: 1000 }, (_, index) => `Camper ${index + 1}`));
    const reads = statements.filter((sql) => /FROM "registration"/.test(sql) && /LIMIT 250/.test(sql));
    expect(reads.length).toBe(5);
  });

  it("is for the event's staff: not a treasurer or a visitor; a clear answer for a missing or unknown event", async () => {
    const event = await app.eventTaking();
    expect((await csv(`?event=${event.id}`, app.treasurer)).status).toBe(403);
    expect((await csv(`?event=${event.id}`, {})).status).toBe(401);
    const missing = await csv("");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe("Give the event: ?event=<id>");
    expect((await csv("?event=999999")).status).toBe(404);
  });
});
