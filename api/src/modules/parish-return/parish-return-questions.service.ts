import { In, LessThan, Not, type DataSource, type EntityManager } from "typeorm";
import {
  requireEditor,
  requireParishRecordsReading,
  requireSignedIn,
  type Actor,
} from "../../authorization.js";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { UserInputError } from "../../errors.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { FIRST_QUESTIONS } from "./first-questions.js";
import { ParishReturn, ParishReturnQuestion, ParishReturnStatus } from "./parish-return.entity.js";
import {
  ParishReturnQuestionInput,
  ParishReturnQuestionsArgs,
  ParishReturnYearArgs,
} from "./parish-return.inputs.js";

/** The most years the list of years gives: a lifetime of returns. */
const MAX_YEARS = 100;

type QuestionFields = Omit<ParishReturnQuestion, "id" | "year" | "position">;

/**
 * The diocesan secretary's questions of each year's return. Writes are a person's (an editor or a
 * system admin, never an API token); whoever reads parish records reads them. Once a parish has
 * submitted the year's return, its questions keep their keys and totals, so that every submitted
 * return still answers every required question and adds up.
 */
export class ParishReturnQuestionService {
  constructor(private readonly dataSource: DataSource) {}

  /** The years that have questions, latest first. */
  async years(actor: Actor | null): Promise<number[]> {
    requireParishRecordsReading(actor);
    const rows = await this.dataSource
      .getRepository(ParishReturnQuestion)
      .createQueryBuilder("question")
      .select("question.year", "year")
      .distinct(true)
      .orderBy("question.year", "DESC")
      .limit(MAX_YEARS)
      .getRawMany<{ year: number | string }>();
    return rows.map((row) => Number(row.year));
  }

  async ofYear(actor: Actor | null, args: Untrusted<ParishReturnYearArgs>): Promise<ParishReturnQuestion[]> {
    requireParishRecordsReading(actor);
    const { year } = await validated(ParishReturnYearArgs, args);
    return questionsOf(this.dataSource.manager, year);
  }

  /** Starts a year as a copy of the latest year before it, or with the first questions when there is none. */
  async startYear(
    actor: Actor | null,
    args: Untrusted<ParishReturnYearArgs>,
  ): Promise<ParishReturnQuestion[]> {
    requireEditor(requireSignedIn(actor));
    const { year } = await validated(ParishReturnYearArgs, args);
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(ParishReturnQuestion, { year })) {
        throw new UserInputError(`The ${year} return has its questions already: change them instead`, "year");
      }
      const before = await manager.findOne(ParishReturnQuestion, {
        where: { year: LessThan(year) },
        order: { year: "DESC" },
      });
      const copied: readonly QuestionFields[] = before
        ? await questionsOf(manager, before.year)
        : FIRST_QUESTIONS;
      await manager.save(
        copied.map(({ key, labelEn, labelSw, help, optional, totalOf }, position) =>
          manager.create(ParishReturnQuestion, {
            year,
            position,
            key,
            labelEn,
            labelSw,
            help,
            optional,
            totalOf,
          }),
        ),
      );
      return questionsOf(manager, year);
    });
  }

  /** Replaces the year's questions by the list given, in its order, in one transaction. */
  async setQuestions(
    actor: Actor | null,
    args: Untrusted<ParishReturnQuestionsArgs>,
  ): Promise<ParishReturnQuestion[]> {
    requireEditor(requireSignedIn(actor));
    const { year, questions: given } = await validated(ParishReturnQuestionsArgs, args);
    const questions = await checkedQuestions(given);
    return this.dataSource.transaction(async (manager) => {
      const kept = await questionsOf(manager, year);
      const submitted = await manager.existsBy(ParishReturn, { year, status: Not(ParishReturnStatus.DRAFT) });
      if (submitted) requireSubmittedKept(kept, questions, year);
      const keptByKey = new Map(kept.map((question) => [question.key, question]));
      const repository = manager.getRepository(ParishReturnQuestion);
      const gone = kept.filter((question) => !questions.some(({ key }) => key === question.key));
      if (gone.length > 0) await deleteWhere(repository, { id: In(gone.map((question) => question.id)) });
      for (const [position, question] of questions.entries()) {
        const fields = { ...question, position };
        const before = keptByKey.get(question.key);
        if (!before) await manager.save(manager.create(ParishReturnQuestion, { ...fields, year }));
        else if (changed(before, fields)) await updateWhere(repository, { id: before.id }, fields);
      }
      return questionsOf(manager, year);
    });
  }
}

/** A year's questions, in the form's order. */
export function questionsOf(manager: EntityManager, year: number): Promise<ParishReturnQuestion[]> {
  return manager.find(ParishReturnQuestion, { where: { year }, order: { position: "ASC" } });
}

/** Each question checked on its own, then together: keys once each, totals of plain questions of the list. */
async function checkedQuestions(given: readonly unknown[]): Promise<QuestionFields[]> {
  const questions: QuestionFields[] = [];
  for (const [index, raw] of given.entries()) {
    try {
      const question = await validated(
        ParishReturnQuestionInput,
        withTrimmedText(raw as Untrusted<ParishReturnQuestionInput>, ["help"]),
      );
      questions.push({ ...question, help: question.help ?? null, totalOf: [...new Set(question.totalOf)] });
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      throw new UserInputError(`Question ${index + 1}: ${error.message}`, error.field);
    }
  }
  const keys = new Set<string>();
  for (const { key } of questions) {
    if (keys.has(key))
      throw new UserInputError(`The key ${key} is used by two questions: each needs its own`, "key");
    keys.add(key);
  }
  const totals = new Set(questions.filter((question) => question.totalOf.length > 0).map(({ key }) => key));
  for (const question of questions) {
    for (const part of question.totalOf) {
      if (!keys.has(part) || part === question.key || totals.has(part)) {
        throw new UserInputError(
          `${question.labelEn}: a total adds up other questions of the year that are not totals themselves; ${part} is not one`,
          "totalOf",
        );
      }
    }
  }
  return questions;
}

/**
 * What a year's questions keep once a parish has submitted its return: every question (no
 * removal), each total's parts, and no new required answer that the submitted returns lack.
 */
function requireSubmittedKept(
  kept: readonly ParishReturnQuestion[],
  questions: readonly QuestionFields[],
  year: number,
) {
  const refuse = (what: string, field: string) =>
    new UserInputError(
      `A parish has submitted its ${year} return already, so ${what}; labels, help and order can still change`,
      field,
    );
  for (const before of kept) {
    const after = questions.find((question) => question.key === before.key);
    if (!after) throw refuse(`"${before.labelEn}" cannot be removed`, "questions");
    if ([...after.totalOf].sort().join() !== [...before.totalOf].sort().join()) {
      throw refuse(`what "${before.labelEn}" is the total of cannot change`, "totalOf");
    }
    if (before.optional && !after.optional)
      throw refuse(`"${before.labelEn}" cannot become required`, "optional");
  }
  for (const after of questions) {
    if (!after.optional && !kept.some((before) => before.key === after.key)) {
      throw refuse(`a new question ("${after.labelEn}") can only be optional`, "optional");
    }
  }
}

function changed(before: ParishReturnQuestion, after: QuestionFields & { position: number }): boolean {
  return (
    before.position !== after.position ||
    before.labelEn !== after.labelEn ||
    before.labelSw !== after.labelSw ||
    before.help !== after.help ||
    before.optional !== after.optional ||
    before.totalOf.join() !== after.totalOf.join()
  );
}
