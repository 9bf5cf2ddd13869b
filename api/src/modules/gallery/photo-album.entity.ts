import { Field, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const PHOTO_ALBUM_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
  description: { kind: "text", maxLength: 2000 },
};

@ObjectType({ description: "An album of photographs of the diocese, a parish or a department" })
@Entity("photo_album")
@Index("IDX_photo_album_date", ["date", "id"])
export class PhotoAlbum {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @Field(() => String, { description: "Unique address of the album in URLs; kept when the title changes" })
  @Column("varchar", { length: 220, unique: true })
  slug: string;

  @Field(() => String, {
    description: "The day the photographs were taken, as YYYY-MM-DD: the order of the gallery",
  })
  @Column("varchar", { length: 10 })
  date: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Plain text; may be empty" })
  @Column("text")
  description: string;

  /** The photo chosen as the cover (GraphQL: `cover`, which falls back to the first photo). */
  @Column("integer", { name: "cover_photo_id", nullable: true })
  coverPhotoId: number | null;

  @Field(() => ID, { nullable: true, description: "The parish it belongs to, whose editor keeps it" })
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => ID, { nullable: true, description: "The department it belongs to, whose editor keeps it" })
  @Column("integer", { name: "department_id", nullable: true })
  departmentId: number | null;

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
