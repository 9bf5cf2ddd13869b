/*
 * What was wrong with a form sent without JavaScript, as the last part of the address the server
 * sends the visitor back to, where the page says it (no amount or phone ever goes in an address).
 */

/**
 * What was wrong with a gift sent from the give page's form without JavaScript, as the last part
 * of the address the server sends the donor back to (no amount or phone ever goes in an address).
 */
export const GIVE_PROBLEMS = [
  "amount",
  "phone",
  "name",
  "email",
  "project",
  "too-many",
  "prompts-off",
] as const;
export type GiveProblem = (typeof GIVE_PROBLEMS)[number];

/** What was wrong with a pledge sent from the pledge form without JavaScript (as GIVE_PROBLEMS). */
export const PLEDGE_PROBLEMS = [
  "amount",
  "due",
  "phone",
  "name",
  "email",
  "parish",
  "project",
  "too-many",
] as const;
export type PledgeProblem = (typeof PLEDGE_PROBLEMS)[number];

/** What was wrong with a payment asked for on a pledge's page without JavaScript. */
export const PLEDGE_PAYMENT_PROBLEMS = ["amount", "too-many", "prompts-off", "phone"] as const;
export type PledgePaymentProblem = (typeof PLEDGE_PAYMENT_PROBLEMS)[number];

/**
 * What was wrong with a request for a giving statement, sent from its page without JavaScript, or
 * with the link of the treasurer's sending, which lasts 30 days.
 */
export const STATEMENT_PROBLEMS = ["phone", "year", "too-many", "sms-off", "link-expired"] as const;
export type StatementProblem = (typeof STATEMENT_PROBLEMS)[number];

/** What was wrong with the one-time code typed for a giving statement. */
export const STATEMENT_CODE_PROBLEMS = ["wrong", "expired", "used-up"] as const;
export type StatementCodeProblem = (typeof STATEMENT_CODE_PROBLEMS)[number];

/**
 * What was wrong with a registration sent from an event's registration form without JavaScript,
 * said beside the field at fault (the form is drawn again with what was typed): a field's own
 * problem, or one of the whole form's (`closed`, `too-many`, `prompts-off`).
 */
export const REGISTRATION_PROBLEMS = [
  "name",
  "phone",
  "email",
  "parish",
  "role",
  "diet",
  "answer",
  "choice",
  "pay-by",
  "closed",
  "full",
  "too-many",
  "prompts-off",
] as const;
export type RegistrationProblem = (typeof REGISTRATION_PROBLEMS)[number];

/** What was wrong with paying for a place offered from the waiting list, on the registration's page. */
export const REGISTRATION_PAYMENT_PROBLEMS = ["lapsed", "prompt-pending", "too-many", "prompts-off"] as const;
export type RegistrationPaymentProblem = (typeof REGISTRATION_PAYMENT_PROBLEMS)[number];
