import { SYSTEM_ACTOR } from "../../authorization.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { In } from "typeorm";
import { AdminRole } from "../../authorization.js";
import { createDataSource, openDataSource } from "../../db/data-source.js";
import { ENTITIES } from "../../modules.js";
import { createParish, createStaffMember, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { eventually } from "../../../test/giving-support.js";
import { graphql } from "../../../test/http.js";
import { kakamegaNoon } from "../../../test/pledging.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SmsMessage, SmsStatus } from "../sms/sms-message.entity.js";
import { smsSenderOf } from "../../../test/sms-sender.js";
import { SmsService } from "../sms/sms.service.js";
import { SmsNotice, SmsSubscription } from "./sms-notice.entity.js";
import { SmsNoticeSending } from "./sms-notice-sending.js";
import { SmsNoticeService } from "./sms-notice.service.js";

/*
 * SMS notices over real HTTP, with SMS on the Africa's Talking simulator: numbers subscribe and
 * leave, staff preview and send, the notice's SMS are queued once in batches across instances, wait
 * for the promotional hours, and their delivery is tallied as the reports come in.
 */

let server: TestApp;
let editor: Record<string, string>;
let sequence = 0;

beforeAll(async () => {
  server = await startTestApp({ ownPublicUrl: true, env: { SMS_ENV: "simulator" } });
  editor = await signedInHeaders(server, await createStaffMember(server, { role: AdminRole.EDITOR }));
});
afterAll(() => server.close());

/** A number of its own for each use, ending in `lastDigits` (the simulator's delivery outcome). */
function newNumber(lastDigits = "00"): string {
  sequence += 1;
  return `+2547${String(100_000 + sequence).slice(-6)}${lastDigits}`;
}

const newParish = async () => (await createParish(server.services)).id;

/** Numbers that asked for the parish's notices (null: the diocese's), through the service. */
async function subscribed(parishId: number | null, count: number): Promise<string[]> {
  const phones = Array.from({ length: count }, () => newNumber());
  for (const phone of phones) await server.services.smsNotices.subscribe(phone, parishId, "ussd");
  return phones;
}

const PREVIEW_FIELDS = "recipients parts encoding costKes whenSent waits fits text";
const NOTICE_FIELDS =
  "id parishId body sentAt recipients parts queuedAt parish { name } delivery { queued sent delivered failed optedOut }";

interface Preview {
  recipients: number;
  parts: number;
  encoding: string;
  costKes: number;
  whenSent: string;
  fits: boolean;
  text: string;
}
interface Notice {
  id: string;
  parishId: string | null;
  recipients: number;
  parts: number;
  parish: { name: string } | null;
  delivery: Record<"queued" | "sent" | "delivered" | "failed" | "optedOut", number>;
}

const preview = (input: Record<string, unknown>, headers = editor) =>
  graphql<{ smsNoticePreview: Preview }>(
    server.url,
    `query ($input: SmsNoticeInput!) { smsNoticePreview(input: $input) { ${PREVIEW_FIELDS} } }`,
    { input },
    headers,
  );
const send = (input: Record<string, unknown>, headers = editor) =>
  graphql<{ sendSmsNotice: Notice }>(
    server.url,
    `mutation ($input: SmsNoticeInput!) { sendSmsNotice(input: $input) { ${NOTICE_FIELDS} } }`,
    { input },
    headers,
  );
const notices = (headers = editor) =>
  graphql<{ smsNotices: { items: Notice[]; total: number } }>(
    server.url,
    `{ smsNotices(pageSize: 50) { items { ${NOTICE_FIELDS} } total } }`,
    {},
    headers,
  );

const noticeRows = () => server.dataSource.getRepository(SmsNotice).count();
const smsOfNotice = (noticeId: string) =>
  server.dataSource
    .getRepository(SmsMessage)
    .find({ where: { noticeId: Number(noticeId) }, order: { id: "ASC" } });

const evening = () => new Date(`${daysFromToday(0)}T20:00:00+03:00`);
const tomorrowAtEight = () => new Date(`${daysFromToday(1)}T08:00:00+03:00`);

/** The site's services and its sender of notices, on a clock of the test's own. */
function at(now: Date) {
  const sms = new SmsService(server.dataSource, server.services.sms.accounts, () => now);
  return {
    sms,
    notices: new SmsNoticeService(server.dataSource, sms, server.config.sms, () => now),
    sending: new SmsNoticeSending(server.dataSource, sms, () => now),
  };
}

describe("subscribing", () => {
  it("subscribes a number however it is written, once, and unsubscribes it, again with no change", async () => {
    const parishId = await newParish();
    const phone = newNumber();
    const local = `0${phone.slice(4, 7)} ${phone.slice(7)}`;
    const { smsNotices } = server.services;
    await smsNotices.subscribe(local, parishId, "ussd");
    await smsNotices.subscribe(phone, parishId, "sms");
    await smsNotices.subscribe(phone, null, "sms");
    expect(await smsNotices.subscriptionsOf(local)).toEqual([null, parishId]);
    expect(await server.dataSource.getRepository(SmsSubscription).countBy({ phone })).toBe(2);

    await smsNotices.unsubscribe(local, parishId);
    await smsNotices.unsubscribe(phone, parishId);
    expect(await smsNotices.subscriptionsOf(phone)).toEqual([null]);
  });

  it("lifts a STOP the number sent before, asking for notices being consent, but not what the STOP ended", async () => {
    const phone = newNumber();
    const [earlier, later] = [await newParish(), await newParish()];
    const { smsNotices } = server.services;
    await smsNotices.subscribe(phone, earlier, "ussd");
    await server.services.smsSending.startedSimulator!.receive({ from: phone, text: "STOP" });
    await eventually(() => server.services.sms.isOptedOut(phone), Boolean, 8_000);
    expect(await smsNotices.subscriptionsOf(phone)).toEqual([]);

    await smsNotices.subscribe(phone, later, "ussd");
    expect(await server.services.sms.isOptedOut(phone)).toBe(false);
    expect(await smsNotices.subscriptionsOf(phone)).toEqual([later]);
    const { recipients } = await smsNotices.preview(SYSTEM_ACTOR, {
      parishId: String(earlier),
      body: "Harambee.",
    });
    expect(recipients).toBe(0);
  });

  it("takes the notices of five places at most for one number", async () => {
    const phone = newNumber();
    const { smsNotices } = server.services;
    await smsNotices.subscribe(phone, null, "ussd");
    for (let place = 0; place < 4; place++) await smsNotices.subscribe(phone, await newParish(), "ussd");
    await expect(smsNotices.subscribe(phone, await newParish(), "ussd")).rejects.toThrow(
      "A number may have the notices of 5 places at most: stop one first",
    );
    await smsNotices.subscribe(phone, null, "sms");
    expect(await smsNotices.subscriptionsOf(phone)).toHaveLength(5);
  });

  it.each([
    ["a number that is no Kenyan mobile", "020 222 3333", () => 1, "phone must be a Kenyan mobile number"],
    ["an unknown parish", newNumber(), () => 999_999, "There is no parish with id 999999"],
  ])("refuses %s and writes nothing", async (_, phone, parish, message) => {
    const before = await server.dataSource.getRepository(SmsSubscription).count();
    await expect(server.services.smsNotices.subscribe(phone, parish(), "ussd")).rejects.toThrow(message);
    expect(await server.dataSource.getRepository(SmsSubscription).count()).toBe(before);
  });
});

describe("a notice's preview", () => {
  it("counts the parish's own subscribers alone, leaving out numbers that said STOP", async () => {
    const [parish, other] = [await newParish(), await newParish()];
    const [stopped] = await subscribed(parish, 3);
    await subscribed(other, 2);
    await server.services.sms.optOut(stopped!, "STOP");
    const { body } = await preview({ parishId: String(parish), body: "Harvest service on Sunday at 10." });
    expect(body.data?.smsNoticePreview).toMatchObject({
      recipients: 2,
      parts: 1,
      encoding: "GSM-7",
      fits: true,
    });
    expect(body.data!.smsNoticePreview.text).toBe("Harvest service on Sunday at 10. STOP to end SMS.");
    expect(body.data!.smsNoticePreview.costKes).toBeCloseTo(1.6);
  });

  it("counts the parts of a long notice and of one in Kiswahili, the opt-out words included", async () => {
    const parish = await newParish();
    await subscribed(parish, 3);
    const long = (await preview({ parishId: String(parish), body: "Confirmation classes begin. ".repeat(6) }))
      .body;
    expect(long.data?.smsNoticePreview).toMatchObject({ recipients: 3, parts: 2, fits: true });
    expect(long.data!.smsNoticePreview.costKes).toBeCloseTo(3 * 2 * 0.8);
    const kiswahili = (
      await preview({
        parishId: String(parish),
        body: "Ibada ya Jumapili itaanza saa tatu asubuhi. Karibuni nyote!",
      })
    ).body;
    expect(kiswahili.data?.smsNoticePreview).toMatchObject({ parts: 1, encoding: "GSM-7" });
    const curly = (await preview({ parishId: String(parish), body: `Mama’s Day ${"x".repeat(130)}` })).body;
    expect(curly.data?.smsNoticePreview).toMatchObject({ parts: 3, encoding: "UCS-2", fits: false });
  });

  it("says the SMS wait for 08:00 when asked at 20:00 in Kakamega", async () => {
    const shown = await at(evening()).notices.preview(
      { userId: 1, role: "editor", sessionId: 1 },
      { body: "Synod on Saturday." },
    );
    expect(shown).toMatchObject({ whenSent: tomorrowAtEight(), waits: true });
  });
});

describe("sending a notice", () => {
  it.each([
    ["an empty body", { body: "   " }, "body", "body is required"],
    ["a body of three SMS", { body: "Harambee ".repeat(36) }, "body", "body must fit in 2 SMS"],
    [
      "an unknown parish",
      { parishId: "999999", body: "Synod." },
      "parishId",
      "There is no parish with id 999999",
    ],
  ])("refuses %s, saying so, and records nothing", async (_, input, field, message) => {
    const before = await noticeRows();
    const { body } = await send(input);
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field } });
    expect(body.errors![0]!.message).toContain(message);
    expect(await noticeRows()).toBe(before);
  });

  it("lets a parish editor preview and send to their own parish, and refuses them another or the diocese", async () => {
    const [own, other] = [await newParish(), await newParish()];
    await subscribed(own, 1);
    await subscribed(other, 1);
    const parishEditor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: own }),
    );
    const words = { body: "Choir practice moves to Thursday." };
    expect(
      (await preview({ ...words, parishId: String(own) }, parishEditor)).body.data?.smsNoticePreview
        .recipients,
    ).toBe(1);
    const sent = (await send({ ...words, parishId: String(own) }, parishEditor)).body.data?.sendSmsNotice;
    expect(sent).toMatchObject({ parishId: String(own), recipients: 1, parts: 1 });
    for (const input of [{ ...words, parishId: String(other) }, words]) {
      expect((await preview(input, parishEditor)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await send(input, parishEditor)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const theirs = (await notices(parishEditor)).body.data!.smsNotices.items;
    expect(theirs.map((notice) => notice.parishId)).toEqual([String(own)]);
  });

  it("refuses a treasurer and a visitor, and records nothing", async () => {
    const treasurer = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.TREASURER }),
    );
    const before = await noticeRows();
    const words = { body: "Synod on Saturday." };
    expect((await send(words, treasurer)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await preview(words, treasurer)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await send(words, {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await notices({})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await noticeRows()).toBe(before);
  });

  it("queues one SMS to each of 1,200 subscribers, in batches of 500, once across two instances", async () => {
    const parish = await newParish();
    const phones = Array.from({ length: 1_200 }, () => newNumber());
    // Made by plain INSERTs, 200 rows each: one by one through the service (each with its audit
    // entry) they would be most of the test's time.
    for (let from = 0; from < phones.length; from += 200) {
      const rows = phones
        .slice(from, from + 200)
        .map((phone) => `('${phone}', ${parish}, ${parish}, 'ussd')`);
      await server.dataSource.query(
        `INSERT INTO sms_subscription (phone, parish_id, parish_key, how) VALUES ${rows.join(", ")}`,
      );
    }
    // The other tests' notices are queued first (in the evening: their SMS wait for tomorrow).
    await at(evening()).sending.queueDue();
    const sent = (await send({ parishId: String(parish), body: "Bishop's visit on Sunday." })).body.data!
      .sendSmsNotice;
    expect(sent.recipients).toBe(1_200);
    // A number that asks after the notice was confirmed is not among its recipients.
    await subscribed(parish, 1);

    const other = await openDataSource(createDataSource(server.config.database, ENTITIES));
    try {
      const first = at(evening()).sending;
      const second = new SmsNoticeSending(
        other,
        new SmsService(other, server.services.sms.accounts, evening),
        evening,
      );
      const counts = await Promise.all([first.queueDue(), second.queueDue()]);
      expect(counts[0]! + counts[1]!).toBe(1_200);
      // Each instance queued whole batches: 500, 500 and the last 200.
      for (const count of counts) expect([0, 200, 500, 700, 1_000, 1_200]).toContain(count);
      expect(await Promise.all([first.queueDue(), second.queueDue()])).toEqual([0, 0]);
    } finally {
      await other.destroy();
    }
    const queued = await smsOfNotice(sent.id);
    expect(queued).toHaveLength(1_200);
    expect(new Set(queued.map((sms) => sms.phone))).toEqual(new Set(phones));
    expect(queued.every((sms) => sms.kind === "notice" && sms.promotional)).toBe(true);
    expect(queued[0]!.body).toBe("Bishop's visit on Sunday. STOP to end SMS.");
    const notice = await server.dataSource.getRepository(SmsNotice).findOneByOrFail({ id: Number(sent.id) });
    expect(notice.queuedAt).not.toBeNull();
  });

  it("confirmed at 20:00 in Kakamega, has its SMS wait for 08:00", async () => {
    const parish = await newParish();
    await subscribed(parish, 2);
    const sent = (await send({ parishId: String(parish), body: "Youth camp forms are ready." })).body.data!
      .sendSmsNotice;
    await at(evening()).sending.queueDue();
    const waiting = await smsOfNotice(sent.id);
    expect(waiting.map((sms) => [sms.status, sms.notBefore])).toEqual([
      [SmsStatus.QUEUED, tomorrowAtEight()],
      [SmsStatus.QUEUED, tomorrowAtEight()],
    ]);
  });
});

describe("a notice's delivery", () => {
  it("is tallied as the delivery reports arrive; a STOP or leaving the notices before its turn sends nothing", async () => {
    const parish = await newParish();
    const [delivered, failed, stopping, leaving] = [
      newNumber("00"),
      newNumber("98"),
      newNumber(),
      newNumber(),
    ];
    for (const phone of [delivered, failed, stopping, leaving]) {
      await server.services.smsNotices.subscribe(phone!, parish, "sms");
    }
    // The other tests' notices are queued first, in the evening: only this one's SMS are due at noon.
    await at(evening()).sending.queueDue();
    const sent = (await send({ parishId: String(parish), body: "Mothers' Union meets at 2 pm." })).body.data!
      .sendSmsNotice;
    const noon = at(kakamegaNoon());
    expect(await noon.sending.queueDue()).toBe(4);
    await server.services.sms.optOut(stopping!, "STOP");
    await server.services.smsNotices.unsubscribe(leaving!, parish);

    const sender = await smsSenderOf(server, kakamegaNoon);
    expect(await sender.sendDue()).toBe(2);
    const tally = async () =>
      (await notices()).body.data!.smsNotices.items.find((notice) => notice.id === sent.id)!.delivery;
    expect(await eventually(tally, (delivery) => delivery.sent === 0, 8_000)).toEqual({
      queued: 0,
      sent: 0,
      delivered: 1,
      failed: 1,
      optedOut: 2,
    });
    const statuses = await server.dataSource
      .getRepository(SmsMessage)
      .find({ where: { phone: In([stopping!, leaving!]), noticeId: Number(sent.id) } });
    expect(statuses.map((sms) => sms.status)).toEqual([SmsStatus.OPTED_OUT, SmsStatus.OPTED_OUT]);
  });
});
