import type { GiveProblem } from "../../../../api/src/site/site-routes";

/*
 * What the donor is told when a gift is refused: on the give page the server draws after a form
 * sent without JavaScript (/give/<slug>/<problem>), and by the give form's behaviour, in the same
 * words. No React here: the behaviour imports it.
 */

export interface GivingLimits {
  minAmountKes: number;
  maxAmountKes: number;
}

/** The paybill's numbers from the site's settings; either may be unset. */
export interface Paybill {
  paybillNumber?: string | null;
  accountNumber?: string | null;
}

export const PHONE_PROBLEM = "Enter the Safaricom number on M-Pesa, such as 0712 345 678.";
export const NAME_PROBLEM = "Enter a name of at most 120 characters, or leave it empty.";
export const EMAIL_PROBLEM = "Enter an e-mail address such as name@example.org, or leave it empty.";
export const PROJECT_PROBLEM = "This project takes no more gifts.";
export const TOO_MANY_PROBLEM =
  "A prompt was sent to this phone a moment ago, or too many from your connection: wait a minute and try again.";
export const NOT_SENT = "We could not reach the server. Check your connection and try again.";

export function amountProblem({ minAmountKes, maxAmountKes }: GivingLimits): string {
  const shillings = (amount: number) => amount.toLocaleString("en-KE");
  return `Enter a whole number of shillings from ${shillings(minAmountKes)} to ${shillings(maxAmountKes)}.`;
}

/** How to give by hand, with the paybill; null when the settings give no paybill number. */
export function paybillInstructions({ paybillNumber, accountNumber }: Paybill): string | null {
  if (!paybillNumber) return null;
  const account = accountNumber ? `, account ${accountNumber}` : "";
  return `Pay with M-Pesa: Lipa na M-Pesa → Pay Bill, business number ${paybillNumber}${account}.`;
}

/** What went wrong with the last gift, as the give page says it above its form. */
export function giveProblemMessage(problem: GiveProblem, limits: GivingLimits, paybill: Paybill): string {
  switch (problem) {
    case "amount":
      return amountProblem(limits);
    case "phone":
      return PHONE_PROBLEM;
    case "name":
      return NAME_PROBLEM;
    case "email":
      return EMAIL_PROBLEM;
    case "project":
      return PROJECT_PROBLEM;
    case "too-many":
      return TOO_MANY_PROBLEM;
    case "prompts-off":
      return `We cannot send prompts to phones just now. ${
        paybillInstructions(paybill) ?? "Please try again later."
      }`;
  }
}

/** The give form's fields, by the name the API's GiveInput gives each (`extensions.field`). */
export const GIVE_FIELDS = ["amountKes", "phone", "name", "email"] as const;
export type GiveField = (typeof GIVE_FIELDS)[number];

/** What to say at a field the API refused, in the words the page without JavaScript uses. */
export function fieldProblem(field: GiveField, limits: GivingLimits): string {
  switch (field) {
    case "amountKes":
      return amountProblem(limits);
    case "phone":
      return PHONE_PROBLEM;
    case "name":
      return NAME_PROBLEM;
    case "email":
      return EMAIL_PROBLEM;
  }
}
