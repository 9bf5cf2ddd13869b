import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { Language } from "../../site/languages.js";

/** Where a registration stands. */
export enum RegistrationStatus {
  /** A place is held while the fee's prompt is pending, or until holdExpiresAt to pay the paybill. */
  HELD = "HELD",
  /** Has a place: paid, or the event is free. */
  CONFIRMED = "CONFIRMED",
  /** On the waiting list: holds no place and is never charged. */
  WAITING = "WAITING",
  /** Offered a place from the waiting list, held until holdExpiresAt for them to pay. */
  OFFERED = "OFFERED",
  /** Cancelled by the registrant or staff. */
  CANCELLED = "CANCELLED",
  /** The payment failed or timed out, or the offer lapsed: the place went back. */
  RELEASED = "RELEASED",
}
registerEnumType(RegistrationStatus, {
  name: "RegistrationStatus",
  description: "Where a registration for an event stands",
  valuesConfig: {
    HELD: { description: "A place is held while the fee is being paid" },
    CONFIRMED: { description: "Has a place: paid, or the event is free" },
    WAITING: { description: "On the waiting list; never charged until offered a place" },
    OFFERED: { description: "Offered a place from the waiting list, to pay by holdExpiresAt" },
    CANCELLED: { description: "Cancelled" },
    RELEASED: { description: "The payment failed or timed out, or the offer lapsed: the place went back" },
  },
});

/** What the registrant comes as. */
export enum RegistrationRole {
  DELEGATE = "DELEGATE",
  OBSERVER = "OBSERVER",
  CLERGY = "CLERGY",
  YOUTH = "YOUTH",
  OTHER = "OTHER",
}
registerEnumType(RegistrationRole, { name: "RegistrationRole", description: "What a registrant comes as" });

/** How a registrant pays the fee. */
export enum RegistrationPayment {
  /** An M-Pesa prompt sent to their phone. */
  PROMPT = "PROMPT",
  /** By hand to the paybill, with the account R<id>. */
  PAYBILL = "PAYBILL",
}
registerEnumType(RegistrationPayment, {
  name: "RegistrationPayment",
  description: "How a registrant pays the fee: a prompt to their phone, or the paybill by hand",
});

/** The account a registration's fee is paid to at the paybill, and its prompt's reference: R and its number. */
export const registrationAccount = (registrationId: number) => `R${registrationId}`;

/**
 * One person's registration for an event. Staff see it through GraphQL (never its token, the
 * registrant's own key); the registrant sees it by its token as a RegistrationReceipt.
 */
@ObjectType({ description: "A person's registration for an event, as staff see it" })
@Entity("registration")
@Index("IDX_registration_event_status", ["eventId", "status", "id"])
@Index("IDX_registration_hold_expires", ["status", "holdExpiresAt"])
export class Registration {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID)
  @Column("integer", { name: "event_id" })
  eventId: number;

  @Field(() => RegistrationStatus)
  @Column("varchar", { length: 10 })
  status: RegistrationStatus;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => String, { description: "2547XXXXXXXX" })
  @Column("varchar", { length: 20 })
  phone: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @Field(() => ID, { nullable: true })
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => RegistrationRole, { nullable: true })
  @Column("varchar", { length: 10, nullable: true })
  role: RegistrationRole | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  diet: string | null;

  /** The answers to the event's own questions, by question id (GraphQL: registration.resolver.ts). */
  @Column("simple-json", { default: "{}" })
  answers: Record<string, string>;

  @Field(() => String, { description: "The language the registrant used, which their messages are in" })
  @Column("varchar", { length: 2, default: "en" })
  language: Language;

  @Field(() => String, { description: "The short code shown at the door" })
  @Column("varchar", { length: 6, unique: true })
  code: string;

  /** The registrant's own key to their page, /registrations/<token>: never shown to staff. */
  @Column("varchar", { length: 64, unique: true })
  token: string;

  @Field(() => Int, { description: "The fee when they registered, in whole shillings" })
  @Column("integer", { name: "fee_kes", default: 0 })
  feeKes: number;

  @Field(() => Boolean, { description: "Whether it counts among the event's places taken" })
  @Column("boolean", { name: "holds_place", default: false })
  holdsPlace: boolean;

  @Field(() => Date, { nullable: true, description: "Until when a held or offered place waits for the fee" })
  @Column({ name: "hold_expires_at", type: Date, nullable: true })
  holdExpiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: "confirmed_at", type: Date, nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: "cancelled_at", type: Date, nullable: true })
  cancelledAt: Date | null;

  @Field(() => Boolean, {
    description: "Paid but holding no place (cancelled, or paid after the place went): the treasurer refunds",
  })
  @Column("boolean", { name: "needs_refund", default: false })
  needsRefund: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ name: "checked_in_at", type: Date, nullable: true })
  checkedInAt: Date | null;

  @Column("integer", { name: "checked_in_by_user_id", nullable: true })
  checkedInByUserId: number | null;

  /** The client's id of the check-in that made it, so a check-in sent twice counts once. */
  @Column("varchar", { name: "check_in_key", length: 64, nullable: true, unique: true })
  checkInKey: string | null;

  @Field(() => Int, { nullable: true })
  @Column("integer", { name: "refund_kes", nullable: true })
  refundKes: number | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { name: "refund_note", length: 500, nullable: true })
  refundNote: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: "refund_recorded_at", type: Date, nullable: true })
  refundRecordedAt: Date | null;

  @Column("integer", { name: "refund_recorded_by_user_id", nullable: true })
  refundRecordedByUserId: number | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
