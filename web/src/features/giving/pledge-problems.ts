import {
  PLEDGE_PAYMENT_PROBLEMS,
  PLEDGE_PROBLEMS,
  type PledgePaymentProblem,
  type PledgeProblem,
} from "@diocese/site/form-problems";

/** What was wrong with the last pledge sent without JavaScript, from its address. */
export const isPledgeProblem = (text: string | undefined): text is PledgeProblem =>
  PLEDGE_PROBLEMS.some((problem) => problem === text);

/** What was wrong with the last payment asked for on a pledge's page, from its address. */
export const isPledgePaymentProblem = (text: string | undefined): text is PledgePaymentProblem =>
  PLEDGE_PAYMENT_PROBLEMS.some((problem) => problem === text);

/** Each problem's words (every message named in full, for check:messages). */
export const PLEDGE_PROBLEM_WORDS = {
  amount: "pledges.problems.amount",
  due: "pledges.problems.due",
  phone: "pledges.problems.phone",
  name: "pledges.problems.name",
  email: "pledges.problems.email",
  parish: "pledges.problems.parish",
  project: "pledges.problems.project",
  "too-many": "pledges.problems.tooMany",
} as const satisfies Record<PledgeProblem, string>;

export const PLEDGE_PAYMENT_PROBLEM_WORDS = {
  amount: "pledges.paymentProblems.amount",
  "too-many": "pledges.paymentProblems.tooMany",
  "prompts-off": "pledges.paymentProblems.promptsOff",
  phone: "pledges.paymentProblems.phone",
} as const satisfies Record<PledgePaymentProblem, string>;
