import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { Language } from "../../site/languages.js";
import type { AuditRules } from "../audit-log/audit-rules.js";

/**
 * A donor's request for their statement of a year, made on the public page: the one-time code sent
 * to their phone (only its hash is kept) and the unguessable token of the page where it is typed
 * (its hash too). A request is made whether or not the number gave, so the page answers the same.
 */
@Entity("statement_code")
export class StatementCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** SHA-256 of the token in the code page's address. */
  @Column("varchar", { name: "token_hash", length: 64, unique: true })
  tokenHash: string;

  /** 2547XXXXXXXX, as the ledger keeps a prompt's number. */
  @Column("varchar", { length: 20 })
  phone: string;

  @Column("integer")
  year: number;

  /** SHA-256 of the code and the request's token: a code alone is too short to hash safely. */
  @Column("varchar", { name: "code_hash", length: 64 })
  codeHash: string;

  /** Wrong codes typed so far; the request is spent at MAX_CODE_ATTEMPTS. */
  @Column("integer", { default: 0 })
  attempts: number;

  @Column({ name: "expires_at", type: Date })
  expiresAt: Date;

  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;
}

/** How a donor was sent their statement. */
export enum StatementChannel {
  SMS = "SMS",
  EMAIL = "EMAIL",
}
registerEnumType(StatementChannel, { name: "StatementChannel", description: "How a statement was sent" });

/** Where a donor's statement stands in the treasurer's sending of a year's statements. */
export enum StatementSendStatus {
  /** Waiting for the sending job. */
  QUEUED = "QUEUED",
  /** Its SMS is queued in the SMS log (which says what became of it), or its e-mail handed over. */
  SENT = "SENT",
  /** The e-mail could not be sent, or SMS are off and no address is known. */
  FAILED = "FAILED",
}
registerEnumType(StatementSendStatus, {
  name: "StatementSendStatus",
  description: "Whether a donor's statement was sent",
});

/**
 * One donor's statement of one year, sent by the treasurer's "send every donor" (once: the pair
 * year and phone is unique, and the job claims each row by a conditional update). The link it
 * carries downloads that donor's statement without a code until it expires; only its hash is kept.
 */
@ObjectType({ description: "A donor's statement of a year, as the treasurer's sending list shows it" })
@Entity("statement_send")
@Index("IDX_statement_send_year_phone", ["year", "phone"], { unique: true })
@Index("IDX_statement_send_status", ["status", "id"])
export class StatementSend {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column("integer")
  year: number;

  /** 2547XXXXXXXX; GraphQL shows its last digits only (giving-statement.resolver.ts). */
  @Column("varchar", { length: 20 })
  phone: string;

  @Field(() => StatementSendStatus)
  @Column("varchar", { length: 10, default: StatementSendStatus.QUEUED })
  status: StatementSendStatus;

  @Field(() => StatementChannel, { nullable: true, description: "How it went, once sent" })
  @Column("varchar", { length: 10, nullable: true })
  channel: StatementChannel | null;

  /** The language of the donor's latest gift of the year, which the message and link are in. */
  @Column("varchar", { length: 2, default: "en" })
  language: Language;

  /** SHA-256 of the secret in the donor's link. */
  @Column("varchar", { name: "link_hash", length: 64, nullable: true, unique: true })
  linkHash: string | null;

  @Column({ name: "link_expires_at", type: Date, nullable: true })
  linkExpiresAt: Date | null;

  /** The SMS that carried the link, whose status the SMS log keeps. */
  @Column("integer", { name: "sms_message_id", nullable: true })
  smsMessageId: number | null;

  @Field(() => Date, { description: "When the treasurer asked for it to be sent" })
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: "sent_at", type: Date, nullable: true })
  sentAt: Date | null;
}

/**
 * The codes are a visitor's requests, and the sending's rows its progress: bookkeeping, no one's
 * act. (The audit log cannot see the treasurer's press itself, which adds the rows in one INSERT.)
 */
export const GIVING_STATEMENT_AUDIT_RULES: AuditRules = {
  statement_code: { bookkeeping: true },
  statement_send: { bookkeeping: true },
};
