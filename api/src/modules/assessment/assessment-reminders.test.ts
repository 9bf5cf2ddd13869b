import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish, createStaffMember, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { startGivingApp, type GivingApp } from "../../../test/giving-app.js";
import { eventually } from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { startMailCapture } from "../../../test/mail-capture.js";
import { kakamegaNoon } from "../../../test/pledging.js";
import type { Parish } from "../parish/parish.entity.js";
import { SmsMessage } from "../sms/sms-message.entity.js";
import { AssessmentReminders } from "./assessment-reminders.js";

/*
 * What assessments send on their own, through the SMS simulator and a real SMTP server: a reminder
 * to the parish's treasurer when an instalment falls due and the parish is behind, once however
 * many instances look; none to a parish that has paid; and the receipt of a prompt's payment.
 */

let app: GivingApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let behind: Parish;
let paidUp: Parish;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  mail = await startMailCapture();
  app = await startGivingApp({ env: { SMS_ENV: "simulator", SMTP_URL: mail.url } });
  behind = await createParish(app.server.services, { name: "St Mark's Shianda" });
  paidUp = await createParish(app.server.services, { name: "St Luke's Musanda" });
  for (const [parish, phone] of [
    [behind, "0712 400 200"],
    [paidUp, "0712 400 201"],
  ] as const) {
    await app.server.services.assessments.set(SYSTEM_ACTOR, {
      parishId: String(parish.id),
      year,
      amountKes: 40_000,
      instalments: [
        { dueOn: daysFromToday(-3), amountKes: 10_000 },
        { dueOn: `${year + 1}-01-31`, amountKes: 30_000 },
      ],
    });
    const editor = await signedInHeaders(
      app.server,
      await createStaffMember(app.server, { role: "parish_editor", parishId: parish.id }),
    );
    const { body } = await graphql(
      app.server.url,
      `
        mutation ($input: ParishTreasurerInput!) {
          setParishTreasurer(input: $input) {
            name
          }
        }
      `,
      {
        input: {
          parishId: String(parish.id),
          name: "Grace Atieno",
          phone,
          email: `treasurer${parish.id}@parish.example`,
        },
      },
      editor,
    );
    expect(body.errors).toBeUndefined();
  }
  const [assessment] = await app.server.services.assessments.yearsOf(paidUp.id);
  await app.server.services.assessmentPayments.record(SYSTEM_ACTOR, {
    assessmentId: String(assessment!.id),
    amountKes: 10_000,
    method: "BANK_TRANSFER",
    receivedOn: daysFromToday(-1),
  });
});
afterAll(async () => {
  await app.close();
  await mail.close();
});

const smsTo = (phone: string, kind: string) =>
  app.server.dataSource.getRepository(SmsMessage).findBy({ phone, kind });
const reminders = (now: () => Date) =>
  new AssessmentReminders(app.server.dataSource, app.server.services.mail, app.server.services.sms, now);

describe("reminders of instalments", () => {
  it("waits for the day's hours", async () => {
    expect(await reminders(() => new Date(`${daysFromToday(0)}T22:30:00+03:00`)).remindDue()).toBe(0);
    expect(await smsTo("+254712400200", "reminder")).toEqual([]);
  });

  it("reminds the treasurer of a parish behind, by SMS and e-mail, once however many instances look", async () => {
    const before = mail.received.length;
    expect(await reminders(kakamegaNoon).remindDue()).toBe(1);
    expect(await reminders(kakamegaNoon).remindDue()).toBe(0);
    const sent = await smsTo("+254712400200", "reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("St Mark's Shianda");
    expect(sent[0]!.body).toContain(`account Q${behind.id}`);
    expect(sent[0]!.body).toContain("Paid KES 0 of KES 10,000");
    const email = await mail.next(`treasurer${behind.id}@parish.example`, before);
    expect(email.text).toContain("KES 10,000");
  });

  it("sends nothing to a parish that has paid what fell due", async () => {
    expect(await smsTo("+254712400201", "reminder")).toEqual([]);
  });
});

describe("a receipt of a parish's payment", () => {
  it("names the parish's assessment and its year", async () => {
    const [assessment] = await app.server.services.assessments.yearsOf(behind.id);
    const { body } = await graphql(
      app.server.url,
      `
        mutation ($input: PayAssessmentInput!) {
          payAssessmentByMpesa(input: $input) {
            id
          }
        }
      `,
      { input: { assessmentId: String(assessment!.id), amountKes: 2_000, phone: "0712 400 202" } },
      app.treasurer,
    );
    expect(body.errors).toBeUndefined();
    const [receipt] = await eventually(
      () => smsTo("+254712400202", "receipt"),
      (found) => found.length > 0,
      5_000,
    );
    expect(receipt!.body).toContain(`St Mark's Shianda's ${year} assessment`);
  });
});
