import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/giving-support.js";
import { inDiocese, startProvinceApp } from "../../../test/in-diocese.js";
import { smsToShortCode, TEST_AT_SECRET, ussdStep } from "../../../test/phone-calls.js";
import type { TestApp } from "../../../test/test-app.js";
import { SmsAccounts } from "./sms-accounts.js";
import { SmsMessage, SmsStatus } from "./sms-message.entity.js";
import { SmsService, type SmsToSend } from "./sms.service.js";

/*
 * Where one deployment serves several dioceses, each diocese's SMS and USSD go through its own
 * Africa's Talking app, whose secrets it keeps sealed (issue #44): its SMS come from its own sender
 * ID, its delivery reports and the SMS people send come to its own site with a secret of its own,
 * and a diocese without an app sends nothing and is called back by nothing.
 */

const MUMIAS_APP = {
  "sms-username": "ack-mumias",
  "sms-api-key": "atsk_mumias_0123456789",
  "sms-callback-secret": "mumias-callbacks-secret-0002",
  "sms-sender-id": "ACK-MUMIAS",
  "ussd-code": "*384*55#",
};

let app: TestApp;
/** The second diocese's site, at localhost, where the first's is at 127.0.0.1. */
let mumias: string;
beforeAll(async () => {
  app = await startProvinceApp({
    ownPublicUrl: true,
    mumiasHost: "localhost",
    env: {
      SMS_ENV: "simulator",
      SMS_SENDER_ID: "ACK-KAKA",
      AT_CALLBACK_SECRET: TEST_AT_SECRET,
      USSD_CODE: "*384*2024#",
      SECRETS_KEY: randomBytes(32).toString("hex"),
    },
  });
  mumias = app.config.publicUrl.replace("127.0.0.1", "localhost");
}, 60_000);
afterAll(() => app.close());

const simulator = () => app.services.smsSending.startedSimulator!;
let sequence = 0;
const newNumber = () => `+2547${String(300_000 + ++sequence).slice(-6)}00`;

function queueIn(dioceseId: number, sms: Partial<SmsToSend> & { to: string }) {
  return inDiocese(dioceseId, () =>
    app.dataSource.transaction((manager) =>
      app.services.sms.queue(manager, {
        body: "Asante for your gift.",
        kind: "receipt",
        promotional: false,
        ...sms,
      }),
    ),
  );
}

const messageIn = (dioceseId: number, id: number) =>
  inDiocese(dioceseId, () => app.dataSource.getRepository(SmsMessage).findOneByOrFail({ id }));

describe("a diocese without an Africa's Talking app of its own", () => {
  it("sends no SMS, through no other diocese's app, and refuses the first diocese's secret at its site", async () => {
    // None is queued, to be sent weeks later when it has an app.
    expect(await queueIn(2, { to: newNumber(), body: "Receipt MU-1: KES 200. Asante!" })).toBeNull();
    expect(await inDiocese(2, () => app.services.sms.switchedOn())).toBe(false);
    expect(await app.services.sms.switchedOn()).toBe(true);

    expect(await smsToShortCode(mumias, newNumber(), "HELP", TEST_AT_SECRET)).toBe(404);
    const ussd = await ussdStep(
      mumias,
      { sessionId: "ATUid_none", serviceCode: "*384*2024#", phoneNumber: newNumber(), text: "" },
      TEST_AT_SECRET,
    );
    expect(ussd.status).toBe(404);
  });
});

describe("a diocese's own Africa's Talking app", () => {
  beforeAll(async () => {
    for (const [name, value] of Object.entries(MUMIAS_APP)) {
      await inDiocese(2, () => app.services.dioceseSecrets.set(name, value));
    }
  });

  it("sends its SMS from its own sender ID, and its delivery reports come back to its own site", async () => {
    const to = newNumber();
    const receipt = await queueIn(2, { to, body: "Receipt MU-2: KES 300. Asante!" });
    expect(await inDiocese(2, () => app.services.smsSending.sendDue())).toBe(1);
    expect(simulator().sent()).toContainEqual(
      expect.objectContaining({ to, message: "Receipt MU-2: KES 300. Asante!", senderId: "ACK-MUMIAS" }),
    );
    const delivered = await eventually(
      () => messageIn(2, receipt!.id),
      (message) => message.status === SmsStatus.DELIVERED,
      8_000,
    );
    expect(delivered.status).toBe(SmsStatus.DELIVERED);
    const report = simulator()
      .reportsSent()
      .find(({ body }) => body.id === delivered.providerMessageId);
    expect(report?.status).toBe(200);

    // The first diocese's SMS still come from the environment's sender ID.
    const first = newNumber();
    await queueIn(1, { to: first, body: "Receipt KK-3: KES 400. Asante!" });
    await app.services.smsSending.sendDue();
    expect(simulator().sent()).toContainEqual(expect.objectContaining({ to: first, senderId: "ACK-KAKA" }));
  });

  it("answers the SMS and USSD steps its own app brings, and names its own USSD code", async () => {
    const caller = newNumber();
    expect(await smsToShortCode(mumias, caller, "HELP", MUMIAS_APP["sms-callback-secret"])).toBe(200);
    const [reply] = await inDiocese(2, () =>
      app.dataSource.getRepository(SmsMessage).findBy({ phone: caller, kind: "reply" }),
    );
    expect(reply!.body).toContain("Or dial *384*55#.");

    const step = (secret: string) =>
      ussdStep(
        mumias,
        { sessionId: `ATUid_${secret.slice(0, 6)}`, serviceCode: "*384*55#", phoneNumber: caller, text: "" },
        secret,
      );
    expect((await step(MUMIAS_APP["sms-callback-secret"])).text).toMatch(/^CON /);
    expect((await step(TEST_AT_SECRET)).status).toBe(404);
    // Nor does the second diocese's secret open the first diocese's callbacks.
    expect(
      await smsToShortCode(app.config.publicUrl, caller, "HELP", MUMIAS_APP["sms-callback-secret"]),
    ).toBe(404);
  });

  it("is read in the transaction that queues an SMS, as a gift's settlement does, not on a second connection", async () => {
    // A service that has not read Mumias's app yet; the transaction takes its key away, unseen by others.
    const sms = new SmsService(app.dataSource, new SmsAccounts(app.config.sms, app.services.dioceseSecrets));
    let queued: SmsMessage | null | undefined;
    const settlement = inDiocese(2, () =>
      app.dataSource.transaction(async (manager) => {
        await manager.query(`DELETE FROM diocese_secret WHERE name = 'sms-api-key'`);
        queued = await sms.queue(manager, {
          to: newNumber(),
          body: "Receipt MU-5: KES 600. Asante!",
          kind: "receipt",
          promotional: false,
        });
        throw new Error("rolled back, as the test leaves the app as it was");
      }),
    );
    await expect(settlement).rejects.toThrow("rolled back");
    expect(queued).toBeNull();
    expect(await inDiocese(2, () => app.services.sms.switchedOn())).toBe(true);
    // Nor does the service that read it there keep what the rolled-back transaction saw.
    expect(await inDiocese(2, () => sms.switchedOn())).toBe(true);
  });

  it("refuses what Africa's Talking or the networks would, saying what is wrong", async () => {
    const set = (name: string, value: string) =>
      inDiocese(2, () => app.services.dioceseSecrets.set(name, value));
    await expect(set("sms-callback-secret", "short")).rejects.toThrow(
      "The value of sms-callback-secret must be at least 24 letters, digits, - and _",
    );
    await expect(set("sms-sender-id", "ACK-MUMIAS-DIOCESE")).rejects.toThrow(
      "The value of sms-sender-id must be 1 to 11 letters, digits, spaces or dashes",
    );
    await expect(set("ussd-code", "384*55")).rejects.toThrow("The value of ussd-code must be a USSD code");
    await expect(set("mpesa-shortcode", "12ab")).rejects.toThrow(
      "The value of mpesa-shortcode must be 5 to 7 digits",
    );
    // What was refused left the app as it was.
    const delivered = newNumber();
    await queueIn(2, { to: delivered, body: "Receipt MU-4: KES 500. Asante!" });
    await inDiocese(2, () => app.services.smsSending.sendDue());
    expect(simulator().sent()).toContainEqual(
      expect.objectContaining({ to: delivered, senderId: "ACK-MUMIAS" }),
    );
    const caller = newNumber();
    expect(await smsToShortCode(mumias, caller, "HELP", MUMIAS_APP["sms-callback-secret"])).toBe(200);
    const [reply] = await inDiocese(2, () =>
      app.dataSource.getRepository(SmsMessage).findBy({ phone: caller, kind: "reply" }),
    );
    expect(reply!.body).toContain("Or dial *384*55#.");
    const names = await inDiocese(2, () => app.services.dioceseSecrets.namesSet());
    expect(names.map(({ name }) => name)).not.toContain("mpesa-shortcode");
  });
});
