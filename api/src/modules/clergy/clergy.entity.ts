import { Field, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, OptionalPictureUrl, type FocalPoint } from "../media/focal-point.js";
import { PublicationStatus, type Publication } from "../publication/publication.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const CLERGY_TRANSLATION: TranslatableFields = {
  biography: { kind: "text", maxLength: 2_000 },
};

/**
 * A member of the diocese's clergy: a deacon, priest, canon, archdeacon or bishop, and their entry
 * in the public directory (/clergy) when published. Their phone and e-mail are no GraphQL fields of
 * the entity: the resolver shows each only where its flag says it is public, or to staff.
 */
@ObjectType({ description: "A member of the diocese's clergy and their page in the clergy directory" })
@Entity("clergy_member")
@Index("IDX_clergy_member_status_publish_at", ["status", "publishAt"])
export class ClergyMember implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "Their page's address under /clergy/, such as mary-khavere; unique" })
  @Column("varchar", { length: 80, unique: true })
  slug: string;

  @Field(() => String, { description: "Their title: the Rev., the Ven., the Rt. Rev., Canon, the Very Rev." })
  @Column("varchar", { length: 60, default: "" })
  title: string;

  @Field(() => String, { description: "Their name without the title, such as Mary Khavere" })
  @Column("varchar", { length: 120 })
  name: string;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => String, { nullable: true, description: "The day they were ordained deacon, YYYY-MM-DD" })
  @Column("varchar", { name: "deacon_on", length: 10, nullable: true })
  deaconOn: string | null;

  @Field(() => String, { nullable: true, description: "Where they were ordained deacon" })
  @Column("varchar", { name: "deacon_at", length: 120, nullable: true })
  deaconAt: string | null;

  @Field(() => String, { nullable: true, description: "The day they were ordained priest, YYYY-MM-DD" })
  @Column("varchar", { name: "priest_on", length: 10, nullable: true })
  priestOn: string | null;

  @Field(() => String, { nullable: true, description: "Where they were ordained priest" })
  @Column("varchar", { name: "priest_at", length: 120, nullable: true })
  priestAt: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The languages they speak, such as English, Kiswahili, Luhya",
  })
  @Column("varchar", { length: 200, nullable: true })
  languages: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "A short biography, as plain text" })
  @Column("text", { nullable: true })
  biography: string | null;

  /** Their phone number: shown publicly only when `phonePublic` (ClergyService.contactsShownTo). */
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => Boolean, { description: "Whether their phone number is shown on their public page" })
  @Column("boolean", { name: "phone_public", default: false })
  phonePublic: boolean;

  /** Their e-mail address: shown publicly only when `emailPublic`. */
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @Field(() => Boolean, { description: "Whether their e-mail address is shown on their public page" })
  @Column("boolean", { name: "email_public", default: false })
  emailPublic: boolean;

  @Field(() => PublicationStatus, {
    description: "Only a published member of the clergy appears in the public directory",
  })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description: "When their entry went, or goes, public; null for a draft",
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

/** How a member of the clergy is named where one line names them: "The Rev. Mary Khavere". */
export function styledName(member: Pick<ClergyMember, "title" | "name">): string {
  return [member.title, member.name].filter(Boolean).join(" ");
}
