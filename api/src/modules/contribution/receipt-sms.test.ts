import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  eventually,
  giftStatus,
  giveToAppeal,
  simulatorEnv,
  TEST_DARAJA_ACCOUNT,
} from "../../../test/giving-support.js";
import { createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { startDarajaSimulator, type DarajaSimulator } from "../mpesa/daraja-simulator.js";
import { ProjectStatus, type Project } from "../project/project.entity.js";
import { SmsMessage } from "../sms/sms-message.entity.js";
import { fitsTwoPlainSms } from "../sms/sms.service.js";
import { Contribution, GiftStatus } from "./contribution.entity.js";
import { receiptSmsText } from "./receipt-sms.js";

/* Every gift M-Pesa pays has its SMS receipt, through both simulators over real HTTP. */

const APPEAL_ACCOUNT = "CATHEDRAL";
let daraja: DarajaSimulator;
let server: TestApp;
let appeal: Project;
let treasurer: Record<string, string>;

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
    accountNumber: APPEAL_ACCOUNT,
  });
  appeal = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "St Mark’s Cathedral Roof",
    summary: "A new roof.",
    body: "<p>The roof.</p>",
    targetAmountKes: 5_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
  });
  await server.services.mpesa.registerPaybillUrls();
  treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
});
afterAll(async () => {
  await server.close();
  await daraja.close();
});

const receiptsTo = (phone: string) =>
  server.dataSource.getRepository(SmsMessage).findBy({ phone, kind: "receipt" });

describe("a gift's SMS receipt", () => {
  it("is queued as M-Pesa pays a prompt, and reaches the donor's phone with the receipt number and amount", async () => {
    const token = await giveToAppeal(server.url, String(appeal.id), 1_500, "0712 400 101");
    expect(
      await eventually(
        () => giftStatus(server.url, token),
        (status) => status === "PAID",
        8_000,
      ),
    ).toBe("PAID");
    const gift = await server.dataSource.getRepository(Contribution).findOneByOrFail({ receiptToken: token });
    const [receipt] = await receiptsTo("+254712400101");
    expect(receipt!.body).toContain(`Receipt ${gift.receiptNumber}: KES 1,500 to St Mark's Cathedral Roof`);
    // M-Pesa is the simulator's here: the receipt says so, as the e-mailed one does.
    expect(receipt!.body).toMatch(/^SIMULATED, no money moved\. Asante!/);

    await server.services.smsSending.sendDue();
    const outbox = path.join(server.config.dataDir, "sms-outbox");
    const bodies = await Promise.all(
      (await readdir(outbox)).map(async (file) =>
        JSON.parse(await readFile(path.join(outbox, file), "utf8")),
      ),
    );
    expect(bodies).toContainEqual(expect.objectContaining({ to: "+254712400101", message: receipt!.body }));
  });

  it("is not queued for a payment to the paybill by hand, whose number M-Pesa masks, which still counts", async () => {
    await daraja.payBill({ amount: 2_000, phone: "254712400202", accountNumber: APPEAL_ACCOUNT });
    const gift = await paidByPaybill();
    expect(gift.phone).toBe("254712***202");
    const queued = await server.dataSource.getRepository(SmsMessage).findBy({ kind: "receipt" });
    expect(queued.some((sms) => sms.body.includes("KES 2,000"))).toBe(false);
  });

  it("is not queued for a prompt the donor cancels", async () => {
    const token = await giveToAppeal(server.url, String(appeal.id), 700, "0712 401 032");
    expect(
      await eventually(
        () => giftStatus(server.url, token),
        (status) => status === "FAILED",
        8_000,
      ),
    ).toBe("FAILED");
    expect(await receiptsTo("+254712401032")).toEqual([]);
  });
});

describe("the words of a receipt", () => {
  it("fit two SMS of the phone alphabet, however long or curly the appeal's title", () => {
    const title =
      "The Bishop’s “Harambee” for the Diocesan Conference Centre, Guest Wing and Chapel at Kakamega";
    const text = receiptSmsText(
      { receiptNumber: "DK-2026-000042", amountKes: 250_000, language: "en" },
      title,
    );
    expect(fitsTwoPlainSms(text)).toBe(true);
    expect(text).toMatch(/^Asante! Receipt DK-2026-000042: KES 250,000 to The Bishop's "Harambee"/);
  });

  it("say so, within two SMS still, when the payment was simulated", () => {
    const title =
      "The Bishop's Harambee for the Diocesan Conference Centre, Guest Wing and Chapel at Kakamega";
    const text = receiptSmsText(
      { receiptNumber: "DK-2026-000042", amountKes: 250_000, language: "sw" },
      title,
      true,
    );
    expect(text).toMatch(/^MAJARIBIO, hakuna pesa iliyotumwa\. Asante! Risiti DK-2026-000042/);
    expect(fitsTwoPlainSms(text)).toBe(true);
  });

  it("are in Kiswahili for a donor who gave in Kiswahili", () => {
    const text = receiptSmsText({ receiptNumber: "DK-7", amountKes: 500, language: "sw" }, "Paa la Kanisa");
    expect(text).toBe(
      "Asante! Risiti DK-7: KES 500 kwa Paa la Kanisa, imepokelewa kwa shukrani. Mungu akubariki. ACK Dayosisi ya Kakamega",
    );
  });
});

/** The paybill payment of 2,000 the tests above made, once M-Pesa has confirmed it. */
async function paidByPaybill(): Promise<Contribution> {
  const gift = await eventually(
    () =>
      server.dataSource.getRepository(Contribution).findOneBy({ amountKes: 2_000, status: GiftStatus.PAID }),
    (found) => found !== null,
    8_000,
  );
  expect(gift).not.toBeNull();
  return gift!;
}

/** A gift paid from a prompt, and its id once M-Pesa has paid it. */
async function paidGift(amountKes: number, phone: string): Promise<Contribution> {
  const token = await giveToAppeal(server.url, String(appeal.id), amountKes, phone, ["PENDING", "PAID"]);
  expect(
    await eventually(
      () => giftStatus(server.url, token),
      (status) => status === "PAID",
      8_000,
    ),
  ).toBe("PAID");
  return server.dataSource.getRepository(Contribution).findOneByOrFail({ receiptToken: token });
}

const RESEND = `mutation ($id: ID!) { resendGiftReceipt(id: $id) }`;

describe("a treasurer", () => {
  it("is told whether the site sends SMS receipts, as the dashboard asks", async () => {
    const asked = async (url: string) =>
      (await graphql<{ giving: { smsReceipts: boolean } }>(url, "{ giving { smsReceipts } }")).body.data!
        .giving;
    expect(await asked(server.url)).toEqual({ smsReceipts: true });
    const withoutSms = await startTestApp();
    try {
      expect(await asked(withoutSms.url)).toEqual({ smsReceipts: false });
    } finally {
      await withoutSms.close();
    }
  });

  it("sends a gift's receipt again when the donor says it never came", async () => {
    const gift = await paidGift(900, "0712 400 303");
    const { body } = await graphql<{ resendGiftReceipt: boolean }>(
      server.url,
      RESEND,
      { id: String(gift.id) },
      treasurer,
    );
    expect(body.data?.resendGiftReceipt).toBe(true);
    expect(await receiptsTo("+254712400303")).toHaveLength(2);
  });

  it("is told why a gift has no receipt to send, and an editor may not send one", async () => {
    const paybill = await paidByPaybill();
    const masked = await graphql(server.url, RESEND, { id: String(paybill.id) }, treasurer);
    expect(masked.body.errors?.[0]?.message).toBe(
      "This gift has no mobile number to send its receipt to: M-Pesa masks the number of a paybill payment",
    );
    const missing = await graphql(server.url, RESEND, { id: "999999" }, treasurer);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    const gift = await paidGift(300, "0712 400 404");
    const refused = await graphql(server.url, RESEND, { id: String(gift.id) }, editor);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await receiptsTo("+254712400404")).toHaveLength(1);
  });

  it("reads the SMS log, numbers masked, with what the month's SMS cost", async () => {
    await paidGift(1_200, "0712 400 505");
    await server.services.smsSending.sendDue();
    const { body } = await graphql<{
      smsMessages: {
        items: { phone: string; kind: string; status: string; costKes: number | null; parts: number }[];
      };
      smsMonthCost: { messages: number; parts: number; costKes: number };
    }>(
      server.url,
      `
        query ($month: String!) {
          smsMessages(kind: "receipt", pageSize: 50) {
            items {
              phone
              kind
              status
              costKes
              parts
            }
          }
          smsMonthCost(month: $month) {
            messages
            parts
            costKes
          }
        }
      `,
      { month: new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7) },
      treasurer,
    );
    expect(body.errors).toBeUndefined();
    const sent = body.data!.smsMessages.items.find((sms) => sms.phone === "254712***505");
    expect(sent).toMatchObject({ kind: "receipt", costKes: 0.8, parts: 1 });
    // Delivered once the simulator's report has come, a second after the send.
    expect(["SENT", "DELIVERED"]).toContain(sent!.status);
    const sentAll = await server.dataSource.getRepository(SmsMessage).countBy({ costCents: 80 });
    expect(body.data!.smsMonthCost).toEqual({ messages: sentAll, parts: sentAll, costKes: sentAll * 0.8 });
  });

  it("is told what is wrong with a month that is not one", async () => {
    const { body } = await graphql(
      server.url,
      `
        {
          smsMonthCost(month: "2026-13") {
            costKes
          }
        }
      `,
      {},
      treasurer,
    );
    expect(body.errors?.[0]?.message).toBe("month must be a month as YYYY-MM, such as 2026-11");
  });
});
