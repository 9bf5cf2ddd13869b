import { In, type DataSource, type EntityManager, type Repository } from "typeorm";
import {
  requireParishRecordReading,
  requireParishRecordsReading,
  requireTreasurer,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { PageArgs, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { deleteWhere, insertRows, updateWhere } from "../../db/store.js";
import { Parish } from "../parish/parish.entity.js";
import { kenyanMobile } from "../sms/sms.service.js";
import { Assessment, AssessmentInstalment, ParishTreasurer } from "./assessment.entity.js";
import { checkRule, partsOn, proposalsPage, type Proposal } from "./assessment-rules.js";
import {
  AssessmentOverviewArgs,
  AssessmentRuleInput,
  InstalmentInput,
  MAX_ASSESSMENT_KES,
  ParishTreasurerInput,
  SetAssessmentInput,
} from "./assessment.inputs.js";
import {
  archdeaconryFigures,
  largestArrears,
  monthFigures,
  paidOfAssessments,
  standingsOfParish,
  standingsPage,
  type ArchdeaconryFigures,
  type Arrears,
  type MonthFigures,
  type Standing,
} from "./assessment-figures.js";

/** How many parishes a rule reads at a time. */
const RULE_BATCH = 500;
/** How many parishes the CSV export reads at a time. */
const EXPORT_BATCH = 500;

/** The most years of a parish's statement: a parish's assessments grow by one a year. */
const STATEMENT_YEARS = 15;

/**
 * Parishes' assessments: what the diocesan treasurer asks of each parish for a year and when, and
 * what each has paid and owes (payments are ledger entries: assessment-payments.service.ts). Who
 * reads: diocese-wide staff every parish, an archdeacon their archdeaconry's, a parish editor their
 * own (requireParishRecordsReading); only a treasurer or a system admin sets them.
 */
export class AssessmentService {
  private readonly assessments: Repository<Assessment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.assessments = dataSource.getRepository(Assessment);
  }

  /** Sets a parish's assessment for a year and its instalments, replacing any it had. */
  async set(actor: Actor | null, data: Untrusted<SetAssessmentInput>): Promise<Assessment> {
    const treasurer = requireTreasurer(actor);
    const input = await validated(SetAssessmentInput, data);
    const parish = await this.parishNamed(input.parishId);
    const instalments = await validInstalments(input);
    return this.dataSource.transaction(async (manager) => {
      const saved = await saveAssessment(manager, {
        parishId: parish.id,
        year: input.year,
        amountKes: input.amountKes,
        setByUserId: treasurer.userId || null,
      });
      await replaceInstalments(manager, saved.id, instalments);
      return saved;
    });
  }

  /** What a rule would set, parish by parish, before the treasurer applies it. */
  async previewRule(
    actor: Actor | null,
    data: Untrusted<AssessmentRuleInput>,
    args: Untrusted<PageArgs>,
  ): Promise<Page<Proposal>> {
    requireTreasurer(actor);
    const rule = await validated(AssessmentRuleInput, data);
    checkRule(rule);
    const window = await validated(PageArgs, args);
    const { proposals, total } = await proposalsPage(this.dataSource.manager, rule, pageWindow(window));
    return pageOf(proposals, total, window);
  }

  /**
   * Sets every parish's assessment for the year as the rule works it out (the parishes assessed in
   * `fromYear`, or whose return of `fromYear` is submitted), all in one transaction: all of them
   * or, on any failure, none. Answers how many.
   */
  async applyRule(actor: Actor | null, data: Untrusted<AssessmentRuleInput>): Promise<number> {
    const treasurer = requireTreasurer(actor);
    const rule = await validated(AssessmentRuleInput, data);
    checkRule(rule);
    return this.dataSource.transaction(async (manager) => {
      let applied = 0;
      for (let skip = 0; ; skip += RULE_BATCH) {
        const { proposals } = await proposalsPage(manager, rule, { skip, take: RULE_BATCH });
        for (const proposal of proposals) {
          if (proposal.proposedKes > MAX_ASSESSMENT_KES) {
            // No more than setAssessment takes: beyond it, ASSESSMENTS at +1000% grows past an int column.
            const parish = await manager.findOneBy(Parish, { id: proposal.parishId });
            throw new UserInputError(
              `The rule makes ${parish?.name ?? `parish ${proposal.parishId}`}'s assessment ${proposal.proposedKes.toLocaleString("en-KE")} shillings, above the ${MAX_ASSESSMENT_KES.toLocaleString("en-KE")} an assessment may be: nothing was set; lower percent, or set that parish's by hand`,
              "percent",
            );
          }
          const saved = await saveAssessment(manager, {
            parishId: proposal.parishId,
            year: rule.year,
            amountKes: proposal.proposedKes,
            setByUserId: treasurer.userId || null,
          });
          await replaceInstalments(
            manager,
            saved.id,
            partsOn(rule.dueDays ?? [], rule.year, proposal.proposedKes),
          );
        }
        applied += proposals.length;
        if (proposals.length < RULE_BATCH) return applied;
      }
    });
  }

  /** One parish's standing in each of its assessed years, newest first: its statement. */
  async statement(actor: Actor | null, rawParishId: unknown): Promise<Standing[]> {
    requireParishRecordsReading(actor);
    const parish = await this.parishNamed(rawParishId);
    requireParishRecordReading(actor, parish);
    const assessments = await this.assessments.find({
      where: { parishId: parish.id },
      order: { year: "DESC" },
      take: STATEMENT_YEARS,
    });
    return standingsOfParish(
      this.dataSource.manager,
      { parishId: parish.id, archdeaconryId: parish.archdeaconryId },
      { assessments, today: this.today() },
    );
  }

  /** A page of the parishes the reader reaches, each with its standing for the year. */
  async overview(actor: Actor | null, args: Untrusted<AssessmentOverviewArgs>): Promise<Page<Standing>> {
    const reach = requireParishRecordsReading(actor);
    const input = await validated(AssessmentOverviewArgs, args);
    const archdeaconryId = input.archdeaconryId ? parseId(input.archdeaconryId, "archdeaconryId") : null;
    const { standings, total } = await standingsPage(
      this.dataSource.manager,
      { year: input.year, today: this.today(), reach, archdeaconryId },
      pageWindow(input),
    );
    return pageOf(standings, total, input);
  }

  /**
   * Every parish the reader reaches with its standing for the year, for the CSV export, a batch of
   * parishes at a time: refused before the first batch is read.
   */
  async exportBatches(actor: Actor | null, rawYear: unknown): Promise<() => Promise<Standing[] | null>> {
    const reach = requireParishRecordsReading(actor);
    const year = validYear(rawYear);
    const today = this.today();
    let skip = 0;
    let done = false;
    return async () => {
      if (done) return null;
      const { standings } = await standingsPage(
        this.dataSource.manager,
        { year, today, reach, archdeaconryId: null },
        { skip, take: EXPORT_BATCH },
      );
      skip += EXPORT_BATCH;
      done = standings.length < EXPORT_BATCH;
      return standings.length ? standings : null;
    };
  }

  /** Each archdeaconry's sums for the year, of the parishes the reader reaches. */
  async totals(actor: Actor | null, rawYear: unknown): Promise<ArchdeaconryFigures[]> {
    const reach = requireParishRecordsReading(actor);
    const year = validYear(rawYear);
    return archdeaconryFigures(this.dataSource.manager, { year, today: this.today(), reach });
  }

  /** The parishes the reader reaches that owe most of the year's assessment, at most `limit`. */
  async largestArrears(actor: Actor | null, rawYear: unknown, limit: number): Promise<Arrears[]> {
    const reach = requireParishRecordsReading(actor);
    const year = validYear(rawYear);
    return largestArrears(this.dataSource.manager, { year, reach, limit });
  }

  /** What fell due and what was paid in each month of the year's assessments (the chart). */
  async months(actor: Actor | null, rawYear: unknown, rawArchdeaconryId?: unknown): Promise<MonthFigures[]> {
    const reach = requireParishRecordsReading(actor);
    const year = validYear(rawYear);
    const archdeaconryId = rawArchdeaconryId == null ? null : parseId(rawArchdeaconryId, "archdeaconryId");
    return monthFigures(this.dataSource.manager, { year, reach, archdeaconryId });
  }

  /** An assessment, for a reader who reaches its parish. */
  async readable(actor: Actor | null, rawId: unknown): Promise<{ assessment: Assessment; parish: Parish }> {
    requireParishRecordsReading(actor);
    const assessment = await this.assessments.findOneBy({ id: parseId(rawId, "assessmentId") });
    if (!assessment) throw new NotFoundError(`There is no assessment with id ${String(rawId)}`);
    const parish = await this.dataSource.manager.findOneByOrFail(Parish, { id: assessment.parishId });
    requireParishRecordReading(actor, parish);
    return { assessment, parish };
  }

  /** An assessment's instalments, by due day, for a list of assessments in one query. */
  async instalmentsOf(assessmentIds: readonly number[]): Promise<AssessmentInstalment[][]> {
    const parts = assessmentIds.length
      ? await this.dataSource.manager.find(AssessmentInstalment, {
          where: { assessmentId: In([...assessmentIds]) },
          order: { dueOn: "ASC" },
        })
      : [];
    return assessmentIds.map((id) => parts.filter((part) => part.assessmentId === id));
  }

  /**
   * Which assessment a payment quoting the parish's account (Q and its number) pays: the oldest
   * that is not yet paid in full, else the newest (an overpayment stays on it as a credit); null
   * for a parish with none (the payment then waits for the treasurer) or no such parish.
   */
  async assessmentToPay(parishId: number): Promise<Assessment | null> {
    const assessments = await this.yearsOf(parishId);
    if (assessments.length === 0) return null;
    const paid = await paidOfAssessments(
      this.dataSource.manager,
      assessments.map((each) => each.id),
    );
    const paidOf = (id: number) => paid.get(id) ?? 0;
    return assessments.find((each) => paidOf(each.id) < each.amountKes) ?? assessments.at(-1)!;
  }

  /** A parish's assessments, oldest year first (a parish gains one a year; a century is the most read). */
  yearsOf(parishId: number): Promise<Assessment[]> {
    return this.assessments.find({ where: { parishId }, order: { year: "ASC" }, take: 100 });
  }

  /** Sets whom reminders of a parish's assessment go to: the treasurer, or that parish's editor. */
  async setTreasurer(actor: Actor | null, data: Untrusted<ParishTreasurerInput>): Promise<ParishTreasurer> {
    requireSomeParishPaying(actor);
    const input = await validated(ParishTreasurerInput, withTrimmedText(data, ["phone", "email"]));
    const parish = await this.parishNamed(input.parishId);
    requireParishPaying(actor, parish);
    const row = {
      parishId: parish.id,
      name: input.name,
      phone: input.phone ? kenyanMobile(input.phone) : null,
      email: input.email ?? null,
    };
    const treasurers = this.dataSource.getRepository(ParishTreasurer);
    await this.dataSource.transaction(async (manager) => {
      const kept = manager.getRepository(ParishTreasurer);
      if (await kept.existsBy({ parishId: parish.id })) await updateWhere(kept, { parishId: parish.id }, row);
      else await insertRows(kept, row);
    });
    return treasurers.findOneByOrFail({ parishId: parish.id });
  }

  /** A parish's treasurer, for a reader who reaches the parish; null when none was given. */
  async treasurerOf(actor: Actor | null, rawParishId: unknown): Promise<ParishTreasurer | null> {
    requireParishRecordsReading(actor);
    const parish = await this.parishNamed(rawParishId);
    requireParishRecordReading(actor, parish);
    return this.dataSource.getRepository(ParishTreasurer).findOneBy({ parishId: parish.id });
  }

  private async parishNamed(rawId: unknown): Promise<Parish> {
    const parish = await this.dataSource.manager.findOneBy(Parish, { id: parseId(rawId, "parishId") });
    if (!parish) throw new UserInputError(`There is no parish with id ${String(rawId)}`, "parishId");
    return parish;
  }

  private today(): string {
    return todayInDiocese(this.now());
  }
}

/**
 * Whoever acts for some parish's money: the first check, so that anyone else is refused before
 * anything is read or checked (requireParishPaying then decides for the parish).
 */
export function requireSomeParishPaying(actor: Actor | null): Actor {
  if (actor && !actor.apiToken && actor.role === "parish_editor") return actor;
  return requireTreasurer(actor);
}

/**
 * Who acts for a parish's money (a prompt to its treasurer's phone, naming its treasurer): a
 * treasurer or a system admin for any parish, the parish's own editor for theirs.
 */
export function requireParishPaying(
  actor: Actor | null,
  parish: Pick<Parish, "id" | "archdeaconryId">,
): Actor {
  if (actor && !actor.apiToken && actor.role === "parish_editor") {
    requireParishRecordReading(actor, parish);
    return actor;
  }
  return requireTreasurer(actor);
}

function validYear(raw: unknown): number {
  const year = Number(raw);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) {
    throw new UserInputError("year must be a whole number from 2000 to 2100", "year");
  }
  return year;
}

/** The instalments asked for, each checked, adding up to the assessment; none: all on 31 December. */
async function validInstalments(input: SetAssessmentInput): Promise<InstalmentInput[]> {
  if (!input.instalments || input.instalments.length === 0) {
    return input.amountKes > 0 ? [{ dueOn: `${input.year}-12-31`, amountKes: input.amountKes }] : [];
  }
  const parts: InstalmentInput[] = [];
  for (const raw of input.instalments)
    parts.push(await validated(InstalmentInput, raw as Untrusted<InstalmentInput>));
  const days = new Set(parts.map((part) => part.dueOn));
  if (days.size !== parts.length)
    throw new UserInputError("instalments must each fall due on a day of their own", "instalments");
  const realDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (parts.some((part) => Number.isNaN(Date.parse(`${part.dueOn}T00:00:00Z`)) || !realDay(part.dueOn))) {
    throw new UserInputError("instalments: a due day is not a day of the calendar", "instalments");
  }
  const sum = parts.reduce((total, part) => total + part.amountKes, 0);
  if (sum !== input.amountKes) {
    throw new UserInputError(
      `instalments add up to ${sum.toLocaleString("en-KE")} shillings, not the assessment's ${input.amountKes.toLocaleString("en-KE")}`,
      "instalments",
    );
  }
  return parts.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}

/** Inserts or updates the parish's assessment of the year, in the caller's transaction. */
async function saveAssessment(
  manager: EntityManager,
  row: Pick<Assessment, "parishId" | "year" | "amountKes" | "setByUserId">,
): Promise<Assessment> {
  const repository = manager.getRepository(Assessment);
  const existing = await repository.findOneBy({ parishId: row.parishId, year: row.year });
  if (existing) {
    await updateWhere(
      repository,
      { id: existing.id },
      { amountKes: row.amountKes, setByUserId: row.setByUserId },
    );
    return repository.findOneByOrFail({ id: existing.id });
  }
  return repository.save(repository.create(row));
}

/** Replaces an assessment's instalments; the ones already reminded of keep their reminder's day. */
async function replaceInstalments(
  manager: EntityManager,
  assessmentId: number,
  parts: InstalmentInput[],
): Promise<void> {
  const repository = manager.getRepository(AssessmentInstalment);
  const before = await repository.findBy({ assessmentId });
  await deleteWhere(repository, { assessmentId });
  if (parts.length === 0) return;
  await insertRows(
    repository,
    parts.map((part) => ({
      assessmentId,
      dueOn: part.dueOn,
      amountKes: part.amountKes,
      remindedOn: before.find((old) => old.dueOn === part.dueOn)?.remindedOn ?? null,
    })),
  );
}
