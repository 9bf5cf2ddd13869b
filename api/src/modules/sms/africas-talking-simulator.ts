import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { smsPartsOf } from "./sms-parts.js";
import { kenyanMobileOrNull } from "./sms-phone.js";

/*
 * A stand-in for Africa's Talking's SMS API over real HTTP, for the tests and for SMS_ENV=simulator:
 * it takes sends as Africa's Talking does (its key and username checked, an answer for each number
 * with its status code and cost), keeps each message it took as a JSON file in its outbox folder,
 * and a moment later posts a delivery report for it to the site, delivered or failed as the
 * number's last two digits choose (SIMULATED_DELIVERY). It can also bring the site an SMS a person
 * sends, such as STOP.
 */

/** What becomes of a message, by the last two digits of the number it goes to; delivered otherwise. */
export const SIMULATED_DELIVERY: Readonly<Record<string, { status: string; failureReason: string }>> = {
  /** Ends in 98: the phone is off for good; the network gives up. */
  "98": { status: "Failed", failureReason: "UserIsInactive" },
  /** Ends in 99: the network refuses it. */
  "99": { status: "Rejected", failureReason: "DeliveryFailure" },
};
/** What one SMS part costs in the simulator, as Africa's Talking charges in Kenya. */
export const SIMULATED_PART_COST_KES = 0.8;

/**
 * An app on Africa's Talking, as its dashboard holds it: its username and key, and where its
 * callbacks go. A province's deployment has one for each diocese.
 */
export interface SimulatedApp {
  username: string;
  apiKey: string;
  /** Where delivery reports go (the site's /africastalking/<secret>/sms/delivery); none if not given. */
  deliveryReportUrl?: string;
  /** Where an SMS a person sends goes (the site's /africastalking/<secret>/sms/inbound). */
  inboundUrl?: string;
}

/** The simulator's first app, and how it runs. */
export interface SmsSimulatorOptions extends SimulatedApp {
  /** Where each message it takes is written, as one JSON file. */
  outboxDir: string;
  /** How long after a send its delivery report comes; 1 s unless said. */
  deliveryDelayMs?: number;
  /** The short code people send SMS to, as the inbound messages name it. */
  shortCode?: string;
  port?: number;
}

/** One message the simulator took, as its outbox file holds it. */
export interface SimulatedSms {
  to: string;
  message: string;
  senderId: string | null;
  sentAt: string;
  messageId: string;
  parts: number;
}

/** The simulator's answer for one number, as Africa's Talking writes it. */
interface SimulatedRecipient {
  statusCode: number;
  number: string;
  status: string;
  cost: string;
  messageId: string;
  messageParts?: number;
}

export interface SmsSimulator {
  url: string;
  /** Every message it took, in order. */
  sent(): SimulatedSms[];
  /** Every delivery report it posted, with the site's HTTP status. */
  reportsSent(): { body: Record<string, string>; status: number }[];
  /** An SMS a person sends to the short code, posted to the site as Africa's Talking does; answers the site's status. */
  receive(message: { from: string; text: string }): Promise<number>;
  /** Adds an app, or changes the one of that username: another diocese's. */
  addApp(app: SimulatedApp): void;
  close(): Promise<void>;
}

export async function startSmsSimulator(options: SmsSimulatorOptions): Promise<SmsSimulator> {
  await mkdir(options.outboxDir, { recursive: true });
  const gateway = new SimulatedGateway(options);
  const server = createServer((request, response) => {
    void gateway.answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => [...gateway.sent],
    reportsSent: () => [...gateway.reports],
    addApp: (app) => gateway.apps.set(app.username, app),
    async receive({ from, text }) {
      if (!options.inboundUrl) throw new Error("the SMS simulator was started without an inboundUrl");
      return postForm(options.inboundUrl, {
        date: new Date().toISOString(),
        from,
        to: options.shortCode ?? "22384",
        text,
        id: randomBytes(16).toString("hex"),
        linkId: randomBytes(8).toString("hex"),
        networkCode: "63902",
      });
    },
    async close() {
      gateway.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What the simulator holds while it runs, and how it answers a send. */
class SimulatedGateway {
  readonly sent: SimulatedSms[] = [];
  readonly reports: { body: Record<string, string>; status: number }[] = [];
  readonly apps = new Map<string, SimulatedApp>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SmsSimulatorOptions) {
    this.apps.set(options.username, options);
  }

  async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    if (request.method !== "POST" || request.url !== "/version1/messaging") {
      return reply(response, 404, "text/plain", "Not found");
    }
    const app = this.apps.get(form.get("username") ?? "");
    if (!app || request.headers.apikey !== app.apiKey) {
      return reply(response, 401, "text/plain", "The supplied authentication is invalid");
    }
    const message = form.get("message");
    if (!form.get("to") || !message)
      return reply(response, 400, "text/plain", "Missing recipients or message");
    const recipients = await this.take(app, form);
    const taken = recipients.filter((recipient) => recipient.statusCode === 101).length;
    const cost = taken * SIMULATED_PART_COST_KES * smsPartsOf(message).parts;
    const summary = `Sent to ${taken}/${recipients.length} Total Cost: KES ${cost.toFixed(4)}`;
    return reply(
      response,
      201,
      "application/json",
      JSON.stringify({ SMSMessageData: { Message: summary, Recipients: recipients } }),
    );
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  /** Each number of a send: refused if it is no mobile, else written to the outbox and reported on later. */
  private async take(app: SimulatedApp, form: URLSearchParams): Promise<SimulatedRecipient[]> {
    const message = form.get("message") ?? "";
    const senderId = form.get("from") || null;
    const parts = smsPartsOf(message).parts;
    const recipients: SimulatedRecipient[] = [];
    for (const raw of (form.get("to") ?? "").split(",").map((number) => number.trim())) {
      const to = kenyanMobileOrNull(raw);
      if (!to) {
        recipients.push({
          statusCode: 403,
          number: raw,
          status: "InvalidPhoneNumber",
          cost: "0",
          messageId: "None",
        });
        continue;
      }
      const sms: SimulatedSms = {
        to,
        message,
        senderId,
        sentAt: new Date().toISOString(),
        messageId: `ATXid_${randomBytes(16).toString("hex")}`,
        parts,
      };
      this.sent.push(sms);
      await writeFile(
        path.join(this.options.outboxDir, `${sms.sentAt.replace(/[:.]/g, "-")}-${sms.messageId}.json`),
        `${JSON.stringify(sms, null, 2)}\n`,
      );
      recipients.push({
        statusCode: 101,
        number: to,
        status: "Success",
        cost: `KES ${(SIMULATED_PART_COST_KES * parts).toFixed(4)}`,
        messageId: sms.messageId,
        messageParts: parts,
      });
      this.reportLater(app, sms);
    }
    return recipients;
  }

  /** The delivery report of a message, a moment after it was taken, as its number chooses. */
  private reportLater(app: SimulatedApp, sms: SimulatedSms): void {
    const url = app.deliveryReportUrl;
    if (!url) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const outcome = SIMULATED_DELIVERY[sms.to.slice(-2)];
      const body: Record<string, string> = {
        id: sms.messageId,
        status: outcome?.status ?? "Success",
        phoneNumber: sms.to,
        networkCode: "63902",
        retryCount: "0",
        ...(outcome ? { failureReason: outcome.failureReason } : {}),
      };
      void postForm(url, body).then((status) => this.reports.push({ body, status }));
    }, this.options.deliveryDelayMs ?? 1_000);
    this.timers.add(timer);
  }
}

/** Posts a form as Africa's Talking posts its callbacks; answers the site's status (0 if unreachable). */
async function postForm(url: string, body: Record<string, string>): Promise<number> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 100_000) request.destroy();
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function reply(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { "content-type": type });
  response.end(body);
}
