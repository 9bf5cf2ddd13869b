import { SYSTEM_ACTOR } from "../src/authorization.js";
import { startDarajaSimulator, type DarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import { ProjectStatus, type Project } from "../src/modules/project/project.entity.js";
import { SmsMessage } from "../src/modules/sms/sms-message.entity.js";
import { createParish, createStaffMember, daysFromToday, signedInHeaders } from "./factories.js";
import { simulatorEnv, TEST_DARAJA_ACCOUNT } from "./giving-support.js";
import { graphql } from "./http.js";
import { startTestApp, type TestApp } from "./test-app.js";

/** What the tests read of a pledge at its own address. */
export const STATEMENT_FIELDS =
  "id secret name amountKes paidKes leftKes dueOn schedule remindersOn nextReminderOn status accountReference";

export interface Statement {
  id: string;
  secret: string;
  amountKes: number;
  paidKes: number;
  leftKes: number;
  status: string;
  remindersOn: boolean;
  nextReminderOn: string | null;
  accountReference: string;
}

export interface PledgingApp {
  server: TestApp;
  daraja: DarajaSimulator;
  appeal: Project;
  treasurer: Record<string, string>;
  parishId: string;
  /** Makes a pledge by GraphQL as the pledge form would; answers GraphQL's answer. */
  makePledge(
    overrides?: Record<string, unknown>,
  ): Promise<Awaited<ReturnType<typeof graphql<{ makePledge: Statement }>>>>;
  /** Makes a pledge, or throws what GraphQL said. */
  pledged(overrides?: Record<string, unknown>): Promise<Statement>;
  /** A pledge at its own address, or null. */
  statement(id: string, secret: string): Promise<Statement | null>;
  /** A gift the treasurer records to the appeal, towards a pledge if one is named; answers its id. */
  recordGift(amountKes: number, pledgeId?: string | null): Promise<string>;
  /** The SMS queued for a number (+254...), of a kind, oldest first. */
  smsTo(phone: string, kind?: string): Promise<SmsMessage[]>;
  close(): Promise<void>;
}

/** The same text but its last character: an address one character away from a pledge's own. */
export const butTheLast = (text: string) => `${text.slice(0, -1)}${text.endsWith("x") ? "y" : "x"}`;

/** Noon in Kakamega today: within the hours promotional SMS may go in. */
export const kakamegaNoon = () => new Date(`${daysFromToday(0)}T12:00:00+03:00`);

/**
 * The site with M-Pesa and SMS on their simulators (each over real HTTP), the paybill's numbers, a
 * featured appeal of KES 5,000,000 (in Kiswahili too), a parish and a treasurer: what every pledge
 * test starts from; with the web app's build, its pages too.
 */
export async function startPledgingApp(
  options: { env?: NodeJS.ProcessEnv; webDistDir?: string } = {},
): Promise<PledgingApp> {
  const daraja = await startDarajaSimulator({ ...TEST_DARAJA_ACCOUNT, callbackDelayMs: 100 });
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
  const appeal = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "Cathedral Roof",
    summary: "A new roof.",
    body: "<p>The roof.</p>",
    targetAmountKes: 5_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
    kiswahili: [{ field: "title", text: "Paa la Kanisa Kuu" }],
  });
  const parishId = String((await createParish(server.services, { name: "St Peter's Butere" })).id);
  await server.services.mpesa.registerPaybillUrls();
  const treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  const site = { server, daraja, appeal, treasurer, parishId };
  return {
    ...site,
    ...pledging(site),
    async close() {
      await server.close();
      await daraja.close();
    },
  };
}

type Site = Pick<PledgingApp, "server" | "daraja" | "appeal" | "treasurer" | "parishId">;

/** What the tests do with the site: pledge, read a pledge, record a gift, read the SMS. */
function pledging({ server, appeal, treasurer, parishId }: Site): Omit<PledgingApp, keyof Site | "close"> {
  const makePledge = (overrides: Record<string, unknown> = {}) =>
    graphql<{ makePledge: Statement }>(
      server.url,
      `mutation ($input: PledgeInput!) { makePledge(input: $input) { ${STATEMENT_FIELDS} } }`,
      {
        input: {
          projectId: String(appeal.id),
          pledgerKind: "MOTHERS_UNION",
          name: "Mothers' Union, St Peter's Butere",
          parishId,
          amountKes: 3_000,
          dueOn: daysFromToday(90),
          schedule: "MONTHLY",
          phone: "0712 500 101",
          honourRoll: "NAME_AND_AMOUNT",
          remindersConsent: true,
          ...overrides,
        },
      },
    );
  return {
    makePledge,
    async pledged(overrides = {}) {
      const { body } = await makePledge(overrides);
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.makePledge;
    },
    async statement(id, secret) {
      const { body } = await graphql<{ pledgeStatement: Statement | null }>(
        server.url,
        `query ($id: ID!, $secret: String!) { pledgeStatement(id: $id, secret: $secret) { ${STATEMENT_FIELDS} } }`,
        { id, secret },
      );
      return body.data?.pledgeStatement ?? null;
    },
    async recordGift(amountKes, pledgeId = null) {
      const { body } = await graphql<{ recordGift: { id: string } }>(
        server.url,
        `
          mutation ($input: RecordGiftInput!) {
            recordGift(input: $input) {
              id
            }
          }
        `,
        {
          input: {
            projectId: String(appeal.id),
            amountKes,
            method: "CASH",
            receivedOn: daysFromToday(0),
            pledgeId,
          },
        },
        treasurer,
      );
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.recordGift.id;
    },
    smsTo: (phone, kind) =>
      server.dataSource
        .getRepository(SmsMessage)
        .find({ where: { phone, ...(kind ? { kind } : {}) }, order: { id: "ASC" } }),
  };
}
