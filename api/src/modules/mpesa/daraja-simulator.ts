import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { c2bRoutes, payBill } from "./simulated-c2b.js";
import {
  Refusal,
  Simulation,
  type Json,
  type SimulatedAccount,
  type SimulatedPaybill,
  type SimulatedRoute,
  type SimulatorOptions,
} from "./simulated-daraja.js";
import { expressRoutes, promptsSentOf, type PromptSent } from "./simulated-express.js";

/*
 * A stand-in for Safaricom's Daraja over real HTTP, for the tests and for MPESA_ENV=simulator: the
 * OAuth call, M-Pesa Express (STK push with its password and field checks, and the status query),
 * and C2B (URL registration, and a payment to the paybill by hand). It calls the site back after a
 * short delay, as Daraja does, with the outcome the donor's phone number chooses (SIMULATED_PHONES).
 */

export { SIMULATED_PHONES } from "./simulated-express.js";
export type { Json, SimulatedAccount, SimulatorOptions } from "./simulated-daraja.js";
export type { PromptSent } from "./simulated-express.js";

export interface DarajaSimulator {
  url: string;
  /** Knows another paybill, with its own app's keys (a diocese's own, say), or a paybill's new keys. */
  addPaybill(account: SimulatedAccount): void;
  /** How many times a paybill's C2B addresses were registered (the first paybill unless named). */
  registrationsOf(shortcode?: string): number;
  /** How many tokens it has given out, so a test can tell a kept token from a new one. */
  tokensIssued(): number;
  /** Takes back every token given out, as Daraja does when an app's keys change. */
  revokeTokens(): void;
  /** Every prompt callback it has sent, in order: a test replays or forges from them. */
  callbacksSent(): { url: string; body: Json }[];
  /** With `holdCallbacks`: the callbacks of the prompts so far, now settled, for the caller to send. */
  takeHeldCallbacks(): { url: string; body: Json }[];
  /** Every prompt it was asked to send, oldest first, and how each ended: the phone simulator's inbox. */
  promptsSent(): PromptSent[];
  /**
   * Pays a paybill by hand (the first unless named), as a donor does from the M-Pesa menu:
   * validation, then confirmation (`confirmations` times, as Daraja may repeat it), at the
   * addresses registered for it. Answers the confirmation it sent.
   */
  payBill(payment: {
    amount: number;
    phone: string;
    accountNumber: string;
    confirmations?: number;
    shortcode?: string;
  }): Promise<Json>;
  close(): Promise<void>;
}

export async function startDarajaSimulator(options: SimulatorOptions): Promise<DarajaSimulator> {
  const sim = new Simulation(options);
  const routes: Record<string, SimulatedRoute> = {
    ...oauthRoutes(sim),
    ...expressRoutes(sim),
    ...c2bRoutes(sim),
  };
  const server = createServer((request, response) => {
    void answer(routes, request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    addPaybill: (account) => sim.addPaybill(account),
    registrationsOf: (shortcode) => sim.paybill(shortcode).registrations,
    tokensIssued: () => sim.tokensIssued,
    revokeTokens: () => sim.tokens.clear(),
    callbacksSent: () => [...sim.sent],
    takeHeldCallbacks: () => sim.held.splice(0, sim.held.length),
    promptsSent: () => promptsSentOf(sim),
    payBill: (payment) => payBill(sim, payment),
    async close() {
      for (const timer of sim.timers) clearTimeout(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Daraja's OAuth call: a token for the app's keys, lasting `tokenLifetimeSeconds`. */
function oauthRoutes(sim: Simulation): Record<string, SimulatedRoute> {
  const { options } = sim;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3599;
  return {
    "GET /oauth/v1/generate": (request) => {
      const keysOf = (paybill: SimulatedPaybill) =>
        `Basic ${Buffer.from(`${paybill.consumerKey}:${paybill.consumerSecret}`).toString("base64")}`;
      const paybill = [...sim.paybills.values()].find(
        (each) => request.headers.authorization === keysOf(each),
      );
      if (!paybill) throw new Refusal(400, "400.008.01", "Invalid Authentication passed");
      const token = randomBytes(14).toString("base64url");
      sim.tokens.set(token, {
        expires: Date.now() + tokenLifetimeSeconds * 1000,
        shortcode: paybill.shortcode,
      });
      sim.tokensIssued += 1;
      return { access_token: token, expires_in: String(tokenLifetimeSeconds) };
    },
  };
}

/** Answers one request with its route's answer, or Daraja's refusal. */
async function answer(
  routes: Record<string, SimulatedRoute>,
  request: IncomingMessage,
  response: ServerResponse,
) {
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
