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
export const HISTORY_BISHOP_TRANSLATION: TranslatableFields = {
  note: { kind: "text", maxLength: 2_000 },
};

@ObjectType({ description: "A bishop of the diocese's history, shown as a card on the History page" })
@Entity("history_bishop")
export class HistoryBishop {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => Int, { description: "Which bishop of the diocese: 1 for the first, 2 for the second, ..." })
  @Column("integer")
  ordinal: number;

  @Field(() => String, {
    description: "The years served as people write them, such as 1995–2018 or Since 2018",
  })
  @Column("varchar", { name: "years_served", length: 60 })
  yearsServed: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { nullable: true, description: "A short note, as plain text" })
  @Column("text", { nullable: true })
  note: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Absolute-path URL of the portrait's largest JPEG (image has its variants)",
  })
  @Column("varchar", { name: "image_url", length: 500, nullable: true })
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => Int, { description: "Its place in the list, from 0" })
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
