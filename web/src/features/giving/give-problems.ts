import type { GiveProblem } from "@diocese/site/form-problems";

/*
 * What the donor is told when a gift is refused: on the give page the server draws after a form
 * sent without JavaScript (/give/<slug>/<problem>), and by the give form's behaviour, in the same
 * words. The words are the catalogue's (giving.problems, made by useGiveMessages); the behaviour
 * reads them from the form's data-message-* attributes. No React here: the behaviour imports it.
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

/** The messages of a refused gift, each named as its problem is in the give page's address. */
export const GIVE_MESSAGES = [
  "amount",
  "phone",
  "name",
  "email",
  "project",
  "too-many",
  "prompts-off",
  "not-sent",
  "refused",
] as const;
export type GiveMessageName = (typeof GIVE_MESSAGES)[number];
export type GiveMessages = Readonly<Record<GiveMessageName, string>>;

/** What went wrong with the last gift, as the give page says it above its form. */
export function giveProblemMessage(problem: GiveProblem, messages: GiveMessages): string {
  return messages[problem];
}

/** The give form's fields, by the name the API's GiveInput gives each (`extensions.field`). */
export const GIVE_FIELDS = ["amountKes", "phone", "name", "email"] as const;
export type GiveField = (typeof GIVE_FIELDS)[number];

/** The message said at a field the API refused, in the words the page without JavaScript uses. */
export const MESSAGE_OF_FIELD: Readonly<Record<GiveField, GiveMessageName>> = {
  amountKes: "amount",
  phone: "phone",
  name: "name",
  email: "email",
};
