import { In, type DataSource } from "typeorm";
import type { Actor } from "../../authorization.js";
import type { ArchdeaconryService } from "../archdeaconry/archdeaconry.service.js";
import type { AssessmentService } from "../assessment/assessment.service.js";
import { Contribution, GiftSource, GiftStatus } from "../contribution/contribution.entity.js";
import type { ContributionService } from "../contribution/contribution.service.js";
import type { ParishReturnOverviewService } from "../parish-return/parish-return-overview.service.js";
import type { ParishReturnQuestionService } from "../parish-return/parish-return-questions.service.js";
import { Project, ProjectStatus } from "../project/project.entity.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { translated } from "../translation/translation.js";
import type { SynodWords } from "./synod-report-words.js";

/** The questions whose five years the report follows, when the year asks them. */
export const TREND_KEYS = ["baptisms", "confirmations", "attendance"] as const;
/** The parishes named as owing most of their assessment. */
const LARGEST_ARREARS = 10;
/** More appeals than the diocese runs in a year: the appeals' table. */
const MAX_APPEALS = 50;
/** The report reads a trend's total for the whole diocese (`all`), not its rows: one row is the least a page holds. */
const TREND_ROWS = 1;

/** What the report reads of the returns' trend (parish-return-trend.ts), which it takes as it is. */
export interface ReturnsTrendSource {
  trend(
    actor: Actor | null,
    args: { key: string; lastYear: number; pageSize: number },
  ): Promise<{ years: number[]; all: number[] }>;
}

/** The services the report's figures come from: the same sums the dashboard shows. */
export interface SynodSources {
  siteSettings: Pick<SiteSettingsService, "get">;
  parishReturnQuestions: Pick<ParishReturnQuestionService, "ofYear">;
  parishReturnOverview: Pick<ParishReturnOverviewService, "totals">;
  parishReturnTrend: ReturnsTrendSource;
  assessments: Pick<AssessmentService, "totals" | "largestArrears">;
  archdeaconries: Pick<ArchdeaconryService, "listByIds">;
  contributions: Pick<ContributionService, "progressOfEach">;
}

export interface QuestionTotal {
  key: string;
  label: string;
}

export interface ArchdeaconryReturns {
  name: string;
  parishes: number;
  submitted: number;
  totals: ReadonlyMap<string, number>;
}

export interface ArchdeaconryMoney {
  name: string;
  parishes: number;
  assessedKes: number;
  paidKes: number;
  dueToDateKes: number;
  parishesBehind: number;
}

export interface AppealFigures {
  title: string;
  targetKes: number;
  raisedKes: number;
  yearKes: number;
  percent: number;
}

/** Everything the report says but its list of parishes, which is read a page at a time. */
export interface SynodFigures {
  year: number;
  dioceseName: string;
  madeAt: Date;
  questions: QuestionTotal[];
  returns: ArchdeaconryReturns[];
  /** The diocese's row: every archdeaconry added up. */
  returnsOfDiocese: ArchdeaconryReturns;
  trends: { key: string; label: string; years: number[]; all: number[] }[];
  money: ArchdeaconryMoney[];
  moneyOfDiocese: ArchdeaconryMoney;
  largestArrears: Awaited<ReturnType<AssessmentService["largestArrears"]>>;
  appeals: AppealFigures[];
}

/** Adds up rows of figures, each numeric field summed, under a name of its own. */
function sumOf<T extends { name: string }>(rows: readonly T[], name: string, fields: (keyof T)[]): T {
  const sum = { name } as T;
  for (const field of fields) (sum[field] as number) = rows.reduce((all, row) => all + Number(row[field]), 0);
  return sum;
}

/**
 * The year's figures, each summed by the database through the module that keeps them: returns by
 * archdeaconry and their trend (modules/parish-return/), assessments by archdeaconry and the
 * parishes most behind (modules/assessment/), and each appeal open in the year against its target.
 */
export async function gatherFigures(
  dataSource: DataSource,
  sources: SynodSources,
  actor: Actor,
  { year, words }: { year: number; words: SynodWords },
): Promise<SynodFigures> {
  const settings = translated(await sources.siteSettings.get(), words.language);
  const questions = (await sources.parishReturnQuestions.ofYear(actor, { year })).map((question) => ({
    key: question.key,
    label: words.language === "sw" ? question.labelSw : question.labelEn,
  }));
  const returns = (await sources.parishReturnOverview.totals(actor, { year })).map((row) => ({
    name: row.archdeaconryName,
    parishes: row.parishes,
    submitted: row.submitted,
    totals: new Map(row.totals.map((total) => [total.key, total.value])),
  }));
  const returnsOfDiocese = {
    ...sumOf(returns, words.word("synod.diocese"), ["parishes", "submitted"]),
    totals: new Map(
      questions.map(({ key }) => [key, returns.reduce((sum, row) => sum + (row.totals.get(key) ?? 0), 0)]),
    ),
  };
  const trends = [];
  for (const key of TREND_KEYS) {
    const label = questions.find((question) => question.key === key)?.label;
    if (!label) continue;
    const trend = await sources.parishReturnTrend.trend(actor, { key, lastYear: year, pageSize: TREND_ROWS });
    trends.push({ key, label, years: trend.years, all: trend.all });
  }
  const money = await moneyByArchdeaconry(sources, actor, year);
  return {
    year,
    dioceseName: settings.fullName,
    madeAt: new Date(),
    questions,
    returns,
    returnsOfDiocese,
    trends,
    money,
    moneyOfDiocese: sumOf(money, words.word("synod.diocese"), [
      "parishes",
      "assessedKes",
      "paidKes",
      "dueToDateKes",
      "parishesBehind",
    ]),
    largestArrears: await sources.assessments.largestArrears(actor, year, LARGEST_ARREARS),
    appeals: await appealsOfYear(dataSource, sources, year, words),
  };
}

async function moneyByArchdeaconry(sources: SynodSources, actor: Actor, year: number) {
  const totals = await sources.assessments.totals(actor, year);
  const names = await sources.archdeaconries.listByIds(totals.map((row) => row.archdeaconryId));
  return totals
    .map((row, index) => ({
      name: names[index]?.name ?? "",
      parishes: row.parishes,
      assessedKes: row.assessedKes,
      paidKes: row.paidKes,
      dueToDateKes: row.dueToDateKes,
      parishesBehind: row.parishesBehind,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The appeals open in the year: begun by its end, and either not completed yet or given to during
 * it; each with its running total (the ledger's, as its page shows) and what was given in the year.
 */
async function appealsOfYear(
  dataSource: DataSource,
  sources: SynodSources,
  year: number,
  words: SynodWords,
): Promise<AppealFigures[]> {
  // The year as the diocese counts it, in Kakamega's time (UTC+3 all year).
  const start = new Date(`${year}-01-01T00:00:00+03:00`);
  const end = new Date(`${year + 1}-01-01T00:00:00+03:00`);
  const rows = await dataSource
    .createQueryBuilder(Project, "project")
    .leftJoin(
      (query) =>
        query
          .select("gift.project_id", "project_id")
          .addSelect("SUM(gift.amount_kes)", "kes")
          .from(Contribution, "gift")
          .where("gift.status = :paid AND gift.project_id IS NOT NULL AND gift.source <> :opening")
          .andWhere("gift.paid_at >= :start AND gift.paid_at < :end")
          .groupBy("gift.project_id"),
      "given",
      "given.project_id = project.id",
    )
    .setParameters({ paid: GiftStatus.PAID, opening: GiftSource.OPENING, start, end })
    .where("project.createdAt < :end")
    .andWhere("(project.status <> :completed OR given.project_id IS NOT NULL)", {
      completed: ProjectStatus.COMPLETED,
    })
    .select("project.id", "id")
    .addSelect("COALESCE(given.kes, 0)", "yearKes")
    .orderBy("project.createdAt", "ASC")
    .addOrderBy("project.id", "ASC")
    .limit(MAX_APPEALS)
    .getRawMany<{ id: number | string; yearKes: number | string }>();
  const ids = rows.map((row) => Number(row.id));
  const projects = ids.length ? await dataSource.getRepository(Project).findBy({ id: In(ids) }) : [];
  const progress = await sources.contributions.progressOfEach(ids);
  return rows.map((row, index) => {
    const project = translated(
      projects.find((one) => one.id === ids[index])!,
      words.language,
    );
    const raisedKes = progress[index]!.raisedKes;
    return {
      title: project.title,
      targetKes: project.targetAmountKes,
      raisedKes,
      yearKes: Number(row.yearKes),
      percent: project.targetAmountKes > 0 ? (raisedKes / project.targetAmountKes) * 100 : 0,
    };
  });
}
