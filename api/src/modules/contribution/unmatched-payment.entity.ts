import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** Why the site could not match a payment to the paybill to a gift or an appeal. */
export enum UnmatchedReason {
  /** The account number typed is not the appeal's (a tithe, say, or a slip of the finger). */
  OTHER_ACCOUNT = "OTHER_ACCOUNT",
  /** The appeal's account number, when no project was featured to take it. */
  NO_APPEAL = "NO_APPEAL",
  /**
   * The account number is a gift's reference (G and a number) the payment could not be matched
   * to: it names no prompt of ours (or, before such payments counted, was not that prompt's payment).
   */
  GIFT_REFERENCE = "GIFT_REFERENCE",
  /** The account number is a pledge's reference (P and a number) that names no pledge. */
  PLEDGE_REFERENCE = "PLEDGE_REFERENCE",
  /** The account number is a parish's (Q and a number) that names no parish, or one not assessed. */
  ASSESSMENT_REFERENCE = "ASSESSMENT_REFERENCE",
  /**
   * The account number is a registration's (R and a number) that names none, or one holding no
   * place to pay for (released, waiting, cancelled, paid already), or the payment is less than its
   * fee: it confirms no one, and the treasurer refunds or places it.
   */
  REGISTRATION_ACCOUNT = "REGISTRATION_ACCOUNT",
}

/** What the treasurer made of it. */
export enum UnmatchedResolution {
  /** Recorded as a paid paybill gift to the project the treasurer chose. */
  ASSIGNED = "ASSIGNED",
  /** Money for no appeal (a tithe, an offering): it stays out of the ledger of gifts. */
  NOT_FOR_APPEAL = "NOT_FOR_APPEAL",
}

registerEnumType(UnmatchedReason, {
  name: "UnmatchedReason",
  description: "Why the site could not match a paybill payment",
  valuesConfig: {
    OTHER_ACCOUNT: { description: "The account number typed is not the appeal's" },
    NO_APPEAL: { description: "The appeal's account number, but no project was featured to take it" },
    GIFT_REFERENCE: {
      description: "A gift's reference (G and a number) that the payment could not be matched to",
    },
    PLEDGE_REFERENCE: { description: "A pledge's reference (P and a number) that names no pledge" },
    ASSESSMENT_REFERENCE: {
      description: "A parish's assessment account (Q and a number) naming no parish, or one not assessed",
    },
    REGISTRATION_ACCOUNT: {
      description:
        "A registration's account (R and a number) naming none, one holding no place to pay for, or paying less than its fee",
    },
  },
});
registerEnumType(UnmatchedResolution, {
  name: "UnmatchedResolution",
  description: "What the treasurer made of an unmatched paybill payment",
});

/**
 * A payment to the paybill, confirmed by M-Pesa, that the site could not match to a gift or to the
 * appeal: money received, waiting for the treasurer to assign it to a project or set it aside.
 * One per M-Pesa transaction, however often M-Pesa confirms it.
 */
@ObjectType({ description: "A paybill payment the site could not match (treasurers and system admins)" })
@Entity("unmatched_payment")
@Index("unmatched_payment_open", ["resolution", "id"])
export class UnmatchedPayment {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  /** The notice M-Pesa sent, kept as it came (mpesa_notice). */
  @Column("integer", { name: "notice_id" })
  noticeId: number;

  @Field(() => String, { description: "M-Pesa's transaction id" })
  @Column("varchar", { name: "mpesa_receipt", length: 30, unique: true })
  mpesaReceipt: string;

  @Field(() => Int, { description: "Whole shillings" })
  @Column("integer", { name: "amount_kes" })
  amountKes: number;

  /** As M-Pesa sent it (masked by M-Pesa); shown masked. */
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: "The payer's name as M-Pesa sent it" })
  @Column("varchar", { name: "donor_name", length: 120, nullable: true })
  donorName: string | null;

  @Field(() => String, { description: "The account number the payer typed" })
  @Column("varchar", { name: "account_number", length: 40 })
  accountNumber: string;

  @Field(() => UnmatchedReason)
  @Column("varchar", { length: 20 })
  reason: UnmatchedReason;

  @Field(() => Date, { description: "When M-Pesa confirmed it" })
  @CreateDateColumn({ name: "received_at", type: Date })
  receivedAt: Date;

  @Field(() => UnmatchedResolution, { nullable: true, description: "Null while it needs attention" })
  @Column("varchar", { length: 20, nullable: true })
  resolution: UnmatchedResolution | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: "resolved_at", type: Date, nullable: true })
  resolvedAt: Date | null;

  @Column("integer", { name: "resolved_by_user_id", nullable: true })
  resolvedByUserId: number | null;

  /** The gift it became when assigned. */
  @Field(() => ID, { nullable: true, description: "The ledger's entry it became, once assigned" })
  @Column("integer", { name: "contribution_id", nullable: true })
  contributionId: number | null;

  @Field(() => String, { nullable: true, description: "What the treasurer noted when setting it aside" })
  @Column("varchar", { length: 300, nullable: true })
  note: string | null;
}
