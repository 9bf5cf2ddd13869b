import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneEnding } from "../../../test/giving-app.js";
import { graphql } from "../../../test/http.js";
import { startRegisteringApp, type Receipt, type RegisteringApp } from "../../../test/registering.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { ThrottleService } from "../throttle/throttle.service.js";

/*
 * Prompts whose sending ended in doubt (Daraja timed out before giving a checkout id), which the
 * sweep marks failed after 15 minutes without an answer, and a payment that comes after all. The
 * test sends M-Pesa's callbacks itself, when it chooses; the sweep's status queries wait ten
 * minutes, so that nothing settles a prompt unless the test says.
 */

let app: RegisteringApp;

beforeAll(async () => {
  app = await startRegisteringApp({
    holdCallbacks: true,
    env: { MPESA_STATUS_QUERY_AFTER_SECONDS: "600" },
  });
});
afterAll(() => app.close());

const FEE = 1_500;
const UNANSWERED_AFTER_MS = 15 * 60_000;
const fees = () => app.server.dataSource.getRepository(Contribution);
const receipt = async (of: Receipt) => (await app.receipt(of.token))!;

/** Makes the registration's pending prompt one whose sending ended in doubt 20 minutes ago. */
async function sentInDoubt(registration: Receipt) {
  await fees().update(
    { registrationId: Number(registration.id), status: "PENDING" as Contribution["status"] },
    { checkoutRequestId: null, createdAt: new Date(Date.now() - 20 * 60_000) },
  );
}

const payOffer = async (token: string) => {
  const { body } = await graphql<{ payRegistrationOffer: Receipt }>(
    app.server.url,
    `
      mutation ($token: String!) {
        payRegistrationOffer(token: $token, payBy: PROMPT) {
          status
        }
      }
    `,
    { token },
  );
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.payRegistrationOffer.status;
};

/** Sends M-Pesa's callback of the prompt, as Daraja would; answers its HTTP status. */
async function callBack(callback: { url: string; body: unknown }) {
  const response = await fetch(callback.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(callback.body),
  });
  return response.status;
}

describe("a registration's prompt that never got an answer", () => {
  it("lets the place go when the sweep gives up on it, offers it on, and a second payment is marked for refund", async () => {
    const event = await app.eventTaking({ feeKes: FEE, capacity: 1, hoursToPayOffer: 24 });
    // Numbers that pay (the simulator's outcome goes by a phone's last four digits).
    const first = await app.registered(event.id, { phone: phoneEnding("0303") });
    const waiting = await app.registered(event.id, { phone: phoneEnding("0404") });
    expect([first.status, waiting.status]).toEqual(["HELD", "WAITING"]);
    app.daraja.takeHeldCallbacks();

    await sentInDoubt(first);
    await app.server.services.contributions.expireUnanswered(UNANSWERED_AFTER_MS, "No answer from M-Pesa");
    expect((await receipt(first)).status).toBe("RELEASED");
    expect((await receipt(waiting)).status).toBe("OFFERED");

    // The one offered the place pays; that prompt too ends in doubt, and is given up on: the
    // offer keeps its place until its time is up, so they pay again.
    expect(await payOffer(waiting.token)).toBe("OFFERED");
    const [doubtful] = app.daraja.takeHeldCallbacks();
    await sentInDoubt(waiting);
    await app.server.services.contributions.expireUnanswered(UNANSWERED_AFTER_MS, "No answer from M-Pesa");
    expect((await receipt(waiting)).status).toBe("OFFERED");
    // Fifteen minutes on, the phone's one prompt a minute allows another.
    await new ThrottleService(app.server.dataSource).clearStartingWith("");
    expect(await payOffer(waiting.token)).toBe("OFFERED");
    const [second] = app.daraja.takeHeldCallbacks();
    expect(await callBack(second!)).toBe(200);
    expect(await receipt(waiting)).toMatchObject({ status: "CONFIRMED", needsRefund: false });

    // The first prompt was paid after all: its callback comes late. The fee is paid twice.
    expect(await callBack(doubtful!)).toBe(200);
    expect(await receipt(waiting)).toMatchObject({ status: "CONFIRMED", needsRefund: true });
    const paid = await fees().findBy({
      registrationId: Number(waiting.id),
      status: "PAID" as Contribution["status"],
    });
    expect(paid.map((entry) => entry.amountKes)).toEqual([FEE, FEE]);
  });
});
