import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DarajaClient, DarajaError, darajaTimestamp, type DarajaAccount } from "./daraja-client.js";
import { SIMULATED_PHONES, startDarajaSimulator, type DarajaSimulator } from "./daraja-simulator.js";

const ACCOUNT = {
  consumerKey: "diocese-key",
  consumerSecret: "diocese-secret",
  shortcode: "174379",
  passkey: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
};
const CALLBACK_DELAY_MS = 100;

let simulator: DarajaSimulator;
let site: Server;
let siteUrl: string;
/** What Daraja posted to the site, by path, in order. */
const received: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  simulator = await startDarajaSimulator({ ...ACCOUNT, callbackDelayMs: CALLBACK_DELAY_MS });
  site = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: JSON.parse(raw) as Record<string, unknown> });
      response
        .writeHead(200, { "content-type": "application/json" })
        .end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await simulator.close();
  await new Promise((resolve) => site.close(resolve));
});

const account = (overrides: Partial<DarajaAccount> = {}): DarajaAccount => ({
  ...ACCOUNT,
  baseUrl: simulator.url,
  ...overrides,
});
const phoneEnding = (ending: string) => `2547${"12345678".slice(0, 8 - ending.length)}${ending}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let prompts = 0;

/** A prompt to a phone, with a callback address of its own; `settle` gives what came to it. */
async function prompt(client: DarajaClient, phone: string, amount = 500) {
  const callbackPath = `/callbacks/${++prompts}`;
  const accepted = await client.stkPush({
    amount,
    phone,
    accountReference: "CONFCENTRE",
    description: "Appeal gift",
    callbackUrl: `${siteUrl}${callbackPath}`,
  });
  const arrived = () => received.filter((entry) => entry.path === callbackPath);
  /**
   * The callbacks that reached the site: once `expected` have come (a busy machine has taken longer
   * than five times the donor's delay), and a while longer, in which one more would come too.
   */
  const settle = async (expected = 1) => {
    const deadline = Date.now() + 20_000;
    while (arrived().length < expected && Date.now() < deadline) await sleep(CALLBACK_DELAY_MS);
    await sleep(CALLBACK_DELAY_MS * 5);
    return arrived().map(
      (entry) => (entry.body as { Body: { stkCallback: Record<string, unknown> } }).Body.stkCallback,
    );
  };
  return { accepted, settle };
}

describe("the Daraja client's token", () => {
  it("is asked for once for many calls, and again before it expires", async () => {
    let clock = Date.parse("2026-11-24T09:00:00Z");
    const client = new DarajaClient(account(), () => new Date(clock));
    const before = simulator.tokensIssued();
    await Promise.all([client.accessToken(), client.accessToken(), client.accessToken()]);
    await client.stkQuery("ws_CO_none").catch(() => undefined);
    expect(simulator.tokensIssued() - before).toBe(1);
    // Daraja's token lasts an hour; a minute before then, a new one is asked for.
    clock += 59 * 60_000 + 1;
    await client.accessToken();
    expect(simulator.tokensIssued() - before).toBe(2);
  });

  it("is asked for again when Daraja no longer takes the kept one, and the call goes through", async () => {
    const client = new DarajaClient(account());
    await client.accessToken();
    simulator.revokeTokens();
    const before = simulator.tokensIssued();
    const { accepted } = await prompt(client, phoneEnding("0000"));
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(simulator.tokensIssued() - before).toBe(1);
  });

  it("is refused for a wrong consumer secret, with Daraja's code", async () => {
    const client = new DarajaClient(account({ consumerSecret: "wrong" }));
    await expect(client.accessToken()).rejects.toMatchObject({ status: 400, code: "400.008.01" });
  });
});

describe("M-Pesa Express through the simulator", () => {
  it("sends a prompt, and Daraja calls back with the receipt when the donor pays", async () => {
    const client = new DarajaClient(account());
    const { accepted, settle } = await prompt(client, "254712345678", 2500);
    expect(await client.stkQuery(accepted.checkoutRequestId)).toEqual({ settled: false });
    const [callback, ...more] = await settle();
    expect(more).toEqual([]);
    expect(callback).toMatchObject({
      CheckoutRequestID: accepted.checkoutRequestId,
      MerchantRequestID: accepted.merchantRequestId,
      ResultCode: 0,
    });
    const items = (callback!.CallbackMetadata as { Item: { Name: string; Value: unknown }[] }).Item;
    expect(Object.fromEntries(items.map((item) => [item.Name, item.Value]))).toMatchObject({
      Amount: 2500,
      MpesaReceiptNumber: expect.stringMatching(/^[0-9A-F]{10}$/),
      PhoneNumber: 254712345678,
    });
    expect(await client.stkQuery(accepted.checkoutRequestId)).toMatchObject({ settled: true, resultCode: 0 });
  });

  it("gives each failure the donor's phone chooses its own result code, without a receipt", async () => {
    const client = new DarajaClient(account());
    for (const [ending, code] of [
      [SIMULATED_PHONES.cancelled, 1032],
      [SIMULATED_PHONES.unreachable, 1037],
      [SIMULATED_PHONES.wrongPin, 2001],
      [SIMULATED_PHONES.insufficientBalance, 1],
    ] as const) {
      const { accepted, settle } = await prompt(client, phoneEnding(ending));
      const callbacks = await settle();
      expect({ ending, callbacks }).toMatchObject({ ending, callbacks: [{ ResultCode: code }] });
      expect(callbacks[0]!.CallbackMetadata).toBeUndefined();
      expect(await client.stkQuery(accepted.checkoutRequestId)).toMatchObject({
        settled: true,
        resultCode: code,
      });
    }
  });

  it("leaves a paid prompt without a callback to the status query, and sends another's three times", async () => {
    const client = new DarajaClient(account());
    const silent = await prompt(client, phoneEnding(SIMULATED_PHONES.noCallback));
    expect(await silent.settle(0)).toEqual([]);
    expect(await client.stkQuery(silent.accepted.checkoutRequestId)).toMatchObject({
      settled: true,
      resultCode: 0,
    });
    const repeated = await prompt(client, phoneEnding(SIMULATED_PHONES.callbackThrice));
    const callbacks = await repeated.settle(3);
    expect(callbacks).toHaveLength(3);
    expect(new Set(callbacks.map((callback) => JSON.stringify(callback))).size).toBe(1);
  });

  it("is refused for a donor in another M-Pesa session", async () => {
    const client = new DarajaClient(account());
    await expect(prompt(client, phoneEnding(SIMULATED_PHONES.subscriberLocked))).rejects.toMatchObject({
      code: "500.001.1001",
      message: expect.stringContaining("Unable to lock subscriber"),
    });
  });

  it("is refused with Daraja's message for a wrong passkey and fields Daraja does not take", async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: DarajaError) => ({ code: error.code, message: error.message }),
      );
    const push = (
      client: DarajaClient,
      overrides: { phone?: string; accountReference?: string; description?: string },
    ) =>
      client.stkPush({
        amount: 100,
        phone: overrides.phone ?? "254712345678",
        accountReference: overrides.accountReference ?? "CONFCENTRE",
        description: overrides.description ?? "Appeal gift",
        callbackUrl: `${siteUrl}/callbacks/refused`,
      });
    const client = new DarajaClient(account());
    expect(await refusal(push(new DarajaClient(account({ passkey: "wrong" })), {}))).toEqual({
      code: "400.002.02",
      message: expect.stringContaining("Invalid Password"),
    });
    expect(await refusal(push(client, { accountReference: "CONFERENCE-CTR" }))).toMatchObject({
      message: expect.stringContaining("Invalid AccountReference"),
    });
    expect(await refusal(push(client, { description: "A gift to the appeal" }))).toMatchObject({
      message: expect.stringContaining("Invalid TransactionDesc"),
    });
    expect(await refusal(push(client, { phone: "0712345678" }))).toMatchObject({
      message: expect.stringContaining("Invalid PhoneNumber"),
    });
  });

  it("spells the password's timestamp in Kakamega's time", () => {
    expect(darajaTimestamp(new Date("2026-11-24T21:05:09Z"))).toBe("20261125000509");
  });
});

describe("paying the paybill by hand", () => {
  it("is validated and then confirmed at the addresses the site registered", async () => {
    const client = new DarajaClient(account());
    await client.registerC2bUrls({
      confirmationUrl: `${siteUrl}/c2b/confirmation`,
      validationUrl: `${siteUrl}/c2b/validation`,
    });
    const start = received.length;
    await simulator.payBill({ amount: 1000, phone: "254712345678", accountNumber: "CONFCENTRE" });
    const posted = received.slice(start);
    expect(posted.map((entry) => entry.path)).toEqual(["/c2b/validation", "/c2b/confirmation"]);
    expect(posted[1]!.body).toMatchObject({
      TransAmount: "1000.00",
      BillRefNumber: "CONFCENTRE",
      BusinessShortCode: ACCOUNT.shortcode,
      MSISDN: "254712***678",
    });
  });

  it("happens when a developer asks the simulate endpoint, as Daraja's sandbox allows", async () => {
    const client = new DarajaClient(account());
    const start = received.length;
    const response = await fetch(`${simulator.url}/mpesa/c2b/v1/simulate`, {
      method: "POST",
      headers: { authorization: `Bearer ${await client.accessToken()}`, "content-type": "application/json" },
      body: JSON.stringify({
        ShortCode: ACCOUNT.shortcode,
        CommandID: "CustomerPayBillOnline",
        Amount: 250,
        Msisdn: "254712000111",
        BillRefNumber: "CONFCENTRE",
      }),
    });
    expect(response.status).toBe(200);
    for (let wait = 0; received.length < start + 2 && wait < 50; wait++) await sleep(20);
    expect(received.slice(start).map((entry) => entry.path)).toEqual([
      "/c2b/validation",
      "/c2b/confirmation",
    ]);
    expect(received.at(-1)!.body).toMatchObject({ TransAmount: "250.00", BillRefNumber: "CONFCENTRE" });

    const refused = await fetch(`${simulator.url}/mpesa/c2b/v1/simulate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ShortCode: ACCOUNT.shortcode }),
    });
    expect(refused.status).toBe(404);
  });
});
