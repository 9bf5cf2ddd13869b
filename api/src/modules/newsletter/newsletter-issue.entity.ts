import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from "typeorm";
import {
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/**
 * The fields with a Kiswahili version, and their longest (the English one's limit): readers who
 * signed up on the Kiswahili site get the Kiswahili ones, English standing in for any left out.
 */
export const NEWSLETTER_ISSUE_TRANSLATION: TranslatableFields = {
  subject: { kind: "line", maxLength: 200 },
  body: { kind: "rich", maxLength: 200_000 },
};

/**
 * Where an issue stands: a draft is edited; a scheduled one starts sending at its scheduledAt; a
 * sending one has a delivery row for every subscriber confirmed when it started; a sent one has
 * none left to send.
 */
export const NewsletterIssueStatus = {
  DRAFT: "draft",
  SCHEDULED: "scheduled",
  SENDING: "sending",
  SENT: "sent",
} as const;
export type NewsletterIssueStatus = (typeof NewsletterIssueStatus)[keyof typeof NewsletterIssueStatus];
registerEnumType(NewsletterIssueStatus, {
  name: "NewsletterIssueStatus",
  description: "draft, scheduled (sends by itself at scheduledAt), sending, or sent",
});

/**
 * One subscriber's copy of an issue. `sending` means claimed and handed to SMTP; `failed` (a 4xx
 * answer or no connection) is tried again later, up to a few times; `bounced` (a 5xx answer) never.
 */
export const DeliveryStatus = {
  PENDING: "pending",
  SENDING: "sending",
  SENT: "sent",
  FAILED: "failed",
  BOUNCED: "bounced",
} as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

@ObjectType({ description: "How an issue's send stands: its subscribers' copies by what became of them" })
export class NewsletterProgress {
  @Field(() => Int, { description: "Copies to send in all: the subscribers confirmed when the send began" })
  total: number;

  @Field(() => Int, { description: "Accepted by the subscribers' mail servers" })
  sent: number;

  @Field(() => Int, {
    description: "Not sent yet for a passing reason (tried again later), or given up after several tries",
  })
  failed: number;

  @Field(() => Int, { description: "Refused for good by the subscriber's mail server (a 5xx answer)" })
  bounced: number;

  @Field(() => Int, { description: "Still to send, or being sent" })
  waiting: number;
}

@ObjectType({ description: "One issue of the diocese's e-mailed newsletter (staff only)" })
@Entity("newsletter_issue")
export class NewsletterIssue {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  subject: string;

  @Field(() => String, { description: "Sanitised HTML body" })
  @Column("text")
  body: string;

  @Field(() => NewsletterIssueStatus)
  @Index("IDX_newsletter_issue_status")
  @Column("varchar", { length: 20, default: NewsletterIssueStatus.DRAFT })
  status: NewsletterIssueStatus;

  @Field(() => Date, { nullable: true, description: "When a scheduled issue starts sending" })
  @Column({ name: "scheduled_at", type: Date, nullable: true })
  scheduledAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: "send_started_at", type: Date, nullable: true })
  sendStartedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the last copy was sent (or given up)" })
  @Column({ name: "sent_at", type: Date, nullable: true })
  sentAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;

  @Column(kiswahiliColumn())
  kiswahili: KiswahiliTexts | null;

  @Field(() => Boolean, {
    description: "Whether its subject or letter has no Kiswahili version (Kiswahili readers get the English)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;
}

@Entity("newsletter_delivery")
@Unique("UQ_newsletter_delivery_issue_subscriber", ["issueId", "subscriberId"])
@Index("IDX_newsletter_delivery_issue_status", ["issueId", "status"])
export class NewsletterDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column("integer", { name: "issue_id" })
  issueId: number;

  @Column("integer", { name: "subscriber_id" })
  subscriberId: number;

  /** The address when the send began: an unsubscribed (deleted) subscriber still counts. */
  @Column("varchar", { length: 254 })
  email: string;

  @Column("varchar", { length: 20, default: DeliveryStatus.PENDING })
  status: DeliveryStatus;

  /** The same for every try of one copy, so that a receiving server can tell a repeat. */
  @Column("varchar", { name: "message_id", length: 200, nullable: true })
  messageId: string | null;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column({ name: "claimed_at", type: Date, nullable: true })
  claimedAt: Date | null;

  /** The SMTP server's last answer for a failed or bounced copy. */
  @Column("varchar", { name: "smtp_answer", length: 500, nullable: true })
  smtpAnswer: string | null;
}
