import { Field, ObjectType, UseMiddleware } from "type-graphql";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, OptionalPictureUrl, type FocalPoint } from "../media/focal-point.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The one row of the administrative secretary table. */
export const ADMINISTRATIVE_SECRETARY_ID = 1;

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const ADMINISTRATIVE_SECRETARY_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 120 },
};

@ObjectType({ description: "The diocese's administrative secretary, as the About Us page presents them" })
@Entity("administrative_secretary")
export class AdministrativeSecretary {
  @PrimaryColumn("integer")
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Such as Diocesan Administrative Secretary" })
  @Column("varchar", { length: 120 })
  title: string;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

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
