import {
  STATEMENT_CODE_PROBLEMS,
  STATEMENT_PROBLEMS,
  type StatementCodeProblem,
  type StatementProblem,
} from "@diocese/site/form-problems";

/** What was wrong with the last request for a statement, from its address. */
export const isStatementProblem = (text: string | undefined): text is StatementProblem =>
  STATEMENT_PROBLEMS.some((problem) => problem === text);

/** What was wrong with the last code typed, from its address. */
export const isStatementCodeProblem = (text: string | undefined): text is StatementCodeProblem =>
  STATEMENT_CODE_PROBLEMS.some((problem) => problem === text);

/** Each problem's words (every message named in full, for check:messages). */
export const STATEMENT_PROBLEM_WORDS = {
  phone: "statements.problems.phone",
  year: "statements.problems.year",
  "too-many": "statements.problems.tooMany",
  "sms-off": "statements.problems.smsOff",
  "link-expired": "statements.problems.linkExpired",
} as const satisfies Record<StatementProblem, string>;

export const STATEMENT_CODE_PROBLEM_WORDS = {
  wrong: "statements.problems.wrong",
  expired: "statements.problems.expired",
  "used-up": "statements.problems.usedUp",
} as const satisfies Record<StatementCodeProblem, string>;
