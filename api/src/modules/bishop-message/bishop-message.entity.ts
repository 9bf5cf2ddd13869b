import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";
import { PublicationStatus, type Publication } from "../publication/publication.js";

@ObjectType({
  description:
    "A message from the bishop for the home page's bar; the one published latest is the current one",
})
@Entity("bishop_message")
@Index("IDX_bishop_message_status_publish_at", ["status", "publishAt"])
export class BishopMessage implements Publication {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "The bishop's name as the picture's caption shows it" })
  @Column("varchar", { name: "bishop_name", length: 120 })
  bishopName: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  heading: string;

  @Field(() => String, { description: "Plain text; blank lines separate paragraphs" })
  @Column("text")
  message: string;

  @Field(() => String, {
    nullable: true,
    description: "Absolute-path URL of the picture's largest JPEG (image has its variants)",
  })
  @Column("varchar", { name: "image_url", length: 500, nullable: true })
  imageUrl: string | null;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => PublicationStatus, { description: "Only a published message appears anywhere public" })
  @Column("varchar", { length: 10, default: PublicationStatus.PUBLISHED })
  status: PublicationStatus;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the message went, or goes, public (the one published latest is current); null for a draft",
  })
  @Column({ name: "publish_at", type: Date, nullable: true })
  publishAt: Date | null;

  @Field(() => Date)
  @Index()
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
