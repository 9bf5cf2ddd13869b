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
