import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createNewsArticle, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { openProgressStream } from "../../../test/giving-support.js";
import { graphql, requestJson } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { Contribution, GiftStatus, MpesaNotice } from "../contribution/contribution.entity.js";
import type { Project } from "../project/project.entity.js";
import { ProjectStatus } from "../project/project.entity.js";
import { SIMULATED_PHONES, startDarajaSimulator, type DarajaSimulator } from "./daraja-simulator.js";
import { updateWhere } from "../../db/store.js";

/*
 * Giving by M-Pesa over real HTTP: the site, as its own server on a real database, against the
 * Daraja simulator, which calls the site back as Daraja does.
 */

const ACCOUNT = {
  consumerKey: "diocese-key",
  consumerSecret: "diocese-secret",
  shortcode: "600100",
  passkey: "a-passkey-for-the-tests",
};
/**
 * How long the simulated donor takes over the prompt: longer than the site takes to answer the
 * give mutation on a busy test machine, so that its answer is the pending gift.
 */
const CALLBACK_DELAY_MS = 500;
const APPEAL_ACCOUNT = "CONFCENTRE";

let simulator: DarajaSimulator;
let server: TestApp;
let appeal: Project;
let treasurer: Record<string, string>;
let editor: Record<string, string>;
let clients = 0;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...ACCOUNT, callbackDelayMs: CALLBACK_DELAY_MS });
  server = await startTestApp({
    ownPublicUrl: true,
    env: {
      // Each test gives from an address of its own, so the limit per client is met only on purpose.
      TRUST_PROXY: "true",
      MPESA_ENV: "simulator",
      MPESA_SIMULATOR_URL: simulator.url,
      MPESA_CONSUMER_KEY: ACCOUNT.consumerKey,
      MPESA_CONSUMER_SECRET: ACCOUNT.consumerSecret,
      MPESA_SHORTCODE: ACCOUNT.shortcode,
      MPESA_PASSKEY: ACCOUNT.passkey,
      MPESA_STATUS_QUERY_AFTER_SECONDS: "1",
    },
  });
  await server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
    paybillNumber: ACCOUNT.shortcode,
    accountNumber: APPEAL_ACCOUNT,
  });
  appeal = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "Diocesan Conference Centre",
    summary: "A conference centre in Kakamega.",
    body: "<p>KES 600,000,000.</p>",
    targetAmountKes: 600_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
  });
  treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
  await server.services.mpesa.registerPaybillUrls();
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A prompt a test sent and did not wait for is paid later: settled before the next test, so that
// its money never lands in another test's measure of the appeal's progress.
afterEach(async () => {
  const pending = () =>
    server.dataSource.getRepository(Contribution).count({ where: { status: GiftStatus.PENDING } });
  const until = Date.now() + 20_000;
  while ((await pending()) > 0) {
    if (Date.now() > until) throw new Error(`${await pending()} gifts are still pending 20 s after the test`);
    await sleep(50);
  }
});
/** A Safaricom number that ends as the simulator's outcome asks, unique to each call. */
let phones = 0;
const phoneEnding = (ending: string) => `07${String(1000 + ++phones).slice(-4)}${ending.padStart(4, "0")}`;
/** A client address of its own (the server trusts X-Forwarded-For in these tests). */
const newClient = () => ({ "x-forwarded-for": `198.51.100.${++clients}` });

const GIFT_FIELDS = `token status source amountKes amountInWords projectTitle donorName anonymous receiptNumber mpesaReceipt message createdAt paidAt`;
const GIVE = `mutation ($input: GiveInput!) { giveByMpesa(input: $input) { ${GIFT_FIELDS} } }`;
const GIFT = `query ($token: String!) { gift(token: $token) { ${GIFT_FIELDS} } }`;
const PROGRESS = `query ($id: ID!) { project(id: $id) { amountRaisedKes progress { raisedKes targetKes gifts percent } } }`;

interface DonorGift {
  token: string;
  status: "PENDING" | "PAID" | "FAILED";
  source: string;
  amountKes: number;
  amountInWords: string;
  donorName: string | null;
  receiptNumber: string | null;
  mpesaReceipt: string | null;
  message: string | null;
}

async function give(input: Record<string, unknown>, headers: Record<string, string> = newClient()) {
  return graphql<{ giveByMpesa: DonorGift }>(
    server.url,
    GIVE,
    { input: { projectId: String(appeal.id), amountKes: 500, ...input } },
    headers,
  );
}

async function giftOf(token: string): Promise<DonorGift> {
  const { body } = await graphql<{ gift: DonorGift }>(server.url, GIFT, { token });
  return body.data!.gift;
}

/** The gift once it is no longer pending, as the donor's page would see it by asking again. */
async function settled(token: string, withinMs = 5_000): Promise<DonorGift> {
  const until = Date.now() + withinMs;
  for (;;) {
    const gift = await giftOf(token);
    if (gift.status !== "PENDING" || Date.now() > until) return gift;
    await sleep(50);
  }
}

async function progress() {
  const { body } = await graphql<{
    project: { amountRaisedKes: number; progress: { raisedKes: number; gifts: number; percent: number } };
  }>(server.url, PROGRESS, { id: String(appeal.id) });
  return body.data!.project;
}

async function givePaid(amountKes: number, extra: Record<string, unknown> = {}) {
  const { body } = await give({ amountKes, phone: phoneEnding("5678"), ...extra });
  return settled(body.data!.giveByMpesa.token);
}

describe("a donor gives by M-Pesa", () => {
  it("pays after the prompt: a receipt number in sequence, M-Pesa's receipt, and the appeal's progress moves", async () => {
    const before = await progress();
    const { body } = await give({ amountKes: 1_500, phone: "0712 345 678", name: "Grace Wanjiru Atieno" });
    const started = body.data!.giveByMpesa;
    expect(body.errors).toBeUndefined();
    expect(started).toMatchObject({ status: "PENDING", amountKes: 1_500, receiptNumber: null });
    expect(started.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const paid = await settled(started.token);
    expect(paid).toMatchObject({
      status: "PAID",
      source: "STK",
      amountKes: 1_500,
      amountInWords: "One thousand, five hundred Kenya shillings",
      donorName: "Grace Wanjiru Atieno",
      message: null,
    });
    expect(paid.receiptNumber).toMatch(/^\d{4}-\d{5}$/);
    expect(paid.mpesaReceipt).toMatch(/^[A-Z0-9]{10}$/);

    const after = await progress();
    expect(after.progress.raisedKes - before.progress.raisedKes).toBe(1_500);
    expect(after.progress.gifts - before.progress.gifts).toBe(1);
    expect(after.amountRaisedKes).toBe(after.progress.raisedKes);

    const next = await givePaid(20);
    const number = (receipt: string | null) => Number(receipt!.split("-")[1]);
    expect(number(next.receiptNumber)).toBe(number(paid.receiptNumber) + 1);
  });

  it("takes the phone as Kenyans write it", async () => {
    for (const phone of ["0722000101", "722000102", "+254 722 000 103", "254-722-000-104", "0110 000 105"]) {
      const { body } = await give({ phone });
      expect(body.errors, phone).toBeUndefined();
      expect(body.data!.giveByMpesa.status).toBe("PENDING");
      expect((await settled(body.data!.giveByMpesa.token)).status).toBe("PAID");
    }
  });

  it.each([
    ["cancelled by the donor", SIMULATED_PHONES.cancelled, "You cancelled the M-Pesa prompt"],
    ["a phone M-Pesa cannot reach", SIMULATED_PHONES.unreachable, "M-Pesa could not reach your phone"],
    ["a wrong PIN", SIMULATED_PHONES.wrongPin, "The M-Pesa PIN entered was wrong"],
    ["too little on M-Pesa", SIMULATED_PHONES.insufficientBalance, "Your M-Pesa balance was not enough"],
  ])("ends in a plain message and no gift when it is %s", async (_outcome, ending, message) => {
    const before = await progress();
    const { body } = await give({ phone: phoneEnding(ending) });
    const failed = await settled(body.data!.giveByMpesa.token);
    expect(failed).toMatchObject({ status: "FAILED", receiptNumber: null, mpesaReceipt: null });
    expect(failed.message).toContain(message);
    expect(await progress()).toEqual(before);
  });

  it("says at once when M-Pesa refuses the prompt because the phone is in another payment", async () => {
    const { body } = await give({ phone: phoneEnding(SIMULATED_PHONES.subscriberLocked) });
    expect(body.data!.giveByMpesa).toMatchObject({ status: "FAILED" });
    expect(body.data!.giveByMpesa.message).toContain("M-Pesa is busy with another payment on your phone");
  });

  it("makes one gift of a callback that comes three times", async () => {
    const before = await progress();
    const { body } = await give({ amountKes: 300, phone: phoneEnding(SIMULATED_PHONES.callbackThrice) });
    const gift = await settled(body.data!.giveByMpesa.token);
    expect(gift.status).toBe("PAID");
    await sleep(CALLBACK_DELAY_MS * 2);
    const after = await progress();
    expect(after.progress.raisedKes - before.progress.raisedKes).toBe(300);
    expect(after.progress.gifts - before.progress.gifts).toBe(1);
    const notices = await server.dataSource
      .getRepository(MpesaNotice)
      .find({ where: { kind: "STK_CALLBACK" } });
    const outcomes = notices
      .filter((notice) => notice.payload.includes(callbackOfGift(gift)!))
      .map((n) => n.outcome);
    expect(outcomes.sort()).toEqual(["already-settled", "already-settled", "settled"]);
  });

  it("settles a prompt whose callback never comes by asking M-Pesa for its status", async () => {
    const before = await progress();
    const { body } = await give({ amountKes: 700, phone: phoneEnding(SIMULATED_PHONES.noCallback) });
    const token = body.data!.giveByMpesa.token;
    // The sweep runs by itself every second here (MPESA_STATUS_QUERY_AFTER_SECONDS=1).
    const gift = await settled(token, 10_000);
    expect(gift).toMatchObject({ status: "PAID", amountKes: 700, mpesaReceipt: null });
    expect(gift.receiptNumber).toMatch(/^\d{4}-\d{5}$/);
    expect((await progress()).progress.raisedKes - before.progress.raisedKes).toBe(700);
    // What settled it was the status query: no callback came for it.
    const entry = await server.services.contributions.findByToken(token);
    const notices = await server.dataSource
      .getRepository(MpesaNotice)
      .find({ where: { contributionId: entry!.id } });
    expect(notices.map((notice) => [notice.kind, notice.outcome])).toEqual([["STK_STATUS_QUERY", "settled"]]);
  });

  it("never shows a phone number in a public answer", async () => {
    const paid = await givePaid(50, { phone: "0799 111 222", name: "Peter" });
    const { body } = await graphql(
      server.url,
      `query ($id: ID!, $token: String!) { recentGifts(projectId: $id) { name amountKes at } gift(token: $token) { ${GIFT_FIELDS} } }`,
      { id: String(appeal.id), token: paid.token },
    );
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/799\D?111|111\D?222|254799/);
    expect((body.data as { recentGifts: { name: string }[] }).recentGifts[0]).toMatchObject({
      name: "Peter",
      amountKes: 50,
    });
  });

  it("lists a gift given anonymously as Anonymous, and only the first name of others", async () => {
    await givePaid(60, { name: "Mary Achieng", anonymous: true });
    await givePaid(61, { name: "John Otieno Wafula" });
    const { body } = await graphql<{ recentGifts: { name: string; amountKes: number }[] }>(
      server.url,
      `
        query ($id: ID!) {
          recentGifts(projectId: $id, first: 2) {
            name
            unnamed
            amountKes
          }
        }
      `,
      { id: String(appeal.id) },
    );
    expect(body.data!.recentGifts).toEqual([
      { name: "John", unnamed: false, amountKes: 61 },
      { name: "Anonymous", unnamed: true, amountKes: 60 },
    ]);
  });
});

/** The checkout id a gift's callback carried, to find what Daraja sent about it. */
function callbackOfGift(gift: DonorGift): string | null {
  const sent = simulator
    .callbacksSent()
    .find((callback) => JSON.stringify(callback.body).includes(gift.mpesaReceipt ?? "none"));
  const body = sent?.body as { Body: { stkCallback: { CheckoutRequestID: string } } } | undefined;
  return body?.Body.stkCallback.CheckoutRequestID ?? null;
}

describe("what a donor may send", () => {
  it.each([
    [{ amountKes: 9 }, "amountKes", "at least 10 shillings"],
    [{ amountKes: -5 }, "amountKes", "at least 10 shillings"],
    [{ amountKes: 250_001 }, "amountKes", "from 10 to 250,000, what M-Pesa takes in one payment"],
    [{ phone: "12345" }, "phone", "Kenyan mobile number"],
    [{ phone: "+44 7700 900123" }, "phone", "Kenyan mobile number"],
    [{ phone: "0712 345 67a" }, "phone", "Kenyan mobile number"],
    [{ projectId: "999999" }, "projectId", "no project"],
    [{ projectId: "not-an-id" }, "projectId", "whole number"],
    [{ email: "not-an-address" }, "email", "e-mail address"],
    [{ name: "x".repeat(121) }, "name", "at most 120"],
  ])("refuses %o, naming the field", async (input, field, message) => {
    const before = await progress();
    const { body } = await give({ phone: "0712 000 999", ...input });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(body.errors?.[0]?.message).toContain(message);
    expect(await progress()).toEqual(before);
  });

  it("refuses a gift to a completed project", async () => {
    const done = await server.services.projects.create(SYSTEM_ACTOR, {
      title: "Cathedral roof",
      summary: "Done.",
      body: "<p>Done.</p>",
      targetAmountKes: 1_000_000,
      status: ProjectStatus.COMPLETED,
      featured: false,
    });
    const { body } = await give({ projectId: String(done.id), phone: "0712 000 998" });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "projectId" });
    expect(body.errors?.[0]?.message).toContain("completed");
  });

  it("sends one prompt a minute to a phone, and says so", async () => {
    const phone = phoneEnding("4321");
    expect((await give({ phone })).body.errors).toBeUndefined();
    const again = await give({ phone });
    expect(again.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(again.body.errors?.[0]?.message).toContain("less than a minute ago");
  });

  it("sends no more than twenty prompts an hour from one client address", async () => {
    const client = newClient();
    for (let prompt = 0; prompt < 20; prompt++) {
      expect((await give({ phone: phoneEnding("6000") }, client)).body.errors).toBeUndefined();
    }
    const refused = await give({ phone: phoneEnding("6000") }, client);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.body.errors?.[0]?.message).toContain("from your connection");
  });
});

describe("callbacks that are not M-Pesa's", () => {
  it("changes nothing for a made-up secret, a made-up gift, another prompt's callback or another amount", async () => {
    const paid = await givePaid(80);
    const realCallback = simulator.callbacksSent().at(-1)!;
    const { body } = await give({ amountKes: 90, phone: phoneEnding(SIMULATED_PHONES.cancelled) });
    const pending = body.data!.giveByMpesa;
    const before = await progress();

    const [, , , , id, secret] = new URL(realCallback.url).pathname.split("/");
    const post = (path: string, payload: unknown) => requestJson(server.url, "POST", path, { body: payload });
    // A forged paid callback for the pending gift, at the paid gift's address with another secret...
    expect((await post(`/mpesa/stk-callback/${id}/${"x".repeat(43)}`, realCallback.body)).status).toBe(404);
    // ...at an id that is no gift...
    expect((await post(`/mpesa/stk-callback/99999/${secret}`, realCallback.body)).status).toBe(404);
    // ...the paid gift's callback replayed at once, several times together...
    const replays = await Promise.all(
      [1, 2, 3].map(() => post(new URL(realCallback.url).pathname, realCallback.body)),
    );
    expect(replays.map((replay) => replay.status)).toEqual([200, 200, 200]);
    // ...and the same callback with its amount changed.
    const inflated = structuredClone(realCallback.body) as {
      Body: { stkCallback: { CallbackMetadata: { Item: { Name: string; Value: unknown }[] } } };
    };
    inflated.Body.stkCallback.CallbackMetadata.Item[0]!.Value = 80_000;
    await post(new URL(realCallback.url).pathname, inflated);

    expect(await progress()).toEqual(before);
    expect((await giftOf(paid.token)).receiptNumber).toBe(paid.receiptNumber);
    expect((await settled(pending.token)).status).toBe("FAILED");
  });

  it("keeps the raw payload of every callback M-Pesa sends", async () => {
    const paid = await givePaid(95);
    const checkoutId = callbackOfGift(paid)!;
    const notices = await server.dataSource
      .getRepository(MpesaNotice)
      .find({ where: { kind: "STK_CALLBACK" } });
    const kept = notices.find((notice) => notice.payload.includes(checkoutId))!;
    expect(JSON.parse(kept.payload)).toEqual(
      simulator.callbacksSent().find((callback) => JSON.stringify(callback.body).includes(checkoutId))!.body,
    );
  });
});

describe("a payment to the paybill by hand", () => {
  it("is a gift to the appeal when its account number is the appeal's, once however often it is confirmed", async () => {
    const before = await progress();
    await simulator.payBill({
      amount: 2_500,
      phone: "254712000555",
      accountNumber: "confcentre ",
      confirmations: 3,
    });
    await simulator.payBill({ amount: 9_999, phone: "254712000556", accountNumber: "TITHE" });
    const after = await progress();
    expect(after.progress.raisedKes - before.progress.raisedKes).toBe(2_500);
    expect(after.progress.gifts - before.progress.gifts).toBe(1);
  });

  it("refuses a notice at an address without the secret", async () => {
    const { status } = await requestJson(server.url, "POST", "/mpesa/paybill/guessed/confirmation", {
      body: {
        TransID: "QWERTY1234",
        TransAmount: "1000000.00",
        BusinessShortCode: ACCOUNT.shortcode,
        BillRefNumber: APPEAL_ACCOUNT,
      },
    });
    expect(status).toBe(404);
  });
});

describe("the treasurer's ledger", () => {
  const LIST = `query ($status: GiftStatus) { contributions(status: $status, pageSize: 50) { total items { id source status amountKes phone donorName receiptNumber project { title } } } }`;

  it("lists every gift with a masked phone, to a treasurer and never to an editor", async () => {
    await givePaid(111, { phone: "0700 123 456" });
    const { body } = await graphql<{
      contributions: { items: { phone: string | null; amountKes: number }[] };
    }>(server.url, LIST, { status: "PAID" }, treasurer);
    const row = body.data!.contributions.items.find((item) => item.amountKes === 111)!;
    expect(row.phone).toBe("254700***456");
    expect(JSON.stringify(body)).not.toContain("254700123456");

    const refused = await graphql(server.url, LIST, {}, editor);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const totals = await graphql<{ giftTotals: { amountKes: number } }>(
      server.url,
      `
        query ($projectId: ID) {
          giftTotals(projectId: $projectId, status: PAID) {
            amountKes
            entries
          }
        }
      `,
      { projectId: String(appeal.id) },
      editor,
    );
    expect(totals.body.data!.giftTotals.amountKes).toBe((await progress()).progress.raisedKes);
    // Without a status, totals count what was given: failed and pending prompts are no gift.
    const given = await graphql<{ giftTotals: { amountKes: number } }>(
      server.url,
      `
        query ($projectId: ID) {
          giftTotals(projectId: $projectId) {
            amountKes
          }
        }
      `,
      { projectId: String(appeal.id) },
      editor,
    );
    expect(given.body.data!.giftTotals.amountKes).toBe((await progress()).progress.raisedKes);
  });

  it("records a cash gift with a receipt number, and reverses a gift once, with a reason, as an entry of its own", async () => {
    const before = await progress();
    const recorded = await graphql<{ recordGift: { id: string; receiptNumber: string; status: string } }>(
      server.url,
      `
        mutation ($input: RecordGiftInput!) {
          recordGift(input: $input) {
            id
            status
            receiptNumber
          }
        }
      `,
      {
        input: {
          projectId: String(appeal.id),
          amountKes: 10_000,
          method: "CHEQUE",
          reference: "Cheque 004512, Equity Bank",
          donorName: "St Stephen's Parish, Butere",
          receivedOn: "2026-11-20",
        },
      },
      treasurer,
    );
    expect(recorded.body.errors).toBeUndefined();
    expect(recorded.body.data!.recordGift).toMatchObject({
      status: "PAID",
      receiptNumber: expect.stringMatching(/^2026-\d{5}$/),
    });
    expect((await progress()).progress.raisedKes - before.progress.raisedKes).toBe(10_000);

    const REVERSE = `mutation ($input: ReverseGiftInput!) { reverseGift(input: $input) { source amountKes reason } }`;
    const reversal = await graphql(
      server.url,
      REVERSE,
      { input: { id: recorded.body.data!.recordGift.id, reason: "Cheque bounced" } },
      treasurer,
    );
    expect(reversal.body.data).toEqual({
      reverseGift: { source: "REVERSAL", amountKes: -10_000, reason: "Cheque bounced" },
    });
    expect(await progress()).toEqual(before);

    const again = await graphql(
      server.url,
      REVERSE,
      { input: { id: recorded.body.data!.recordGift.id, reason: "Twice" } },
      treasurer,
    );
    expect(again.body.errors?.[0]?.message).toBe("This gift has already been reversed");
    expect(await progress()).toEqual(before);
  });

  it("refuses a gift received in the future, and an editor's recording", async () => {
    const input = { projectId: String(appeal.id), amountKes: 100, method: "CASH", receivedOn: "2999-01-01" };
    const RECORD = `mutation ($input: RecordGiftInput!) { recordGift(input: $input) { id } }`;
    const future = await graphql(server.url, RECORD, { input }, treasurer);
    expect(future.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "receivedOn",
    });
    const byEditor = await graphql(
      server.url,
      RECORD,
      { input: { ...input, receivedOn: "2026-11-01" } },
      editor,
    );
    expect(byEditor.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("lets a treasurer change no content", async () => {
    const { body } = await graphql(
      server.url,
      `
        mutation {
          createArchdeaconry(input: { name: "Treasury" }) {
            id
          }
        }
      `,
      {},
      treasurer,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("keeps a project that has gifts from being deleted", async () => {
    const { body } = await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          deleteProject(id: $id)
        }
      `,
      { id: String(appeal.id) },
      editor,
    );
    expect(body.errors?.[0]?.message).toContain("has gifts in the ledger");
    expect(await server.services.projects.findById(appeal.id)).not.toBeNull();
  });
});

describe("with M-Pesa off", () => {
  it("says that prompts are off, and the give mutation says to pay the paybill", async () => {
    const offline = await startTestApp();
    try {
      const { body } = await graphql<{ giving: { promptsEnabled: boolean; mode: string } }>(
        offline.url,
        `
          {
            giving {
              mode
              promptsEnabled
              simulated
              minAmountKes
              maxAmountKes
            }
          }
        `,
      );
      expect(body.data!.giving).toEqual({
        mode: "OFF",
        promptsEnabled: false,
        simulated: false,
        minAmountKes: 10,
        maxAmountKes: 250_000,
      });
      const refused = await graphql(offline.url, GIVE, {
        input: { projectId: "1", amountKes: 100, phone: "0712345678" },
      });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
      expect(refused.body.errors?.[0]?.message).toContain("pay the paybill");
    } finally {
      await offline.close();
    }
  });
});

describe("the give page's form without JavaScript", () => {
  const post = (slug: string, fields: Record<string, string>, client = newClient()) =>
    fetch(`${server.url}/give/${slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...client },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("sends the donor to the gift's status page, which the gift then fills", async () => {
    const response = await post(appeal.slug, {
      amount: "1,200",
      phone: "0712 777 111",
      name: "Esther",
      anonymous: "on",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/gifts\/[A-Za-z0-9_-]{32}$/);
    const gift = await settled(location.split("/")[2]!);
    expect(gift).toMatchObject({ status: "PAID", amountKes: 1_200, donorName: "Esther", anonymous: true });
  });

  it.each([
    [{ amount: "five hundred", phone: "0712 777 112" }, "amount"],
    [{ amount: "5", phone: "0712 777 113" }, "amount"],
    [{ amount: "500", phone: "555" }, "phone"],
    [{ amount: "500", phone: "0712 777 114", email: "nowhere" }, "email"],
    [{ amount: "500", phone: "0712 777 115", name: "y".repeat(200) }, "name"],
  ])("sends %o back to the give page with what was wrong, and starts nothing", async (fields, problem) => {
    const before = await progress();
    const response = await post(appeal.slug, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/give/${appeal.slug}/${problem}`);
    expect(await progress()).toEqual(before);
  });

  it("refuses a form another site sends in its visitors' browsers", async () => {
    const before = await progress();
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://elsewhere.example" }]) {
      const response = await post(
        appeal.slug,
        { amount: "500", phone: "0712 777 116" },
        { ...newClient(), ...headers },
      );
      expect(response.status).toBe(403);
    }
    expect(await progress()).toEqual(before);
  });

  it("says too-many for a second prompt to one phone within a minute", async () => {
    const fields = { amount: "100", phone: phoneEnding("7100") };
    expect((await post(appeal.slug, fields)).headers.get("location")).toMatch(/^\/gifts\//);
    expect((await post(appeal.slug, fields)).headers.get("location")).toBe(`/give/${appeal.slug}/too-many`);
  });

  it("answers the Kiswahili give page's form with Kiswahili pages", async () => {
    const postInKiswahili = (fields: Record<string, string>) =>
      fetch(`${server.url}/sw/give/${appeal.slug}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...newClient() },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    const refused = await postInKiswahili({ amount: "500", phone: "555" });
    expect(refused.headers.get("location")).toBe(`/sw/give/${appeal.slug}/phone`);
    const given = await postInKiswahili({ amount: "300", phone: phoneEnding("7200") });
    expect(given.status).toBe(303);
    expect(given.headers.get("location")).toMatch(/^\/sw\/gifts\/[A-Za-z0-9_-]{32}$/);
  });
});

describe("the appeal's live progress", () => {
  it("tells everyone watching within 2 seconds of a paid callback", async () => {
    // The gifts of the tests before have all been answered.
    await sleep(CALLBACK_DELAY_MS * 4);
    const watchers = [
      await openProgressStream(server.url, String(appeal.id)),
      await openProgressStream(server.url, String(appeal.id)),
    ];
    try {
      const { headers } = watchers[0]!.response;
      expect(headers.get("content-type")).toContain("text/event-stream");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get("access-control-allow-origin")).toBe("*");
      const first = await watchers[0]!.next(1_000);
      await watchers[1]!.next(1_000);
      const { body } = await give({ amountKes: 4_000, phone: phoneEnding("8100") });
      const paidAt = Date.now() + CALLBACK_DELAY_MS;
      for (const watcher of watchers) {
        const moved = await watcher.next(5_000);
        expect(moved.raisedKes - first.raisedKes).toBe(4_000);
        expect(moved.gifts - first.gifts).toBe(1);
      }
      expect(Date.now() - paidAt).toBeLessThan(2_000);
      expect((await giftOf(body.data!.giveByMpesa.token)).status).toBe("PAID");
    } finally {
      for (const watcher of watchers) watcher.close();
    }
  });

  it("is not woken by a write of content: only its own appeal's gifts re-read its progress", async () => {
    await sleep(CALLBACK_DELAY_MS * 4);
    const watcher = await openProgressStream(server.url, String(appeal.id));
    const reads = vi.spyOn(server.services.contributions, "appealProgress");
    try {
      await watcher.next(1_000);
      reads.mockClear();
      await createNewsArticle(server.services);
      await server.services.projects.create(SYSTEM_ACTOR, {
        title: "Another appeal",
        summary: "Not the one watched.",
        body: "<p>A roof.</p>",
        targetAmountKes: 1_000,
        status: ProjectStatus.ONGOING,
        featured: false,
      });
      await sleep(500);
      expect(reads).not.toHaveBeenCalled();

      await givePaid(600);
      await watcher.next(5_000);
      expect(reads).toHaveBeenCalledWith(appeal.id);
    } finally {
      reads.mockRestore();
      watcher.close();
    }
  });

  it("answers 404 for a project there is not", async () => {
    expect((await fetch(`${server.url}/live/appeal-progress/99999`)).status).toBe(404);
    expect((await fetch(`${server.url}/live/appeal-progress/abc`)).status).toBe(404);
  });
});

describe("the receipt by e-mail", () => {
  it("is written for a paid gift whose donor gave an address, with the receipt's facts", async () => {
    const paid = await givePaid(1_500, { name: "Ruth Nafula", email: "ruth@example.org" });
    const mail = await eventuallyRead(async () => {
      const files = await readdir(server.config.mail.outboxDir).catch(() => [] as string[]);
      // Only whole messages: one is written under a .part name first.
      for (const file of files.filter((name) => name.endsWith(".eml"))) {
        const text = await readFile(path.join(server.config.mail.outboxDir, file), "utf8");
        if (text.includes(paid.receiptNumber!)) return text;
      }
      return null;
    });
    expect(mail).toContain("To: ruth@example.org");
    const body = mail!.replace(/=\r?\n/g, "");
    expect(body).toContain("One thousand, five hundred Kenya shillings");
    expect(body).toContain("No goods or services were given in return for this gift.");
    expect(body).toContain(`/gifts/${paid.token}/receipt`);
    expect(body).not.toMatch(/2547\d{8}/);
  });
});

async function eventuallyRead<T>(read: () => Promise<T | null>, withinMs = 5_000): Promise<T | null> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() > until) return value;
    await sleep(50);
  }
}

describe("the ledger as a spreadsheet", () => {
  it("downloads for a treasurer with masked phones and no formula, and for no one else", async () => {
    await givePaid(222, { phone: "0700 222 333", name: '=HYPERLINK("http://evil")' });
    const csv = await fetch(`${server.url}/exports/contributions.csv?status=PAID`, { headers: treasurer });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("254700***333");
    expect(text).not.toContain("254700222333");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/,PENDING,|,FAILED,/);

    expect((await fetch(`${server.url}/exports/contributions.csv`, { headers: editor })).status).toBe(403);
    expect((await fetch(`${server.url}/exports/contributions.csv`)).status).toBe(401);
    const bad = await fetch(`${server.url}/exports/contributions.csv?status=LOST`, { headers: treasurer });
    expect(bad.status).toBe(400);
  });
});

describe("a prompt's payment that M-Pesa also confirms as a paybill payment", () => {
  it("settles that gift, by its account reference, and never makes a second one", async () => {
    const before = await progress();
    const { body } = await give({ amountKes: 1_800, phone: phoneEnding(SIMULATED_PHONES.noCallback) });
    const entry = (await server.services.contributions.findByToken(body.data!.giveByMpesa.token))!;
    await simulator.payBill({
      amount: 1_800,
      phone: "254712000777",
      accountNumber: `G${entry.id}`,
      confirmations: 2,
    });
    const gift = await giftOf(entry.receiptToken);
    expect(gift).toMatchObject({ status: "PAID", amountKes: 1_800 });
    expect(gift.mpesaReceipt).toMatch(/^[A-Z0-9]{10}$/);
    const after = await progress();
    expect(after.progress.raisedKes - before.progress.raisedKes).toBe(1_800);
    expect(after.progress.gifts - before.progress.gifts).toBe(1);
  });

  it("settles a gift the site had marked failed for want of an answer: the money was taken", async () => {
    const { body } = await give({ amountKes: 640, phone: phoneEnding(SIMULATED_PHONES.noCallback) });
    const entry = (await server.services.contributions.findByToken(body.data!.giveByMpesa.token))!;
    await updateWhere(
      server.dataSource.getRepository(Contribution),
      { id: entry.id },
      { status: GiftStatus.FAILED },
    );
    await simulator.payBill({ amount: 640, phone: "254712000778", accountNumber: `G${entry.id}` });
    expect(await giftOf(entry.receiptToken)).toMatchObject({ status: "PAID", amountKes: 640 });
  });
});
