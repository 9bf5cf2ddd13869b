import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/** Where a parish's return for a year stands; NOT_STARTED is a parish with no row for the year. */
export enum ParishReturnStatus {
  NOT_STARTED = "NOT_STARTED",
  DRAFT = "DRAFT",
  SUBMITTED = "SUBMITTED",
  REOPENED = "REOPENED",
}
registerEnumType(ParishReturnStatus, {
  name: "ParishReturnStatus",
  description: "Not started, a draft, submitted to the diocese, or reopened by the diocese for a correction",
});

/** The most an answer may be: far above any parish's count or income in shillings, below what a column sums safely. */
export const MAX_ANSWER = 1_000_000_000;

/**
 * One question of a year's return, in the order the form shows them. `key` is stable across years
 * (the totals and trends add answers by it); a total's `totalOf` names the keys it adds up.
 */
@ObjectType({ description: "A question of a year's parish return: a whole number, 0 or more" })
@Entity("parish_return_question")
@Index("UQ_parish_return_question_year_key", ["year", "key"], { unique: true })
@Index("IDX_parish_return_question_year_position", ["year", "position"])
export class ParishReturnQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column("integer")
  year: number;

  /** Its place in the year's form, from 0. */
  @Column("integer")
  position: number;

  @Field(() => String, { description: "Stable across years: lower case letters, digits and _" })
  @Column("varchar", { length: 40 })
  key: string;

  @Field(() => String)
  @Column("varchar", { name: "label_en", length: 200 })
  labelEn: string;

  @Field(() => String)
  @Column("varchar", { name: "label_sw", length: 200 })
  labelSw: string;

  @Field(() => String, { nullable: true, description: "What to count, shown under the question" })
  @Column("varchar", { length: 500, nullable: true })
  help: string | null;

  @Field(() => Boolean, { description: "Whether a return may be submitted without it" })
  @Column("boolean", { default: false })
  optional: boolean;

  @Field(() => [String], { description: "The keys this question is the total of; empty: not a total" })
  @Column("simple-array", { name: "total_of" })
  totalOf: string[];
}

/** A parish's return for a year: a draft its editor keeps, then submitted once, and reopened by the diocese only. */
@Entity("parish_return")
@Index("UQ_parish_return_year_parish", ["year", "parishId"], { unique: true })
@Index("IDX_parish_return_year_status", ["year", "status"])
export class ParishReturn {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "parish_id" })
  parishId: number;

  @Column("integer")
  year: number;

  @Column("varchar", { length: 10 })
  status: ParishReturnStatus;

  @Column({ name: "submitted_at", type: Date, nullable: true })
  submittedAt: Date | null;

  /** The member of staff who last submitted it. */
  @Column("integer", { name: "submitted_by", nullable: true })
  submittedBy: number | null;

  /** The member of staff who saved it last. */
  @Column("integer", { name: "updated_by" })
  updatedBy: number;

  @Column({ name: "updated_at", type: Date })
  updatedAt: Date;

  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;
}

/** One answer of a return: a row per question, so that SQL sums a question over returns. */
@Entity("parish_return_answer")
export class ParishReturnAnswer {
  @PrimaryColumn("integer", { name: "return_id" })
  returnId: number;

  @PrimaryColumn("varchar", { name: "question_key", length: 40 })
  questionKey: string;

  @Column("integer")
  value: number;
}

/** A reopening of a submitted return by the diocese, with its reason: the history is kept. */
@ObjectType({ description: "A reopening of a submitted return by the diocese, and why" })
@Entity("parish_return_reopening")
@Index("IDX_parish_return_reopening_return", ["returnId", "reopenedAt"])
export class ParishReturnReopening {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "return_id" })
  returnId: number;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  reason: string;

  @Column("integer", { name: "reopened_by" })
  reopenedBy: number;

  @Field(() => Date)
  @CreateDateColumn({ name: "reopened_at", type: Date })
  reopenedAt: Date;
}

/**
 * A parish reminded of its return on a day in Kakamega: the unique index keeps it to one a day. An
 * id of its own, as the audit log names a row by one key.
 */
@Entity("parish_return_reminder")
@Index("UQ_parish_return_reminder_parish_day", ["parishId", "remindedOn"], { unique: true })
export class ParishReturnReminder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "parish_id" })
  parishId: number;

  /** YYYY-MM-DD in Kakamega. */
  @Column("varchar", { name: "reminded_on", length: 10 })
  remindedOn: string;

  @Column("integer")
  year: number;
}

/**
 * What the audit log records of returns: the questions, the returns (each save is an update of
 * its return), the reopenings and the reminders. The answers are the return's own parts, written
 * with it: its update is the entry, not each of its thirty numbers.
 */
export const PARISH_RETURN_AUDIT_RULES: AuditRules = {
  parish_return_answer: { bookkeeping: true },
};
