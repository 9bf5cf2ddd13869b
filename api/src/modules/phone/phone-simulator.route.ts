import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config.js";
import { formFields } from "../../lib/cross-site-form.js";
import { kenyanMobileOrNull, type SmsService } from "../sms/sms.service.js";
import { PHONE_PAGE, PHONE_STYLES } from "./phone-simulator.page.js";
import { PHONE_SCRIPT } from "./phone-simulator.script.js";
import { USSD_SORRY } from "./phone.routes.js";
import type { SmsKeywords } from "./sms-keywords.js";
import type { UssdService } from "./ussd.service.js";

/** The page's JSON is one USSD step or one SMS: a few hundred characters. */
const BODY_MAX_BYTES = 4 * 1024;
/** How many SMS and prompts the inbox lists, newest first. */
const INBOX_LENGTH = 20;
/** Africa's Talking's longest `text`, every answer of a session: ussd.service.ts reads no more. */
const USSD_TEXT_MAX = 400;
/** One SMS of the phone alphabet, as a person types one to the short code. */
const SMS_TEXT_MAX = 160;
/** A control character other than a line break or a tab: nothing a phone's keys type. */
const CONTROL_CHARACTERS = /[^\P{Cc}\n\t]/u;
const PHONE_PROBLEM = "must be a Kenyan mobile number, such as 0712 345 678";

/** What the phone simulator reads of the site: the menus, and what the two simulators were sent. */
export interface PhoneSimulatorParts {
  ussd: Pick<UssdService, "step">;
  smsKeywords: Pick<SmsKeywords, "receive">;
  sms: Pick<SmsService, "accounts">;
  smsSending: {
    readonly startedSimulator: { sent(): { to: string; message: string; sentAt: string }[] } | null;
  };
  mpesa: {
    readonly startedSimulator: {
      promptsSent(): {
        phone: string;
        amount: number;
        accountReference: string;
        sentAt: string;
        outcome: string;
      }[];
    } | null;
  };
}

class BadInput extends Error {
  readonly statusCode = 400;
}

/** A Kenyan mobile as Africa's Talking writes it (+2547...), or a 400 naming the field. */
function phoneOf(raw: unknown, field: string): string {
  const phone = typeof raw === "string" && raw.length <= 30 ? kenyanMobileOrNull(raw) : null;
  if (!phone) throw new BadInput(`${field} ${PHONE_PROBLEM}`);
  return phone;
}

/** Text typed on the phone: a string of at most `max` characters, with no control characters. */
function typedText(raw: unknown, field: string, max: number, { empty }: { empty: boolean }): string {
  if (typeof raw !== "string" || raw.length > max || CONTROL_CHARACTERS.test(raw)) {
    throw new BadInput(`${field} must be text of at most ${max} characters, with no control characters`);
  }
  if (!empty && raw.trim() === "") throw new BadInput(`${field} must not be empty`);
  return raw;
}

/**
 * A feature phone in the browser, for developers and trainers, at /simulator/phone: it dials the
 * USSD menu and sends SMS keywords as Africa's Talking would bring them, and lists the SMS and
 * M-Pesa prompts the simulators were sent for its number. Registered only when SMS_ENV=simulator
 * and M-Pesa is simulated or off: it speaks for any phone number, so no real site may have it.
 */
export async function registerPhoneSimulator(
  app: FastifyInstance,
  config: Pick<Config, "sms" | "mpesa">,
  services: PhoneSimulatorParts,
): Promise<void> {
  // Its page speaks for any number: never beside a real M-Pesa, whose prompts would reach real phones.
  if (config.sms.mode !== "simulator" || !["simulator", "off"].includes(config.mpesa.mode)) return;
  // The secret of the diocese whose site the page is on: its menus, as its app calls them.
  const secretHere = async () => (await services.sms.accounts.current())?.callbackSecret ?? "";
  await app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "the phone simulator failed");
      const message =
        status === 500
          ? "The phone simulator failed: the site's log says why"
          : error instanceof BadInput
            ? error.message
            : `${error.message} (send JSON, as the phone simulator's page does)`;
      return reply.code(status).send({ error: message });
    });
    registerAssets(scope);
    scope.post("/simulator/phone/ussd", { bodyLimit: BODY_MAX_BYTES }, async (request) => {
      const body = formFields(request.body);
      const sessionId = body.sessionId;
      if (typeof sessionId !== "string" || !/^[\w-]{1,100}$/.test(sessionId)) {
        throw new BadInput("sessionId must be 1 to 100 letters, digits, - or _");
      }
      const serviceCode = body.serviceCode ?? "*384*2024#";
      if (typeof serviceCode !== "string" || !/^[*#\d]{2,30}$/.test(serviceCode)) {
        throw new BadInput("serviceCode must be a USSD code, such as *384*2024#");
      }
      const form = {
        sessionId,
        serviceCode,
        phoneNumber: phoneOf(body.phoneNumber, "phoneNumber"),
        networkCode: "63902",
        text: typedText(body.text ?? "", "text", USSD_TEXT_MAX, { empty: true }),
      };
      try {
        return { screen: (await services.ussd.step(await secretHere(), form)) ?? USSD_SORRY };
      } catch (error) {
        request.log.error({ err: error }, "a simulated USSD step failed");
        return { screen: USSD_SORRY };
      }
    });
    scope.post("/simulator/phone/sms", { bodyLimit: BODY_MAX_BYTES }, async (request) => {
      const body = formFields(request.body);
      const from = phoneOf(body.from, "from");
      const text = typedText(body.text, "text", SMS_TEXT_MAX, { empty: false });
      await services.smsKeywords.receive(await secretHere(), {
        from,
        to: "22384",
        text,
        date: new Date().toISOString(),
        id: randomBytes(16).toString("hex"),
        linkId: randomBytes(8).toString("hex"),
      });
      return { received: true };
    });
    scope.get<{ Querystring: { phone?: unknown } }>("/simulator/phone/inbox", async (request, reply) => {
      const phone = phoneOf(request.query.phone, "phone");
      reply.header("cache-control", "no-store");
      return inboxOf(services, phone);
    });
  });
}

/** The page, its stylesheet and its script: files of their own, as the site's CSP allows no inline script. */
function registerAssets(scope: FastifyInstance): void {
  const asset = (type: string, body: string) => (_request: unknown, reply: FastifyReply) =>
    reply.type(type).header("cache-control", "no-cache").send(body);
  scope.get("/simulator/phone", asset("text/html; charset=utf-8", PHONE_PAGE));
  scope.get("/simulator/phone.css", asset("text/css; charset=utf-8", PHONE_STYLES));
  scope.get("/simulator/phone.js", asset("text/javascript; charset=utf-8", PHONE_SCRIPT));
}

/** The newest SMS and M-Pesa prompts sent to a number; nothing of a simulator the site did not start. */
function inboxOf({ smsSending, mpesa }: PhoneSimulatorParts, phone: string) {
  const sms = (smsSending.startedSimulator?.sent() ?? [])
    .filter((message) => message.to === phone)
    .slice(-INBOX_LENGTH)
    .reverse()
    .map(({ message, sentAt }) => ({ message, sentAt }));
  // Daraja writes a phone without its "+".
  const prompts = (mpesa.startedSimulator?.promptsSent() ?? [])
    .filter((prompt) => prompt.phone === phone.slice(1))
    .slice(-INBOX_LENGTH)
    .reverse()
    .map(({ amount, accountReference, sentAt, outcome }) => ({ amount, accountReference, sentAt, outcome }));
  return {
    sms,
    prompts,
    // With SMS_SIMULATOR_URL or a real M-Pesa, what is sent goes elsewhere, and the page says so.
    watching: { sms: smsSending.startedSimulator !== null, prompts: mpesa.startedSimulator !== null },
  };
}
