import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { AuditAction } from "../audit-log/audit-log.entity.js";
import type { AuditRules } from "../audit-log/audit-rules.js";

/** Who may register for an event. */
export enum RegistrationAudience {
  ANYONE = "ANYONE",
  /** Delegates of a parish: each names their parish. */
  PARISH_DELEGATES = "PARISH_DELEGATES",
}
registerEnumType(RegistrationAudience, {
  name: "RegistrationAudience",
  description: "Who may register for an event",
});

/** How a staff-defined question is answered. */
export enum RegistrationQuestionKind {
  TEXT = "TEXT",
  CHOICE = "CHOICE",
}
registerEnumType(RegistrationQuestionKind, {
  name: "RegistrationQuestionKind",
  description: "How a question of a registration form is answered: in words, or by one of its choices",
});

@ObjectType({ description: "A question staff ask of everyone who registers for an event" })
export class RegistrationQuestion {
  @Field(() => String, { description: "Its id among the event's questions, which answers name" })
  id: string;

  @Field(() => String)
  label: string;

  @Field(() => String, { nullable: true, description: "The label in Kiswahili, if it has one" })
  labelSw: string | null;

  @Field(() => RegistrationQuestionKind)
  kind: RegistrationQuestionKind;

  @Field(() => [String], { description: "The choices of a CHOICE question; empty for TEXT" })
  choices: string[];

  @Field(() => Boolean)
  required: boolean;
}

/**
 * How an event takes registrations: one row per event that does. `placesTaken` counts the
 * registrations that hold a place (held while paying, offered, confirmed); it changes only by the
 * conditional updates of registration-places.ts, never read then written.
 */
@ObjectType({ description: "How an event takes registrations" })
@Entity("registration_setup")
export class RegistrationSetup {
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID)
  @Column("integer", { name: "event_id", unique: true })
  eventId: number;

  @Field(() => Boolean, { description: "Whether it takes registrations now (staff may close it early)" })
  @Column("boolean", { default: true })
  open: boolean;

  @Field(() => RegistrationAudience)
  @Column("varchar", { name: "who_may_register", length: 20, default: RegistrationAudience.ANYONE })
  whoMayRegister: RegistrationAudience;

  @Field(() => Int, { description: "The fee per person in whole shillings; 0 when it is free" })
  @Column("integer", { name: "fee_kes", default: 0 })
  feeKes: number;

  @Field(() => Int, { nullable: true, description: "How many places there are; null when there is no limit" })
  @Column("integer", { nullable: true })
  capacity: number | null;

  @Column("integer", { name: "places_taken", default: 0 })
  placesTaken: number;

  @Field(() => Boolean, {
    description:
      "Whether people may join a waiting list once every place is taken (else registering is refused)",
  })
  @Column("boolean", { name: "waiting_list", default: true })
  waitingList: boolean;

  @Field(() => Date, { description: "No one registers after this moment (nor once the event has begun)" })
  @Column({ name: "closes_at", type: Date })
  closesAt: Date;

  @Field(() => Boolean, { description: "Whether the form asks for the registrant's parish" })
  @Column("boolean", { name: "ask_parish", default: false })
  askParish: boolean;

  @Field(() => Boolean, {
    description: "Whether the form asks for the registrant's role (delegate, observer...)",
  })
  @Column("boolean", { name: "ask_role", default: false })
  askRole: boolean;

  @Field(() => Boolean, { description: "Whether the form asks for the registrant's diet" })
  @Column("boolean", { name: "ask_diet", default: false })
  askDiet: boolean;

  @Field(() => [RegistrationQuestion], { description: "The questions staff added, in order" })
  @Column("simple-json", { default: "[]" })
  questions: RegistrationQuestion[];

  @Field(() => Int, {
    description: "How long someone offered a place from the waiting list has to pay, in hours",
  })
  @Column("integer", { name: "hours_to_pay_offer", default: 24 })
  hoursToPayOffer: number;

  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}

/**
 * The counter of places taken changes with registrations, which are no one's act on the setup (a
 * registration itself is recorded where staff change it); staff's changes of the setup are.
 */
export const REGISTRATION_AUDIT_RULES: AuditRules = {
  registration_setup: {
    updated: (values) =>
      values && Object.keys(values).every((field) => field === "placesTaken") ? null : AuditAction.UPDATED,
  },
};
