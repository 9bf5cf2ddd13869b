import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  giftOf,
  give,
  phoneEnding,
  progressOf,
  settledGift,
  startGivingApp,
  type GivingApp,
} from "../../../test/giving-app.js";
import { requestJson } from "../../../test/http.js";
import { Contribution, MpesaNotice } from "../contribution/contribution.entity.js";
import { SIMULATED_PHONES } from "./daraja-simulator.js";

/*
 * A prompt's callback is believed paid only when its ResultCode is the number 0 (or the text "0"):
 * anything else that JavaScript would take for 0 is malformed, kept, and changes nothing.
 */

let giving: GivingApp;

beforeAll(async () => {
  giving = await startGivingApp();
});
afterAll(() => giving.close());

interface StkCallbackBody {
  Body: {
    stkCallback: {
      ResultCode: unknown;
      ResultDesc: string;
      CheckoutRequestID: string;
      CallbackMetadata?: { Item: { Name: string; Value: unknown }[] };
    };
  };
}

/** A cancelled prompt, settled FAILED by its own callback; answers its token and its callback. */
async function cancelledPrompt(amountKes: number) {
  const { body } = await give(giving.server.url, {
    projectId: String(giving.appeal.id),
    amountKes,
    phone: phoneEnding(SIMULATED_PHONES.cancelled),
  });
  const token = body.data!.giveByMpesa.token;
  expect((await settledGift(giving.server.url, token)).status).toBe("FAILED");
  const id = (await giving.server.services.contributions.findByToken(token))!.checkoutRequestId!;
  const sent = giving.simulator
    .callbacksSent()
    .find((callback) => JSON.stringify(callback.body).includes(id))!;
  return { token, url: new URL(sent.url).pathname, body: sent.body as unknown as StkCallbackBody };
}

/** The same callback, now saying paid with the given ResultCode, the gift's amount and a receipt. */
function paidWith(callback: StkCallbackBody, resultCode: unknown, amountKes: number): StkCallbackBody {
  const forged = structuredClone(callback);
  forged.Body.stkCallback.ResultCode = resultCode;
  forged.Body.stkCallback.ResultDesc = "The service request is processed successfully.";
  forged.Body.stkCallback.CallbackMetadata = {
    Item: [
      { Name: "Amount", Value: amountKes },
      { Name: "MpesaReceiptNumber", Value: "TQX1234567" },
      { Name: "PhoneNumber", Value: 254712000000 },
    ],
  };
  return forged;
}

describe("a prompt's callback with a ResultCode that is not a plain 0", () => {
  it.each([
    ["null", null],
    ["empty text", ""],
    ["false", false],
    ["a list holding 0", [0]],
    ["0 with spaces", " 0 "],
    ["missing", undefined],
    ["0.0 as text", "0.0"],
  ])("is kept as a notice and pays nothing when it is %s", async (_what, resultCode) => {
    const amountKes = 300 + Math.floor(Math.random() * 200);
    const prompt = await cancelledPrompt(amountKes);
    const before = await progressOf(giving.server.url, giving.appeal.id);
    const noticesBefore = await giving.server.dataSource.getRepository(MpesaNotice).count();

    const { status } = await requestJson(giving.server.url, "POST", prompt.url, {
      body: paidWith(prompt.body, resultCode, amountKes),
    });

    expect(status).toBe(404);
    expect(await giftOf(giving.server.url, prompt.token)).toMatchObject({
      status: "FAILED",
      receiptNumber: null,
      mpesaReceipt: null,
    });
    expect(await progressOf(giving.server.url, giving.appeal.id)).toEqual(before);
    const kept = await giving.server.dataSource
      .getRepository(MpesaNotice)
      .find({ order: { id: "DESC" }, take: 1 });
    expect(await giving.server.dataSource.getRepository(MpesaNotice).count()).toBe(noticesBefore + 1);
    expect(kept[0]).toMatchObject({ kind: "STK_CALLBACK", outcome: "unreadable" });
  });

  it.each([
    ["the number 0", 0],
    ["the text 0", "0"],
  ])("is believed paid when it is %s", async (_what, resultCode) => {
    const amountKes = 500 + Math.floor(Math.random() * 200);
    const prompt = await cancelledPrompt(amountKes);
    const before = await progressOf(giving.server.url, giving.appeal.id);
    const { status } = await requestJson(giving.server.url, "POST", prompt.url, {
      body: paidWith(prompt.body, resultCode, amountKes),
    });
    expect(status).toBe(200);
    expect((await giftOf(giving.server.url, prompt.token)).status).toBe("PAID");
    const after = await progressOf(giving.server.url, giving.appeal.id);
    expect(after.raisedKes - before.raisedKes).toBe(amountKes);
  });

  it("is a failure it names when it is a code of one, as a number or as text", async () => {
    // A second "cancelled" for a failed gift changes nothing, but is read (200), not refused.
    const prompt = await cancelledPrompt(250);
    for (const resultCode of [1032, "1032"]) {
      const failed = structuredClone(prompt.body);
      failed.Body.stkCallback.ResultCode = resultCode;
      const { status } = await requestJson(giving.server.url, "POST", prompt.url, { body: failed });
      expect(status).toBe(200);
    }
    expect((await giftOf(giving.server.url, prompt.token)).status).toBe("FAILED");
  });
});

describe("a paid prompt's callback sent again with another M-Pesa receipt", () => {
  it("records the second payment as a paid paybill entry of the gift's project, once", async () => {
    const amountKes = 1_700;
    const { body } = await give(giving.server.url, {
      projectId: String(giving.appeal.id),
      amountKes,
      phone: phoneEnding("5151"),
      name: "Grace Achieng",
    });
    const token = body.data!.giveByMpesa.token;
    const paid = await settledGift(giving.server.url, token);
    expect(paid.status).toBe("PAID");
    const { checkoutRequestId } = (await giving.server.services.contributions.findByToken(token))!;
    const sent = giving.simulator
      .callbacksSent()
      .find((callback) => JSON.stringify(callback.body).includes(checkoutRequestId!))!;
    const before = await progressOf(giving.server.url, giving.appeal.id);

    // The same prompt, paid again under a receipt M-Pesa has not sent before: money reached the paybill.
    const again = paidWith(sent.body as unknown as StkCallbackBody, 0, amountKes);
    again.Body.stkCallback.CallbackMetadata!.Item[1]!.Value = "TQS7K2M9PA";
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const { status } = await requestJson(giving.server.url, "POST", new URL(sent.url).pathname, {
        body: again,
      });
      expect(status).toBe(200);
    }

    expect(await progressOf(giving.server.url, giving.appeal.id)).toEqual({
      ...before,
      raisedKes: before.raisedKes + amountKes,
      gifts: before.gifts + 1,
    });
    const second = await giving.server.dataSource
      .getRepository(Contribution)
      .findOneBy({ mpesaReceipt: "TQS7K2M9PA" });
    expect(second).toMatchObject({
      source: "PAYBILL",
      status: "PAID",
      projectId: giving.appeal.id,
      amountKes,
      donorName: "Grace Achieng",
    });
    expect(second!.receiptNumber).not.toBe(paid.receiptNumber);
    expect(await giftOf(giving.server.url, token)).toEqual(paid);
  });
});
