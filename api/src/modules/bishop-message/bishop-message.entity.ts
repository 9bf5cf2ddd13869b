import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";

@ObjectType({
  description: "A message from the bishop for the home page's bar; the newest is the current one",
})
@Entity("bishop_message")
export class BishopMessage {
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

  @Field(() => Date)
  @Index()
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
