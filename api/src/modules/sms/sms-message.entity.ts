import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * Where an SMS stands. `queued` waits for its turn (its number's promotional hours, the day's
 * limit, a retry's back-off); `sending` is claimed and handed to Africa's Talking, whose answer
 * makes it `sent` (taken, its delivery report to come) or `failed`; a report makes it `delivered`
 * or `failed`. `opted_out` was never sent: the number said STOP. `unknown` was handed over but no
 * answer was kept (the process stopped mid-send): it is never sent again, as a message sent twice
 * is worse than one a treasurer resends.
 */
export enum SmsStatus {
  QUEUED = "queued",
  SENDING = "sending",
  SENT = "sent",
  DELIVERED = "delivered",
  FAILED = "failed",
  OPTED_OUT = "opted_out",
  UNKNOWN = "unknown",
}
registerEnumType(SmsStatus, {
  name: "SmsStatus",
  description:
    "Where an SMS stands: queued, sending, sent, delivered, failed, opted out (never sent), or unknown",
});

/** One SMS to one number: the log of what was sent, what it cost and what became of it. */
@ObjectType({ description: "One SMS the site sent or meant to send, as the SMS log shows it (treasurers)" })
@Entity("sms_message")
@Index("IDX_sms_message_due", ["status", "notBefore"])
@Index("IDX_sms_message_phone_sent", ["phone", "sentAt"])
export class SmsMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  /** +2547XXXXXXXX or +2541XXXXXXXX; GraphQL shows it masked (sms.resolver.ts). */
  @Column("varchar", { length: 16 })
  phone: string;

  @Field(() => String, { description: "The message as sent" })
  @Column("text")
  body: string;

  /** What it is for, such as receipt or reminder: the SMS log's filter. */
  @Field(() => String, { description: "What it is for: receipt, reminder, progress, thanks" })
  @Column("varchar", { length: 20 })
  kind: string;

  /** Promotional messages go only 08:00-18:00 in Kakamega; receipts (transactional) at once. */
  @Field(() => Boolean, { description: "Sent only 08:00-18:00 in Kakamega" })
  @Column("boolean", { default: false })
  promotional: boolean;

  @Field(() => Int, { description: "How many SMS it took" })
  @Column("integer")
  parts: number;

  @Field(() => SmsStatus)
  @Column("varchar", { length: 12, default: SmsStatus.QUEUED })
  status: SmsStatus;

  /** Not to be sent before this: its promotional hours, or a retry's back-off. */
  @Field(() => Date, { description: "Not sent before this: its hours, its number's daily limit, or a retry" })
  @Column({ name: "not_before", type: Date })
  notBefore: Date;

  @Field(() => Int)
  @Column("integer", { default: 0 })
  attempts: number;

  /** Africa's Talking's id, which its delivery report names. */
  @Index("IDX_sms_message_provider_id")
  @Column("varchar", { name: "provider_message_id", length: 80, nullable: true })
  providerMessageId: string | null;

  /** What the send cost, in cents of a shilling (KES 0.80 is 80). */
  @Column("integer", { name: "cost_cents", nullable: true })
  costCents: number | null;

  /** Why it failed, in Africa's Talking's words (InvalidPhoneNumber, UserIsInactive...). */
  @Field(() => String, { nullable: true, description: "Why it failed, in Africa's Talking's words" })
  @Column("varchar", { name: "failure_reason", length: 80, nullable: true })
  failureReason: string | null;

  @Field(() => Date, { description: "When it was queued" })
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: "sent_at", type: Date, nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: "delivered_at", type: Date, nullable: true })
  deliveredAt: Date | null;

  /** The SMS notice it is one of (modules/sms-notice/), whose delivery is tallied by it. */
  @Index("IDX_sms_message_notice")
  @Column("integer", { name: "notice_id", nullable: true })
  noticeId: number | null;
}

/** A number that said STOP (or ONDOKA, TOKA): it is sent nothing more, for ever. */
@Entity("sms_opt_out")
export class SmsOptOut {
  @PrimaryColumn("varchar", { length: 16 })
  phone: string;

  /** How: the word they sent, or "link". */
  @Column("varchar", { length: 20 })
  how: string;

  @CreateDateColumn({ name: "opted_out_at", type: Date })
  optedOutAt: Date;
}

/**
 * What the audit log records of SMS: nothing. The log of messages is the sender's bookkeeping,
 * and a STOP is the person's own act, kept in sms_opt_out with its time and word.
 */
export const SMS_AUDIT_RULES: AuditRules = {
  sms_message: { bookkeeping: true },
  sms_opt_out: { bookkeeping: true },
};
