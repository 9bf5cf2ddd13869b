import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { Language } from "../../site/languages.js";

/** Where a gift came from. */
export enum GiftSource {
  /** M-Pesa Express: the site sent the donor's phone a prompt. */
  STK = "STK",
  /** The donor paid the paybill by hand with the appeal's account number (C2B confirmation). */
  PAYBILL = "PAYBILL",
  /** Cash, a cheque or a bank transfer, recorded by the treasurer. */
  STAFF = "STAFF",
  /** What was raised before the ledger began (the amounts once typed by hand). */
  OPENING = "OPENING",
  /** Takes back a gift: its own entry, of the gift's amount below zero. */
  REVERSAL = "REVERSAL",
}

export enum GiftStatus {
  /** The prompt is on the donor's phone; M-Pesa has not said how it ended. */
  PENDING = "PENDING",
  PAID = "PAID",
  /** Cancelled, refused or failed: nothing was taken. */
  FAILED = "FAILED",
}

/** How the treasurer received a gift they record. */
export enum GiftMethod {
  CASH = "CASH",
  CHEQUE = "CHEQUE",
  BANK_TRANSFER = "BANK_TRANSFER",
  MPESA = "MPESA",
}

registerEnumType(GiftSource, { name: "GiftSource", description: "Where a gift came from" });
registerEnumType(GiftStatus, { name: "GiftStatus", description: "Whether a gift is paid" });
registerEnumType(GiftMethod, {
  name: "GiftMethod",
  description: "How a gift recorded by staff was received",
});

/**
 * One entry of the ledger: a gift to a project, a parish's payment of its assessment, or the fee of
 * a registration for an event (registrationId; neither a project nor an assessment). Entries are
 * never deleted or changed once paid: a reversal is an entry of its own. A project's amount raised
 * is the sum of its paid entries; an assessment's paid amount the sum of its own.
 */
@ObjectType({ description: "An entry of the ledger of gifts (treasurers and system admins only)" })
@Entity("contribution")
export class Contribution {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  /** The appeal given to; null for a parish's payment of its assessment (assessmentId) or a registration's fee. */
  @Column("integer", { name: "project_id", nullable: true })
  projectId: number | null;

  /**
   * The parish assessment (a parish's yearly quota to the diocese) this entry pays; such entries
   * share the ledger's receipts, reversals and M-Pesa's settling, but count in no appeal's total.
   */
  @Field(() => ID, { nullable: true, description: "The parish assessment this entry pays" })
  @Column("integer", { name: "assessment_id", nullable: true })
  assessmentId: number | null;

  @Field(() => GiftSource)
  @Column("varchar", { length: 20 })
  source: GiftSource;

  @Field(() => GiftMethod, { nullable: true, description: "For a gift recorded by staff" })
  @Column("varchar", { length: 20, nullable: true })
  method: GiftMethod | null;

  @Field(() => GiftStatus)
  @Column("varchar", { length: 10 })
  status: GiftStatus;

  @Field(() => Int, { description: "Whole shillings; below zero for a reversal" })
  @Column("integer", { name: "amount_kes" })
  amountKes: number;

  /** 2547XXXXXXXX for a prompt; masked as Daraja sends it for a paybill payment. Never public. */
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Column("varchar", { name: "donor_name", length: 120, nullable: true })
  donorName: string | null;

  @Field(() => Boolean, { description: "The donor asked that their name be shown to no one" })
  @Column("boolean", { default: false })
  anonymous: boolean;

  /** Where the receipt is e-mailed, when the donor gave an address. */
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  /** The language of the page the donor gave from, which their e-mailed receipt is written in. */
  @Column("varchar", { length: 2, default: "en" })
  language: Language;

  @Column("varchar", { name: "checkout_request_id", length: 100, nullable: true, unique: true })
  checkoutRequestId: string | null;

  @Column("varchar", { name: "merchant_request_id", length: 100, nullable: true })
  merchantRequestId: string | null;

  /** SHA-256 of the secret in this gift's callback address (the secret itself is never kept). */
  @Column("varchar", { name: "callback_secret_hash", length: 64, nullable: true })
  callbackSecretHash: string | null;

  @Field(() => String, { nullable: true, description: "M-Pesa's receipt (transaction) number" })
  @Column("varchar", { name: "mpesa_receipt", length: 30, nullable: true, unique: true })
  mpesaReceipt: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The cheque or transfer's reference, as staff gave it",
  })
  @Column("varchar", { length: 100, nullable: true })
  reference: string | null;

  @Column("integer", { name: "result_code", nullable: true })
  resultCode: number | null;

  @Field(() => String, {
    nullable: true,
    description: "What M-Pesa said of a prompt that did not end in payment",
  })
  @Column("varchar", { name: "result_description", length: 300, nullable: true })
  resultDescription: string | null;

  @Field(() => String, { nullable: true, description: "The diocese's receipt number, in sequence per year" })
  @Column("varchar", { name: "receipt_number", length: 20, nullable: true, unique: true })
  receiptNumber: string | null;

  /** The unguessable part of the gift's status and receipt addresses. */
  @Column("varchar", { name: "receipt_token", length: 64, unique: true })
  receiptToken: string;

  /**
   * The event registration whose fee this entry pays (projectId and assessmentId null): it counts
   * in no appeal's total, giving statement or honour roll (modules/event-registration/).
   */
  @Field(() => ID, { nullable: true, description: "The event registration whose fee this entry pays" })
  @Column("integer", { name: "registration_id", nullable: true })
  registrationId: number | null;

  @Field(() => ID, { nullable: true, description: "The pledge this payment is towards" })
  @Column("integer", { name: "pledge_id", nullable: true })
  pledgeId: number | null;

  @Field(() => ID, { nullable: true, description: "The gift this entry reverses" })
  @Column("integer", { name: "reverses_id", nullable: true, unique: true })
  reversesId: number | null;

  @Field(() => String, { nullable: true, description: "Why staff reversed a gift" })
  @Column("varchar", { length: 500, nullable: true })
  reason: string | null;

  @Column("integer", { name: "recorded_by_user_id", nullable: true })
  recordedByUserId: number | null;

  /** When an instance may next ask Daraja about this pending prompt (ms since 1970); see the sweep. */
  @Column("bigint", {
    name: "next_status_query_ms",
    nullable: true,
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | number | null) => (value == null ? null : Number(value)),
    },
  })
  nextStatusQueryMs: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: "When it was paid (received, for staff's records)" })
  @Column({ name: "paid_at", type: Date, nullable: true })
  paidAt: Date | null;
}

/** What Daraja sent the site: every callback and notice, kept as it came. */
@Entity("mpesa_notice")
export class MpesaNotice {
  @PrimaryGeneratedColumn()
  id: number;

  /** STK_CALLBACK, C2B_VALIDATION or C2B_CONFIRMATION. */
  @Column("varchar", { length: 30 })
  kind: string;

  @Column("integer", { name: "contribution_id", nullable: true })
  contributionId: number | null;

  /** What the site made of it: settled, duplicate, mismatch, other-account... */
  @Column("varchar", { length: 40 })
  outcome: string;

  @Column("text")
  payload: string;

  @Column("varchar", { name: "client_address", length: 64 })
  clientAddress: string;

  @CreateDateColumn({ name: "received_at", type: Date })
  receivedAt: Date;
}

/** The last receipt number given in each year. */
@Entity("receipt_sequence")
export class ReceiptSequence {
  @Column("integer", { primary: true })
  year: number;

  @Column("integer", { name: "last_number" })
  lastNumber: number;
}
