import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { updateWhere } from "../../db/store.js";
import { eventually } from "../../../test/giving-support.js";
import { phoneEnding } from "../../../test/giving-app.js";
import { graphql } from "../../../test/http.js";
import { startRegisteringApp, type Receipt, type RegisteringApp } from "../../../test/registering.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { UnmatchedPayment } from "../contribution/unmatched-payment.entity.js";
import { SIMULATED_PHONES } from "../mpesa/daraja-simulator.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration } from "./registration.entity.js";

/*
 * Registration fees over real HTTP with the Daraja and SMS simulators: a place held while the
 * prompt is pending, confirmed when paid, released and offered to the waiting list when it fails;
 * the paybill with the account R<id>; an offer paid or lapsing; a paid registration cancelled. The
 * fee is a ledger entry of its own that counts in no appeal.
 */

let app: RegisteringApp;

beforeAll(async () => {
  // The registrant takes most of a second over the prompt: time for others to register meanwhile.
  app = await startRegisteringApp({ callbackDelayMs: 800 });
});
afterAll(() => app.close());

const FEE = 1_500;
const withFee = (capacity: number | null) => app.eventTaking({ feeKes: FEE, capacity, hoursToPayOffer: 24 });
const statusOf = async (receipt: Receipt) => (await app.receipt(receipt.token))!.status;
/** The registration's status once it is `status`, or after ten seconds whatever it is. */
const statusBecomes = (receipt: Receipt, status: string) =>
  eventually(
    () => statusOf(receipt),
    (now) => now === status,
    10_000,
  );
const placesTaken = async (eventId: number) =>
  (await app.server.dataSource.getRepository(RegistrationSetup).findOneByOrFail({ eventId })).placesTaken;
const promptsTo = (phone: string) =>
  app.daraja.promptsSent().filter((prompt) => prompt.phone === `254${phone.slice(1)}`);

describe("a fee paid by prompt", () => {
  it("holds the place while the prompt is pending, confirms it when paid, and keeps the fee out of giving", async () => {
    const event = await withFee(5);
    const phone = phoneEnding("0101");
    const held = await app.registered(event.id, { phone });
    expect(held.status).toBe("HELD");
    expect(promptsTo(phone)).toMatchObject([{ amount: FEE, accountReference: `R${held.id}` }]);
    expect(await statusBecomes(held, "CONFIRMED")).toBe("CONFIRMED");
    const [fee] = await app.server.dataSource
      .getRepository(Contribution)
      .findBy({ registrationId: Number(held.id) });
    expect(fee).toMatchObject({ status: "PAID", amountKes: FEE, projectId: null, assessmentId: null });
    // Told of by its confirmation, with its code: no gift receipt.
    const sms = await app.smsTo(`+254${phone.slice(1)}`);
    expect(sms.map((message) => message.kind)).toEqual(["registration"]);
    expect(sms[0]!.body).toContain(held.code);
    const totals = await graphql<{ giftTotals: { amountKes: number } }>(
      app.server.url,
      "{ giftTotals { amountKes } }",
      {},
      app.treasurer,
    );
    expect(totals.body.data!.giftTotals.amountKes).toBe(0);
    const ledger = await graphql<{ contributions: { items: { project: null; registrationFee: object }[] } }>(
      app.server.url,
      "{ contributions { items { project { id } registrationFee { registrationId eventTitle accountReference } } } }",
      {},
      app.treasurer,
    );
    expect(ledger.body.data!.contributions.items).toContainEqual({
      project: null,
      registrationFee: { registrationId: held.id, eventTitle: event.title, accountReference: `R${held.id}` },
    });
  });

  it("releases the place when the prompt fails and offers it to the first waiting, who is never prompted", async () => {
    const event = await withFee(1);
    const cancelling = await app.registered(event.id, { phone: phoneEnding(SIMULATED_PHONES.cancelled) });
    const waitingPhone = phoneEnding("0202");
    const waiting = await app.registered(event.id, { phone: waitingPhone });
    expect([cancelling.status, waiting.status]).toEqual(["HELD", "WAITING"]);
    expect(promptsTo(waitingPhone)).toEqual([]);
    expect(await statusBecomes(cancelling, "RELEASED")).toBe("RELEASED");
    const offered = (await app.receipt(waiting.token))!;
    expect(offered.status).toBe("OFFERED");
    const hours = (new Date(offered.holdExpiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(promptsTo(waitingPhone)).toEqual([]);
    const [told] = await app.smsTo(`+254${waitingPhone.slice(1)}`, "registration");
    expect(told!.body).toContain(`/registrations/${waiting.token}`);
    expect(await placesTaken(event.id)).toBe(1);

    const paying = await graphql<{ payRegistrationOffer: Receipt }>(
      app.server.url,
      `
        mutation ($token: String!) {
          payRegistrationOffer(token: $token, payBy: PROMPT) {
            status
          }
        }
      `,
      { token: waiting.token },
    );
    expect(paying.body.data!.payRegistrationOffer.status).toBe("OFFERED");
    expect(promptsTo(waitingPhone)).toHaveLength(1);
    expect(await statusBecomes(waiting, "CONFIRMED")).toBe("CONFIRMED");
  });

  it("gives back the place of one whose prompt Daraja refuses, saying why", async () => {
    const event = await withFee(3);
    const { body } = await app.register(event.id, { phone: phoneEnding(SIMULATED_PHONES.subscriberLocked) });
    expect(body.data!.register.status).toBe("RELEASED");
    expect(await placesTaken(event.id)).toBe(0);
  });
});

describe("a fee paid at the paybill", () => {
  it("holds the place two hours for R<id>, and confirms it when the paybill confirms the fee", async () => {
    const event = await withFee(2);
    const phone = phoneEnding("0303");
    const held = await app.registered(event.id, { phone }, "PAYBILL");
    expect(held.status).toBe("HELD");
    const hours = (new Date(held.holdExpiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(promptsTo(phone)).toEqual([]);
    await app.daraja.payBill({ amount: FEE, phone: `254${phone.slice(1)}`, accountNumber: `R${held.id}` });
    expect(await statusBecomes(held, "CONFIRMED")).toBe("CONFIRMED");
  });

  it("confirms no one with too little, or for a registration holding no place: the treasurer is asked", async () => {
    const event = await withFee(1);
    const held = await app.registered(event.id, {}, "PAYBILL");
    const waiting = await app.registered(event.id, {}, "PAYBILL");
    const unmatched = app.server.dataSource.getRepository(UnmatchedPayment);
    const before = await unmatched.count();
    await app.daraja.payBill({ amount: FEE - 500, phone: "254712000111", accountNumber: `R${held.id}` });
    await app.daraja.payBill({ amount: FEE, phone: "254712000112", accountNumber: `R${waiting.id}` });
    await app.daraja.payBill({ amount: FEE, phone: "254712000113", accountNumber: "R999999" });
    expect(
      await eventually(
        () => unmatched.count(),
        (count) => count === before + 3,
        10_000,
      ),
    ).toBe(before + 3);
    const reasons = (await unmatched.find({ order: { id: "DESC" }, take: 3 })).map(
      (payment) => payment.reason,
    );
    expect(new Set(reasons)).toEqual(new Set(["REGISTRATION_ACCOUNT"]));
    expect([await statusOf(held), await statusOf(waiting)]).toEqual(["HELD", "WAITING"]);
  });
});

describe("an offer", () => {
  it("lapses when its time is up, once however many instances look, and goes to the next waiting", async () => {
    const event = await withFee(1);
    const first = await app.registered(event.id, {}, "PAYBILL");
    const second = await app.registered(event.id, {}, "PAYBILL");
    const third = await app.registered(event.id, {}, "PAYBILL");
    await app.server.services.registrations.cancel(first.token);
    expect(await statusOf(second)).toBe("OFFERED");
    // Its day passes.
    await updateWhere(
      app.server.dataSource.getRepository(Registration),
      { id: Number(second.id) },
      { holdExpiresAt: new Date(Date.now() - 60_000) },
    );
    const released = await Promise.all([
      app.server.services.registrationHolds.runOnce(),
      app.server.services.registrationFees.releaseExpired(Number(second.id)),
    ]);
    expect(released[0] + Number(released[1])).toBe(1);
    expect(await statusOf(second)).toBe("RELEASED");
    expect(await statusOf(third)).toBe("OFFERED");
    expect(await placesTaken(event.id)).toBe(1);
    const late = await graphql(
      app.server.url,
      `
        mutation ($token: String!) {
          payRegistrationOffer(token: $token, payBy: PROMPT) {
            status
          }
        }
      `,
      { token: second.token },
    );
    expect(late.body.errors![0]!.message).toBe("This registration is released: there is nothing to pay now");
  });
});

describe("cancelling a paid registration", () => {
  it("gives the place to the waiting list and marks the fee for the treasurer to refund", async () => {
    const event = await withFee(1);
    const paid = await app.registered(event.id, { phone: phoneEnding("0404") });
    expect(await statusBecomes(paid, "CONFIRMED")).toBe("CONFIRMED");
    const waiting = await app.registered(event.id, {}, "PAYBILL");
    const cancelled = await app.server.services.registrations.cancel(paid.token);
    expect(cancelled).toMatchObject({ status: "CANCELLED", needsRefund: true, holdsPlace: false });
    expect(await statusOf(waiting)).toBe("OFFERED");
    const counts = await app.server.services.registrations.counts(SYSTEM_ACTOR, event.id);
    expect(counts).toMatchObject({ cancelled: 1, offered: 1, needRefund: 1, placesTaken: 1 });
  });
});
