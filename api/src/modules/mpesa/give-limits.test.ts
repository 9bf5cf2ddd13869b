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
    expect(new Set(refusals)).toEqual(
      new Set(["Too many M-Pesa prompts were asked for from your connection. Try again in 60 minutes."]),
    );

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
