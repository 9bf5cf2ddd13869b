import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { IsNull, Not } from "typeorm";
import { Contribution, GiftStatus } from "../src/modules/contribution/contribution.entity.js";
import { SmsMessage } from "../src/modules/sms/sms-message.entity.js";
import { daysFromToday } from "./factories.js";
import { eventually, giftStatus, giveToAppeal } from "./giving-support.js";
import { graphql } from "./http.js";
import type { PledgingApp } from "./pledging.js";
import type { TestApp } from "./test-app.js";

/** What a browser sends with a form from the site's own page. */
const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };

/** Posts a form as a browser without JavaScript does; answers the response, redirects not followed. */
export function postForm(
  siteUrl: string,
  address: string,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${siteUrl}${address}`, {
    method: "POST",
    headers: FORM_HEADERS,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** Asks for a statement on the page (in Kiswahili under /sw); answers where the site sent the browser. */
export async function askForStatement(
  siteUrl: string,
  fields: { phone: string; year: string },
  language: "en" | "sw" = "en",
): Promise<string> {
  const response = await postForm(siteUrl, `${language === "sw" ? "/sw" : ""}/giving-statement`, fields);
  if (response.status !== 303) throw new Error(`The request was answered ${response.status}`);
  return response.headers.get("location")!;
}

/** The code in the last statement code queued for a number (+254...), or null. */
export async function codeQueuedFor(server: TestApp, phone: string): Promise<string | null> {
  const [sms] = await server.dataSource
    .getRepository(SmsMessage)
    .find({ where: { phone, kind: "statement-code" }, order: { id: "DESC" }, take: 1 });
  return sms ? /\b(\d{6})\b/.exec(sms.body)![1]! : null;
}

/** The SMS the site's SMS simulator has taken (its outbox), oldest first. */
export async function simulatorOutbox(server: TestApp): Promise<{ to: string; message: string }[]> {
  const outbox = path.join(server.config.dataDir, "sms-outbox");
  const files = (await readdir(outbox).catch(() => [])).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8"))));
}

/** Records a gift by hand as the treasurer, with the donor's number; answers its id. */
export async function recordGiftFrom(
  app: PledgingApp,
  input: { amountKes: number; phone?: string | null; method?: string; receivedOn?: string },
): Promise<string> {
  const { body } = await graphql<{ recordGift: { id: string } }>(
    app.server.url,
    `
      mutation ($input: RecordGiftInput!) {
        recordGift(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        projectId: String(app.appeal.id),
        method: "CASH",
        receivedOn: daysFromToday(0),
        ...input,
      },
    },
    app.treasurer,
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.recordGift.id;
}

/** What a donor's gifts of every kind made: the receipts a statement of this year lists, and the rest. */
export interface GivenEveryWay {
  /** Paid this year and counted: a prompt's, a paybill payment's towards their pledge, a cheque's. */
  counted: string[];
  countedKes: number;
  /** Recorded, then reversed: listed as reversed, not counted. */
  reversed: string;
  /** The same number's payment of a parish's assessment, and a gift of last year: in no statement of this year. */
  elsewhere: string[];
}

/**
 * One donor's gifts of every kind, from `phone` (0712...): by a prompt, by the paybill towards a
 * pledge made from the number, recorded by the treasurer, one reversed, a parish's assessment paid
 * from the same phone, and a gift of last year.
 */
export async function giveEveryWay(app: PledgingApp, phone: string): Promise<GivenEveryWay> {
  const { server } = app;
  const whole = `254${phone.replace(/\D/g, "").slice(1)}`;
  const token = await giveToAppeal(server.url, String(app.appeal.id), 1_500, phone);
  await eventually(
    () => giftStatus(server.url, token),
    (status) => status === "PAID",
    8_000,
  );
  const pledge = await app.pledged({ phone, amountKes: 10_000 });
  await app.daraja.payBill({ amount: 700, phone: whole, accountNumber: pledge.accountReference });
  const paybill = await eventually(
    () => server.dataSource.getRepository(Contribution).findOneBy({ pledgeId: Number(pledge.id) }),
    (entry) => entry?.status === GiftStatus.PAID,
    8_000,
  );
  const cheque = await recordGiftFrom(app, { amountKes: 2_000, phone, method: "CHEQUE" });
  const mistaken = await recordGiftFrom(app, { amountKes: 300, phone });
  const reversal = await graphql(
    server.url,
    `mutation { reverseGift(input: { id: "${mistaken}", reason: "Recorded twice" }) { id } }`,
    {},
    app.treasurer,
  );
  if (reversal.body.errors) throw new Error(JSON.stringify(reversal.body.errors));
  const lastYear = await recordGiftFrom(app, {
    amountKes: 5_000,
    phone,
    receivedOn: `${currentYear() - 1}-12-31`,
  });
  const assessment = await payAssessmentFrom(app, phone);
  const receipt = async (where: Record<string, unknown>) =>
    (await server.dataSource.getRepository(Contribution).findOneByOrFail(where)).receiptNumber!;
  return {
    counted: [
      await receipt({ receiptToken: token }),
      paybill!.receiptNumber!,
      await receipt({ id: Number(cheque) }),
    ],
    countedKes: 1_500 + 700 + 2_000,
    reversed: await receipt({ id: Number(mistaken) }),
    elsewhere: [await receipt({ id: Number(lastYear) }), assessment],
  };
}

export const currentYear = () => Number(daysFromToday(0).slice(0, 4));

/** The parish's assessment of this year, paid by a prompt to `phone`; answers its receipt number. */
async function payAssessmentFrom(app: PledgingApp, phone: string): Promise<string> {
  const { server, treasurer } = app;
  const set = await graphql<{ setAssessment: { id: string } }>(
    server.url,
    `
      mutation ($input: SetAssessmentInput!) {
        setAssessment(input: $input) {
          id
        }
      }
    `,
    { input: { parishId: app.parishId, year: currentYear(), amountKes: 50_000 } },
    treasurer,
  );
  const assessmentId = set.body.data!.setAssessment.id;
  // The phone had a prompt a moment ago: its limit of one a minute is not this test's.
  await server.dataSource.query("DELETE FROM throttle");
  const pay = await graphql(
    server.url,
    `
      mutation ($input: PayAssessmentInput!) {
        payAssessmentByMpesa(input: $input) {
          id
        }
      }
    `,
    { input: { assessmentId, amountKes: 4_000, phone } },
    treasurer,
  );
  if (pay.body.errors) throw new Error(JSON.stringify(pay.body.errors));
  const paid = await eventually(
    () =>
      server.dataSource.getRepository(Contribution).findOneBy({
        assessmentId: Number(assessmentId),
        receiptNumber: Not(IsNull()),
      }),
    (entry) => entry !== null,
    8_000,
  );
  return paid!.receiptNumber!;
}
