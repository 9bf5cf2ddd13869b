import { Field, ID, Int, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const SLIDE_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 120 },
  caption: { kind: "line", maxLength: 300 },
};

@ObjectType({ description: "A slide of the home page's carousel: a picture with a title and a caption" })
@Entity("slide")
export class Slide {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 120 })
  title: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 300 })
  caption: string;

  @Field(() => String, {
    description: "Absolute-path URL of the picture's largest JPEG (image has its variants)",
  })
  @Column("varchar", { name: "image_url", length: 500 })
  imageUrl: string;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => Int, { description: "Its place in the carousel, from 0" })
  @Column("integer")
  position: number;

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
