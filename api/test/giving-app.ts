import { SYSTEM_ACTOR } from "../src/authorization.js";
import { startDarajaSimulator, type DarajaSimulator } from "../src/modules/mpesa/daraja-simulator.js";
import { ProjectStatus, type Project } from "../src/modules/project/project.entity.js";
import { createStaffMember, signedInHeaders } from "./factories.js";
import { TEST_DARAJA_ACCOUNT } from "./giving-support.js";
import { graphql } from "./http.js";
import { startTestApp, type TestApp } from "./test-app.js";

/** The account number of the sample appeal, as donors type it at the paybill. */
export const APPEAL_ACCOUNT = "CONFCENTRE";

export interface GivingApp {
  server: TestApp;
  simulator: DarajaSimulator;
  appeal: Project;
  treasurer: Record<string, string>;
  editor: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The site on a new database, giving by M-Pesa against its own Daraja simulator (which calls it
 * back over real HTTP), with the paybill's numbers set, a featured appeal, a treasurer and an editor.
 */
export async function startGivingApp(
  options: { env?: NodeJS.ProcessEnv; callbackDelayMs?: number } = {},
): Promise<GivingApp> {
  const simulator = await startDarajaSimulator({
    ...TEST_DARAJA_ACCOUNT,
    callbackDelayMs: options.callbackDelayMs ?? 150,
  });
  const server = await startTestApp({
    ownPublicUrl: true,
    env: {
      MPESA_ENV: "simulator",
      MPESA_SIMULATOR_URL: simulator.url,
      MPESA_CONSUMER_KEY: TEST_DARAJA_ACCOUNT.consumerKey,
      MPESA_CONSUMER_SECRET: TEST_DARAJA_ACCOUNT.consumerSecret,
      MPESA_SHORTCODE: TEST_DARAJA_ACCOUNT.shortcode,
      MPESA_PASSKEY: TEST_DARAJA_ACCOUNT.passkey,
      MPESA_STATUS_QUERY_AFTER_SECONDS: "1",
      ...options.env,
    },
  });
  await server.services.siteSettings.update(SYSTEM_ACTOR, {
    shortName: "ACK Diocese",
    fullName: "ACK Diocese of Kakamega",
    paybillNumber: TEST_DARAJA_ACCOUNT.shortcode,
    accountNumber: APPEAL_ACCOUNT,
  });
  const appeal = await server.services.projects.create(SYSTEM_ACTOR, {
    title: "Diocesan Conference Centre",
    summary: "A conference centre in Kakamega.",
    body: "<p>KES 600,000,000.</p>",
    targetAmountKes: 600_000_000,
    status: ProjectStatus.ONGOING,
    featured: true,
  });
  const treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
  const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
  await server.services.mpesa.registerPaybillUrls();
  return {
    server,
    simulator,
    appeal,
    treasurer,
    editor,
    async close() {
      await server.close();
      await simulator.close();
    },
  };
}

export interface DonorGift {
  token: string;
  status: "PENDING" | "PAID" | "FAILED";
  amountKes: number;
  receiptNumber: string | null;
  mpesaReceipt: string | null;
  message: string | null;
}

const GIFT_FIELDS = "token status amountKes receiptNumber mpesaReceipt message";

/** Asks for a prompt as the give page does, from the client the headers name. */
export function give(siteUrl: string, input: Record<string, unknown>, headers: Record<string, string> = {}) {
  return graphql<{ giveByMpesa: DonorGift }>(
    siteUrl,
    `mutation ($input: GiveInput!) { giveByMpesa(input: $input) { ${GIFT_FIELDS} } }`,
    { input },
    headers,
  );
}

/** A gift as its donor's page reads it. */
export async function giftOf(siteUrl: string, token: string): Promise<DonorGift> {
  const { body } = await graphql<{ gift: DonorGift }>(
    siteUrl,
    `query ($token: String!) { gift(token: $token) { ${GIFT_FIELDS} } }`,
    { token },
  );
  return body.data!.gift;
}

/** The gift once it is no longer pending, or as it stands when the time is up. */
export async function settledGift(siteUrl: string, token: string, withinMs = 5_000): Promise<DonorGift> {
  const until = Date.now() + withinMs;
  for (;;) {
    const gift = await giftOf(siteUrl, token);
    if (gift.status !== "PENDING" || Date.now() > until) return gift;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A project's progress as everyone sees it. */
export async function progressOf(siteUrl: string, projectId: number) {
  const { body } = await graphql<{ project: { progress: { raisedKes: number; gifts: number } } }>(
    siteUrl,
    `
      query ($id: ID!) {
        project(id: $id) {
          progress {
            raisedKes
            gifts
          }
        }
      }
    `,
    { id: String(projectId) },
  );
  return body.data!.project.progress;
}

let phones = 0;
/** A Safaricom number of its own that ends as the simulator's outcome asks (any other ending pays). */
export const phoneEnding = (ending: string) =>
  `07${String(1000 + (++phones % 9000)).slice(-4)}${ending.padStart(4, "0")}`;

/** Runs `count` calls, `atOnce` at a time, and answers what each answered, in order. */
export async function inParallel<T>(count: number, atOnce: number, call: (index: number) => Promise<T>) {
  const answers: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < count) {
        const index = next++;
        answers[index] = await call(index);
      }
    }),
  );
  return answers;
}
