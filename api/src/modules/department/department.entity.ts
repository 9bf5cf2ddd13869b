import { Field, ID, Int, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
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
export const DEPARTMENT_TRANSLATION: TranslatableFields = {
  name: { kind: "line", maxLength: 120 },
  headTitle: { kind: "line", maxLength: 120 },
  imageCaption: { kind: "line", maxLength: 300 },
  body: { kind: "rich", maxLength: 200_000 },
};

@ObjectType({
  description: "A department of the diocese (Mothers Union, Education, Mission, ...) and its page",
})
@Entity("department")
export class Department implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "Its address under /departments/, such as mothers-union; unique" })
  @Column("varchar", { length: 80, unique: true })
  slug: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => String, { nullable: true, description: "The name of the person who leads it" })
  @Column("varchar", { name: "head_name", length: 120, nullable: true })
  headName: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "Their title, such as Diocesan Education Secretary" })
  @Column("varchar", { name: "head_title", length: 120, nullable: true })
  headTitle: string | null;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "The caption under the picture" })
  @Column("varchar", { name: "image_caption", length: 300, nullable: true })
  imageCaption: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Sanitised HTML body of the department's page" })
  @Column("text")
  body: string;

  @Field(() => Int, { description: "Its place in the Departments menu, from 0" })
  @Column("integer")
  position: number;

  @Field(() => PublicationStatus, {
    description: "Only a published department's page appears anywhere public",
  })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description: "When the department's page went, or goes, public; null for a draft",
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
