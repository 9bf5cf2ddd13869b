import { Field, ID, Int, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const PHOTO_TRANSLATION: TranslatableFields = {
  caption: { kind: "line", maxLength: 300 },
};

@ObjectType({ description: "A photograph of an album, with its caption" })
@Entity("photo")
@Index("IDX_photo_album_position", ["albumId", "position"])
export class Photo {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => ID, { description: "The album it belongs to" })
  @Column("integer", { name: "album_id" })
  albumId: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "May be empty" })
  @Column("varchar", { length: 300 })
  caption: string;

  @Field(() => String, {
    description: "Absolute-path URL of the photograph's largest JPEG (image has its variants)",
  })
  @Column("varchar", { name: "image_url", length: 500 })
  imageUrl: string;

  /** What every crop of the photograph keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => Int, { description: "Its place in the album, from 0" })
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
    description: "Whether its caption has no Kiswahili version (staff filter on it)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;
}
