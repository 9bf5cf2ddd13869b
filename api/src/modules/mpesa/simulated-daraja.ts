import type { IncomingMessage } from "node:http";
import { stkPassword, type DarajaAccount } from "./daraja-client.js";

/*
 * What the Daraja simulator's routes share: the tokens it gave out, the prompts it was sent, the
 * C2B addresses registered, the callbacks on their way, and Daraja's refusals.
 */

export interface SimulatorOptions extends Omit<DarajaAccount, "baseUrl"> {
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
  readonly tokens = new Map<string, number>();
  readonly prompts = new Map<string, Prompt>();
  readonly c2bUrls: { confirmation?: string; validation?: string } = {};
  readonly timers = new Set<NodeJS.Timeout>();
  readonly sent: { url: string; body: Json }[] = [];
  readonly held: { url: string; body: Json }[] = [];
  tokensIssued = 0;

  constructor(readonly options: SimulatorOptions) {}

  later(delayMs: number, work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // The site may be gone (a test ended, a restart): Daraja's callbacks are never retried either.
      work().catch(() => undefined);
    }, delayMs);
    this.timers.add(timer);
  }

  requireToken(request: IncomingMessage): void {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const expires = token === undefined ? undefined : this.tokens.get(token);
    if (expires === undefined || expires < Date.now())
      throw new Refusal(404, "404.001.03", "Invalid Access Token");
  }

  requirePassword(body: Json): void {
    const { options } = this;
    if (body.BusinessShortCode !== options.shortcode) throw badRequest("BusinessShortCode");
    if (typeof body.Timestamp !== "string" || !/^\d{14}$/.test(body.Timestamp)) throw badRequest("Timestamp");
    if (body.Password !== stkPassword({ ...options, baseUrl: "" }, body.Timestamp)) {
      throw new Refusal(400, "400.002.02", "Bad Request - Invalid Password");
    }
  }
}

export async function postJson(url: string, body: Json): Promise<void> {
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}
