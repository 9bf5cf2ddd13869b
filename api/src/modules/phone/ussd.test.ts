import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createEvent, createParish, daysFromToday } from "../../../test/factories.js";
import { eventually } from "../../../test/giving-support.js";
import { completed, dial, holdServices, TEST_AT_SECRET, ussdStep } from "../../../test/phone-calls.js";
import { startPledgingApp, type PledgingApp } from "../../../test/pledging.js";
import { Contribution, GiftStatus } from "../contribution/contribution.entity.js";
import { UssdSession } from "./phone.entity.js";

/* Whole USSD sessions over HTTP, as Africa's Talking posts them, against the M-Pesa and SMS simulators. */

let site: PledgingApp;
let sequence = 0;

beforeAll(async () => {
  // Every session's steps come from Africa's Talking's few addresses: the cap on one client's
  // connections must be above the sessions at once (the README's "USSD" says so).
  site = await startPledgingApp({
    env: { AT_CALLBACK_SECRET: TEST_AT_SECRET, MAX_CONNECTIONS_PER_CLIENT: "400" },
  });
  await holdServices(site.server.services, site.parishId, [
    { day: "SUNDAY", startTime: "07:00", language: "ENGLISH", kind: "HOLY_COMMUNION" },
    { day: "SUNDAY", startTime: "10:00", language: "KISWAHILI", kind: "FAMILY_SERVICE" },
    { day: "WEDNESDAY", startTime: "17:00", language: "LUHYA", kind: "EVENING_PRAYER" },
  ]);
});
afterAll(() => site.close());

/** A number of its own for each test, so that no limit or remembered language carries over. */
function newPhone(): string {
  sequence += 1;
  return `+2547${String(300_000 + sequence).padStart(6, "0")}11`;
}

const sessions = () => site.server.dataSource.getRepository(UssdSession);

/** The prompts the ledger opened for a phone, newest last. */
const promptsTo = (phone: string) =>
  site.server.dataSource
    .getRepository(Contribution)
    .find({ where: { phone: phone.slice(1) }, order: { id: "ASC" } });

describe("the USSD menu's first screen", () => {
  it("opens in Kiswahili with English offered, and remembers English for the number once chosen", async () => {
    const phone = newPhone();
    const call = await dial(site.server.url, phone);
    expect(call.opening).toBe(
      "CON ACK Diocese\n1. Toa\n2. Ahadi yangu\n3. Ibada\n4. Matukio wiki hii\n5. Habari kwa SMS\n9. English",
    );
    expect(await call.press("9")).toBe(
      "CON ACK Diocese\n1. Give\n2. My pledge\n3. Service times\n4. This week\n5. SMS notices\n9. Kiswahili",
    );
    const again = await dial(site.server.url, phone);
    expect(again.opening).toMatch(/^CON ACK Diocese\n1. Give\n/);
  });

  it("says which keys to press on a wrong key, and stays on the screen", async () => {
    const call = await dial(site.server.url, newPhone());
    const wrong = await call.press("7");
    expect(wrong).toMatch(/^CON Chaguo batili: bonyeza 1-5, 9\.\n/);
    expect(wrong).toContain("1. Toa");
    expect(await call.press("x*#")).toMatch(/^CON Chaguo batili/);
    expect(await call.press("3")).toMatch(/^CON Tafuta parokia:/);
  });
});

describe("giving by USSD", () => {
  it("sends the caller's own phone the M-Pesa prompt, and the gift is paid into the appeal", async () => {
    const phone = newPhone();
    const call = await dial(site.server.url, phone);
    await call.press("9");
    // One appeal takes gifts: the amount is asked at once.
    expect(await call.press("1")).toBe(
      "CON Cathedral Roof\nEnter the amount in KES (10 to 250,000):\n0. Back",
    );
    expect(await call.press("500")).toBe(
      `CON Give KES 500 to Cathedral Roof from 0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}?\n1. Yes\n2. No`,
    );
    expect(await call.press("1")).toMatch(/^END An M-Pesa prompt for KES 500 is coming to this phone/);
    const [gift] = await eventually(
      () => promptsTo(phone),
      (gifts) => gifts[0]?.status === GiftStatus.PAID,
      10_000,
    );
    expect(gift).toMatchObject({ projectId: site.appeal.id, amountKes: 500, language: "en" });
    const receipts = await eventually(
      () => site.smsTo(phone, "receipt"),
      (found) => found.length > 0,
      5_000,
    );
    expect(receipts[0]!.body).toContain("500");
  });

  it("gives in Kiswahili with the appeal's Kiswahili title, and refuses an amount out of range on the same screen", async () => {
    const phone = newPhone();
    const call = await dial(site.server.url, phone);
    expect(await call.press("1")).toMatch(/^CON Paa la Kanisa Kuu\nAndika kiasi/);
    expect(await call.press("5")).toMatch(/^CON Chaguo batili: bonyeza 10-250,000\.\nPaa la Kanisa Kuu/);
    expect(await call.press("1,000,000")).toMatch(/^CON Chaguo batili/);
    expect(await call.press("1,000")).toMatch(/^CON Toa KES 1,000 kwa Paa la Kanisa Kuu/);
    expect(await call.press("2")).toBe("END Hakuna kilichotolewa. Asante!");
    expect(await promptsTo(phone)).toEqual([]);
  });

  it("lists the appeals when several take gifts", async () => {
    const second = await site.server.services.projects.create(SYSTEM_ACTOR, {
      title: "Bishop Mundia School Library",
      summary: "Books.",
      body: "<p>Books.</p>",
      targetAmountKes: 200_000,
      status: "ONGOING",
      featured: false,
    });
    try {
      const phone = newPhone();
      const call = await dial(site.server.url, phone);
      const list = await call.press("1");
      expect(list).toMatch(/^CON Toa kwa:\n1\. /);
      expect(list).toContain("Bishop Mundia School Libr");
      const number = list.includes("1. Paa la Kanisa Kuu") ? "2" : "1";
      expect(await call.press(number)).toMatch(/^CON Bishop Mundia School Library\nAndika kiasi/);
      await call.press("100");
      expect(await call.press("1")).toMatch(/^END Ombi la M-Pesa la KES 100/);
      expect((await promptsTo(phone))[0]).toMatchObject({ projectId: second.id, amountKes: 100 });
    } finally {
      await completed(site, second);
    }
  });
});

describe("a pledge by USSD", () => {
  it("tells the balance and the next reminder, and prompts for what is left with the pledge's account", async () => {
    const phone = newPhone();
    const pledge = await site.pledged({ phone, amountKes: 3_000 });
    await site.recordGift(1_000, pledge.id);
    const call = await dial(site.server.url, phone);
    const shown = await call.press("2");
    expect(shown).toContain(`P${pledge.id} Paa la Kanisa Kuu\nAhadi KES 3,000, umelipa 1,000, baki 2,000.`);
    expect(shown).toContain(`Ukumbusho ujao ${pledge.nextReminderOn}.`);
    expect(await call.press("1")).toMatch(/^END Ombi la M-Pesa la KES 2,000/);
    const [payment] = await promptsTo(phone);
    expect(payment).toMatchObject({ pledgeId: Number(pledge.id), amountKes: 2_000 });
  });

  it("pays another amount, and tells a number without a pledge where to make one", async () => {
    const phone = newPhone();
    const pledge = await site.pledged({ phone, amountKes: 5_000 });
    const call = await dial(site.server.url, phone);
    await call.press("2");
    expect(await call.press("2")).toMatch(/^CON Andika kiasi cha kulipa/);
    expect(await call.press("750")).toMatch(/^END Ombi la M-Pesa la KES 750/);
    expect((await promptsTo(phone))[0]).toMatchObject({ pledgeId: Number(pledge.id), amountKes: 750 });

    const stranger = await dial(site.server.url, newPhone());
    expect(await stranger.press("2")).toMatch(/^END Hakuna ahadi iliyo wazi kwa nambari hii/);
  });
});

describe("service times and the week by USSD", () => {
  it("finds a parish whose name has an apostrophe by its first letters, and tells its services", async () => {
    const call = await dial(site.server.url, newPhone());
    await call.press("3");
    expect(await call.press("1")).toMatch(/^CON Andika herufi za kwanza/);
    expect(await call.press("zzz")).toMatch(/^CON Hakuna parokia inayoanza na "zzz"\./);
    expect(await call.press("peter")).toBe(
      "END St Peter's Butere\nJpili 07:00 Meza ya Bwana (Kiing), 10:00 Ibada ya Familia (Kisw)\nJtano 17:00 Sala ya Jioni (Kiluhya)",
    );
  });

  it("tells as many services as a screen holds, and how many more there are", async () => {
    const parish = await createParish(site.server.services, { name: "Mumias Township" });
    const kinds = ["HOLY_COMMUNION", "MORNING_PRAYER", "FAMILY_SERVICE", "YOUTH_SERVICE", "BIBLE_STUDY"];
    await holdServices(
      site.server.services,
      String(parish.id),
      ["SUNDAY", "WEDNESDAY"].flatMap((day) =>
        kinds.map((kind, hour) => ({ day, startTime: `0${hour + 5}:30`, language: "KISWAHILI", kind })),
      ),
    );
    const call = await dial(site.server.url, newPhone());
    await call.press("3");
    await call.press("1");
    const told = await call.press("mumias");
    expect(told).toMatch(/^END Mumias Township\nJpili 05:30 Meza ya Bwana \(Kisw\)\n/);
    expect(told).toMatch(/\n\+\d+ zaidi kwenye tovuti$/);
  });

  it("finds a parish by its archdeaconry", async () => {
    const call = await dial(site.server.url, newPhone());
    await call.press("9");
    await call.press("3");
    const archdeaconries = await call.press("2");
    expect(archdeaconries).toMatch(/^CON Archdeaconry:\n1\. /);
    const parish = await site.server.services.parishes.findById(site.parishId);
    const archdeaconry = await site.server.services.archdeaconries.get(parish!.archdeaconryId);
    // Its whole name: the factories' archdeaconries are "Archdeaconry 1", "Archdeaconry 2", ...
    const line = archdeaconries.split("\n").find((text) => text.replace(/^\d+\. /, "") === archdeaconry.name);
    const parishes = await call.press(line!.split(".")[0]!);
    expect(parishes).toMatch(/^CON Parish:\n1\. St Peter's Butere/);
    expect(await call.press("1")).toMatch(/^END St Peter's Butere\nSun 07:00 Holy Communion \(Eng\)/);
  });

  it("tells the diocese's events of the next seven days", async () => {
    await createEvent(site.server.services, {
      title: "Diocesan Synod",
      date: daysFromToday(2),
      startTime: "09:00",
    });
    const call = await dial(site.server.url, newPhone());
    const week = await call.press("4");
    expect(week).toMatch(/^END Wiki hii \(.+\):\n/);
    const day = daysFromToday(2);
    expect(week).toContain(`${day.slice(8)}/${day.slice(5, 7)} 09:00 Diocesan Synod`);
  });
});

describe("SMS notices by USSD", () => {
  it("subscribes to the diocese's notices and a parish's, and stops one", async () => {
    const phone = newPhone();
    const notices = site.server.services.smsNotices;
    const first = await dial(site.server.url, phone);
    expect(await first.press("5")).toBe(
      "CON Habari kwa SMS. Unapata: hakuna.\n1. Habari za dayosisi\n2. Habari za parokia\n0. Rudi",
    );
    expect(await first.press("1")).toMatch(/^END Utapata habari za dayosisi kwa SMS/);

    const second = await dial(site.server.url, phone);
    await second.press("5");
    expect(await second.press("2")).toMatch(/^CON Andika herufi za kwanza/);
    expect(await second.press("Peter")).toMatch(/^END Utapata habari za St Peter's Butere kwa SMS/);
    expect(await notices.subscriptionsOf(phone)).toEqual(
      expect.arrayContaining([null, Number(site.parishId)]),
    );

    const third = await dial(site.server.url, phone);
    expect(await third.press("5")).toMatch(/Unapata: dayosisi, St Peter's Butere\.\n.*\n3\. Acha habari/s);
    expect(await third.press("3")).toBe("CON Acha habari za:\n1. dayosisi\n2. St Peter's Butere\n0. Rudi");
    expect(await third.press("1")).toBe("END Hutapata tena habari za dayosisi kwa SMS.");
    expect(await notices.subscriptionsOf(phone)).toEqual([Number(site.parishId)]);
  });

  it("lifts a STOP the number sent before, as asking again is consent", async () => {
    const phone = newPhone();
    await site.server.services.sms.optOut(phone, "STOP");
    const call = await dial(site.server.url, phone);
    await call.press("5");
    await call.press("1");
    expect(await site.server.services.sms.isOptedOut(phone)).toBe(false);
  });
});

describe("a session", () => {
  it("ends after 180 seconds, whatever is pressed, and stays ended", async () => {
    const phone = newPhone();
    const call = await dial(site.server.url, phone);
    await call.press("1");
    await sessions().update({ id: call.sessionId }, { expiresAt: new Date(Date.now() - 1_000) });
    expect(await call.press("500")).toBe("END Kipindi hiki kimekwisha. Tafadhali piga tena.");
    expect(await call.press("1")).toBe("END Kipindi hiki kimekwisha. Tafadhali piga tena.");
    expect(await promptsTo(phone)).toEqual([]);
  });

  it("is answered 404 for a forged secret, and nothing is kept", async () => {
    const answer = await ussdStep(
      site.server.url,
      { sessionId: "ATUid_forged", phoneNumber: "+254712345678", text: "" },
      "not-the-secret",
    );
    expect(answer.status).toBe(404);
    expect(await sessions().existsBy({ id: "ATUid_forged" })).toBe(false);
  });

  it("parses what it is sent, never trusting it", async () => {
    const noPhone = await ussdStep(site.server.url, { sessionId: "ATUid_a", text: "" });
    expect(noPhone).toMatchObject({ status: 200, text: expect.stringMatching(/^END /) });
    const foreign = await ussdStep(site.server.url, {
      sessionId: "ATUid_b",
      phoneNumber: "+15551234567",
      text: "",
    });
    expect(foreign.text).toMatch(/^END This service is for Kenyan mobile numbers/);
    const other = await dial(site.server.url, newPhone());
    const stolen = await ussdStep(site.server.url, {
      sessionId: other.sessionId,
      phoneNumber: newPhone(),
      text: "3",
    });
    expect(stolen.text).toBe("END Kipindi hiki kimekwisha. Tafadhali piga tena.");
    // The session is still its own caller's, where they left it.
    expect(await other.press("3")).toMatch(/^CON Tafuta parokia:/);
  });

  it("refuses a body larger than a USSD step unread", async () => {
    const response = await fetch(`${site.server.url}/africastalking/${TEST_AT_SECRET}/ussd`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId: "ATUid_big", phoneNumber: newPhone(), text: "1".repeat(20_000) }),
    });
    expect(response.status).toBe(413);
    expect(await sessions().existsBy({ id: "ATUid_big" })).toBe(false);
  });

  it("answers a code dialled with its answers as if each were pressed", async () => {
    const dialled = await ussdStep(site.server.url, {
      sessionId: "ATUid_dialled",
      phoneNumber: newPhone(),
      text: "3*1",
    });
    expect(dialled.text).toMatch(/^CON Andika herufi za kwanza/);
  });

  it("answers a step sent twice once: the second draws the same screen and does nothing again", async () => {
    const phone = newPhone();
    const pledge = await site.pledged({ phone, amountKes: 1_000 });
    const call = await dial(site.server.url, phone);
    await call.press("2");
    const form = { sessionId: call.sessionId, phoneNumber: phone, text: "2*2" };
    const first = await ussdStep(site.server.url, form);
    const again = await ussdStep(site.server.url, form);
    expect(first.text).toMatch(/^CON Andika kiasi cha kulipa/);
    expect(again.text).toBe(first.text);
    const paid = await ussdStep(site.server.url, { ...form, text: "2*2*300" });
    expect(paid.text).toMatch(/^END Ombi la M-Pesa la KES 300/);
    expect((await ussdStep(site.server.url, { ...form, text: "2*2*300" })).text).toBe(paid.text);
    expect(await promptsTo(phone)).toEqual([
      expect.objectContaining({ pledgeId: Number(pledge.id), amountKes: 300 }),
    ]);
  });

  it("keeps 200 sessions at once apart", async () => {
    const phones = Array.from({ length: 200 }, () => newPhone());
    const calls = await Promise.all(phones.map((phone) => dial(site.server.url, phone)));
    const answers = await Promise.all(calls.map((call, index) => call.press(index % 2 === 0 ? "3" : "9")));
    answers.forEach((answer, index) =>
      expect(answer).toMatch(index % 2 === 0 ? /^CON Tafuta parokia:/ : /^CON ACK Diocese\n1\. Give/),
    );
    const next = await Promise.all(calls.map((call, index) => call.press(index % 2 === 0 ? "1" : "3")));
    next.forEach((answer, index) =>
      expect(answer).toMatch(index % 2 === 0 ? /^CON Andika herufi/ : /^CON Find a parish:/),
    );
  });
});
