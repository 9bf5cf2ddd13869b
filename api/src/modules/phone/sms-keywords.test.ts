import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { completed, holdServices, smsToShortCode, TEST_AT_SECRET } from "../../../test/phone-calls.js";
import { startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { SmsStatus } from "../sms/sms-message.entity.js";

/* SMS keywords as people send them to the short code, over HTTP, with the M-Pesa and SMS simulators. */

let site: PledgingApp;
let sequence = 0;

beforeAll(async () => {
  site = await startPledgingApp({ env: { AT_CALLBACK_SECRET: TEST_AT_SECRET, USSD_CODE: "*384*2024#" } });
  await holdServices(site.server.services, site.parishId, [
    { day: "SUNDAY", startTime: "08:30", language: "KISWAHILI", kind: "HOLY_COMMUNION" },
  ]);
});
afterAll(() => site.close());

function newPhone(): string {
  sequence += 1;
  return `+2547${String(400_000 + sequence).padStart(6, "0")}22`;
}

const send = (from: string, text: string) => smsToShortCode(site.server.url, from, text);
const promptsTo = (phone: string) =>
  site.server.dataSource.getRepository(Contribution).find({ where: { phone: phone.slice(1) } });
/** The replies queued for a number, oldest first. */
const repliesTo = (phone: string) => site.smsTo(phone, "reply");

describe("GIVE and TOA", () => {
  it("sends the sender's phone the prompt for the banner's appeal, and no reply", async () => {
    const phone = newPhone();
    expect(await send(phone, "toa 500")).toBe(200);
    expect(await promptsTo(phone)).toEqual([
      expect.objectContaining({ projectId: site.appeal.id, amountKes: 500, language: "sw" }),
    ]);
    expect(await repliesTo(phone)).toEqual([]);
  });

  it("gives to the appeal its keyword names, and says so when none is called that", async () => {
    const library = await site.server.services.projects.create(SYSTEM_ACTOR, {
      title: "School Library",
      summary: "Books.",
      body: "<p>Books.</p>",
      targetAmountKes: 100_000,
      status: "ONGOING",
      featured: false,
    });
    try {
      const phone = newPhone();
      await send(phone, "GIVE 1,000 library");
      expect(await promptsTo(phone)).toEqual([
        expect.objectContaining({ projectId: library.id, amountKes: 1_000 }),
      ]);
      const other = newPhone();
      await send(other, "GIVE 200 choir");
      const [reply] = await repliesTo(other);
      expect(reply!.body).toBe(
        "Your gift was not started: no appeal is called choir. Send HELP for the keywords.",
      );
      expect(await promptsTo(other)).toEqual([]);
    } finally {
      await completed(site, library);
    }
  });

  it("answers an amount it cannot take with the range, in the keyword's language", async () => {
    const phone = newPhone();
    await send(phone, "TOA elfu");
    await send(phone, "GIVE 5");
    const replies = await repliesTo(phone);
    expect(replies.map((reply) => reply.body)).toEqual([
      "Mchango wako haukuanzishwa: KES 10 - 250,000. Tuma MSAADA kwa maneno.",
      "Your gift was not started: KES 10 - 250,000. Send HELP for the keywords.",
    ]);
    expect(await promptsTo(phone)).toEqual([]);
  });
});

describe("PLEDGE, SERVICE and HELP", () => {
  it("answers AHADI with the balance of the sender's pledges", async () => {
    const phone = newPhone();
    const pledge = await site.pledged({ phone, amountKes: 2_500 });
    await site.recordGift(500, pledge.id);
    await send(phone, "AHADI");
    const [reply] = await repliesTo(phone);
    expect(reply!.body).toBe(`P${pledge.id} Paa la Kanisa Kuu\nAhadi KES 2,500, umelipa 500, baki 2,000.`);
  });

  it("answers IBADA with a parish's services, its apostrophe and all", async () => {
    const phone = newPhone();
    await send(phone, "IBADA St Peter's");
    await send(phone, "service butere");
    const replies = await repliesTo(phone);
    expect(replies.map((reply) => reply.body)).toEqual([
      "St Peter's Butere\nJpili 08:30 Meza ya Bwana (Kisw)",
      "St Peter's Butere\nSun 08:30 Holy Communion (Kisw)",
    ]);
  });

  it("says how to ask when no parish or no name is given", async () => {
    const phone = newPhone();
    await send(phone, "SERVICE");
    await send(phone, "SERVICE Zanzibar");
    const replies = await repliesTo(phone);
    expect(replies[0]!.body).toMatch(/^Send SERVICE and the first letters/);
    expect(replies[1]!.body).toMatch(/^No parish name starts with "Zanzibar"\. Send SERVICE/);
  });

  it("answers HELP each time, and anything else with the keywords once a day", async () => {
    const phone = newPhone();
    await send(phone, "HELP");
    await send(phone, "hello?");
    await send(phone, "hello again");
    await send(phone, "MSAADA");
    const replies = await repliesTo(phone);
    expect(replies).toHaveLength(3);
    expect(replies[0]!.body).toMatch(
      /^ACK Diocese: send GIVE 500 to give KES 500.* Or dial \*384\*2024#\.$/s,
    );
    expect(replies[1]!.body).toMatch(/^ACK Diocese: send GIVE 500/);
    expect(replies[2]!.body).toMatch(/^ACK Diocese: tuma TOA 500/);
  });
});

describe("a number that said STOP", () => {
  it("is sent no reply, though its keywords still work", async () => {
    const phone = newPhone();
    await send(phone, "STOP");
    expect(await site.server.services.sms.isOptedOut(phone)).toBe(true);
    await send(phone, "IBADA butere");
    await send(phone, "TOA 300");
    const [reply] = await repliesTo(phone);
    expect(reply!.status).toBe(SmsStatus.OPTED_OUT);
    expect(await promptsTo(phone)).toHaveLength(1);
  });
});

describe("a forged inbound SMS", () => {
  it("is answered 404, and nothing changes", async () => {
    const phone = newPhone();
    expect(await smsToShortCode(site.server.url, phone, "STOP", "a-wrong-secret")).toBe(404);
    expect(await smsToShortCode(site.server.url, phone, "TOA 500", "a-wrong-secret")).toBe(404);
    expect(await site.server.services.sms.isOptedOut(phone)).toBe(false);
    expect(await promptsTo(phone)).toEqual([]);
    expect(await repliesTo(phone)).toEqual([]);
  });
});
