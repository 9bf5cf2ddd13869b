import { Field, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { PublicationStatus, type Publication } from "../publication/publication.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const INFORMATION_PAGE_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
  body: { kind: "rich", maxLength: 200_000 },
};

@ObjectType({
  description:
    "An information page whose text staff edit: About Us, Diocese History, Governance System, Projects",
})
@Entity("information_page")
export class InformationPage implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "Its address, such as about-us; unique" })
  @Column("varchar", { length: 80, unique: true })
  slug: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Sanitised HTML body" })
  @Column("text")
  body: string;

  @Field(() => PublicationStatus, { description: "Only a published page appears anywhere public" })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description: "When the page went, or goes, public; null for a draft",
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
