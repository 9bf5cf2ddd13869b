import { Field, ID, ObjectType, registerEnumType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { PublicationStatus, type Publication } from "../publication/publication.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** What kind of document it is: the public page lists and filters by it. */
export const LibraryDocumentCategory = {
  SYNOD_REPORT: "synod_report",
  CIRCULAR: "circular",
  FORM: "form",
  OTHER: "other",
} as const;
export type LibraryDocumentCategory = (typeof LibraryDocumentCategory)[keyof typeof LibraryDocumentCategory];
registerEnumType(LibraryDocumentCategory, {
  name: "LibraryDocumentCategory",
  description: "A synod's report, a circular, a form to fill in, or another document",
});

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const LIBRARY_DOCUMENT_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
};

@ObjectType({
  description:
    "A document of the diocese's library (a synod's report, a circular, a form), a PDF for anyone to read once published",
})
@Entity("library_document")
@Index("IDX_library_document_status_publish_at", ["status", "publishAt"])
export class LibraryDocument implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @Field(() => LibraryDocumentCategory)
  @Index("IDX_library_document_category")
  @Column("varchar", { length: 20 })
  category: LibraryDocumentCategory;

  @Field(() => String, {
    description: "Absolute-path URL of the PDF, such as /uploads/documents/9f86d081884c7d65a1b2c3d4.pdf",
  })
  @Column("varchar", { name: "document_url", length: 500 })
  documentUrl: string;

  @Field(() => PublicationStatus, { description: "Only a published one appears anywhere public" })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description: "When it went, or goes, public, and the order of the public list; null for a draft",
  })
  @Column({ name: "publish_at", type: Date, nullable: true })
  publishAt: Date | null;

  @Field(() => Date)
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
