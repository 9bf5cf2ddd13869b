import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { ParishRecordsReach } from "../../authorization.js";
import { Parish } from "../parish/parish.entity.js";
import { Assessment, AssessmentInstalment } from "./assessment.entity.js";

/*
 * What parishes owe and have paid of their assessments, summed by the database (GROUP BY over the
 * ledger's entries of the year's assessments, through their index), so a page or a total costs the
 * same with ten parishes or ten thousand and no table is read whole.
 */

/** One parish's standing for a year: asked, paid, fallen due so far, and how long it is behind. */
export interface Standing {
  parishId: number;
  archdeaconryId: number;
  assessment: Assessment | null;
  paidKes: number;
  dueToDateKes: number;
  /** Days since the first instalment that is not yet covered by what was paid; 0 when up to date. */
  daysOverdue: number;
}

/** An archdeaconry's sums for a year. */
export interface ArchdeaconryFigures {
  archdeaconryId: number;
  parishes: number;
  assessedKes: number;
  paidKes: number;
  dueToDateKes: number;
  parishesBehind: number;
}

/** A month of a year: what fell due in it and what was paid in it. */
export interface MonthFigures {
  month: string;
  dueKes: number;
  paidKes: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
type Row = Record<string, string | number | null>;
const num = (value: string | number | null | undefined) => Number(value ?? 0);

/** The paid sum of each of the year's assessments, as a subquery joined by `assessment_id`. */
function paidOfYear(query: SelectQueryBuilder<ObjectLiteral>): SelectQueryBuilder<ObjectLiteral> {
  return query
    .select("entry.assessment_id", "assessment_id")
    .addSelect("SUM(entry.amount_kes)", "kes")
    .from("contribution", "entry")
    .where("entry.status = 'PAID'")
    .andWhere("entry.assessment_id IN (SELECT id FROM assessment WHERE year = :year)")
    .groupBy("entry.assessment_id");
}

/** What of each of the year's assessments has fallen due by `today`, as a subquery. */
function dueOfYear(query: SelectQueryBuilder<ObjectLiteral>): SelectQueryBuilder<ObjectLiteral> {
  return query
    .select("part.assessment_id", "assessment_id")
    .addSelect("SUM(part.amount_kes)", "kes")
    .from("assessment_instalment", "part")
    .where("part.due_on <= :today")
    .andWhere("part.assessment_id IN (SELECT id FROM assessment WHERE year = :year)")
    .groupBy("part.assessment_id");
}

/** Limits a query on `parish` to what the reader reaches and the archdeaconry asked for. */
function withinReach(
  query: SelectQueryBuilder<Parish>,
  reach: ParishRecordsReach,
  archdeaconryId: number | null,
): SelectQueryBuilder<Parish> {
  if (reach.parishId !== null) query.andWhere("parish.id = :ownParish", { ownParish: reach.parishId });
  if (reach.archdeaconryId !== null) {
    query.andWhere("parish.archdeaconry_id = :ownArchdeaconry", { ownArchdeaconry: reach.archdeaconryId });
  }
  if (archdeaconryId !== null) query.andWhere("parish.archdeaconry_id = :archdeaconryId", { archdeaconryId });
  return query;
}

/**
 * A page of parishes, by archdeaconry and name, each with its standing for the year (a parish with
 * no assessment that year too, so the treasurer sees whom they have not assessed).
 */
export async function standingsPage(
  manager: EntityManager,
  filter: { year: number; today: string; reach: ParishRecordsReach; archdeaconryId: number | null },
  window: { skip: number; take: number },
): Promise<{ standings: Standing[]; total: number }> {
  const query = withinReach(
    manager
      .getRepository(Parish)
      .createQueryBuilder("parish")
      .innerJoin("archdeaconry", "archdeaconry", "archdeaconry.id = parish.archdeaconry_id"),
    filter.reach,
    filter.archdeaconryId,
  );
  const total = await query.clone().getCount();
  const parishes: Row[] = await query
    .select(["parish.id AS parish_id", "parish.archdeaconry_id AS archdeaconry_id"])
    .orderBy("archdeaconry.name", "ASC")
    .addOrderBy("parish.name", "ASC")
    .addOrderBy("parish.id", "ASC")
    .offset(window.skip)
    .limit(window.take)
    .getRawMany();
  const standings = await standingsOf(
    manager,
    parishes.map((row) => ({ parishId: num(row.parish_id), archdeaconryId: num(row.archdeaconry_id) })),
    filter,
  );
  return { standings, total };
}

/** The standings of some parishes for a year: their assessments, paid sums and instalments in three reads. */
async function standingsOf(
  manager: EntityManager,
  parishes: { parishId: number; archdeaconryId: number }[],
  { year, today }: { year: number; today: string },
): Promise<Standing[]> {
  const ids = parishes.map((parish) => parish.parishId);
  const assessments = ids.length
    ? await manager
        .getRepository(Assessment)
        .createQueryBuilder("assessment")
        .where("assessment.year = :year AND assessment.parish_id IN (:...ids)", { year, ids })
        .getMany()
    : [];
  const figures = await figuresOfAssessments(
    manager,
    assessments.map((assessment) => assessment.id),
  );
  return parishes.map(({ parishId, archdeaconryId }) => {
    const assessment = assessments.find((each) => each.parishId === parishId) ?? null;
    return standingOf({ parishId, archdeaconryId }, assessment, figures, today);
  });
}

/** One parish's assessments (its statement, newest first), their figures read once for all. */
export async function standingsOfParish(
  manager: EntityManager,
  parish: { parishId: number; archdeaconryId: number },
  { assessments, today }: { assessments: Assessment[]; today: string },
): Promise<Standing[]> {
  const figures = await figuresOfAssessments(
    manager,
    assessments.map((assessment) => assessment.id),
  );
  return assessments.map((assessment) => standingOf(parish, assessment, figures, today));
}

function standingOf(
  { parishId, archdeaconryId }: { parishId: number; archdeaconryId: number },
  assessment: Assessment | null,
  figures: Map<number, { paidKes: number; instalments: AssessmentInstalment[] }>,
  today: string,
): Standing {
  const own = assessment ? figures.get(assessment.id) : undefined;
  const paidKes = own?.paidKes ?? 0;
  const instalments = own?.instalments ?? [];
  return {
    parishId,
    archdeaconryId,
    assessment,
    paidKes,
    dueToDateKes: dueBy(instalments, today),
    daysOverdue: daysOverdue(instalments, paidKes, today),
  };
}

/** What was paid of each assessment (reversals are paid entries below 0); one missing paid nothing. */
export async function paidOfAssessments(
  manager: EntityManager,
  assessmentIds: readonly number[],
): Promise<Map<number, number>> {
  if (assessmentIds.length === 0) return new Map();
  const paid: Row[] = await manager
    .createQueryBuilder()
    .select("entry.assessment_id", "assessment_id")
    .addSelect("SUM(entry.amount_kes)", "kes")
    .from("contribution", "entry")
    .where("entry.status = 'PAID' AND entry.assessment_id IN (:...assessmentIds)", {
      assessmentIds: [...assessmentIds],
    })
    .groupBy("entry.assessment_id")
    .getRawMany();
  return new Map(paid.map((row) => [num(row.assessment_id), num(row.kes)]));
}

/** Each assessment's paid sum and instalments, oldest instalment first. */
export async function figuresOfAssessments(
  manager: EntityManager,
  assessmentIds: number[],
): Promise<Map<number, { paidKes: number; instalments: AssessmentInstalment[] }>> {
  const figures = new Map(
    assessmentIds.map((id) => [id, { paidKes: 0, instalments: [] as AssessmentInstalment[] }]),
  );
  if (assessmentIds.length === 0) return figures;
  for (const [id, paidKes] of await paidOfAssessments(manager, assessmentIds))
    figures.get(id)!.paidKes = paidKes;
  const instalments = await manager
    .getRepository(AssessmentInstalment)
    .createQueryBuilder("part")
    .where("part.assessment_id IN (:...assessmentIds)", { assessmentIds })
    .orderBy("part.due_on", "ASC")
    .getMany();
  for (const part of instalments) figures.get(part.assessmentId)!.instalments.push(part);
  return figures;
}

/** What of the instalments has fallen due by `today`. */
export function dueBy(instalments: readonly AssessmentInstalment[], today: string): number {
  return instalments.filter((part) => part.dueOn <= today).reduce((sum, part) => sum + part.amountKes, 0);
}

/**
 * How many days the parish is behind: since the due day of the first instalment that what was paid
 * does not cover (payments cover the oldest instalments first), or 0.
 */
export function daysOverdue(
  instalments: readonly AssessmentInstalment[],
  paidKes: number,
  today: string,
): number {
  let covered = paidKes;
  for (const part of instalments) {
    if (part.dueOn > today) return 0;
    if (covered < part.amountKes) {
      return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${part.dueOn}T00:00:00Z`)) / DAY_MS);
    }
    covered -= part.amountKes;
  }
  return 0;
}

/** Each archdeaconry's sums for the year, in one statement. */
export async function archdeaconryFigures(
  manager: EntityManager,
  filter: { year: number; today: string; reach: ParishRecordsReach },
): Promise<ArchdeaconryFigures[]> {
  const query = manager
    .createQueryBuilder(Parish, "parish")
    .innerJoin(Assessment, "assessment", "assessment.parish_id = parish.id");
  const rows: Row[] = await withinReach(query, filter.reach, null)
    .leftJoin(paidOfYear, "paid", "paid.assessment_id = assessment.id")
    .leftJoin(dueOfYear, "due", "due.assessment_id = assessment.id")
    .select("parish.archdeaconry_id", "archdeaconry_id")
    .addSelect("COUNT(assessment.id)", "parishes")
    .addSelect("SUM(assessment.amount_kes)", "assessed")
    .addSelect("SUM(COALESCE(paid.kes, 0))", "paid")
    .addSelect("SUM(COALESCE(due.kes, 0))", "due")
    .addSelect("SUM(CASE WHEN COALESCE(paid.kes, 0) < COALESCE(due.kes, 0) THEN 1 ELSE 0 END)", "behind")
    .andWhere("assessment.year = :year")
    .setParameters({ year: filter.year, today: filter.today })
    .groupBy("parish.archdeaconry_id")
    .getRawMany();
  return rows.map((row) => ({
    archdeaconryId: num(row.archdeaconry_id),
    parishes: num(row.parishes),
    assessedKes: num(row.assessed),
    paidKes: num(row.paid),
    dueToDateKes: num(row.due),
    parishesBehind: num(row.behind),
  }));
}

/** What fell due and what was paid in each month, for the reader's parishes (the chart's bars). */
export async function monthFigures(
  manager: EntityManager,
  filter: { year: number; reach: ParishRecordsReach; archdeaconryId: number | null },
): Promise<MonthFigures[]> {
  const postgres = manager.connection.options.type === "postgres";
  const paidMonth = postgres
    ? "to_char(entry.paid_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM')"
    : "strftime('%Y-%m', entry.paid_at, '+3 hours')";
  const ofYear = (query: SelectQueryBuilder<Parish>) =>
    withinReach(query, filter.reach, filter.archdeaconryId).andWhere("assessment.year = :year", {
      year: filter.year,
    });
  const due: Row[] = await ofYear(
    manager
      .createQueryBuilder(Parish, "parish")
      .innerJoin(Assessment, "assessment", "assessment.parish_id = parish.id")
      .innerJoin(AssessmentInstalment, "part", "part.assessment_id = assessment.id"),
  )
    .select("substr(part.due_on, 1, 7)", "month")
    .addSelect("SUM(part.amount_kes)", "kes")
    .groupBy("substr(part.due_on, 1, 7)")
    .getRawMany();
  const paid: Row[] = await ofYear(
    manager
      .createQueryBuilder(Parish, "parish")
      .innerJoin(Assessment, "assessment", "assessment.parish_id = parish.id")
      .innerJoin("contribution", "entry", "entry.assessment_id = assessment.id"),
  )
    .andWhere("entry.status = 'PAID'")
    .select(paidMonth, "month")
    .addSelect("SUM(entry.amount_kes)", "kes")
    .groupBy(paidMonth)
    .getRawMany();
  const months = new Map<string, MonthFigures>();
  const monthOf = (month: string) =>
    months.get(month) ?? months.set(month, { month, dueKes: 0, paidKes: 0 }).get(month)!;
  for (const row of due) monthOf(String(row.month)).dueKes += num(row.kes);
  for (const row of paid) monthOf(String(row.month)).paidKes += num(row.kes);
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** A parish's assessment for a year beside what it has paid of it. */
export interface Arrears {
  parishId: number;
  parishName: string;
  archdeaconryName: string;
  assessedKes: number;
  paidKes: number;
}

/** The parishes that owe most of the year's assessment (assessed less paid), the largest first. */
export async function largestArrears(
  manager: EntityManager,
  filter: { year: number; reach: ParishRecordsReach; limit: number },
): Promise<Arrears[]> {
  const query = manager
    .createQueryBuilder(Parish, "parish")
    .innerJoin("archdeaconry", "archdeaconry", "archdeaconry.id = parish.archdeaconry_id")
    .innerJoin(Assessment, "assessment", "assessment.parish_id = parish.id");
  const rows: Row[] = await withinReach(query, filter.reach, null)
    .leftJoin(paidOfYear, "paid", "paid.assessment_id = assessment.id")
    .select("parish.id", "parish_id")
    .addSelect("parish.name", "parish_name")
    .addSelect("archdeaconry.name", "archdeaconry_name")
    .addSelect("assessment.amount_kes", "assessed")
    .addSelect("COALESCE(paid.kes, 0)", "paid")
    .andWhere("assessment.year = :year")
    .andWhere("assessment.amount_kes > COALESCE(paid.kes, 0)")
    .setParameters({ year: filter.year })
    .orderBy("assessment.amount_kes - COALESCE(paid.kes, 0)", "DESC")
    .addOrderBy("parish.name", "ASC")
    .limit(filter.limit)
    .getRawMany();
  return rows.map((row) => ({
    parishId: num(row.parish_id),
    parishName: String(row.parish_name),
    archdeaconryName: String(row.archdeaconry_name),
    assessedKes: num(row.assessed),
    paidKes: num(row.paid),
  }));
}
