import { UserInputError } from "../../errors.js";
import { MAX_ANSWER } from "./parish-return.entity.js";

/** What the rules of an answer need of its question. */
export interface QuestionRules {
  key: string;
  labelEn: string;
  optional: boolean;
  totalOf: readonly string[];
}

export interface TypedAnswer {
  key: string;
  value?: string | null;
}

/**
 * The answers as numbers by key, each one given checked: a whole number, not below zero, not
 * absurdly large, for a question of the year. An empty answer is no answer (a draft may lack any).
 * The refusal names the question by its English label, and its key as the field.
 */
export function checkedAnswers(
  questions: readonly QuestionRules[],
  answers: readonly TypedAnswer[],
  year: number,
): Map<string, number> {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  const values = new Map<string, number>();
  for (const { key, value } of answers) {
    const question = byKey.get(key);
    if (!question) throw new UserInputError(`${key} is not a question of the ${year} return`, key);
    if (values.has(key)) throw new UserInputError(`${question.labelEn} is answered twice`, key);
    const typed = (value ?? "").trim();
    if (typed === "") continue;
    values.set(key, wholeNumber(question, typed));
  }
  return values;
}

function wholeNumber(question: QuestionRules, typed: string): number {
  const refuse = (why: string) => new UserInputError(`${question.labelEn}: "${typed}" ${why}`, question.key);
  if (/^-\s*\d+([.,]\d+)?$/.test(typed)) throw refuse("is below zero: an answer is 0 or more");
  if (/^\d*[.,]\d+$/.test(typed)) throw refuse("is not a whole number: count whole people or shillings");
  if (!/^\d+$/.test(typed)) throw refuse("is not a number: write digits only, such as 12");
  const value = Number(typed);
  if (value > MAX_ANSWER) {
    throw refuse(`is far too large: an answer is at most ${MAX_ANSWER.toLocaleString("en-KE")}`);
  }
  return value;
}

/**
 * What a submitted return must be: every required question answered, and every total equal to
 * the sum of its parts (a part left unanswered, being optional, counts 0).
 */
export function requireComplete(
  questions: readonly QuestionRules[],
  values: ReadonlyMap<string, number>,
): void {
  for (const question of questions) {
    if (!question.optional && !values.has(question.key)) {
      throw new UserInputError(
        `${question.labelEn} is not answered: a return is submitted with every required answer (0 when there were none)`,
        question.key,
      );
    }
  }
  const labelOf = new Map(questions.map((question) => [question.key, question.labelEn]));
  for (const question of questions) {
    const total = values.get(question.key);
    if (question.totalOf.length === 0 || total === undefined) continue;
    const sum = question.totalOf.reduce((added, key) => added + (values.get(key) ?? 0), 0);
    if (sum !== total) {
      const parts = question.totalOf.map((key) => labelOf.get(key) ?? key).join(" + ");
      throw new UserInputError(
        `${question.labelEn} is ${total}, but ${parts} add up to ${sum}: correct one of them`,
        question.key,
      );
    }
  }
}
