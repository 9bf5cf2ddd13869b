import { Field, ID, Int, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { BiblePassage } from "../../site/bible-books.js";
import { PublicationStatus, type Publication } from "../publication/publication.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const SERMON_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
  notes: { kind: "rich", maxLength: 100_000 },
};

@ObjectType({ description: "A sermon preached in the diocese, with its recording and its Bible passages" })
@Entity("sermon")
@Index("IDX_sermon_preached_on", ["preachedOn", "id"])
@Index("IDX_sermon_status_publish_at", ["status", "publishAt"])
export class Sermon implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @Field(() => String, { description: "Unique address of the sermon in URLs" })
  @Column("varchar", { length: 220, unique: true })
  slug: string;

  @Field(() => String, { description: "Who preached it, such as The Rt Rev. Dr. Joseph Wasonga" })
  @Column("varchar", { length: 120 })
  preacher: string;

  @Field(() => String, { description: "The day it was preached, YYYY-MM-DD" })
  @Column("varchar", { name: "preached_on", length: 10 })
  preachedOn: string;

  @Field(() => String, { nullable: true, description: "The series it belongs to, if any" })
  @Column("varchar", { length: 120, nullable: true })
  series: string | null;

  /** The passages as read from what staff wrote (GraphQL: `passages`, with the books' names). */
  @Column({ type: "simple-json" })
  passages: BiblePassage[];

  /** The codes of the passages' books between bars, "|JHN|ROM|", so that SQL filters by book. */
  @Column("varchar", { name: "bible_books", length: 400 })
  bibleBooks: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Sanitised HTML notes" })
  @Column("text")
  notes: string;

  /** GraphQL: `audio`, with these four together. */
  @Column("varchar", { name: "audio_url", length: 500, nullable: true })
  audioUrl: string | null;

  @Column("integer", { name: "audio_bytes", nullable: true })
  audioBytes: number | null;

  @Column("varchar", { name: "audio_type", length: 20, nullable: true })
  audioType: string | null;

  @Column("integer", { name: "audio_seconds", nullable: true })
  audioSeconds: number | null;

  @Field(() => String, { nullable: true, description: "A link to a video of it, such as on YouTube" })
  @Column("varchar", { name: "video_url", length: 500, nullable: true })
  videoUrl: string | null;

  @Field(() => ID, { nullable: true, description: "The parish where it was preached, whose editor keeps it" })
  @Index("IDX_sermon_parish_id")
  @Column("integer", { name: "parish_id", nullable: true })
  parishId: number | null;

  @Field(() => PublicationStatus, {
    description: "Only a published sermon appears anywhere public: the list, its page, the podcast",
  })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the sermon went, or goes, public; null for a draft. The lists and the podcast follow the day it was preached",
  })
  @Column({ name: "publish_at", type: Date, nullable: true })
  publishAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at" })
  updatedAt: Date;

  @Column(kiswahiliColumn())
  kiswahili: KiswahiliTexts | null;

  @Field(() => Boolean, {
    description: "Whether some of its English text has no Kiswahili version (staff filter on it)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;
}

@ObjectType({ description: "A sermon's recording, served with byte ranges so that a phone can seek" })
export class SermonAudio {
  @Field(() => String, {
    description: "Absolute-path URL, such as /uploads/audio/9f86d081884c7d65a1b2c3d4.mp3",
  })
  url: string;

  @Field(() => Int, { description: "Its size in bytes" })
  bytes: number;

  @Field(() => String, { description: "audio/mpeg (MP3) or audio/mp4 (M4A)" })
  contentType: string;

  @Field(() => Int, { description: "Its length in seconds, read from the file" })
  durationSeconds: number;
}

@ObjectType({ description: "A Bible passage, such as John 3:16-21, with its book's names in both languages" })
export class SermonPassage {
  @Field(() => String, { description: "The book's code, such as JHN (the filter by book takes it)" })
  book: string;

  @Field(() => String, { description: "With the English name: John 3:16-21" })
  reference: string;

  @Field(() => String, { description: "With the Kiswahili Union Version's name: Yohana 3:16-21" })
  referenceSw: string;
}
