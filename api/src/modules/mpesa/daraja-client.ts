/*
 * A small typed client of Safaricom's Daraja API, on fetch: the OAuth token (kept, and asked for
 * again before it expires), M-Pesa Express (STK push and its status query) and the C2B URLs. Its
 * tests run it against the simulator in this folder over real HTTP (daraja-simulator.ts).
 */
import { resultCodeOf } from "./daraja-notices.js";

/** Where and as whom the site speaks to Daraja. */
export interface DarajaAccount {
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or the simulator's address. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill (business short code) gifts are paid to. */
  shortcode: string;
  /** Daraja's passkey for M-Pesa Express on that short code. */
  passkey: string;
}

/** Daraja refused a request: its own error code and message, as it gave them. */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`Daraja refused the request (${code}): ${message}`);
  }
}

/** A prompt Daraja accepted: the ids its callback and the status query will carry. */
export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** What the status query says of a prompt: still waiting for the donor, or how it ended. */
export type StkPushStatus = { settled: false } | { settled: true; resultCode: number; resultDesc: string };

export interface StkPushRequest {
  /** Whole shillings. */
  amount: number;
  /** The donor's phone as Daraja wants it: 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** What the donor's M-Pesa message names: at most 12 characters. */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
  callbackUrl: string;
}

/** Daraja says a prompt is still open with this error of its status query. */
const STILL_PROCESSING = "500.001.1001";
/** A token is asked for again this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The moment as Daraja spells it, in Kakamega's clock (UTC+3 all year): YYYYMMDDHHmmss. It goes
 * into the password of every M-Pesa Express request.
 */
export function darajaTimestamp(moment: Date): string {
  return new Date(moment.getTime() + 3 * 3_600_000).toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** The password of an M-Pesa Express request: base64 of short code, passkey and timestamp. */
export const stkPassword = (account: DarajaAccount, timestamp: string) =>
  Buffer.from(`${account.shortcode}${account.passkey}${timestamp}`).toString("base64");

export class DarajaClient {
  private token: { value: string; renewAt: number } | null = null;
  /** The token request under way, which every caller waits for rather than asking again. */
  private tokenRequest: Promise<string> | null = null;

  constructor(
    private readonly account: DarajaAccount,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The paybill this account's prompts are paid to. */
  get shortcode(): string {
    return this.account.shortcode;
  }

  /** The OAuth token, kept until a minute before it expires. */
  async accessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.account.consumerKey}:${this.account.consumerSecret}`).toString(
      "base64",
    );
    const body = await this.send("GET", "/oauth/v1/generate?grant_type=client_credentials", {
      authorization: `Basic ${basic}`,
    });
    const value = text(body, "access_token");
    const lifetimeMs = Number(text(body, "expires_in")) * 1000;
    this.token = { value, renewAt: this.now().getTime() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS) };
    return value;
  }

  /** Asks Daraja to send the donor's phone a prompt for their M-Pesa PIN. */
  async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
    const timestamp = darajaTimestamp(this.now());
    const body = await this.call("/mpesa/stkpush/v1/processrequest", {
      BusinessShortCode: this.account.shortcode,
      Password: stkPassword(this.account, timestamp),
      Timestamp: timestamp,
      TransactionType: "CustomerPayBillOnline",
      Amount: request.amount,
      PartyA: request.phone,
      PartyB: this.account.shortcode,
      PhoneNumber: request.phone,
      CallBackURL: request.callbackUrl,
      AccountReference: request.accountReference,
      TransactionDesc: request.description,
    });
    return {
      merchantRequestId: text(body, "MerchantRequestID"),
      checkoutRequestId: text(body, "CheckoutRequestID"),
      customerMessage: text(body, "CustomerMessage"),
    };
  }

  /** How a prompt ended, for a callback that has not come. */
  async stkQuery(checkoutRequestId: string): Promise<StkPushStatus> {
    const timestamp = darajaTimestamp(this.now());
    try {
      const body = await this.call("/mpesa/stkpushquery/v1/query", {
        BusinessShortCode: this.account.shortcode,
        Password: stkPassword(this.account, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      const resultCode = resultCodeOf(body.ResultCode);
      if (resultCode === null) {
        throw new DarajaError(200, "unexpected-answer", "Daraja's answer has no whole-number ResultCode");
      }
      return { settled: true, resultCode, resultDesc: text(body, "ResultDesc") };
    } catch (error) {
      if (error instanceof DarajaError && error.code === STILL_PROCESSING) return { settled: false };
      throw error;
    }
  }

  /** Tells Daraja where to confirm (and first validate) payments made to the paybill by hand. */
  async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string }): Promise<void> {
    await this.call("/mpesa/c2b/v1/registerurl", {
      ShortCode: this.account.shortcode,
      // Should the site not answer a validation, Daraja completes the payment: a gift is never refused for our outage.
      ResponseType: "Completed",
      ConfirmationURL: urls.confirmationUrl,
      ValidationURL: urls.validationUrl,
    });
  }

  /** A POST with the token; once more with a new token if Daraja no longer takes the kept one. */
  private async call(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const post = async () =>
      this.send("POST", path, { authorization: `Bearer ${await this.accessToken()}` }, payload);
    try {
      return await post();
    } catch (error) {
      if (!(error instanceof DarajaError) || error.code !== INVALID_ACCESS_TOKEN) throw error;
      this.token = null;
      return post();
    }
  }

  private async send(
    method: "GET" | "POST",
    path: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const response = await fetch(new URL(path, this.account.baseUrl), {
      method,
      headers: payload ? { ...headers, "content-type": "application/json" } : headers,
      body: payload && JSON.stringify(payload),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const raw = await response.text();
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // Left null: the error below says what came instead.
    }
    const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
    if (!response.ok || !fields) {
      throw new DarajaError(
        response.status,
        typeof fields?.errorCode === "string" ? fields.errorCode : String(response.status),
        typeof fields?.errorMessage === "string"
          ? fields.errorMessage
          : raw.slice(0, 200) || response.statusText,
      );
    }
    return fields;
  }
}

/** Daraja's error for a token it no longer takes (it expired early, or the account's keys changed). */
const INVALID_ACCESS_TOKEN = "404.001.03";
/** Daraja answers in a second or two; a request that hangs must not hold a donor's page. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A field of Daraja's answer that must be there, as text. */
function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === "string" || typeof value === "number") return String(value);
  throw new DarajaError(200, "unexpected-answer", `Daraja's answer has no ${field}`);
}
