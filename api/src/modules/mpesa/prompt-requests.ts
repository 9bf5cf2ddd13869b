import type { Actor } from "../../authorization.js";
import { UserInputError } from "../../errors.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { DEFAULT_LANGUAGE, type Language } from "../../site/languages.js";
import type { AssessmentPaymentService } from "../assessment/assessment-payments.service.js";
import { GiveInput, requirePromptAmount } from "../contribution/contribution.inputs.js";
import type { ContributionService, PromptDetails } from "../contribution/contribution.service.js";
import { mpesaPhone } from "../contribution/donor-phone.js";
import { HonourRollShowing, type Pledge } from "../pledge/pledge.entity.js";
import { registrationAccount, type Registration } from "../event-registration/registration.entity.js";

/**
 * What a phone is asked to pay: the ledger entry's details and, when it is not the entry's own,
 * the account reference and description the payer's M-Pesa message names.
 */
export interface PromptRequest {
  details: PromptDetails;
  account?: { reference: string; description: string };
}

/** A donor's gift to an appeal that takes gifts, from the give form or GraphQL. */
export async function giftPrompt(
  ledger: ContributionService,
  data: Untrusted<GiveInput>,
  { language, maxKes }: { language: Language; maxKes: number },
): Promise<PromptRequest> {
  const input = await validated(GiveInput, withTrimmedText(data, ["name", "email"]));
  requirePromptAmount(input.amountKes, maxKes);
  const project = await ledger.projectTakingGifts(input.projectId);
  return {
    details: {
      projectId: project.id,
      amountKes: input.amountKes,
      phone: mpesaPhone(input.phone),
      donorName: input.name ?? null,
      anonymous: input.anonymous,
      email: input.email ?? null,
      language,
      pledgeId: null,
    },
  };
}

/**
 * A payment towards a pledge, asked for on the pledge's own page (which the caller found by its
 * secret): to the pledge's phone, with the pledge's account reference (P and its number).
 */
export async function pledgePrompt(
  ledger: ContributionService,
  pledge: Pledge,
  { rawAmount, maxKes }: { rawAmount: unknown; maxKes: number },
): Promise<PromptRequest> {
  const amountKes = Number(rawAmount);
  requirePromptAmount(amountKes, maxKes);
  if (!pledge.phone) throw new UserInputError("This pledge has no phone to send a prompt to", "phone");
  const project = await ledger.projectTakingGifts(String(pledge.projectId));
  return {
    details: {
      projectId: project.id,
      amountKes,
      phone: mpesaPhone(pledge.phone),
      donorName: pledge.name,
      anonymous: pledge.honourRoll === HonourRollShowing.ANONYMOUS,
      email: pledge.email,
      language: pledge.language,
      pledgeId: pledge.id,
    },
  };
}

/**
 * A parish's payment of its assessment: to the phone its editor or the treasurer gives on the
 * parish's assessment page, with the parish's account (Q and its number), the one it types at
 * the paybill.
 */
export async function assessmentPrompt(
  payments: AssessmentPaymentService,
  actor: Actor | null,
  { data, maxKes }: { data: unknown; maxKes: number },
): Promise<PromptRequest> {
  const prompt = await payments.promptFor(actor, data as Record<string, unknown>, maxKes);
  return {
    details: {
      projectId: null,
      assessmentId: prompt.assessment.id,
      amountKes: prompt.amountKes,
      phone: prompt.phone,
      donorName: prompt.payerName,
      anonymous: false,
      email: null,
      language: DEFAULT_LANGUAGE,
      pledgeId: null,
    },
    account: { reference: prompt.accountReference, description: "Assessment" },
  };
}

/**
 * A registration's fee, to the phone the registrant gave, with the registration's account (R and
 * its number), the one they would type at the paybill. Its entry counts in no appeal.
 */
export function registrationPrompt(registration: Registration, maxKes: number): PromptRequest {
  requirePromptAmount(registration.feeKes, maxKes);
  return {
    details: {
      projectId: null,
      registrationId: registration.id,
      amountKes: registration.feeKes,
      phone: mpesaPhone(registration.phone),
      donorName: registration.name,
      anonymous: false,
      email: registration.email,
      language: registration.language,
      pledgeId: null,
    },
    account: { reference: registrationAccount(registration.id), description: "Registration" },
  };
}
