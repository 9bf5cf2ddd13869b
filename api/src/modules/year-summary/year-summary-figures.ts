import type { EntityManager } from "typeorm";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Assessment } from "../assessment/assessment.entity.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { Parish } from "../parish/parish.entity.js";
import {
  ParishReturn,
  ParishReturnAnswer,
  ParishReturnStatus,
} from "../parish-return/parish-return.entity.js";

/*
 * A year's figures for everyone to read, summed by the database: counts and sums grouped by
 * archdeaconry, never a parish's answers. Each read is one statement bounded by the number of
 * archdeaconries (or by a page of parishes), so the summary costs the same with ten parishes or a
 * thousand.
 */

/** More archdeaconries than a diocese has. */
export const MAX_ARCHDEACONRIES = 200;

/** PostgreSQL gives SUM and COUNT as text (bigint); SQLite as numbers. */
const numberOf = (value: number | string | null | undefined) => Number(value ?? 0);

/** An archdeaconry's parishes and returns of the year, and its sums of each question. */
export interface ArchdeaconryReturns {
  archdeaconryId: number;
  name: string;
  parishes: number;
  returned: number;
  sums: Map<string, number>;
}

/** Each archdeaconry's parishes, submitted returns of the year, and each question summed over them. */
export async function returnsByArchdeaconry(
  manager: EntityManager,
  year: number,
): Promise<ArchdeaconryReturns[]> {
  const counts = await manager
    .createQueryBuilder(Parish, "parish")
    .innerJoin(Archdeaconry, "archdeaconry", "archdeaconry.id = parish.archdeaconryId")
    .leftJoin(
      ParishReturn,
      "parishReturn",
      "parishReturn.parishId = parish.id AND parishReturn.year = :year AND parishReturn.status = :submitted",
      { year, submitted: ParishReturnStatus.SUBMITTED },
    )
    .select("archdeaconry.id", "archdeaconryId")
    .addSelect("archdeaconry.name", "name")
    .addSelect("COUNT(parish.id)", "parishes")
    .addSelect("COUNT(parishReturn.id)", "returned")
    .groupBy("archdeaconry.id")
    .addGroupBy("archdeaconry.name")
    .orderBy("archdeaconry.name", "ASC")
    .limit(MAX_ARCHDEACONRIES)
    .getRawMany<{ archdeaconryId: number | string; name: string; parishes: string; returned: string }>();
  const sums = await manager
    .createQueryBuilder(ParishReturnAnswer, "answer")
    .innerJoin(ParishReturn, "parishReturn", "parishReturn.id = answer.returnId")
    .innerJoin(Parish, "parish", "parish.id = parishReturn.parishId")
    .where("parishReturn.year = :year AND parishReturn.status = :submitted", {
      year,
      submitted: ParishReturnStatus.SUBMITTED,
    })
    .select("parish.archdeaconryId", "archdeaconryId")
    .addSelect("answer.questionKey", "key")
    .addSelect("SUM(answer.value)", "total")
    .groupBy("parish.archdeaconryId")
    .addGroupBy("answer.questionKey")
    .getRawMany<{ archdeaconryId: number | string; key: string; total: number | string }>();
  return counts.map((row) => {
    const archdeaconryId = numberOf(row.archdeaconryId);
    const own = sums.filter((sum) => numberOf(sum.archdeaconryId) === archdeaconryId);
    return {
      archdeaconryId,
      name: row.name,
      parishes: numberOf(row.parishes),
      returned: numberOf(row.returned),
      sums: new Map(own.map((sum) => [sum.key, numberOf(sum.total)])),
    };
  });
}

/** The paid entries of the given assessments, summed (reversals are entries of their own, below 0). */
const paidEntries = (manager: EntityManager) =>
  manager
    .createQueryBuilder(Contribution, "entry")
    .select("SUM(entry.amountKes)", "kes")
    .where("entry.status = 'PAID'");

/** The year's assessments over the whole diocese: how many parishes, what was asked, what was paid. */
export async function assessmentTotals(
  manager: EntityManager,
  year: number,
): Promise<{ parishesAssessed: number; assessedKes: number; paidKes: number }> {
  const asked = await manager
    .createQueryBuilder(Assessment, "assessment")
    .select("COUNT(assessment.id)", "parishes")
    .addSelect("SUM(assessment.amountKes)", "kes")
    .where("assessment.year = :year", { year })
    .getRawOne<{ parishes: string | number; kes: string | number | null }>();
  const paid = await paidEntries(manager)
    .andWhere("entry.assessmentId IN (SELECT id FROM assessment WHERE year = :year)", { year })
    .getRawOne<{ kes: string | number | null }>();
  return {
    parishesAssessed: numberOf(asked?.parishes),
    assessedKes: numberOf(asked?.kes),
    paidKes: numberOf(paid?.kes),
  };
}

/** One parish's assessment of the year and what it paid of it. */
export interface ParishPayment {
  parishName: string;
  parishSlug: string;
  archdeaconryName: string;
  assessedKes: number;
  paidKes: number;
}

/** A page of the parishes assessed that year, by name, each with what it paid: two statements. */
export async function parishPaymentsPage(
  manager: EntityManager,
  year: number,
  window: { skip: number; take: number },
): Promise<{ items: ParishPayment[]; total: number }> {
  const query = manager
    .createQueryBuilder(Assessment, "assessment")
    .innerJoin(Parish, "parish", "parish.id = assessment.parishId")
    .innerJoin(Archdeaconry, "archdeaconry", "archdeaconry.id = parish.archdeaconryId")
    .where("assessment.year = :year", { year });
  const total = await query.getCount();
  const rows = await query
    .select("assessment.id", "assessmentId")
    .addSelect("assessment.amountKes", "assessedKes")
    .addSelect("parish.name", "parishName")
    .addSelect("parish.slug", "parishSlug")
    .addSelect("archdeaconry.name", "archdeaconryName")
    .orderBy("parish.name", "ASC")
    .addOrderBy("parish.id", "ASC")
    .offset(window.skip)
    .limit(window.take)
    .getRawMany<{
      assessmentId: number | string;
      assessedKes: number | string;
      parishName: string;
      parishSlug: string;
      archdeaconryName: string;
    }>();
  const ids = rows.map((row) => numberOf(row.assessmentId));
  const paid = ids.length
    ? await paidEntries(manager)
        .addSelect("entry.assessmentId", "assessmentId")
        .andWhere("entry.assessmentId IN (:...ids)", { ids })
        .groupBy("entry.assessmentId")
        .getRawMany<{ assessmentId: number | string; kes: number | string }>()
    : [];
  const paidOf = new Map(paid.map((row) => [numberOf(row.assessmentId), numberOf(row.kes)]));
  const items = rows.map((row) => ({
    parishName: row.parishName,
    parishSlug: row.parishSlug,
    archdeaconryName: row.archdeaconryName,
    assessedKes: numberOf(row.assessedKes),
    paidKes: paidOf.get(numberOf(row.assessmentId)) ?? 0,
  }));
  return { items, total };
}
