import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** Who did what the audit log records. */
export const AuditActorKind = {
  STAFF: "staff",
  API_TOKEN: "api_token",
  /** Someone not signed in: a failed sign-in, say. */
  VISITOR: "visitor",
  /** The site itself: start-up, the command line, scheduled publishing, M-Pesa's notices. */
  SYSTEM: "system",
} as const;
export type AuditActorKind = (typeof AuditActorKind)[keyof typeof AuditActorKind];
registerEnumType(AuditActorKind, {
  name: "AuditActorKind",
  description: "Who did what an audit log entry records",
  valuesConfig: {
    STAFF: { description: "A member of staff, signed in" },
    API_TOKEN: { description: "An integrator's API token, under its name" },
    VISITOR: { description: "Someone not signed in, such as a failed sign-in" },
    SYSTEM: { description: "The site itself: start-up, the command line, schedules, M-Pesa's notices" },
  },
});

export const AuditAction = {
  CREATED: "created",
  UPDATED: "updated",
  DELETED: "deleted",
  SIGNED_IN: "signed_in",
  SIGN_IN_FAILED: "sign_in_failed",
  LOCKED_OUT: "locked_out",
  PASSWORD_CHANGED: "password_changed",
  PASSWORD_RESET: "password_reset",
  GIFT_RECORDED: "gift_recorded",
  GIFT_REVERSED: "gift_reversed",
  PAYMENT_ASSIGNED: "payment_assigned",
  PAYMENT_SET_ASIDE: "payment_set_aside",
  REGISTRANTS_MESSAGED: "registrants_messaged",
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];
registerEnumType(AuditAction, {
  name: "AuditAction",
  description: "What was done",
  valuesConfig: {
    SIGN_IN_FAILED: { description: "A wrong password, or an attempt while locked out or deactivated" },
    LOCKED_OUT: { description: "The wrong password that locked the account" },
    PASSWORD_RESET: {
      description: "A password set without the current one: by a system admin, or an e-mailed code or link",
    },
    PAYMENT_ASSIGNED: { description: "An unmatched paybill payment recorded as a gift to a project" },
    PAYMENT_SET_ASIDE: { description: "An unmatched paybill payment set aside as not for an appeal" },
    REGISTRANTS_MESSAGED: {
      description: "An event's registrants sent a message by SMS or e-mail; the label says how many",
    },
  },
});

/** The most characters of a record's name an entry keeps (a photograph's caption may run long). */
export const AUDIT_LABEL_LENGTH = 300;

/**
 * One thing done to the site, by whom, when and from where. Append-only: nothing in the API
 * changes or deletes an entry, and the database refuses to (see the migration); only entries
 * older than the retention period are pruned. Never holds a value of a field, only its name.
 */
@ObjectType({ description: "One thing done to the site: who, when, from where, what (system admins only)" })
@Entity("audit_log")
@Index("audit_log_entity", ["entity", "entityId"])
export class AuditLogEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Date)
  @Index("audit_log_at")
  @CreateDateColumn({ name: "at", type: Date })
  at: Date;

  @Field(() => AuditActorKind)
  @Column("varchar", { name: "actor_kind", length: 20 })
  actorKind: AuditActorKind;

  /** The staff member's or the token's id; null for a visitor or the system. */
  @Column("integer", { name: "actor_id", nullable: true })
  actorId: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The member of staff's name or the token's name as they were then; for a failed sign-in, the e-mail or username typed",
  })
  @Column("varchar", { name: "actor_name", length: 254, nullable: true })
  actorName: string | null;

  @Field(() => String, { nullable: true, description: "The client's address, as the site saw it" })
  @Column("varchar", { name: "client_address", length: 64, nullable: true })
  clientAddress: string | null;

  @Field(() => String, { description: "What kind of record, such as News article or Staff account" })
  @Column("varchar", { length: 80 })
  entity: string;

  @Field(() => String, { nullable: true, description: "The record's id; null when no record is known" })
  @Column("varchar", { name: "entity_id", length: 64, nullable: true })
  entityId: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The record as a person knows it, in English, when the entry was made: its title or name (a deleted one's before it went), a gift's amount, donor and appeal. Null for entries made before names were kept, and where no record is known",
  })
  @Column("varchar", { length: AUDIT_LABEL_LENGTH, nullable: true })
  label: string | null;

  @Field(() => AuditAction)
  @Column("varchar", { length: 40 })
  action: AuditAction;

  @Field(() => [String], {
    description:
      "The names of the fields an update changed, as the code names them (never their values, never a secret); fieldsInWords says them in words",
  })
  @Column("simple-array")
  fields: string[];
}
