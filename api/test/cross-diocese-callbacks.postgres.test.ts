import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmsMessage, SmsOptOut, SmsStatus } from "../src/modules/sms/sms-message.entity.js";
import { createProject } from "./factories.js";
import {
  giftStatus,
  giveToAppeal,
  MUMIAS_DARAJA_ACCOUNT,
  setDarajaAccountOf,
  startProvinceGiving,
  TEST_DARAJA_ACCOUNT,
} from "./giving-support.js";
import { inDiocese } from "./in-diocese.js";
import { smsToShortCode, TEST_AT_SECRET } from "./phone-calls.js";
import type { TestApp } from "./test-app.js";

/*
 * The cross-diocese sweep of the callbacks (issue #44): what Daraja and Africa's Talking send a
 * diocese's site, replayed at another diocese's site, with that site's own secrets where they are
 * needed, touches nothing of the first diocese's. A callback can only reach its own diocese's
 * ledger and SMS log.
 */

const MUMIAS_APP = {
  "sms-username": "ack-mumias",
  "sms-api-key": "atsk_mumias_0123456789",
  "sms-callback-secret": "mumias-callbacks-secret-0002",
};

let province: Awaited<ReturnType<typeof startProvinceGiving>>;
let app: TestApp;
let kakamega: string;
let mumias: string;

beforeAll(async () => {
  province = await startProvinceGiving({
    holdCallbacks: true,
    env: { SMS_ENV: "simulator", AT_CALLBACK_SECRET: TEST_AT_SECRET },
  });
  ({ app, kakamega, mumias } = province);
  await setDarajaAccountOf(app, 2);
  for (const [name, value] of Object.entries(MUMIAS_APP)) {
    await inDiocese(2, () => app.services.dioceseSecrets.set(name, value));
  }
}, 60_000);
afterAll(() => province.close());

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const atAnotherSite = (url: string, site: string) => `${site}${new URL(url).pathname}`;

describe("a callback meant for the first diocese, sent to the second's site", () => {
  it("settles none of its prompts: the gift stays pending until its own site hears it", async () => {
    const appeal = await inDiocese(1, () =>
      createProject(app.services, { title: "Kakamega cathedral roof" }),
    );
    const token = await giveToAppeal(kakamega, String(appeal.id), 700, "0712 505 201");
    const [callback] = province.daraja.takeHeldCallbacks();

    const replayed = await post(atAnotherSite(callback!.url, mumias), callback!.body);
    await replayed.arrayBuffer();
    expect(await giftStatus(kakamega, token)).toBe("PENDING");
    expect(await giftStatus(mumias, token)).toBeNull();

    await (await post(callback!.url, callback!.body)).arrayBuffer();
    expect(await giftStatus(kakamega, token)).toBe("PAID");
  });

  it("records none of its paybill's payments, with its secret or with the second's", async () => {
    const secretOf = (dioceseId: number) => inDiocese(dioceseId, () => app.services.mpesa.paybillSecret());
    const payment = (receipt: string) => ({
      TransactionType: "Pay Bill",
      TransID: receipt,
      TransTime: "20261201120000",
      TransAmount: "900.00",
      BusinessShortCode: TEST_DARAJA_ACCOUNT.shortcode,
      BillRefNumber: "KAKAMEGA-ROOF",
      MSISDN: "254712***202",
      FirstName: "Forged",
    });
    const unmatched = (dioceseId: number) =>
      inDiocese(dioceseId, () =>
        app.dataSource.query(
          `SELECT mpesa_receipt FROM unmatched_payment WHERE account_number = 'KAKAMEGA-ROOF'`,
        ),
      );

    // The first diocese's secret opens no address of the second's.
    const withItsSecret = await post(
      `${mumias}/mpesa/paybill/${await secretOf(1)}/confirmation`,
      payment("SWP0001"),
    );
    await withItsSecret.arrayBuffer();
    // The second's own address takes no payment made to the first diocese's paybill.
    const withTheSecond = await post(
      `${mumias}/mpesa/paybill/${await secretOf(2)}/confirmation`,
      payment("SWP0002"),
    );
    await withTheSecond.arrayBuffer();
    expect(await unmatched(1)).toEqual([]);
    expect(await unmatched(2)).toEqual([]);

    // At its own site, the same payment is listed for its treasurer.
    await (
      await post(`${kakamega}/mpesa/paybill/${await secretOf(1)}/confirmation`, payment("SWP0003"))
    ).arrayBuffer();
    expect(await unmatched(1)).toEqual([{ mpesa_receipt: "SWP0003" }]);
    expect(await unmatched(2)).toEqual([]);
  });

  it("marks none of its SMS: a delivery report by the id of one of its messages changes only its own site's", async () => {
    const kept = await inDiocese(1, () =>
      app.dataSource.getRepository(SmsMessage).save({
        phone: "+254712505203",
        body: "Receipt KK-9: KES 700. Asante!",
        kind: "receipt",
        promotional: false,
        parts: 1,
        status: SmsStatus.SENT,
        providerMessageId: "ATXid_kakamega_0001",
        sentAt: new Date(),
        notBefore: new Date(),
      }),
    );
    const report = (site: string, secret: string) =>
      fetch(`${site}/africastalking/${secret}/sms/delivery`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          id: "ATXid_kakamega_0001",
          status: "Failed",
          failureReason: "UserInBlacklist",
        }),
      });
    const statusOf = () =>
      inDiocese(
        1,
        async () => (await app.dataSource.getRepository(SmsMessage).findOneByOrFail({ id: kept.id })).status,
      );

    expect((await report(mumias, TEST_AT_SECRET)).status).toBe(404);
    expect((await report(mumias, MUMIAS_APP["sms-callback-secret"])).status).toBe(200);
    expect(await statusOf()).toBe(SmsStatus.SENT);

    expect((await report(kakamega, TEST_AT_SECRET)).status).toBe(200);
    expect(await statusOf()).toBe(SmsStatus.FAILED);
  });

  it("stops none of its SMS: STOP sent to the second diocese stops that diocese's alone", async () => {
    const phone = "+254712505204";
    const queued = await inDiocese(1, () =>
      app.dataSource.transaction((manager) =>
        app.services.sms.queue(manager, {
          to: phone,
          body: "Pledge reminder: KES 500 due Sunday.",
          kind: "pledge-reminder",
          promotional: false,
        }),
      ),
    );
    expect(await smsToShortCode(mumias, phone, "STOP", MUMIAS_APP["sms-callback-secret"])).toBe(200);

    expect(await inDiocese(2, () => app.dataSource.getRepository(SmsOptOut).countBy({ phone }))).toBe(1);
    expect(await inDiocese(1, () => app.dataSource.getRepository(SmsOptOut).countBy({ phone }))).toBe(0);
    const kakamegasMessage = await inDiocese(1, () =>
      app.dataSource.getRepository(SmsMessage).findOneByOrFail({ id: queued!.id }),
    );
    expect(kakamegasMessage.status).toBe(SmsStatus.QUEUED);
  });
});

describe("a callback meant for the second diocese, sent to the first's site", () => {
  it("settles none of its prompts", async () => {
    const roof = await inDiocese(2, () => createProject(app.services, { title: "Mumias cathedral roof" }));
    const token = await giveToAppeal(mumias, String(roof.id), 800, "0712 505 205");
    const [callback] = province.daraja.takeHeldCallbacks();
    expect(new URL(callback!.url).hostname).toBe("localhost");
    expect(MUMIAS_DARAJA_ACCOUNT.shortcode).not.toBe(TEST_DARAJA_ACCOUNT.shortcode);

    await (await post(atAnotherSite(callback!.url, kakamega), callback!.body)).arrayBuffer();
    expect(await giftStatus(mumias, token)).toBe("PENDING");
    await (await post(callback!.url, callback!.body)).arrayBuffer();
    expect(await giftStatus(mumias, token)).toBe("PAID");
  });
});
