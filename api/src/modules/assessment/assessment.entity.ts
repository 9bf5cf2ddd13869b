import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { AuditAction } from "../audit-log/audit-log.entity.js";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * A parish's assessment for a year: the share of the diocese's running costs the synod asks of it,
 * as the diocesan treasurer set it. What it has paid is the sum of its ledger entries
 * (`contribution.assessment_id`), never a figure kept here.
 */
@ObjectType({ description: "A parish's assessment (its yearly quota to the diocese)" })
@Entity("assessment")
@Index("UQ_assessment_parish_year", ["parishId", "year"], { unique: true })
@Index("IDX_assessment_year_parish", ["year", "parishId"])
export class Assessment {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID)
  @Column("integer", { name: "parish_id" })
  parishId: number;

  @Field(() => Int)
  @Column("integer")
  year: number;

  @Field(() => Int, { description: "What the parish is asked for the year, in whole shillings" })
  @Column("integer", { name: "amount_kes" })
  amountKes: number;

  @Column("integer", { name: "set_by_user_id", nullable: true })
  setByUserId: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}

/** A part of an assessment and the day it falls due; an assessment's instalments add up to it. */
@ObjectType({ description: "A part of an assessment and the day it falls due" })
@Entity("assessment_instalment")
@Index("IDX_assessment_instalment_assessment", ["assessmentId", "dueOn"])
@Index("IDX_assessment_instalment_reminder", ["remindedOn", "dueOn"])
export class AssessmentInstalment {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "assessment_id" })
  assessmentId: number;

  @Field(() => String, { description: "The day it falls due (YYYY-MM-DD, Kakamega)" })
  @Column("varchar", { name: "due_on", length: 10 })
  dueOn: string;

  @Field(() => Int)
  @Column("integer", { name: "amount_kes" })
  amountKes: number;

  /**
   * The day its reminder was queued to the parish's treasurer (YYYY-MM-DD), claimed by the one
   * conditional update that set it, so it goes once however many instances look.
   */
  @Field(() => String, { nullable: true, description: "When the parish's treasurer was reminded of it" })
  @Column("varchar", { name: "reminded_on", length: 10, nullable: true })
  remindedOn: string | null;
}

/** Whom the diocese asks about a parish's assessment: the parish's treasurer, for prompts and reminders. */
@ObjectType({ description: "A parish's treasurer, whom reminders of its assessment go to" })
@Entity("parish_treasurer")
export class ParishTreasurer {
  @Field(() => ID)
  @Column("integer", { name: "parish_id", primary: true })
  parishId: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: "A Kenyan mobile number, +2547... or +2541..." })
  @Column("varchar", { length: 16, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}

/**
 * What the audit log records of assessments: the treasurer's settings are recorded as any change
 * is; an instalment's reminder being claimed (its `remindedOn`) is the reminders' bookkeeping.
 */
export const ASSESSMENT_AUDIT_RULES: AuditRules = {
  assessment_instalment: {
    updated: (values) =>
      values && Object.keys(values).every((key) => key === "remindedOn") ? null : AuditAction.UPDATED,
  },
};
