import { randomBytes, randomUUID } from "node:crypto";
import { darajaTimestamp } from "./daraja-client.js";
import {
  badRequest,
  postJson,
  Refusal,
  type Json,
  type Prompt,
  type SimulatedRoute,
  type Simulation,
} from "./simulated-daraja.js";

/* The simulator's M-Pesa Express: a prompt to the donor's phone, its callback, and the status query. */

/** How a prompt ends, by the last four digits of the phone it went to; any other number pays. */
export const SIMULATED_PHONES = {
  /** The donor pressed Cancel: ResultCode 1032. */
  cancelled: "1032",
  /** The phone could not be reached: 1037. */
  unreachable: "1037",
  /** The donor entered a wrong PIN: 2001. */
  wrongPin: "2001",
  /** Not enough money on M-Pesa: 1. */
  insufficientBalance: "0001",
  /** The donor paid, but no callback ever comes: only the status query tells. */
  noCallback: "9999",
  /** The donor paid, and the same callback comes three times. */
  callbackThrice: "3333",
  /** Daraja refuses the prompt itself: the donor is in another M-Pesa session (500.001.1001). */
  subscriberLocked: "1001",
} as const;

const RESULTS: Record<string, { code: number; desc: string }> = {
  [SIMULATED_PHONES.cancelled]: { code: 1032, desc: "Request cancelled by user" },
  [SIMULATED_PHONES.unreachable]: { code: 1037, desc: "DS timeout user cannot be reached" },
  [SIMULATED_PHONES.wrongPin]: { code: 2001, desc: "The initiator information is invalid." },
  [SIMULATED_PHONES.insufficientBalance]: {
    code: 1,
    desc: "The balance is insufficient for the transaction.",
  },
};
const PAID = { code: 0, desc: "The service request is processed successfully." };

/** How a prompt ended, by its ResultCode, as the phone simulator's inbox names it. */
const OUTCOMES: Record<number, PromptSent["outcome"]> = {
  0: "paid",
  1032: "cancelled",
  1037: "unreachable",
  2001: "wrongPin",
  1: "insufficientBalance",
};

/** A prompt the simulator was asked to send, as a person trying the site sees it on the phone. */
export interface PromptSent {
  /** The phone it went to, as Daraja writes it: 2547XXXXXXXX. */
  phone: string;
  amount: number;
  accountReference: string;
  sentAt: string;
  /** Pending while the simulated donor still holds the phone. */
  outcome: "pending" | "paid" | "cancelled" | "unreachable" | "wrongPin" | "insufficientBalance";
}

/** Every prompt sent so far, oldest first. */
export function promptsSentOf(sim: Simulation): PromptSent[] {
  return [...sim.prompts.values()].map((prompt) => ({
    phone: prompt.phone,
    amount: prompt.amount,
    accountReference: prompt.accountReference,
    sentAt: prompt.sentAt,
    outcome: prompt.settled ? (OUTCOMES[prompt.result.code] ?? "paid") : "pending",
  }));
}

/** The routes of M-Pesa Express. */
export function expressRoutes(sim: Simulation): Record<string, SimulatedRoute> {
  return {
    "POST /mpesa/stkpush/v1/processrequest": (request, body) => {
      const paybill = sim.requireToken(request);
      sim.requirePassword(paybill, body);
      if (body.TransactionType !== "CustomerPayBillOnline") throw badRequest("TransactionType");
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) throw badRequest("Amount");
      const phone = String(body.PhoneNumber);
      if (!/^254[17]\d{8}$/.test(phone) || body.PartyA !== body.PhoneNumber) throw badRequest("PhoneNumber");
      if (body.PartyB !== paybill.shortcode) throw badRequest("PartyB");
      if (typeof body.CallBackURL !== "string" || !/^https?:\/\//.test(body.CallBackURL)) {
        throw badRequest("CallBackURL");
      }
      if (typeof body.AccountReference !== "string" || body.AccountReference.length > 12) {
        throw badRequest("AccountReference");
      }
      if (typeof body.TransactionDesc !== "string" || body.TransactionDesc.length > 13) {
        throw badRequest("TransactionDesc");
      }
      const ending = phone.slice(-4);
      if (ending === SIMULATED_PHONES.subscriberLocked) {
        throw new Refusal(
          500,
          "500.001.1001",
          "Unable to lock subscriber, a transaction is already in process for the current subscriber",
        );
      }
      const prompt: Prompt = {
        merchantRequestId: `${randomUUID().slice(0, 8)}-${Date.now()}`,
        checkoutRequestId: `ws_CO_${Date.now()}${randomBytes(6).toString("hex")}`,
        amount: body.Amount as number,
        phone,
        accountReference: body.AccountReference,
        sentAt: new Date().toISOString(),
        callbackUrl: body.CallBackURL,
        result: RESULTS[ending] ?? PAID,
        settled: false,
        receipt: randomBytes(5).toString("hex").toUpperCase(),
      };
      sim.prompts.set(prompt.checkoutRequestId, prompt);
      const deliveries =
        ending === SIMULATED_PHONES.noCallback ? 0 : ending === SIMULATED_PHONES.callbackThrice ? 3 : 1;
      if (sim.options.holdCallbacks) {
        prompt.settled = true;
        sim.held.push({ url: prompt.callbackUrl, body: callbackOf(prompt) });
      } else {
        sim.later(sim.options.callbackDelayMs ?? 1500, async () => {
          prompt.settled = true;
          // A repeated callback is the very same one: made once, or a second's tick between two
          // deliveries would change its TransactionDate.
          const callback = callbackOf(prompt);
          for (let delivery = 0; delivery < deliveries; delivery++) {
            sim.sent.push({ url: prompt.callbackUrl, body: callback });
            await postJson(prompt.callbackUrl, callback);
          }
        });
      }
      return {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      };
    },

    "POST /mpesa/stkpushquery/v1/query": (request, body) => {
      sim.requirePassword(sim.requireToken(request), body);
      const prompt = sim.prompts.get(String(body.CheckoutRequestID));
      if (!prompt) throw badRequest("CheckoutRequestID");
      if (!prompt.settled) throw new Refusal(500, "500.001.1001", "The transaction is being processed");
      return {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: String(prompt.result.code),
        ResultDesc: prompt.result.desc,
      };
    },
  };
}

/** The callback Daraja sends when a prompt ends: with the receipt and amount when it was paid. */
function callbackOf(prompt: Prompt): Json {
  const paid = prompt.result.code === 0;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: prompt.result.code,
        ResultDesc: prompt.result.desc,
        ...(paid && {
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: prompt.amount },
              { Name: "MpesaReceiptNumber", Value: prompt.receipt },
              { Name: "TransactionDate", Value: Number(darajaTimestamp(new Date())) },
              { Name: "PhoneNumber", Value: Number(prompt.phone) },
            ],
          },
        }),
      },
    },
  };
}
