import { Field, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";
import { PublicationStatus, type Publication } from "../publication/publication.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const NEWS_ARTICLE_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
  body: { kind: "rich", maxLength: 200_000 },
};

@ObjectType({ description: "A news article or blog post of the diocese" })
@Entity("news_article")
@Index("IDX_news_article_status_publish_at", ["status", "publishAt"])
export class NewsArticle implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @Field(() => String, { description: "Unique address of the article in URLs" })
  @Column("varchar", { length: 220, unique: true })
  slug: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Sanitised HTML body" })
  @Column("text")
  body: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Plain-text preview of the body, about 150 characters" })
  @Column("text")
  preview: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Absolute-path URL of the cover picture's largest JPEG, such as /uploads/images/9f86d081884c7d65a1b2c3d4_1600x900.jpg (image has its variants)",
  })
  @Column("varchar", { name: "image_url", length: 500, nullable: true })
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => ID, {
    nullable: true,
    description: "The parish it is tagged to, whose editor keeps it; null for the diocese's news",
  })
  @Index()
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => PublicationStatus, { description: "Only a published article appears anywhere public" })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the article went, or goes, public: the date it shows, and the order of the news; null for a draft",
  })
  @Column({ name: "publish_at", type: Date, nullable: true })
  publishAt: Date | null;

  @Field(() => Date)
  @Index()
  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at" })
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
