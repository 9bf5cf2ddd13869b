import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/giving-support.js";
import { inParallel, phoneEnding } from "../../../test/giving-app.js";
import { startRegisteringApp, type Receipt, type RegisteringApp } from "../../../test/registering.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { SIMULATED_PHONES } from "../mpesa/daraja-simulator.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration } from "./registration.entity.js";

/*
 * What no one may be let down by, over real HTTP: fifty people registering at once for ten paid
 * places (never more than ten held or confirmed, no prompt to anyone without a place), and a
 * prompt that never calls back, settled failed by the status sweep, its place offered on, and the
 * payment M-Pesa reports after the place went.
 */

const FEE = 1_500;

describe("fifty registrations at once for ten places", { timeout: 120_000 }, () => {
  let app: RegisteringApp;
  beforeAll(async () => {
    // Behind a proxy the site trusts: each registrant comes from an address of their own.
    app = await startRegisteringApp({ env: { TRUST_PROXY: "true" }, callbackDelayMs: 300 });
  });
  afterAll(() => app.close());

  it("holds or confirms ten, puts forty on the waiting list, and prompts only the ten", async () => {
    const event = await app.eventTaking({ feeKes: FEE, capacity: 10 });
    const phones = Array.from({ length: 50 }, () => phoneEnding("0505"));
    const answers = await inParallel(50, 50, (index) =>
      app.register(event.id, { phone: phones[index] }, "PROMPT", {
        "x-forwarded-for": `198.51.100.${index + 1}`,
      }),
    );
    const receipts = answers.map(({ body }) => {
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.register;
    });
    // A prompt paid before its answer came back is confirmed already.
    const placed = receipts.filter((receipt) => ["HELD", "CONFIRMED"].includes(receipt.status));
    expect(placed).toHaveLength(10);
    expect(receipts.filter((receipt) => receipt.status === "WAITING")).toHaveLength(40);
    const prompted = new Set(app.daraja.promptsSent().map((prompt) => prompt.accountReference));
    expect(prompted).toEqual(new Set(placed.map((receipt) => `R${receipt.id}`)));

    const rows = app.server.dataSource.getRepository(Registration);
    const confirmed = await eventually(
      () => rows.countBy({ eventId: event.id, status: "CONFIRMED" as never }),
      (count) => count === 10,
      20_000,
    );
    expect(confirmed).toBe(10);
    expect(await rows.countBy({ eventId: event.id, status: "WAITING" as never })).toBe(40);
    const setup = await app.server.dataSource
      .getRepository(RegistrationSetup)
      .findOneByOrFail({ eventId: event.id });
    expect(setup.placesTaken).toBe(10);
    expect(app.daraja.promptsSent()).toHaveLength(10);
  });
});

describe("a prompt that never calls back", { timeout: 60_000 }, () => {
  let app: RegisteringApp;
  beforeAll(async () => {
    // Daraja keeps the callbacks: only the status query tells how each prompt ended.
    app = await startRegisteringApp({ holdCallbacks: true });
  });
  afterAll(() => app.close());

  const statusBecomes = (receipt: Receipt, status: string) =>
    eventually(
      async () => (await app.receipt(receipt.token))!.status,
      (now) => now === status,
      20_000,
    );

  it("is settled failed by the status sweep: the place goes to the first waiting", async () => {
    const event = await app.eventTaking({ feeKes: FEE, capacity: 1 });
    const timedOut = await app.registered(event.id, { phone: phoneEnding(SIMULATED_PHONES.unreachable) });
    const waiting = await app.registered(event.id, {}, "PAYBILL");
    expect(await statusBecomes(timedOut, "RELEASED")).toBe("RELEASED");
    expect(await statusBecomes(waiting, "OFFERED")).toBe("OFFERED");
  });

  it("takes back a free place for a payment M-Pesa reports after the release, else marks it for a refund", async () => {
    const event = await app.eventTaking({ feeKes: FEE, capacity: 1 });
    const late = await app.registered(event.id, { phone: phoneEnding(SIMULATED_PHONES.unreachable) });
    expect(await statusBecomes(late, "RELEASED")).toBe("RELEASED");
    const lateAgain = await app.registered(event.id, { phone: phoneEnding(SIMULATED_PHONES.unreachable) });
    expect(await statusBecomes(lateAgain, "RELEASED")).toBe("RELEASED");
    const held = app.daraja.takeHeldCallbacks();
    const callbackOf = async (receipt: Receipt) => {
      const [prompt] = await app.server.dataSource
        .getRepository(Contribution)
        .findBy({ registrationId: Number(receipt.id) });
      return held.find(({ url }) => url.includes(`/stk-callback/${prompt!.id}/`))!;
    };
    const [first, second] = [await callbackOf(late), await callbackOf(lateAgain)];
    // M-Pesa took the money after all: the same prompts' callbacks, paid.
    await paidCallback(first!);
    expect(await statusBecomes(late, "CONFIRMED")).toBe("CONFIRMED");
    await paidCallback(second!);
    expect(
      await eventually(
        async () => (await app.receipt(lateAgain.token))!.needsRefund,
        (needs) => needs,
        20_000,
      ),
    ).toBe(true);
    expect((await app.receipt(lateAgain.token))!.status).toBe("RELEASED");
  });

  /** Sends a held callback again as M-Pesa's word that the prompt was paid after all. */
  async function paidCallback({ url, body }: { url: string; body: unknown }) {
    const callback = (body as { Body: { stkCallback: Record<string, unknown> } }).Body.stkCallback;
    const paid = {
      Body: {
        stkCallback: {
          ...callback,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: FEE },
              {
                Name: "MpesaReceiptNumber",
                Value: `LATE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
              },
              { Name: "TransactionDate", Value: 20261201120000 },
              { Name: "PhoneNumber", Value: 254712000000 },
            ],
          },
        },
      },
    };
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(paid),
    });
    expect(response.status).toBe(200);
  }
});
