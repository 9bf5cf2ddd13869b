import { Field, Float, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, OptionalPictureUrl, type FocalPoint } from "../media/focal-point.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const PARISH_TRANSLATION: TranslatableFields = {
  directions: { kind: "text", maxLength: 1_000 },
  history: { kind: "text", maxLength: 5_000 },
  serviceTimes: { kind: "text", maxLength: 500 },
};

@ObjectType({ description: "A parish of the diocese; it belongs to one archdeaconry" })
@Entity("parish")
@Index(["archdeaconryId", "name"], { unique: true })
export class Parish {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => String, {
    description:
      "Its address under /parishes/, made from its first name and kept when the name changes; unique",
  })
  @Column("varchar", { length: 140, unique: true })
  slug: string;

  @Field(() => ID)
  @Column("integer", { name: "archdeaconry_id" })
  archdeaconryId: number;

  @Field(() => String, { nullable: true, description: "The town or village the church is in" })
  @Column("varchar", { length: 120, nullable: true })
  town: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "How to find the church, as plain text" })
  @Column("varchar", { length: 1000, nullable: true })
  directions: string | null;

  @Field(() => Float, { nullable: true, description: "Where the church stands: degrees north (WGS 84)" })
  @Column("double precision", { nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: "Where the church stands: degrees east (WGS 84)" })
  @Column("double precision", { nullable: true })
  longitude: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The vicar's title and name, set by the clergy postings when a vicar's posting takes effect (vicarPerson is their record)",
  })
  @Column("varchar", { length: 120, nullable: true })
  vicar: string | null;

  @Field(() => String, { nullable: true, description: "The vicar's or the parish office's phone number" })
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: "The vicar's or the parish office's e-mail address" })
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, {
    nullable: true,
    description: "The parish's story in a few paragraphs, as plain text",
  })
  @Column("text", { nullable: true })
  history: string | null;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @UseMiddleware(InKiswahili)
  @Field(() => String, {
    nullable: true,
    description:
      "What the list of regular services does not say, as plain text (before services were listed one by one, their times were typed here)",
  })
  @Column("varchar", { name: "service_times", length: 500, nullable: true })
  serviceTimes: string | null;

  /**
   * Its name, town and vicar as the finder's search compares them (searchTextOf in
   * lib/finder.ts), kept with every save so that the search is a query; not in GraphQL.
   */
  @Column("text", { name: "search_text", default: "" })
  searchText: string;

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
