import { In } from "typeorm";
import { isPossibleId } from "../../lib/validation.js";
import { Contribution, GiftSource, GiftStatus } from "../contribution/contribution.entity.js";
import type { ContributionService } from "../contribution/contribution.service.js";
import { UnmatchedReason } from "../contribution/unmatched-payment.entity.js";
import type { ProjectService } from "../project/project.service.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import type { PaybillPayment } from "./daraja-notices.js";
import type { PledgeService } from "../pledge/pledge.service.js";
import type { AssessmentPaymentService } from "../assessment/assessment-payments.service.js";
import { RegistrationStatus } from "../event-registration/registration.entity.js";
import type { RegistrationFeeService } from "../event-registration/registration-fees.service.js";

/**
 * What a prompt's account reference says: G and the gift's number, or P and the pledge's for a
 * payment towards a pledge (Daraja takes 12 characters). A pledge's reference is also what its
 * pledger types as the account when paying the paybill by hand.
 */
export const promptReference = (gift: Pick<Contribution, "id" | "pledgeId">) =>
  gift.pledgeId ? `P${gift.pledgeId}` : `G${gift.id}`;
const PROMPT_REFERENCE = /^G(\d{1,10})$/i;
const PLEDGE_REFERENCE = /^P(\d{1,10})$/i;
/** A parish's account for its assessment: Q and the parish's number. */
const ASSESSMENT_REFERENCE = /^Q(\d{1,10})$/i;
/** A registration's account for its fee: R and the registration's number. */
const REGISTRATION_REFERENCE = /^R(\d{1,10})$/i;

/** Where a payment to the paybill by hand belongs. */
export type PaybillDestination =
  /** M-Pesa confirming, as a paybill payment, the payment made at one of our prompts. */
  | { kind: "prompt"; gift: Contribution }
  /** A gift of its own to a project, towards a pledge when its account named one. */
  | { kind: "project"; projectId: number; pledgeId?: number }
  /** A parish's payment of its own towards its assessment (the oldest not yet paid in full). */
  | { kind: "assessment"; assessmentId: number }
  /** The fee of a registration holding a place for it, paid in full. */
  | { kind: "registration"; registrationId: number }
  /** Money the site cannot place: the treasurer is asked. */
  | { kind: "unmatched"; reason: UnmatchedReason };

/**
 * Where a confirmed paybill payment belongs, by the account number the payer typed: a gift's
 * reference (G and its number) names that gift; the appeal's account number, the featured
 * project. A payment quoting a gift that is not that gift's own payment (another amount, or a
 * second transaction after the gift was paid) is a gift of its own to the same project, since
 * the money was received all the same.
 */
export async function paybillDestination(
  payment: PaybillPayment,
  sources: {
    ledger: ContributionService;
    projects: ProjectService;
    siteSettings: SiteSettingsService;
    pledges: PledgeService;
    assessments: AssessmentPaymentService;
    registrations: RegistrationFeeService;
  },
): Promise<PaybillDestination> {
  const account = payment.accountNumber.trim();
  const registrationId = REGISTRATION_REFERENCE.exec(account)?.[1];
  if (registrationId) {
    if (!isPossibleId(registrationId))
      return { kind: "unmatched", reason: UnmatchedReason.REGISTRATION_ACCOUNT };
    return registrationDestination(Number(registrationId), payment, sources);
  }
  // A number no row can have (Q9999999999) names nothing: looking it up would be refused by
  // PostgreSQL (out of range for an integer column), and the payment would reach neither the
  // ledger nor the treasurer.
  const parishId = ASSESSMENT_REFERENCE.exec(account)?.[1];
  if (parishId) {
    if (!isPossibleId(parishId)) return { kind: "unmatched", reason: UnmatchedReason.ASSESSMENT_REFERENCE };
    return assessmentDestination(Number(parishId), payment, sources);
  }
  const pledgeId = PLEDGE_REFERENCE.exec(account)?.[1];
  if (pledgeId) {
    if (!isPossibleId(pledgeId)) return { kind: "unmatched", reason: UnmatchedReason.PLEDGE_REFERENCE };
    return pledgeDestination(Number(pledgeId), payment, sources);
  }
  const promptId = PROMPT_REFERENCE.exec(account)?.[1];
  if (promptId) {
    if (!isPossibleId(promptId)) return { kind: "unmatched", reason: UnmatchedReason.GIFT_REFERENCE };
    const gift = await sources.ledger.findById(Number(promptId));
    if (!gift || gift.source !== GiftSource.STK)
      return { kind: "unmatched", reason: UnmatchedReason.GIFT_REFERENCE };
    if (isPromptsOwnPayment(gift, payment)) return { kind: "prompt", gift };
    if (gift.registrationId !== null) return registrationDestination(gift.registrationId, payment, sources);
    return gift.projectId === null
      ? { kind: "assessment", assessmentId: gift.assessmentId! }
      : { kind: "project", projectId: gift.projectId };
  }
  const appealAccount = (await sources.siteSettings.get()).accountNumber?.trim().toUpperCase();
  if (!appealAccount || account.toUpperCase() !== appealAccount) {
    return { kind: "unmatched", reason: UnmatchedReason.OTHER_ACCOUNT };
  }
  const appeal = await sources.projects.featured();
  return appeal
    ? { kind: "project", projectId: appeal.id }
    : { kind: "unmatched", reason: UnmatchedReason.NO_APPEAL };
}

/**
 * Where a payment quoting a pledge's account (P and its number) belongs: the prompt asked for on
 * the pledge's page that it paid, when it is that prompt's payment, or else a gift of its own
 * towards the pledge, however much is left of it (more than is left still counts, to the appeal).
 */
async function pledgeDestination(
  pledgeId: number,
  payment: PaybillPayment,
  sources: { ledger: ContributionService; pledges: PledgeService },
): Promise<PaybillDestination> {
  const pledge = await sources.pledges.findById(pledgeId);
  if (!pledge) return { kind: "unmatched", reason: UnmatchedReason.PLEDGE_REFERENCE };
  const prompts = await sources.ledger.recentPromptsFor({ pledgeId: pledge.id }, payment.amountKes);
  const prompt = prompts.find((gift) => isPromptsOwnPayment(gift, payment));
  return prompt
    ? { kind: "prompt", gift: prompt }
    : { kind: "project", projectId: pledge.projectId, pledgeId };
}

/**
 * Where a payment quoting a parish's account (Q and its number) belongs: the prompt sent from the
 * parish's assessment page that it paid, whichever year's, or else a payment of its own towards
 * the parish's oldest assessment not yet paid in full. A parish with no assessment (or no such
 * parish) leaves it to the treasurer.
 */
async function assessmentDestination(
  parishId: number,
  payment: PaybillPayment,
  sources: { ledger: ContributionService; assessments: AssessmentPaymentService },
): Promise<PaybillDestination> {
  const assessment = await sources.assessments.assessmentToPay(parishId);
  if (!assessment) return { kind: "unmatched", reason: UnmatchedReason.ASSESSMENT_REFERENCE };
  const ids = await sources.assessments.assessmentIdsOf(parishId);
  const prompts = await sources.ledger.recentPromptsFor({ assessmentId: In(ids) }, payment.amountKes);
  const prompt = prompts.find((gift) => isPromptsOwnPayment(gift, payment));
  return prompt ? { kind: "prompt", gift: prompt } : { kind: "assessment", assessmentId: assessment.id };
}

/**
 * Where a payment quoting a registration's account (R and its number) belongs: the fee's prompt
 * that it paid, when it is that prompt's payment; else the registration's fee, when it holds a
 * place waiting for it (held, or offered from the waiting list) and the payment is at least the
 * fee. Anything else confirms no one: the treasurer refunds or places it.
 */
async function registrationDestination(
  registrationId: number,
  payment: PaybillPayment,
  sources: { ledger: ContributionService; registrations: RegistrationFeeService },
): Promise<PaybillDestination> {
  const unmatched = { kind: "unmatched", reason: UnmatchedReason.REGISTRATION_ACCOUNT } as const;
  const registration = await sources.registrations.findById(registrationId);
  if (!registration) return unmatched;
  const prompts = await sources.ledger.recentPromptsFor({ registrationId }, payment.amountKes);
  const prompt = prompts.find((gift) => isPromptsOwnPayment(gift, payment));
  if (prompt) return { kind: "prompt", gift: prompt };
  const awaitingFee = [RegistrationStatus.HELD, RegistrationStatus.OFFERED].includes(registration.status);
  return awaitingFee && registration.holdsPlace && payment.amountKes >= registration.feeKes
    ? { kind: "registration", registrationId }
    : unmatched;
}

/**
 * Whether the payment is the one the prompt asked for: the prompt's amount, and not a second
 * M-Pesa transaction once the gift is paid with another. A gift paid on the status query's word
 * has no M-Pesa receipt yet: a payment of its amount is taken for its own, as it most likely is.
 */
function isPromptsOwnPayment(gift: Contribution, payment: PaybillPayment): boolean {
  if (gift.amountKes !== payment.amountKes) return false;
  return (
    gift.status !== GiftStatus.PAID ||
    gift.mpesaReceipt === null ||
    gift.mpesaReceipt === payment.mpesaReceipt
  );
}
