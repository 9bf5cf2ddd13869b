import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { In } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/giving-support.js";
import { smsSenderOf } from "../../../test/sms-sender.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SmsMessage, SmsStatus } from "./sms-message.entity.js";
import { SMS_BATCH_SIZE, SMS_MAX_ATTEMPTS } from "./sms-sending.js";
import type { SmsToSend } from "./sms.service.js";

/* SMS as the site sends them, through the Africa's Talking simulator started with it, over real HTTP. */

let server: TestApp;
let sequence = 0;

beforeAll(async () => {
  server = await startTestApp({
    ownPublicUrl: true,
    env: { SMS_ENV: "simulator", SMS_SENDER_ID: "ACK-KAKA" },
  });
});
afterAll(() => server.close());

const messages = () => server.dataSource.getRepository(SmsMessage);
const simulator = () => server.services.smsSending.startedSimulator!;

/** A number of its own for each test, ending in `lastDigits` (the simulator's delivery outcome). */
function newNumber(lastDigits = "00"): string {
  sequence += 1;
  return `+2547${String(100_000 + sequence).slice(-6)}${lastDigits}`;
}

function queue(sms: Partial<SmsToSend> & { to: string }): Promise<SmsMessage | null> {
  return server.dataSource.transaction((manager) =>
    server.services.sms.queue(manager, {
      body: "Asante for your gift.",
      kind: "receipt",
      promotional: false,
      ...sms,
    }),
  );
}

/**
 * Whether a message has left the queue for Africa's Talking. The simulator's delivery report comes
 * a second after the send, and may already have marked it delivered on a slow machine.
 */
function hasBeenSent(status: SmsStatus): boolean {
  return status === SmsStatus.SENT || status === SmsStatus.DELIVERED;
}

/** A sender on the same database and simulator, with a clock of the test's own. */
function senderAt(clock: { now: Date }, baseUrl?: string) {
  return smsSenderOf(server, () => clock.now, baseUrl);
}

describe("an SMS the site sends", () => {
  it("reaches the simulator's outbox, is kept with its cost, and is marked delivered when the report comes", async () => {
    const to = newNumber();
    const queued = await queue({
      to: `0${to.slice(4)}`,
      body: "Receipt DK-42: KES 500 to the Cathedral Appeal. Asante!",
    });
    expect(queued).toMatchObject({ phone: to, status: SmsStatus.QUEUED, parts: 1 });

    expect(await server.services.smsSending.sendDue()).toBe(1);
    const sent = await messages().findOneByOrFail({ id: queued!.id });
    expect(sent).toMatchObject({ costCents: 80, attempts: 1 });
    expect(hasBeenSent(sent.status)).toBe(true);
    expect(sent.providerMessageId).toMatch(/^ATXid_/);

    const outbox = path.join(server.config.dataDir, "sms-outbox");
    const files = await readdir(outbox);
    const written = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8"))),
    );
    expect(written).toContainEqual(
      expect.objectContaining({ to, message: sent.body, senderId: "ACK-KAKA", sentAt: expect.any(String) }),
    );

    const delivered = await eventually(
      () => messages().findOneByOrFail({ id: queued!.id }),
      (now) => now.status === SmsStatus.DELIVERED,
      5_000,
    );
    expect(delivered.status).toBe(SmsStatus.DELIVERED);
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
  });

  it("is marked failed, with the network's reason, when the report says so", async () => {
    const queued = await queue({ to: newNumber("98") });
    await server.services.smsSending.sendDue();
    const failed = await eventually(
      () => messages().findOneByOrFail({ id: queued!.id }),
      (now) => now.status === SmsStatus.FAILED,
      5_000,
    );
    expect(failed).toMatchObject({ status: SmsStatus.FAILED, failureReason: "UserIsInactive" });
  });

  it("refuses a number that is no Kenyan mobile and a message longer than two SMS, and keeps neither", async () => {
    const before = await messages().count();
    await expect(queue({ to: "020 2345678" })).rejects.toThrow(
      "phone must be a Kenyan mobile number, such as 0712 345 678 or +254 712 345 678",
    );
    await expect(queue({ to: newNumber(), body: "Harambee ".repeat(40) })).rejects.toThrow(
      "message must fit in 2 SMS; it takes 3",
    );
    expect(await messages().count()).toBe(before);
  });
});

describe("STOP", () => {
  it.each(["STOP", "ondoka", "Toka tafadhali"])(
    "sent as %j stops every SMS to that number, for ever",
    async (text) => {
      const to = newNumber();
      const waiting = await queue({ to, kind: "reminder", promotional: true });
      expect(await simulator().receive({ from: to, text })).toBe(200);
      expect(await server.services.sms.isOptedOut(to)).toBe(true);

      expect((await messages().findOneByOrFail({ id: waiting!.id })).status).toBe(SmsStatus.OPTED_OUT);
      const later = await queue({ to });
      expect(later!.status).toBe(SmsStatus.OPTED_OUT);
      await server.services.smsSending.sendDue();
      expect(
        simulator()
          .sent()
          .some((sms) => sms.to === to),
      ).toBe(false);
    },
  );

  it("from a forged address (a wrong secret) changes nothing, nor does a forged delivery report", async () => {
    const to = newNumber();
    const queued = await queue({ to });
    await server.services.smsSending.sendDue();
    const { providerMessageId } = await messages().findOneByOrFail({ id: queued!.id });
    const post = (kind: string, form: Record<string, string>) =>
      fetch(`${server.url}/africastalking/not-the-secret/sms/${kind}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      });
    expect((await post("inbound", { from: to, text: "STOP" })).status).toBe(404);
    expect(
      (await post("delivery", { id: providerMessageId!, status: "Failed", failureReason: "Forged" })).status,
    ).toBe(404);
    expect(await server.services.sms.isOptedOut(to)).toBe(false);
    expect((await messages().findOneByOrFail({ id: queued!.id })).failureReason).toBeNull();
  });
});

describe("the rules of sending", () => {
  it("holds a promotional message until 08:00 in Kakamega, and sends a receipt at once", async () => {
    const evening = { now: new Date("2031-03-04T17:30:00Z") }; // 20:30 in Kakamega
    const sender = await senderAt(evening);
    const reminder = await queue({ to: newNumber(), kind: "reminder", promotional: true });
    // Queued outside the hours: not before 08:00 the next morning.
    await messages().update(reminder!.id, { notBefore: evening.now });
    await sender.sendDue();
    const held = await messages().findOneByOrFail({ id: reminder!.id });
    expect(held).toMatchObject({ status: SmsStatus.QUEUED, notBefore: new Date("2031-03-05T05:00:00Z") });

    evening.now = new Date("2031-03-05T05:00:01Z");
    await sender.sendDue();
    expect(hasBeenSent((await messages().findOneByOrFail({ id: reminder!.id })).status)).toBe(true);
  });

  it("sends receipts before notices that fell due before them, whatever their number", async () => {
    const clock = { now: new Date("2031-03-07T09:00:00Z") };
    const sender = await senderAt(clock);
    const notices = [];
    for (let n = 0; n < SMS_BATCH_SIZE; n++) {
      const sms = await queue({ to: newNumber(), kind: "notice", promotional: true, body: `Notice ${n}` });
      await messages().update(sms!.id, { notBefore: new Date("2031-03-07T05:00:00Z") });
      notices.push(sms!);
    }
    const receipt = await queue({ to: newNumber(), body: "Receipt DK-7: KES 100. Asante!" });
    await messages().update(receipt!.id, { notBefore: clock.now });
    await sender.sendDue();
    expect(hasBeenSent((await messages().findOneByOrFail({ id: receipt!.id })).status)).toBe(true);
    const held = await messages().countBy({ id: In(notices.map(({ id }) => id)), status: SmsStatus.QUEUED });
    expect(held).toBe(1);
  });

  it("sends one number no more than its day's limit, and the rest the next day", async () => {
    const clock = { now: new Date("2031-03-06T09:00:00Z") };
    const sender = await senderAt(clock);
    const to = newNumber();
    const queued = [];
    for (let n = 0; n < 6; n++) {
      const sms = await queue({ to, body: `Receipt ${n}` });
      await messages().update(sms!.id, { notBefore: clock.now });
      queued.push(sms!);
    }
    await sender.sendDue();
    const statuses = await Promise.all(
      queued.map(async ({ id }) => (await messages().findOneByOrFail({ id })).status),
    );
    expect(statuses.filter(hasBeenSent)).toHaveLength(server.config.sms.dailyLimitPerNumber);
    const last = await messages().findOneByOrFail({ id: queued.at(-1)!.id });
    // Midnight in Kakamega.
    expect(last).toMatchObject({ status: SmsStatus.QUEUED, notBefore: new Date("2031-03-06T21:00:00Z") });
  });

  it("tries again with back-off while Africa's Talking cannot be reached, then gives up", async () => {
    const clock = { now: new Date("2031-03-07T09:00:00Z") };
    const sender = await senderAt(clock, "http://127.0.0.1:9");
    const sms = await queue({ to: newNumber() });
    await messages().update(sms!.id, { notBefore: clock.now });
    await sender.sendDue();
    expect(await messages().findOneByOrFail({ id: sms!.id })).toMatchObject({
      status: SmsStatus.QUEUED,
      attempts: 1,
      failureReason: "GatewayUnreachable",
      notBefore: new Date(clock.now.getTime() + 60_000),
    });
    for (let attempt = 2; attempt <= SMS_MAX_ATTEMPTS; attempt++) {
      clock.now = (await messages().findOneByOrFail({ id: sms!.id })).notBefore;
      await sender.sendDue();
    }
    expect(await messages().findOneByOrFail({ id: sms!.id })).toMatchObject({
      status: SmsStatus.FAILED,
      attempts: SMS_MAX_ATTEMPTS,
    });
  });

  it("never sends twice a message whose sender stopped mid-send: it is marked unknown", async () => {
    const sms = await queue({ to: newNumber() });
    await messages().update(sms!.id, {
      status: SmsStatus.SENDING,
      notBefore: new Date(Date.now() - 11 * 60_000),
    });
    await server.services.smsSending.sendDue();
    expect(await messages().findOneByOrFail({ id: sms!.id })).toMatchObject({ status: SmsStatus.UNKNOWN });
    expect(
      simulator()
        .sent()
        .some((sent) => sent.to === sms!.phone),
    ).toBe(false);
  });
});
