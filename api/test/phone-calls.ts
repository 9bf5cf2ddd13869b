import { randomBytes } from "node:crypto";
import { SYSTEM_ACTOR } from "../src/authorization.js";
import type { Services } from "../src/services.js";
import { ProjectStatus, type Project } from "../src/modules/project/project.entity.js";

/** The secret the tests' sites give Africa's Talking's callbacks (AT_CALLBACK_SECRET). */
export const TEST_AT_SECRET = "a-callback-secret-for-the-tests-0001";
/** The most characters Africa's Talking shows on a USSD screen. */
export const USSD_SCREEN_MAX = 182;

/** One USSD session as a feature phone dials it through Africa's Talking. */
export interface UssdCall {
  /** The first screen, "CON ..." */
  readonly opening: string;
  /** Presses a key (or types an answer) and sends; answers the screen that comes back. */
  press(answer: string): Promise<string>;
  readonly sessionId: string;
}

/** Posts one USSD step as Africa's Talking does: a form, answered text/plain. */
export async function ussdStep(
  siteUrl: string,
  form: Record<string, string>,
  secret = TEST_AT_SECRET,
): Promise<{ status: number; text: string; type: string | null }> {
  const response = await fetch(`${siteUrl}/africastalking/${secret}/ussd`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
}

/**
 * Dials the site's USSD code from a phone: each press sends every answer so far joined by "*", as
 * Africa's Talking does. Every screen is checked to fit a phone's screen.
 */
export async function dial(
  siteUrl: string,
  phoneNumber: string,
  serviceCode = "*384*2024#",
): Promise<UssdCall> {
  const sessionId = `ATUid_${randomBytes(12).toString("hex")}`;
  const answers: string[] = [];
  const step = async () => {
    const { status, text } = await ussdStep(siteUrl, {
      sessionId,
      serviceCode,
      phoneNumber,
      networkCode: "63902",
      text: answers.join("*"),
    });
    if (status !== 200) throw new Error(`the USSD step answered ${status}: ${text}`);
    if (text.length > USSD_SCREEN_MAX) throw new Error(`a screen of ${text.length} characters: ${text}`);
    if (!/^(CON|END) /.test(text)) throw new Error(`a screen neither CON nor END: ${text}`);
    return text;
  };
  const opening = await step();
  return {
    opening,
    sessionId,
    press(answer) {
      answers.push(answer);
      return step();
    },
  };
}

/** Sends an SMS to the short code as Africa's Talking posts it; answers the site's status. */
export async function smsToShortCode(
  siteUrl: string,
  from: string,
  text: string,
  secret = TEST_AT_SECRET,
): Promise<number> {
  const response = await fetch(`${siteUrl}/africastalking/${secret}/sms/inbound`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      from,
      to: "22384",
      text,
      date: new Date().toISOString(),
      id: randomBytes(8).toString("hex"),
      linkId: randomBytes(8).toString("hex"),
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Gives a parish its regular services, its other details as they are. */
export async function holdServices(
  services: Services,
  parishId: string,
  regular: { day: string; startTime: string; language: string; kind: string }[],
): Promise<void> {
  const parish = await services.parishes.findById(parishId);
  if (!parish) throw new Error(`there is no parish ${parishId}`);
  await services.parishes.update(SYSTEM_ACTOR, parishId, {
    name: parish.name,
    archdeaconryId: String(parish.archdeaconryId),
    services: regular,
  });
}

/** Marks an appeal a test added completed, so that it takes no more gifts and lists nowhere. */
export async function completed(site: { server: { services: Services } }, project: Project): Promise<void> {
  await site.server.services.projects.update(SYSTEM_ACTOR, project.id, {
    title: project.title,
    summary: project.summary,
    body: project.body,
    targetAmountKes: project.targetAmountKes,
    status: ProjectStatus.COMPLETED,
    featured: false,
  });
}
