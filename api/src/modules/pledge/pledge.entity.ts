import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { Language } from "../../site/languages.js";
import type { AuditRules } from "../audit-log/audit-rules.js";

/** Who promised: a person, or a group that pledges as one at a harambee. */
export enum PledgerKind {
  PERSON = "PERSON",
  PARISH = "PARISH",
  MOTHERS_UNION = "MOTHERS_UNION",
  /** Kenya Anglican Men's Association. */
  KAMA = "KAMA",
  YOUTH = "YOUTH",
  /** Any other named group: a choir, a fellowship, a family. */
  GROUP = "GROUP",
}

/** How the pledger means to pay, which is how often they are reminded. */
export enum PledgeSchedule {
  ONCE = "ONCE",
  MONTHLY = "MONTHLY",
  WEEKLY = "WEEKLY",
}

/** What the honour roll may show of a pledge: the pledger's own choice. */
export enum HonourRollShowing {
  NAME_AND_AMOUNT = "NAME_AND_AMOUNT",
  NAME_ONLY = "NAME_ONLY",
  /** Counted in the totals, named nowhere. */
  ANONYMOUS = "ANONYMOUS",
}

export enum PledgeStatus {
  /** Promised and not yet paid in full. */
  OPEN = "OPEN",
  FULFILLED = "FULFILLED",
  /** Cancelled by staff, with a reason; kept with its payments. */
  CANCELLED = "CANCELLED",
}

export enum PledgeSource {
  /** Made on the pledge page by the pledger. */
  ONLINE = "ONLINE",
  /** Taken on paper at a harambee and typed in by the treasurer. */
  PAPER = "PAPER",
}

registerEnumType(PledgerKind, { name: "PledgerKind", description: "Who made a pledge" });
registerEnumType(PledgeSchedule, {
  name: "PledgeSchedule",
  description: "How a pledger means to pay, and so how often they are reminded",
});
registerEnumType(HonourRollShowing, {
  name: "HonourRollShowing",
  description: "What the honour roll may show of a pledge",
});
registerEnumType(PledgeStatus, { name: "PledgeStatus", description: "Whether a pledge is kept" });
registerEnumType(PledgeSource, { name: "PledgeSource", description: "Where a pledge was made" });

/**
 * A promise to give an amount to an appeal by a date. What was paid is the sum of the ledger's paid
 * entries that name it (payments find it by the account P<id>); a pledge is never deleted, and a
 * change staff make is kept with its reason (PledgeChange). Consents are times: null is no.
 */
@ObjectType({ description: "A promise to give to an appeal (treasurers and system admins only)" })
@Entity("pledge")
export class Pledge {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID)
  @Column("integer", { name: "project_id" })
  projectId: number;

  @Field(() => PledgerKind)
  @Column("varchar", { name: "pledger_kind", length: 20 })
  pledgerKind: PledgerKind;

  @Field(() => String, { description: "The person's or the group's name" })
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => ID, { nullable: true, description: "The parish it is counted under on the honour roll" })
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => Int, { description: "Whole shillings promised" })
  @Column("integer", { name: "amount_kes" })
  amountKes: number;

  @Field(() => String, { description: "The day it is to be paid by, YYYY-MM-DD" })
  @Column("varchar", { name: "due_on", length: 10 })
  dueOn: string;

  @Field(() => PledgeSchedule)
  @Column("varchar", { length: 10 })
  schedule: PledgeSchedule;

  /**
   * +2547XXXXXXXX; none for a paper pledge taken without one. Never public; masked for staff. Its
   * index (made by the phone module's migration) finds a caller's pledges by USSD and SMS.
   */
  @Index("IDX_pledge_phone")
  @Column("varchar", { length: 16, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @Field(() => HonourRollShowing)
  @Column("varchar", { name: "honour_roll", length: 20 })
  honourRoll: HonourRollShowing;

  @Field(() => Date, { nullable: true, description: "When the pledger agreed to be on the honour roll" })
  @Column({ name: "honour_roll_consent_at", type: Date, nullable: true })
  honourRollConsentAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the pledger agreed to reminders" })
  @Column({ name: "reminders_consent_at", type: Date, nullable: true })
  remindersConsentAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the pledger agreed to an SMS as the appeal passes 25, 50, 75 and 100 %",
  })
  @Column({ name: "progress_consent_at", type: Date, nullable: true })
  progressConsentAt: Date | null;

  /** The language of the page it was made on: its reminders and thanks are written in it. */
  @Field(() => String)
  @Column("varchar", { length: 2, default: "en" })
  language: Language;

  /**
   * The unguessable part of the pledge's own address, kept as a gift's receipt token is, so that
   * every reminder can carry the link (192 random bits).
   */
  @Column("varchar", { name: "page_token", length: 64, unique: true })
  pageToken: string;

  @Field(() => PledgeStatus)
  @Column("varchar", { length: 10 })
  status: PledgeStatus;

  @Field(() => PledgeSource)
  @Column("varchar", { length: 10 })
  source: PledgeSource;

  @Field(() => String, {
    nullable: true,
    description: "The day of the next reminder, YYYY-MM-DD; none when none is due",
  })
  @Column("varchar", { name: "next_reminder_on", length: 10, nullable: true })
  nextReminderOn: string | null;

  @Field(() => Int)
  @Column("integer", { name: "reminders_sent", default: 0 })
  remindersSent: number;

  @Field(() => String, { nullable: true, description: "Why staff cancelled it" })
  @Column("varchar", { name: "cancel_reason", length: 500, nullable: true })
  cancelReason: string | null;

  @Column("integer", { name: "recorded_by_user_id", nullable: true })
  recordedByUserId: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: "fulfilled_at", type: Date, nullable: true })
  fulfilledAt: Date | null;
}

/** A change staff made to a pledge (its amount, its date, a cancellation), with why: never deleted. */
@ObjectType({ description: "A change staff made to a pledge, with its reason" })
@Entity("pledge_change")
export class PledgeChange {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "pledge_id" })
  pledgeId: number;

  @Field(() => String, { description: "amountKes, dueOn or status" })
  @Column("varchar", { length: 20 })
  field: string;

  @Field(() => String)
  @Column("varchar", { name: "from_value", length: 40 })
  fromValue: string;

  @Field(() => String)
  @Column("varchar", { name: "to_value", length: 40 })
  toValue: string;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  reason: string;

  @Column("integer", { name: "changed_by_user_id", nullable: true })
  changedByUserId: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "changed_at", type: Date })
  changedAt: Date;
}

/**
 * A mark an appeal has passed (25, 50, 75 or 100 % of its target), and how far the SMS telling its
 * supporters of it have gone: the numbers up to `toldThrough` (in order) have theirs queued, and
 * `toldAt` says all have. Each mark is reached once (its primary key), however many gifts pass it.
 */
@Entity("appeal_milestone")
export class AppealMilestone {
  @PrimaryColumn("integer", { name: "project_id" })
  projectId: number;

  @PrimaryColumn("integer")
  percent: number;

  @CreateDateColumn({ name: "reached_at", type: Date })
  reachedAt: Date;

  @Column("varchar", { name: "told_through", length: 16, nullable: true })
  toldThrough: string | null;

  @Column({ name: "told_at", type: Date, nullable: true })
  toldAt: Date | null;
}

/**
 * What the audit log records of pledges: one taken on paper (a visitor's own is theirs, not
 * recorded) and each change staff make (a PledgeChange, with its reason). A pledge's own updates
 * are the reminders' and the ledger's bookkeeping, or told by its PledgeChange.
 */
export const PLEDGE_AUDIT_RULES: AuditRules = {
  pledge: { updated: () => null },
  appeal_milestone: { bookkeeping: true },
};
