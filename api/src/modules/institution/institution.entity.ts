import { Field, Float, ID, ObjectType, registerEnumType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { enumOf } from "../../lib/enum-of.js";
import { INSTITUTION_KINDS, type InstitutionKind } from "../../site/institution-kinds.js";
import { focalPointColumn, OptionalPictureUrl, type FocalPoint } from "../media/focal-point.js";
import { PublicationStatus, type Publication } from "../publication/publication.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

export const InstitutionKindEnum = enumOf(INSTITUTION_KINDS);
registerEnumType(InstitutionKindEnum, {
  name: "InstitutionKind",
  description: "What a sponsored institution is: a school of some level, a college, a hospital...",
});

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const INSTITUTION_TRANSLATION: TranslatableFields = {
  headTitle: { kind: "line", maxLength: 80 },
  history: { kind: "text", maxLength: 5_000 },
};

@ObjectType({
  description:
    "A school, college, hospital or home the church sponsors, through one of its parishes; its contacts are its own public office's",
})
@Entity("institution")
@Index("IDX_institution_status_publish_at", ["status", "publishAt"])
@Index("IDX_institution_parish_name", ["parishId", "name"])
export class Institution implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 160 })
  name: string;

  @Field(() => String, {
    description: "Its address under /institutions/, made from its first name and kept when the name changes",
  })
  @Column("varchar", { length: 220, unique: true })
  slug: string;

  @Field(() => InstitutionKindEnum)
  @Column("varchar", { length: 30 })
  kind: InstitutionKind;

  @Field(() => ID, { description: "The parish that sponsors it" })
  @Column("integer", { name: "parish_id" })
  parishId: number;

  @Field(() => String, { nullable: true, description: "The town or village it is in" })
  @Column("varchar", { length: 120, nullable: true })
  town: string | null;

  @Field(() => Float, { nullable: true, description: "Where it stands: degrees north (WGS 84)" })
  @Column("double precision", { nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: "Where it stands: degrees east (WGS 84)" })
  @Column("double precision", { nullable: true })
  longitude: number | null;

  @Field(() => String, { nullable: true, description: "Its head's name: the principal, head teacher..." })
  @Column("varchar", { name: "head_name", length: 120, nullable: true })
  headName: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, {
    nullable: true,
    description: "Its head's title: Principal, Head teacher, Medical superintendent...",
  })
  @Column("varchar", { name: "head_title", length: 80, nullable: true })
  headTitle: string | null;

  /**
   * The member of the clergy who is its chaplain, or null. Not in GraphQL as it is: `chaplain` and
   * `chaplainId` show a draft member to staff alone (InstitutionService.chaplainShownTo).
   */
  @Column("integer", { name: "chaplain_id", nullable: true })
  chaplainId: number | null;

  @Field(() => String, { nullable: true, description: "Its office's phone number" })
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: "Its office's e-mail address" })
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true, description: "Its own website, http(s)" })
  @Column("varchar", { length: 300, nullable: true })
  website: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "Its story in a few paragraphs, as plain text" })
  @Column("text", { nullable: true })
  history: string | null;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  /**
   * Its name, town and kind (in English and Kiswahili) as the finder's search compares them
   * (searchTextOf in lib/finder.ts), kept with every save; its parish's and archdeaconry's names,
   * which change without it, are looked up at each search. Not in GraphQL.
   */
  @Column("text", { name: "search_text", default: "" })
  searchText: string;

  @Field(() => PublicationStatus, { description: "Only a published one appears anywhere public" })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description: "When it went, or goes, public; null for a draft",
  })
  @Column({ name: "publish_at", type: Date, nullable: true })
  publishAt: Date | null;

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
