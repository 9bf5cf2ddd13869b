import type { IncomingMessage } from "node:http";
import { stkPassword, type DarajaAccount } from "./daraja-client.js";

/*
 * What the Daraja simulator's routes share: the paybills it knows, the tokens it gave out, the
 * prompts it was sent, the callbacks on their way, and Daraja's refusals.
 */

/** A paybill's Daraja app as the simulator knows it: its keys, its shortcode and its passkey. */
export interface SimulatedAccount extends Omit<DarajaAccount, "baseUrl"> {
  /**
   * Refuses a second registration of its C2B addresses, as Daraja in production does; the sandbox,
   * and the simulator unless told, take each one.
   */
  registersOnce?: boolean;
}

/** A paybill the simulator knows, and the C2B addresses registered for it. */
export interface SimulatedPaybill extends SimulatedAccount {
  c2bUrls: { confirmation?: string; validation?: string };
  /** How many times its C2B addresses were registered. */
  registrations: number;
}

/** The first paybill's account, and how the simulator behaves. */
export interface SimulatorOptions extends SimulatedAccount {
  /** How long the donor takes over the prompt before the callback; 1.5 s unless said. */
  callbackDelayMs?: number;
  /** Keeps every prompt's callback for `takeHeldCallbacks` instead of sending it (the bench sends them). */
  holdCallbacks?: boolean;
  /** How long a token lasts; Daraja's is an hour. */
  tokenLifetimeSeconds?: number;
  port?: number;
}

export type Json = Record<string, unknown>;

/** One route of the simulator: a Daraja answer to a request and its JSON body, or a Refusal thrown. */
export type SimulatedRoute = (request: IncomingMessage, body: Json) => Json;

export interface Prompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  accountReference: string;
  /** When the prompt was asked for, as an ISO time. */
  sentAt: string;
  callbackUrl: string;
  result: { code: number; desc: string };
  settled: boolean;
  receipt: string;
}

/** A Daraja-shaped refusal. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (what: string) => new Refusal(400, "400.002.02", `Bad Request - Invalid ${what}`);

/** What the simulator holds while it runs. */
export class Simulation {
  /** The paybills it knows, by shortcode: the first is the options' own. */
  readonly paybills = new Map<string, SimulatedPaybill>();
  /** The tokens given out: when each expires, and the paybill whose app it was given to. */
  readonly tokens = new Map<string, { expires: number; shortcode: string }>();
  readonly prompts = new Map<string, Prompt>();
  readonly timers = new Set<NodeJS.Timeout>();
  readonly sent: { url: string; body: Json }[] = [];
  readonly held: { url: string; body: Json }[] = [];
  tokensIssued = 0;

  constructor(readonly options: SimulatorOptions) {
    this.addPaybill(options);
  }

  /** Knows another paybill, or a paybill's app's new keys; what was registered for it stays. */
  addPaybill({ consumerKey, consumerSecret, shortcode, passkey, registersOnce }: SimulatedAccount): void {
    const known = this.paybills.get(shortcode);
    this.paybills.set(shortcode, {
      consumerKey,
      consumerSecret,
      shortcode,
      passkey,
      registersOnce,
      c2bUrls: known?.c2bUrls ?? {},
      registrations: known?.registrations ?? 0,
    });
  }

  paybill(shortcode: string | undefined): SimulatedPaybill {
    const paybill = this.paybills.get(shortcode ?? this.options.shortcode);
    if (!paybill) throw new Error(`The simulator knows no paybill ${shortcode}`);
    return paybill;
  }

  later(delayMs: number, work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // The site may be gone (a test ended, a restart): Daraja's callbacks are never retried either.
      work().catch(() => undefined);
    }, delayMs);
    this.timers.add(timer);
  }

  /** The paybill whose app the request's token was given to; refused without a live token. */
  requireToken(request: IncomingMessage): SimulatedPaybill {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const given = token === undefined ? undefined : this.tokens.get(token);
    if (given === undefined || given.expires < Date.now())
      throw new Refusal(404, "404.001.03", "Invalid Access Token");
    return this.paybill(given.shortcode);
  }

  /** An M-Pesa Express request must name the app's own paybill, with the password of its passkey. */
  requirePassword(paybill: SimulatedPaybill, body: Json): void {
    if (body.BusinessShortCode !== paybill.shortcode) throw badRequest("BusinessShortCode");
    if (typeof body.Timestamp !== "string" || !/^\d{14}$/.test(body.Timestamp)) throw badRequest("Timestamp");
    if (body.Password !== stkPassword({ ...paybill, baseUrl: "" }, body.Timestamp)) {
      throw new Refusal(400, "400.002.02", "Bad Request - Invalid Password");
    }
  }
}

/**
 * How long the simulator waits for the site to answer a callback or a paybill notice: long enough
 * for a busy test machine answering dozens at once (appeal-totals.test.ts), short enough that a
 * site that never answers does not hold a test for ever.
 */
const NOTICE_ANSWER_WITHIN_MS = 30_000;

export async function postJson(url: string, body: Json): Promise<void> {
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(NOTICE_ANSWER_WITHIN_MS),
  });
}
