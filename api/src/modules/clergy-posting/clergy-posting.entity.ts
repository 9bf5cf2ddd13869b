import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { PublicationStatus, type Publication } from "../publication/publication.js";

/** What a member of the clergy is posted as. */
export const ClergyRole = {
  VICAR: "vicar",
  CURATE: "curate",
  ARCHDEACON: "archdeacon",
  CHAPLAIN: "chaplain",
  OTHER: "other",
} as const;
export type ClergyRole = (typeof ClergyRole)[keyof typeof ClergyRole];
registerEnumType(ClergyRole, {
  name: "ClergyRole",
  description: "What a member of the clergy is posted as",
  valuesConfig: {
    VICAR: { description: "The vicar of a parish: the parish's vicar is set from this posting" },
    CURATE: { description: "A curate of a parish" },
    ARCHDEACON: { description: "The archdeacon of an archdeaconry" },
    CHAPLAIN: { description: "A chaplain: of a school, hospital, college or office" },
    OTHER: { description: "Another role, named by roleName" },
  },
});

/**
 * The year's postings as the diocese announces them: "Clergy postings 2027". Its postings are
 * invisible to the public and take no effect while it is a draft; published (now, or at its
 * scheduled time), each takes effect on its own day (ClergyPostingsTakingEffect).
 */
@ObjectType({
  description: "A list of postings announced together, such as Clergy postings 2027 (staff only)",
})
@Entity("clergy_posting_list")
@Index("IDX_clergy_posting_list_status_publish_at", ["status", "publishAt"])
export class ClergyPostingList implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @Field(() => PublicationStatus, {
    description: "Only a published list's postings are public and take effect",
  })
  @Column("varchar", { length: 10, default: PublicationStatus.DRAFT })
  status: PublicationStatus;

  @Field(() => Date, { nullable: true, description: "When it was, or is to be, published; null for a draft" })
  @Column({ name: "publish_at", type: Date, nullable: true })
  publishAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}

/**
 * A member of the clergy posted to a place (a parish, an archdeaconry, or an office named in
 * words) in a role, from a day. It takes effect on that day, once (`tookEffectAt`), which ends the
 * open posting of the same place and role; a vicar's sets the parish's vicar.
 */
@ObjectType({ description: "A member of the clergy posted to a parish, archdeaconry or office in a role" })
@Entity("clergy_posting")
@Index("IDX_clergy_posting_due", ["tookEffectAt", "startsOn"])
@Index("IDX_clergy_posting_member", ["clergyMemberId"])
export class ClergyPosting {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID)
  @Column("integer", { name: "clergy_member_id" })
  clergyMemberId: number;

  @Field(() => ID, {
    nullable: true,
    description: "The list it was announced in; null for one entered alone",
  })
  @Column("integer", { name: "posting_list_id", nullable: true })
  postingListId: number | null;

  @Field(() => ID, { nullable: true, description: "The parish, for a posting to a parish" })
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => ID, { nullable: true, description: "The archdeaconry, for a posting to an archdeaconry" })
  @Column("integer", { name: "archdeaconry_id", nullable: true })
  archdeaconryId: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The office, for a posting elsewhere: Diocesan office, St Paul's Theological College",
  })
  @Column("varchar", { length: 120, nullable: true })
  office: string | null;

  @Field(() => ClergyRole)
  @Column("varchar", { length: 20 })
  role: ClergyRole;

  @Field(() => String, {
    nullable: true,
    description: "The role's name, for the role OTHER: Diocesan Youth Chaplain",
  })
  @Column("varchar", { name: "role_name", length: 80, nullable: true })
  roleName: string | null;

  @Field(() => String, { description: "The day it takes effect, YYYY-MM-DD (Kakamega's calendar)" })
  @Column("varchar", { name: "starts_on", length: 10 })
  startsOn: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The day it ended: the day the next posting of its place and role took effect; null while it runs",
  })
  @Column("varchar", { name: "ends_on", length: 10, nullable: true })
  endsOn: string | null;

  @Field(() => Boolean, { description: "Whether it shows in the person's history on their public page" })
  @Column("boolean", { name: "shown_in_history", default: true })
  shownInHistory: boolean;

  @Field(() => Date, { nullable: true, description: "When the site put it into effect; null until then" })
  @Column({ name: "took_effect_at", type: Date, nullable: true })
  tookEffectAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
