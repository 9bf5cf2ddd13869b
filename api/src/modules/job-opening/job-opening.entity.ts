import { Field, ID, ObjectType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const JOB_OPENING_TRANSLATION: TranslatableFields = {
  position: { kind: "line", maxLength: 200 },
  description: { kind: "text", maxLength: 5_000 },
};

@ObjectType({ description: "A job opening of the diocese, listed on the careers page until it closes" })
@Entity("job_opening")
export class JobOpening {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "The diocese's reference number, such as ADK/HR/2026/04; unique" })
  @Column("varchar", { name: "reference_number", length: 40, unique: true })
  referenceNumber: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  position: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "What the job is, as plain text" })
  @Column("text")
  description: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Where to read the full advertisement or apply (http or https); an opening has a link, a PDF (documentUrl) or both",
  })
  @Column("varchar", { length: 500, nullable: true })
  link: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Absolute-path URL of the advertisement's PDF, such as /uploads/documents/9f86d081884c7d65a1b2c3d4.pdf",
  })
  @Column("varchar", { name: "document_url", length: 500, nullable: true })
  documentUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The last day to apply, as YYYY-MM-DD; after it the opening is no longer listed publicly",
  })
  @Column("varchar", { name: "closing_date", length: 10, nullable: true })
  closingDate: string | null;

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
