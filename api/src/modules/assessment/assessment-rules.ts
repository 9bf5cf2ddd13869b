import type { EntityManager } from "typeorm";
import { UserInputError } from "../../errors.js";
import {
  ParishReturn,
  ParishReturnAnswer,
  ParishReturnStatus,
} from "../parish-return/parish-return.entity.js";
import { Assessment } from "./assessment.entity.js";
import { AssessmentRuleBasis, type AssessmentRuleInput } from "./assessment.inputs.js";

/*
 * A rule that works out a year's assessment of every parish at once, from another year's
 * assessments or from the income the parishes reported in that year's returns: shown parish by
 * parish before the treasurer applies it (the same arithmetic both times).
 */

/** The return's question whose answer is the parish's income for the year (first-questions.ts). */
export const INCOME_QUESTION_KEY = "income";

/** One parish's assessment as the rule would set it. */
export interface Proposal {
  parishId: number;
  /** What the rule starts from: the parish's assessment of `fromYear`, or the income it reported. */
  fromKes: number;
  /** What it has for the year now, if anything. */
  currentKes: number | null;
  proposedKes: number;
}

/**
 * The rule's amount: another year's assessment raised or lowered by the percentage, or the
 * percentage's share of the income reported; rounded.
 */
export function proposedFrom(
  fromKes: number,
  rule: Pick<AssessmentRuleInput, "basis" | "percent" | "roundTo">,
): number {
  const share = rule.basis === AssessmentRuleBasis.REPORTED_INCOME ? rule.percent : 100 + rule.percent;
  const raw = (fromKes * share) / 100;
  return Math.max(0, Math.round(raw / rule.roundTo) * rule.roundTo);
}

export function checkRule(rule: AssessmentRuleInput): void {
  if (rule.basis === AssessmentRuleBasis.REPORTED_INCOME && (rule.percent < 1 || rule.percent > 100)) {
    throw new UserInputError("percent must be from 1 to 100: the share of the income reported", "percent");
  }
  if (rule.fromYear === rule.year) {
    throw new UserInputError(
      "fromYear must be another year than the one the assessments are for",
      "fromYear",
    );
  }
  const days = rule.dueDays ?? [];
  if (new Set(days).size !== days.length) {
    throw new UserInputError("dueDays must each be a day of their own", "dueDays");
  }
}

/** The instalments of an amount on the rule's days, in equal whole parts, the last taking what is left. */
export function partsOn(days: readonly string[], year: number, amountKes: number) {
  if (amountKes === 0) return [];
  const sorted = days.length ? [...days].sort() : [`${year}-12-31`];
  const part = Math.floor(amountKes / sorted.length);
  if (part === 0) return [{ dueOn: sorted.at(-1)!, amountKes }];
  return sorted.map((dueOn, index) => ({
    dueOn,
    amountKes: index === sorted.length - 1 ? amountKes - part * (sorted.length - 1) : part,
  }));
}

/** A page of the rule's proposals, by parish name, with the count of parishes it sets. */
export async function proposalsPage(
  manager: EntityManager,
  rule: AssessmentRuleInput,
  window: { skip: number; take: number },
): Promise<{ proposals: Proposal[]; total: number }> {
  const query = sourceOf(manager, rule).leftJoin(
    Assessment,
    "current",
    "current.parish_id = source.parish_id AND current.year = :year",
    { year: rule.year },
  );
  const total = await query.clone().getCount();
  const rows: {
    parish_id: number | string;
    from_kes: number | string;
    current_kes: number | string | null;
  }[] = await query
    .select([
      "source.parish_id AS parish_id",
      `${rule.basis === AssessmentRuleBasis.REPORTED_INCOME ? "income.value" : "source.amount_kes"} AS from_kes`,
      "current.amount_kes AS current_kes",
    ])
    .orderBy("parish.name", "ASC")
    .addOrderBy("source.parish_id", "ASC")
    .offset(window.skip)
    .limit(window.take)
    .getRawMany();
  return {
    total,
    proposals: rows.map((row) => ({
      parishId: Number(row.parish_id),
      fromKes: Number(row.from_kes),
      currentKes: row.current_kes === null ? null : Number(row.current_kes),
      proposedKes: proposedFrom(Number(row.from_kes), rule),
    })),
  };
}

/**
 * The rows the rule starts from, as `source` with its parish: the parishes' assessments of
 * `fromYear`, or their submitted returns of `fromYear` that answer the income question (a parish
 * with none is left as it is, for the treasurer to set by hand).
 */
function sourceOf(manager: EntityManager, rule: AssessmentRuleInput) {
  if (rule.basis === AssessmentRuleBasis.REPORTED_INCOME) {
    return manager
      .getRepository(ParishReturn)
      .createQueryBuilder("source")
      .innerJoin("parish", "parish", "parish.id = source.parish_id")
      .innerJoin(
        ParishReturnAnswer,
        "income",
        "income.return_id = source.id AND income.question_key = :incomeKey",
        { incomeKey: INCOME_QUESTION_KEY },
      )
      .where("source.year = :fromYear AND source.status = :submitted", {
        fromYear: rule.fromYear,
        submitted: ParishReturnStatus.SUBMITTED,
      });
  }
  return manager
    .getRepository(Assessment)
    .createQueryBuilder("source")
    .innerJoin("parish", "parish", "parish.id = source.parish_id")
    .where("source.year = :fromYear", { fromYear: rule.fromYear });
}
