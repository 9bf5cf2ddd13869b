import type { DataSource } from "typeorm";
import { requireEditor, requireSignedIn, type Actor } from "../../authorization.js";
import { UserInputError } from "../../errors.js";
import { pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { validated, type Untrusted } from "../../lib/validation.js";
import type { Language } from "../../site/languages.js";
import { questionsOf } from "../parish-return/parish-return-questions.service.js";
import { ParishReturnQuestion } from "../parish-return/parish-return.entity.js";
import { YearSummarySetting } from "./year-summary.entity.js";
import {
  SetYearSummaryArgs,
  YearSummaryParishPaymentsArgs,
  YearSummaryYearArgs,
} from "./year-summary.inputs.js";
import { assessmentTotals, parishPaymentsPage, returnsByArchdeaconry } from "./year-summary-figures.js";
import type { YearSummary, YearSummaryParishPayment } from "./year-summary.views.js";

/** More years than the summaries can be for (2000 to 2100). */
const MAX_YEARS = 101;

/**
 * A year's public summary: what the diocese decided (published; each parish's assessment paid
 * shown or not, never unless ticked) and the figures visitors read. Only those who set the year's
 * questions decide (a diocese-wide editor or system admin, signed in: never an API token); a year
 * is published only once it has questions, since its summary is made of them.
 */
export class YearSummaryService {
  constructor(private readonly dataSource: DataSource) {}

  /** The diocese's decision for a year, as the dashboard shows it: unpublished when never set. */
  async setting(actor: Actor | null, args: Untrusted<YearSummaryYearArgs>): Promise<YearSummarySetting> {
    requireEditor(requireSignedIn(actor));
    const { year } = await validated(YearSummaryYearArgs, args);
    const manager = this.dataSource.manager;
    const kept = await manager.findOneBy(YearSummarySetting, { year });
    return kept ?? manager.create(YearSummarySetting, { year, published: false, showsParishPayments: false });
  }

  /** Publishes or unpublishes a year's summary, and ticks or unticks each parish's money on it. */
  async set(actor: Actor | null, args: Untrusted<SetYearSummaryArgs>): Promise<YearSummarySetting> {
    const staff = requireEditor(requireSignedIn(actor));
    const { year, published, showsParishPayments } = await validated(SetYearSummaryArgs, args);
    return this.dataSource.transaction(async (manager) => {
      if (published && !(await manager.existsBy(ParishReturnQuestion, { year }))) {
        throw new UserInputError(
          `The ${year} return has no questions yet: set them before publishing its summary`,
          "year",
        );
      }
      const kept = await manager.findOneBy(YearSummarySetting, { year });
      const setting = kept ?? manager.create(YearSummarySetting, { year });
      Object.assign(setting, {
        published,
        showsParishPayments,
        updatedBy: staff.userId,
        updatedAt: new Date(),
      });
      return manager.save(setting);
    });
  }

  /** The years whose summary is published, latest first. */
  async publishedYears(): Promise<number[]> {
    return (await this.publishedSettings()).map((row) => row.year);
  }

  /** The published years, latest first, with when each was last decided on (for the sitemap). */
  publishedSettings(): Promise<Pick<YearSummarySetting, "year" | "updatedAt">[]> {
    return this.dataSource.manager.find(YearSummarySetting, {
      select: { year: true, updatedAt: true },
      where: { published: true },
      order: { year: "DESC" },
      take: MAX_YEARS,
    });
  }

  /** A published year's figures, in the language asked for; null for a year not published. */
  async published(args: Untrusted<YearSummaryYearArgs>, language: Language): Promise<YearSummary | null> {
    const { year } = await validated(YearSummaryYearArgs, args);
    const manager = this.dataSource.manager;
    const setting = await manager.findOneBy(YearSummarySetting, { year, published: true });
    if (!setting) return null;
    const questions = await questionsOf(manager, year);
    const archdeaconries = await returnsByArchdeaconry(manager, year);
    const totalsOf = (sums: (key: string) => number) =>
      questions.map((question) => ({
        key: question.key,
        label: language === "sw" ? question.labelSw : question.labelEn,
        total: sums(question.key),
      }));
    const sumOf = (pick: (each: (typeof archdeaconries)[number]) => number) =>
      archdeaconries.reduce((sum, each) => sum + pick(each), 0);
    return {
      year,
      parishes: sumOf((each) => each.parishes),
      returned: sumOf((each) => each.returned),
      totals: totalsOf((key) => sumOf((each) => each.sums.get(key) ?? 0)),
      archdeaconries: archdeaconries.map((each) => ({
        name: each.name,
        parishes: each.parishes,
        returned: each.returned,
      })),
      ...(await assessmentTotals(manager, year)),
      showsParishPayments: setting.showsParishPayments,
    };
  }

  /** A page of each parish's assessment paid, for a summary that shows them; null for one that does not. */
  async parishPayments(
    summary: YearSummary,
    args: Untrusted<YearSummaryParishPaymentsArgs>,
  ): Promise<Page<YearSummaryParishPayment> | null> {
    const input = await validated(YearSummaryParishPaymentsArgs, args);
    if (!summary.showsParishPayments) return null;
    const { items, total } = await parishPaymentsPage(
      this.dataSource.manager,
      summary.year,
      pageWindow(input),
    );
    return pageOf(items, total, input);
  }
}
