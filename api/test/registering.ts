import { SYSTEM_ACTOR } from "../src/authorization.js";
import { startDarajaSimulator, type DarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import type { Event } from "../src/modules/event/event.entity.js";
import { Registration } from "../src/modules/event-registration/registration.entity.js";
import type { RegistrationSetupInput } from "../src/modules/event-registration/registration.inputs.js";
import { SmsMessage } from "../src/modules/sms/sms-message.entity.js";
import { createEvent, createParish, createStaffMember, daysFromToday, signedInHeaders } from "./factories.js";
import { simulatorEnv, TEST_DARAJA_ACCOUNT } from "./giving-support.js";
import { graphql } from "./http.js";
import { startTestApp, type TestApp } from "./test-app.js";

/** What the tests read of a registration as its registrant. */
export const RECEIPT_FIELDS =
  "id eventId token code status name feeKes accountReference holdExpiresAt confirmedAt cancelledAt needsRefund";

export interface Receipt {
  id: string;
  eventId: string;
  token: string;
  code: string;
  status: string;
  feeKes: number;
  accountReference: string;
  holdExpiresAt: string | null;
  needsRefund: boolean;
}

export interface RegisteringApp {
  server: TestApp;
  daraja: DarajaSimulator;
  parishId: string;
  treasurer: Record<string, string>;
  editor: Record<string, string>;
  /** An event a fortnight away taking registrations as `setup` says (free, no limit, unless told). */
  eventTaking(
    setup?: Partial<RegistrationSetupInput>,
    event?: Parameters<typeof createEvent>[1],
  ): Promise<Event>;
  /** Registers by GraphQL as the form would; answers GraphQL's answer. */
  register(
    eventId: number | string,
    overrides?: Record<string, unknown>,
    payBy?: "PROMPT" | "PAYBILL",
    headers?: Record<string, string>,
  ): Promise<Awaited<ReturnType<typeof graphql<{ register: Receipt }>>>>;
  /** Registers, or throws what GraphQL said. */
  registered(
    eventId: number | string,
    overrides?: Record<string, unknown>,
    payBy?: "PROMPT" | "PAYBILL",
  ): Promise<Receipt>;
  /** A registration as its registrant reads it. */
  receipt(token: string): Promise<Receipt | null>;
  /** How many registrations are kept. */
  registrationCount(): Promise<number>;
  /** The SMS queued for a number (+254...), of a kind, oldest first. */
  smsTo(phone: string, kind?: string): Promise<SmsMessage[]>;
  close(): Promise<void>;
}

let phoneSequence = 0;
/** A new Kenyan mobile for each registrant, so throttles per phone never meet. */
export const nextPhone = () => `0712${String(600_000 + (phoneSequence++ % 400_000)).padStart(6, "0")}`;

/**
 * The site with M-Pesa and SMS on their simulators (each over real HTTP), the paybill's numbers, a
 * parish, a treasurer and an editor: what every registration test starts from.
 */
export async function startRegisteringApp(
  options: {
    env?: NodeJS.ProcessEnv;
    callbackDelayMs?: number;
    holdCallbacks?: boolean;
    /** The web app's build, for the tests of the pages it draws (test/web-build.ts). */
    webDistDir?: string;
  } = {},
) {
  const daraja = await startDarajaSimulator({
    ...TEST_DARAJA_ACCOUNT,
    callbackDelayMs: options.callbackDelayMs ?? 100,
    holdCallbacks: options.holdCallbacks,
  });
  const server = await startTestApp({
    ownPublicUrl: true,
    webDistDir: options.webDistDir,
    env: { ...simulatorEnv(daraja.url), SMS_ENV: "simulator", ...options.env },
  });
  await server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
    paybillNumber: TEST_DARAJA_ACCOUNT.shortcode,
    accountNumber: "CATHEDRAL",
  });
  await server.services.mpesa.registerPaybillUrls();
  const parishId = String((await createParish(server.services, { name: "St Paul's Mumias" })).id);
  const treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
  const register: RegisteringApp["register"] = (eventId, overrides = {}, payBy = "PROMPT", headers = {}) =>
    graphql<{ register: Receipt }>(
      server.url,
      `mutation ($input: RegisterInput!, $payBy: RegistrationPayment!) { register(input: $input, payBy: $payBy) { ${RECEIPT_FIELDS} } }`,
      { input: { eventId: String(eventId), name: "Faith Atieno", phone: nextPhone(), ...overrides }, payBy },
      headers,
    );
  const app: RegisteringApp = {
    server,
    daraja,
    parishId,
    treasurer,
    editor,
    async eventTaking(setup = {}, event = {}) {
      const made = await createEvent(server.services, { date: daysFromToday(14), ...event });
      await server.services.registrations.setUp(SYSTEM_ACTOR, made.id, {
        closesAt: new Date(`${daysFromToday(10)}T18:00:00+03:00`),
        ...setup,
      });
      return made;
    },
    register,
    async registered(eventId, overrides, payBy) {
      const { body } = await register(eventId, overrides, payBy);
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.register;
    },
    async receipt(token) {
      const { body } = await graphql<{ registration: Receipt | null }>(
        server.url,
        `query ($token: String!) { registration(token: $token) { ${RECEIPT_FIELDS} } }`,
        { token },
      );
      return body.data!.registration;
    },
    registrationCount: () => server.dataSource.getRepository(Registration).count(),
    smsTo: (phone, kind) =>
      server.dataSource
        .getRepository(SmsMessage)
        .find({ where: { phone, ...(kind ? { kind } : {}) }, order: { id: "ASC" } }),
    async close() {
      await server.close();
      await daraja.close();
    },
  };
  return app;
}
