/*
 * A small typed client of Africa's Talking's SMS API, on fetch (their npm package is no longer
 * kept): one send to one or more numbers, answered recipient by recipient. Its tests run it against
 * the simulator in this folder over real HTTP (africas-talking-simulator.ts).
 */

/** Where and as whom the site speaks to Africa's Talking. */
export interface AfricasTalkingAccount {
  /** https://api.africastalking.com, https://api.sandbox.africastalking.com, or the simulator's address. */
  baseUrl: string;
  /** The app's username: "sandbox" in the sandbox. */
  username: string;
  apiKey: string;
}

/** Africa's Talking refused the whole request (a wrong key, a malformed one): its status and words. */
export class AfricasTalkingError extends Error {
  constructor(
    readonly status: number,
    readonly answer: string,
  ) {
    super(`Africa's Talking refused the request (HTTP ${status}): ${answer.slice(0, 200)}`);
  }
}

/**
 * Africa's Talking's answer for one number of a send. Codes 100 to 102 took the message; the rest
 * did not, and say why: 401 RiskHold, 402 InvalidSenderId, 403 InvalidPhoneNumber, 404
 * UnsupportedNumberType, 405 InsufficientBalance, 406 UserInBlacklist, 407 CouldNotRoute, 409
 * DoNotDisturbRejection, 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway.
 */
export interface SmsRecipientAnswer {
  /** The number as Africa's Talking wrote it back, +254... */
  number: string;
  statusCode: number;
  status: string;
  /** Its id for the delivery reports to come; null when it did not take the message. */
  messageId: string | null;
  /** What it charged: "KES 0.8000" is { currency: "KES", amount: 0.8 }; null when nothing. */
  cost: { currency: string; amount: number } | null;
  /** How many SMS the message took, when it says. */
  parts: number | null;
}

export interface SmsSend {
  /** One or more numbers, each +2547XXXXXXXX or +2541XXXXXXXX. */
  to: string[];
  message: string;
  /** The sender ID or short code the message comes from; Africa's Talking's own when not given. */
  from?: string | null;
}

/** Africa's Talking's status codes for a message it took. */
export const ACCEPTED_STATUS_CODES = new Set([100, 101, 102]);

export class AfricasTalkingClient {
  constructor(private readonly account: AfricasTalkingAccount) {}

  /** Sends one message to each number; throws AfricasTalkingError if the request as a whole is refused. */
  async send({ to, message, from }: SmsSend): Promise<SmsRecipientAnswer[]> {
    const form = new URLSearchParams({ username: this.account.username, to: to.join(","), message });
    if (from) form.set("from", from);
    const response = await fetch(`${this.account.baseUrl}/version1/messaging`, {
      method: "POST",
      headers: {
        apiKey: this.account.apiKey,
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new AfricasTalkingError(response.status, text);
    return recipientsOf(text, response.status);
  }
}

function recipientsOf(text: string, status: number): SmsRecipientAnswer[] {
  let recipients: unknown;
  try {
    recipients = (JSON.parse(text) as { SMSMessageData?: { Recipients?: unknown } }).SMSMessageData
      ?.Recipients;
  } catch {
    recipients = undefined;
  }
  if (!Array.isArray(recipients)) throw new AfricasTalkingError(status, text);
  return recipients.map((raw: Record<string, unknown>) => ({
    number: String(raw.number ?? ""),
    statusCode: Number(raw.statusCode),
    status: String(raw.status ?? ""),
    messageId: typeof raw.messageId === "string" && raw.messageId !== "None" ? raw.messageId : null,
    cost: costOf(raw.cost),
    parts: typeof raw.messageParts === "number" ? raw.messageParts : null,
  }));
}

/** "KES 0.8000" as a currency and an amount; "0" or anything else as nothing charged. */
function costOf(raw: unknown): SmsRecipientAnswer["cost"] {
  const match = typeof raw === "string" ? /^([A-Z]{3}) (\d+(?:\.\d+)?)$/.exec(raw.trim()) : null;
  return match ? { currency: match[1]!, amount: Number(match[2]) } : null;
}
