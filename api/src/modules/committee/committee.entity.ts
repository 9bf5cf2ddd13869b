import { Field, ID, Int, ObjectType, UseMiddleware } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { focalPointColumn, OptionalPictureUrl, type FocalPoint } from "../media/focal-point.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const COMMITTEE_TRANSLATION: TranslatableFields = {
  name: { kind: "line", maxLength: 160 },
  description: { kind: "text", maxLength: 2_000 },
};

export const COMMITTEE_MEMBER_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 120 },
};

@ObjectType({
  description:
    "A board or committee of the diocese with its term and members, on the Boards & Committees page",
})
@Entity("committee")
export class Committee {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Such as Board of Education" })
  @Column("varchar", { length: 160 })
  name: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "What it does, as plain text" })
  @Column("text", { nullable: true })
  description: string | null;

  @Field(() => Int, { description: "The month its term begins, 1 for January to 12" })
  @Column("integer", { name: "term_start_month" })
  termStartMonth: number;

  @Field(() => Int)
  @Column("integer", { name: "term_start_year" })
  termStartYear: number;

  @Field(() => Int, { description: "The month its term ends, 1 for January to 12; not before the start" })
  @Column("integer", { name: "term_end_month" })
  termEndMonth: number;

  @Field(() => Int)
  @Column("integer", { name: "term_end_year" })
  termEndYear: number;

  @Field(() => Boolean, {
    description:
      "Whether it is the Diocesan Standing Committee, whose members the Governance page shows; one at most",
  })
  @Column("boolean", { name: "is_standing_committee", default: false })
  isStandingCommittee: boolean;

  /** Its members in the order staff gave; loaded with the committee by the service. */
  @Field(() => [CommitteeMember], { description: "Its members, in the order staff gave" })
  @OneToMany(() => CommitteeMember, (member) => member.committee)
  members: CommitteeMember[];

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;

  /** The Kiswahili texts of its translatable fields (modules/translation/); GraphQL: `kiswahili`. */
  @Column(kiswahiliColumn())
  kiswahili: KiswahiliTexts | null;

  @Field(() => Boolean, {
    description: "Whether some of its English text has no Kiswahili version (staff filter on it)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;
}

@ObjectType({ description: "A member of a board or committee: name, position, picture and parish" })
@Entity("committee_member")
export class CommitteeMember {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID, { description: "The committee it belongs to" })
  @Index()
  @Column("integer", { name: "committee_id" })
  committeeId: number;

  @ManyToOne(() => Committee, (committee) => committee.members, { onDelete: "CASCADE" })
  @JoinColumn({ name: "committee_id" })
  committee?: Committee;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "The position held, such as Chairman or Secretary" })
  @Column("varchar", { length: 120 })
  title: string;

  @Field(() => ID, { nullable: true, description: "The member's parish, if given" })
  @Index()
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => Int, { description: "Its place in the committee's list, from 0" })
  @Column("integer")
  position: number;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;

  @Column(kiswahiliColumn())
  kiswahili: KiswahiliTexts | null;

  @Field(() => Boolean, {
    description: "Whether its position has no Kiswahili version (staff filter on it)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;
}
