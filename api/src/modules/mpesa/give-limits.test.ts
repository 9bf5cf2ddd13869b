import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { give, inParallel, phoneEnding, startGivingApp, type GivingApp } from "../../../test/giving-app.js";

/*
 * The limits on M-Pesa prompts (per client address, per phone, and the site's bound on prompts
 * sent) as an attacker meets them: no client, nor a handful, can stop anyone else giving, and no
 * client escapes its own limit by naming another address.
 */

describe("a flood of prompts from one address", { timeout: 120_000 }, () => {
  let giving: GivingApp;
  beforeAll(async () => {
    // Behind a proxy the site trusts: X-Forwarded-For is the client's address.
    giving = await startGivingApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => giving.close());

  it("after 2,500 prompts asked for from one address, five donors elsewhere each get theirs", async () => {
    const attacker = { "x-forwarded-for": "192.0.2.66" };
    const projectId = String(giving.appeal.id);
    const flood = await inParallel(2_500, 25, () =>
      give(giving.server.url, { projectId, amountKes: 10, phone: phoneEnding("5678") }, attacker),
    );
    const refusals = flood.map((answer) => answer.body.errors?.[0]?.message).filter(Boolean);
    expect(flood.length - refusals.length).toBe(20);
    // The hour runs from the first prompt: a flood that takes over a minute (a busy machine) is
    // told 59 minutes by its end.
    for (const refusal of new Set(refusals)) {
      const [, minutes] =
        /^Too many M-Pesa prompts were asked for from your connection\. Try again in (\d+) minutes\.$/.exec(
          String(refusal),
        ) ?? [];
      expect(Number(minutes)).toBeGreaterThanOrEqual(55);
      expect(Number(minutes)).toBeLessThanOrEqual(60);
    }

    for (let donor = 1; donor <= 5; donor++) {
      const { body } = await give(
        giving.server.url,
        { projectId, amountKes: 500, phone: phoneEnding("5678") },
        { "x-forwarded-for": `198.51.100.${donor}` },
      );
      expect(body.errors, `donor ${donor}`).toBeUndefined();
      expect(body.data!.giveByMpesa.status).toBe("PENDING");
    }
  });

  it("a handful of addresses that each use up their own limit stop no one either", async () => {
    const projectId = String(giving.appeal.id);
    await inParallel(5 * 40, 20, (index) =>
      give(
        giving.server.url,
        { projectId, amountKes: 10, phone: phoneEnding("5678") },
        { "x-forwarded-for": `192.0.2.${100 + (index % 5)}` },
      ),
    );
    const { body } = await give(
      giving.server.url,
      { projectId, amountKes: 700, phone: phoneEnding("5678") },
      { "x-forwarded-for": "198.51.100.77" },
    );
    expect(body.errors).toBeUndefined();
  });

  it("a phone's limit refuses a prompt without using up the address's own", async () => {
    const projectId = String(giving.appeal.id);
    const household = { "x-forwarded-for": "198.51.100.90" };
    const phone = phoneEnding("5678");
    expect(
      (await give(giving.server.url, { projectId, amountKes: 50, phone }, household)).body.errors,
    ).toBeUndefined();
    // The same phone again within a minute, thirty times: each refused for the phone.
    for (let again = 0; again < 30; again++) {
      const { body } = await give(giving.server.url, { projectId, amountKes: 50, phone }, household);
      expect(body.errors?.[0]?.message).toContain("less than a minute ago");
    }
    // The household's other phones still have the address's other nineteen prompts.
    for (let other = 0; other < 19; other++) {
      const { body } = await give(
        giving.server.url,
        { projectId, amountKes: 50, phone: phoneEnding("5678") },
        household,
      );
      expect(body.errors, `prompt ${other + 2}`).toBeUndefined();
    }
  });
});

/** Asks for prompts to phones of their own from the client the headers name; answers each refusal. */
async function promptsFrom(giving: GivingApp, clients: Record<string, string>[]) {
  const answers = [];
  for (const headers of clients) {
    const { body } = await give(
      giving.server.url,
      { projectId: String(giving.appeal.id), amountKes: 20, phone: phoneEnding("5678") },
      headers,
    );
    answers.push(body.errors?.[0]?.message ?? "sent");
  }
  return answers;
}

const FROM_YOUR_CONNECTION =
  "Too many M-Pesa prompts were asked for from your connection. Try again in 60 minutes.";

describe("a client that names another address, on a site that trusts no proxy", () => {
  let giving: GivingApp;
  beforeAll(async () => {
    giving = await startGivingApp();
  });
  afterAll(() => giving.close());

  it("is its own connection whatever X-Forwarded-For it sends", async () => {
    const madeUp = Array.from({ length: 21 }, (_, index) => ({
      "x-forwarded-for": `203.0.113.${index + 1}`,
    }));
    const answers = await promptsFrom(giving, madeUp);
    expect(answers.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => "sent"));
    expect(answers[20]).toBe(FROM_YOUR_CONNECTION);
  });
});

describe("clients behind the proxy the site trusts", () => {
  let giving: GivingApp;
  beforeAll(async () => {
    // The proxy is this test (127.0.0.1): the address it forwards is the client's.
    giving = await startGivingApp({ env: { TRUST_PROXY: "127.0.0.1" } });
  });
  afterAll(() => giving.close());

  it("count every address of one IPv6 /64 as one client, however it is written", async () => {
    const sameNetwork = Array.from({ length: 20 }, (_, index) => ({
      "x-forwarded-for": `2001:db8:a:b::${(index + 1).toString(16)}`,
    }));
    expect(await promptsFrom(giving, sameNetwork)).toEqual(Array.from({ length: 20 }, () => "sent"));
    expect(
      await promptsFrom(giving, [
        { "x-forwarded-for": "2001:db8:a:b:ffff:ffff:ffff:ffff" },
        { "x-forwarded-for": "2001:0DB8:000A:000B:0:0:0:99" },
        // The client's own X-Forwarded-For comes first; the proxy adds the address it saw.
        { "x-forwarded-for": "198.51.100.1, 2001:db8:a:b::77" },
      ]),
    ).toEqual([FROM_YOUR_CONNECTION, FROM_YOUR_CONNECTION, FROM_YOUR_CONNECTION]);
    // The next /64, and an IPv4 client, are clients of their own.
    expect(
      await promptsFrom(giving, [
        { "x-forwarded-for": "2001:db8:a:c::1" },
        { "x-forwarded-for": "198.51.100.2" },
      ]),
    ).toEqual(["sent", "sent"]);
  });
});
