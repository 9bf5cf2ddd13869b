import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { darajaTimestamp, stkPassword, type DarajaAccount } from "./daraja-client.js";

/*
 * A stand-in for Safaricom's Daraja over real HTTP, for the tests and for MPESA_ENV=simulator: the
 * OAuth call, M-Pesa Express (STK push with its password and field checks, and the status query),
 * and C2B (URL registration, and a payment to the paybill by hand). It calls the site back after a
 * short delay, as Daraja does, with the outcome the donor's phone number chooses (SIMULATED_PHONES).
 */

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

export interface SimulatorOptions extends Omit<DarajaAccount, "baseUrl"> {
  /** How long the donor takes over the prompt before the callback; 1.5 s unless said. */
  callbackDelayMs?: number;
  /** Keeps every prompt's callback for `takeHeldCallbacks` instead of sending it (the bench sends them). */
  holdCallbacks?: boolean;
  /** How long a token lasts; Daraja's is an hour. */
  tokenLifetimeSeconds?: number;
  port?: number;
}

interface Prompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  result: { code: number; desc: string };
  settled: boolean;
  receipt: string;
}

export interface DarajaSimulator {
  url: string;
  /** How many tokens it has given out, so a test can tell a kept token from a new one. */
  tokensIssued(): number;
  /** Takes back every token given out, as Daraja does when an app's keys change. */
  revokeTokens(): void;
  /** Every prompt callback it has sent, in order: a test replays or forges from them. */
  callbacksSent(): { url: string; body: Json }[];
  /** With `holdCallbacks`: the callbacks of the prompts so far, now settled, for the caller to send. */
  takeHeldCallbacks(): { url: string; body: Json }[];
  /**
   * Pays the paybill by hand, as a donor does from the M-Pesa menu: validation, then confirmation
   * (`confirmations` times, as Daraja may repeat it). Answers the confirmation it sent.
   */
  payBill(payment: {
    amount: number;
    phone: string;
    accountNumber: string;
    confirmations?: number;
  }): Promise<Json>;
  close(): Promise<void>;
}

export type Json = Record<string, unknown>;

/** A Daraja-shaped refusal. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (what: string) => new Refusal(400, "400.002.02", `Bad Request - Invalid ${what}`);

export async function startDarajaSimulator(options: SimulatorOptions): Promise<DarajaSimulator> {
  const callbackDelayMs = options.callbackDelayMs ?? 1500;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3599;
  const tokens = new Map<string, number>();
  const prompts = new Map<string, Prompt>();
  const c2bUrls: { confirmation?: string; validation?: string } = {};
  const timers = new Set<NodeJS.Timeout>();
  const sent: { url: string; body: Json }[] = [];
  const held: { url: string; body: Json }[] = [];
  let tokensIssued = 0;

  const later = (delayMs: number, work: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      // The site may be gone (a test ended, a restart): Daraja's callbacks are never retried either.
      work().catch(() => undefined);
    }, delayMs);
    timers.add(timer);
  };

  const requireToken = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const expires = token === undefined ? undefined : tokens.get(token);
    if (expires === undefined || expires < Date.now())
      throw new Refusal(404, "404.001.03", "Invalid Access Token");
  };

  const requirePassword = (body: Json) => {
    if (body.BusinessShortCode !== options.shortcode) throw badRequest("BusinessShortCode");
    if (typeof body.Timestamp !== "string" || !/^\d{14}$/.test(body.Timestamp)) throw badRequest("Timestamp");
    if (body.Password !== stkPassword({ ...options, baseUrl: "" }, body.Timestamp)) {
      throw new Refusal(400, "400.002.02", "Bad Request - Invalid Password");
    }
  };

  /** A donor pays the paybill by hand: Daraja validates, then confirms, at the registered URLs. */
  async function payBill({
    amount,
    phone,
    accountNumber,
    confirmations = 1,
  }: {
    amount: number;
    phone: string;
    accountNumber: string;
    confirmations?: number;
  }): Promise<Json> {
    if (!c2bUrls.confirmation || !c2bUrls.validation) throw new Error("No C2B URLs are registered");
    const payment = {
      TransactionType: "Pay Bill",
      TransID: randomBytes(5).toString("hex").toUpperCase(),
      TransTime: darajaTimestamp(new Date()),
      TransAmount: amount.toFixed(2),
      BusinessShortCode: options.shortcode,
      BillRefNumber: accountNumber,
      InvoiceNumber: "",
      OrgAccountBalance: "",
      ThirdPartyTransID: "",
      // Daraja masks the payer's number in C2B notifications.
      MSISDN: `${phone.slice(0, 6)}***${phone.slice(-3)}`,
      FirstName: "Simulated",
      MiddleName: "",
      LastName: "Donor",
    };
    await postJson(c2bUrls.validation, payment);
    for (let delivery = 0; delivery < confirmations; delivery++)
      await postJson(c2bUrls.confirmation, payment);
    return payment;
  }

  const routes: Record<string, (request: IncomingMessage, body: Json) => Json> = {
    "GET /oauth/v1/generate": (request) => {
      const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString("base64");
      if (request.headers.authorization !== `Basic ${expected}`) {
        throw new Refusal(400, "400.008.01", "Invalid Authentication passed");
      }
      const token = randomBytes(14).toString("base64url");
      tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
      tokensIssued += 1;
      return { access_token: token, expires_in: String(tokenLifetimeSeconds) };
    },

    "POST /mpesa/stkpush/v1/processrequest": (request, body) => {
      requireToken(request);
      requirePassword(body);
      if (body.TransactionType !== "CustomerPayBillOnline") throw badRequest("TransactionType");
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) throw badRequest("Amount");
      const phone = String(body.PhoneNumber);
      if (!/^254[17]\d{8}$/.test(phone) || body.PartyA !== body.PhoneNumber) throw badRequest("PhoneNumber");
      if (body.PartyB !== options.shortcode) throw badRequest("PartyB");
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
        callbackUrl: body.CallBackURL,
        result: RESULTS[ending] ?? PAID,
        settled: false,
        receipt: randomBytes(5).toString("hex").toUpperCase(),
      };
      prompts.set(prompt.checkoutRequestId, prompt);
      const deliveries =
        ending === SIMULATED_PHONES.noCallback ? 0 : ending === SIMULATED_PHONES.callbackThrice ? 3 : 1;
      if (options.holdCallbacks) {
        prompt.settled = true;
        held.push({ url: prompt.callbackUrl, body: callbackOf(prompt) });
      } else {
        later(callbackDelayMs, async () => {
          prompt.settled = true;
          // A repeated callback is the very same one: made once, or a second's tick between two
          // deliveries would change its TransactionDate.
          const callback = callbackOf(prompt);
          for (let delivery = 0; delivery < deliveries; delivery++) {
            sent.push({ url: prompt.callbackUrl, body: callback });
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
      requireToken(request);
      requirePassword(body);
      const prompt = prompts.get(String(body.CheckoutRequestID));
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

    // Daraja's sandbox lets a developer make a paybill payment happen; it is then notified as a real one.
    "POST /mpesa/c2b/v1/simulate": (request, body) => {
      requireToken(request);
      if (body.ShortCode !== options.shortcode) throw badRequest("ShortCode");
      if (body.CommandID !== "CustomerPayBillOnline") throw badRequest("CommandID");
      if (!Number.isInteger(Number(body.Amount)) || Number(body.Amount) < 1) throw badRequest("Amount");
      if (!/^254[17]\d{8}$/.test(String(body.Msisdn))) throw badRequest("Msisdn");
      if (!c2bUrls.confirmation) throw new Refusal(400, "400.002.02", "Bad Request - No URLs are registered");
      later(0, async () => {
        await payBill({
          amount: Number(body.Amount),
          phone: String(body.Msisdn),
          accountNumber: String(body.BillRefNumber ?? ""),
        });
      });
      return {
        OriginatorCoversationID: randomUUID(),
        ResponseCode: "0",
        ResponseDescription: "Accept the service request successfully.",
      };
    },

    "POST /mpesa/c2b/v1/registerurl": (request, body) => {
      requireToken(request);
      if (body.ShortCode !== options.shortcode) throw badRequest("ShortCode");
      if (body.ResponseType !== "Completed" && body.ResponseType !== "Cancelled")
        throw badRequest("ResponseType");
      for (const field of ["ConfirmationURL", "ValidationURL"]) {
        if (typeof body[field] !== "string" || !/^https?:\/\//.test(body[field])) throw badRequest(field);
      }
      c2bUrls.confirmation = body.ConfirmationURL as string;
      c2bUrls.validation = body.ValidationURL as string;
      return { OriginatorCoversationID: randomUUID(), ResponseCode: "0", ResponseDescription: "Success" };
    },
  };

  const server = createServer((request, response) => {
    void answer(request, response);
  });

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? "").split("?")[0];
    const route = routes[`${request.method} ${path}`];
    try {
      if (!route) throw new Refusal(404, "404.001.01", "Resource not found");
      const raw = await readBody(request);
      let body: Json = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Json;
        } catch {
          throw new Refusal(400, "400.002.05", "Invalid Request Payload");
        }
      }
      send(response, 200, route(request, body));
    } catch (error) {
      const refusal =
        error instanceof Refusal ? error : new Refusal(500, "500.003.1001", "Internal Server Error");
      send(response, refusal.status, {
        requestId: randomUUID(),
        errorCode: refusal.code,
        errorMessage: refusal.message,
      });
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    tokensIssued: () => tokensIssued,
    revokeTokens: () => tokens.clear(),
    callbacksSent: () => [...sent],
    takeHeldCallbacks: () => held.splice(0, held.length),
    payBill: (payment) => payBill(payment),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
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

async function postJson(url: string, body: Json): Promise<void> {
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 100_000) reject(new Refusal(413, "413.001.01", "Request too large"));
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: Json) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
