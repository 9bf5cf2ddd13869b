import { Field, ID, Int, ObjectType, registerEnumType, UseMiddleware } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, OptionalPictureUrl, type FocalPoint } from "../media/focal-point.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

export enum ProjectStatus {
  PLANNED = "PLANNED",
  ONGOING = "ONGOING",
  COMPLETED = "COMPLETED",
}

registerEnumType(ProjectStatus, { name: "ProjectStatus", description: "Where a project stands" });

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const PROJECT_TRANSLATION: TranslatableFields = {
  title: { kind: "line", maxLength: 200 },
  summary: { kind: "text", maxLength: 500 },
  body: { kind: "rich", maxLength: 200_000 },
};

@ObjectType({ description: "A project of the diocese that raises money, such as the conference centre" })
@Entity("project")
export class Project {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "Unique address of the project in URLs" })
  @Column("varchar", { length: 220, unique: true })
  slug: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "One or two sentences, as plain text, for cards and the banner" })
  @Column("varchar", { length: 500 })
  summary: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "Sanitised HTML body" })
  @Column("text")
  body: string;

  @OptionalPictureUrl()
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => Int, { description: "What it will cost, in whole Kenya shillings" })
  @Column("integer", { name: "target_amount_kes" })
  targetAmountKes: number;

  @Field(() => ProjectStatus)
  @Column("varchar", { length: 20 })
  status: ProjectStatus;

  @Field(() => Boolean, {
    description: "Whether it is the appeal of the home page's banner; one project at most",
  })
  @Column("boolean", { default: false })
  featured: boolean;

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
