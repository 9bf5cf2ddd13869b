import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * What `parish_key` holds for the diocese's own notices. The key is never null so that one plain
 * unique index on (phone, parish_key) keeps a number's subscription to the diocese single on both
 * databases: a unique index lets any number of rows with NULL through, on SQLite and PostgreSQL
 * alike, and a pair of partial indexes would be two rules where this is one.
 */
export const DIOCESE_KEY = 0;

/** The key of a parish's notices, or the diocese's (null). */
export const parishKeyOf = (parishId: number | null): number => parishId ?? DIOCESE_KEY;

/**
 * A number that asked for a parish's notices by SMS (or the diocese's): by USSD, by an SMS keyword,
 * or through staff. Never public; no GraphQL type shows it.
 */
@Entity("sms_subscription")
@Index("UQ_sms_subscription_phone_parish", ["phone", "parishKey"], { unique: true })
@Index("IDX_sms_subscription_parish", ["parishKey", "id"])
export class SmsSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  /** +2547XXXXXXXX or +2541XXXXXXXX, as kenyanMobile() writes it. */
  @Column("varchar", { length: 16 })
  phone: string;

  /** The parish whose notices it gets; null for the diocese's. */
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  /** parishId, or DIOCESE_KEY for the diocese's: what the unique index and the lists read. */
  @Column("integer", { name: "parish_key" })
  parishKey: number;

  /** How the number asked: ussd, sms or staff. */
  @Column("varchar", { length: 20 })
  how: string;

  @CreateDateColumn({ name: "subscribed_at", type: Date })
  subscribedAt: Date;
}

@ObjectType({ description: "What became of a notice's SMS so far, as the delivery reports come in" })
export class SmsNoticeDelivery {
  @Field(() => Int, { description: "Waiting for their hours, the number's daily limit, or the sender" })
  queued: number;

  @Field(() => Int, { description: "Handed to Africa's Talking; no delivery report yet" })
  sent: number;

  @Field(() => Int)
  delivered: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int, { description: "Not sent: the number said STOP, or left the notices, before its turn" })
  optedOut: number;
}

/**
 * A notice staff sent by SMS to the subscribers of a parish (or of the diocese). Confirming it
 * fixes its recipients: the subscribers then, up to `lastSubscriptionId`. SmsNoticeSending queues
 * its SMS a batch at a time in subscription order; `queuedThrough` is the last subscription whose
 * SMS is queued, and `queuedAt` says all are.
 */
@ObjectType({ description: "A notice sent by SMS to the subscribers of a parish or of the diocese" })
@Entity("sms_notice")
@Index("IDX_sms_notice_created", ["createdAt"])
@Index("IDX_sms_notice_parish_created", ["parishId", "createdAt"])
@Index("IDX_sms_notice_queued", ["queuedAt"])
export class SmsNotice {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID, {
    nullable: true,
    description: "The parish whose subscribers get it; null: the diocese's",
  })
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => String, { description: "What staff wrote, without the opt-out words the site adds" })
  @Column("text")
  body: string;

  /** The member of staff who sent it. */
  @Column("integer", { name: "created_by" })
  createdBy: number;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date, { description: "When staff confirmed it" })
  @Column({ name: "sent_at", type: Date })
  sentAt: Date;

  @Field(() => Int, { description: "The subscribers it was for when confirmed, not counting STOPs" })
  @Column("integer")
  recipients: number;

  /** The newest subscription when it was confirmed: later subscribers do not get it. */
  @Column("integer", { name: "last_subscription_id" })
  lastSubscriptionId: number;

  /** The last subscription whose SMS is queued, in id order; 0 before the first batch. */
  @Column("integer", { name: "queued_through", default: 0 })
  queuedThrough: number;

  @Field(() => Date, { nullable: true, description: "When every one of its SMS was queued" })
  @Column({ name: "queued_at", type: Date, nullable: true })
  queuedAt: Date | null;
}

/**
 * What the audit log records of notices: each one sent (a member of staff's act, with its text).
 * Its updates are SmsNoticeSending's bookkeeping. A subscription is recorded when staff make it;
 * a person's own, by USSD or SMS, is theirs (a visitor's write, not recorded).
 */
export const SMS_NOTICE_AUDIT_RULES: AuditRules = {
  sms_notice: { updated: () => null },
};
