import { Field, ID, Int, ObjectType } from "type-graphql";
import type { DataSource, EntityManager } from "typeorm";
import {
  requireEditor,
  requireParishEditing,
  requireParishRecordReading,
  requireParishRecordsReading,
  requireSignedIn,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { deleteWhere, insertRows, updateWhere } from "../../db/store.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Parish } from "../parish/parish.entity.js";
import { checkedAnswers, requireComplete } from "./parish-return-answers.js";
import { questionsOf } from "./parish-return-questions.service.js";
import {
  ParishReturn,
  ParishReturnAnswer,
  ParishReturnQuestion,
  ParishReturnReopening,
  ParishReturnStatus,
} from "./parish-return.entity.js";
import {
  ParishReturnAnswerInput,
  ParishReturnAnswersArgs,
  ParishReturnArgs,
  ReopenParishReturnArgs,
} from "./parish-return.inputs.js";

/** The reopenings a return shows: more than any return is ever reopened. */
const MAX_REOPENINGS = 50;

@ObjectType({ description: "One answer of a return" })
export class ParishReturnAnswerValue {
  @Field(() => String)
  key: string;

  @Field(() => Int)
  value: number;
}

@ObjectType({ description: "A parish's return for a year, with the year's questions and what it answers" })
export class ParishReturnView {
  @Field(() => ID)
  parishId: number;

  @Field(() => String)
  parishName: string;

  @Field(() => Int)
  year: number;

  @Field(() => ParishReturnStatus)
  status: ParishReturnStatus;

  @Field(() => [ParishReturnQuestion])
  questions: ParishReturnQuestion[];

  @Field(() => [ParishReturnAnswerValue])
  answers: ParishReturnAnswerValue[];

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was last saved" })
  updatedAt: Date | null;

  @Field(() => [ParishReturnReopening], { description: "Each time the diocese reopened it, latest first" })
  reopenings: ParishReturnReopening[];
}

/**
 * A parish's annual return: its editor (or a diocese-wide editor or system admin, never an API
 * token) keeps a draft, each answer checked as it is saved, and submits it once complete; only
 * the diocese reopens a submitted return, with a reason that is kept. Whoever reads parish
 * records reads it (authorization.ts: a parish editor their own, an archdeacon their
 * archdeaconry's). Each write is one transaction.
 */
export class ParishReturnService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async ofParish(actor: Actor | null, args: Untrusted<ParishReturnArgs>): Promise<ParishReturnView> {
    requireParishRecordsReading(actor);
    const { parishId, year } = await validated(ParishReturnArgs, args);
    const parish = await this.parishOf(parseId(parishId, "parishId"));
    requireParishRecordReading(actor, parish);
    return viewOf(this.dataSource.manager, parish, year);
  }

  /** Saves what is answered so far; each answer given must be a whole number, 0 or more. */
  saveDraft(actor: Actor | null, args: Untrusted<ParishReturnAnswersArgs>): Promise<ParishReturnView> {
    return this.write(actor, args, false);
  }

  /** Saves the answers and submits the return: every required answer given, every total adding up. */
  submit(actor: Actor | null, args: Untrusted<ParishReturnAnswersArgs>): Promise<ParishReturnView> {
    return this.write(actor, args, true);
  }

  /** Reopens a submitted return for its parish to correct: the diocese alone, with a reason. */
  async reopen(actor: Actor | null, args: Untrusted<ReopenParishReturnArgs>): Promise<ParishReturnView> {
    const staff = requireEditor(requireSignedIn(actor));
    const { parishId, year, reason } = await validated(ReopenParishReturnArgs, withTrimmedText(args));
    const parish = await this.parishOf(parseId(parishId, "parishId"));
    return this.dataSource.transaction(async (manager) => {
      const kept = await manager.findOneBy(ParishReturn, { parishId: parish.id, year });
      if (kept?.status !== ParishReturnStatus.SUBMITTED) {
        throw new UserInputError(
          `${parish.name}'s ${year} return is not submitted: there is nothing to reopen`,
          "year",
        );
      }
      await updateWhere(
        manager.getRepository(ParishReturn),
        { id: kept.id, status: ParishReturnStatus.SUBMITTED },
        { status: ParishReturnStatus.REOPENED, updatedAt: this.now(), updatedBy: staff.userId },
      );
      await manager.save(
        manager.create(ParishReturnReopening, { returnId: kept.id, reason, reopenedBy: staff.userId }),
      );
      return viewOf(manager, parish, year);
    });
  }

  private async write(
    actor: Actor | null,
    args: Untrusted<ParishReturnAnswersArgs>,
    submitting: boolean,
  ): Promise<ParishReturnView> {
    const staff = requireSomeEditing(requireSignedIn(actor));
    const { parishId, year, answers } = await validated(ParishReturnAnswersArgs, args);
    const id = parseId(parishId, "parishId");
    requireParishEditing(staff, id);
    const typed = await Promise.all(
      answers.map((answer) =>
        validated(ParishReturnAnswerInput, answer as Untrusted<ParishReturnAnswerInput>),
      ),
    );
    const parish = await this.parishOf(id);
    return this.dataSource.transaction(async (manager) => {
      const questions = await questionsOf(manager, year);
      if (questions.length === 0) {
        throw new UserInputError(`The diocese has not set the questions of the ${year} return yet`, "year");
      }
      const values = checkedAnswers(questions, typed, year);
      if (submitting) requireComplete(questions, values);
      const kept = await this.returnToChange(manager, parish, year, staff.userId);
      const now = this.now();
      await updateWhere(
        manager.getRepository(ParishReturn),
        { id: kept.id },
        submitting
          ? {
              status: ParishReturnStatus.SUBMITTED,
              submittedAt: now,
              submittedBy: staff.userId,
              updatedAt: now,
              updatedBy: staff.userId,
            }
          : { updatedAt: now, updatedBy: staff.userId },
      );
      const rows = manager.getRepository(ParishReturnAnswer);
      await deleteWhere(rows, { returnId: kept.id });
      if (values.size > 0) {
        await insertRows(
          rows,
          [...values].map(([questionKey, value]) => ({ returnId: kept.id, questionKey, value })),
        );
      }
      return viewOf(manager, parish, year);
    });
  }

  /** The parish's return for the year, made as a draft when it has none; refused once submitted. */
  private async returnToChange(manager: EntityManager, parish: Parish, year: number, userId: number) {
    const where = { parishId: parish.id, year };
    if (!(await manager.existsBy(ParishReturn, where))) {
      // Two first saves at once: the second finds the row the first made.
      await insertRows(
        manager.getRepository(ParishReturn),
        { ...where, status: ParishReturnStatus.DRAFT, updatedAt: this.now(), updatedBy: userId },
        { ignoringDuplicates: true },
      );
    }
    const kept = await manager.findOneOrFail(ParishReturn, {
      where,
      lock: manager.connection.options.type === "postgres" ? { mode: "pessimistic_write" } : undefined,
    });
    if (kept.status === ParishReturnStatus.SUBMITTED) {
      throw new UserInputError(
        `${parish.name}'s ${year} return was submitted: only the diocese can reopen it for a correction`,
        "year",
      );
    }
    return kept;
  }

  private async parishOf(id: number): Promise<Parish> {
    const parish = await this.dataSource.getRepository(Parish).findOne({
      select: { id: true, name: true, archdeaconryId: true },
      where: { id },
    });
    if (!parish) throw new NotFoundError(`There is no parish with id ${id}`);
    return parish;
  }
}

/** The return as its page shows it: the year's questions, its answers and its reopenings. */
async function viewOf(manager: EntityManager, parish: Parish, year: number): Promise<ParishReturnView> {
  const questions = await questionsOf(manager, year);
  const kept = await manager.findOneBy(ParishReturn, { parishId: parish.id, year });
  const answers = kept ? await manager.find(ParishReturnAnswer, { where: { returnId: kept.id } }) : [];
  const reopenings = kept
    ? await manager.find(ParishReturnReopening, {
        where: { returnId: kept.id },
        order: { reopenedAt: "DESC", id: "DESC" },
        take: MAX_REOPENINGS,
      })
    : [];
  return {
    parishId: parish.id,
    parishName: parish.name,
    year,
    status: kept?.status ?? ParishReturnStatus.NOT_STARTED,
    questions,
    answers: answers.map((answer) => ({ key: answer.questionKey, value: answer.value })),
    submittedAt: kept?.submittedAt ?? null,
    updatedAt: kept?.updatedAt ?? null,
    reopenings,
  };
}
