import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";

@ObjectType({ description: "A slide of the home page's carousel: a picture with a title and a caption" })
@Entity("slide")
export class Slide {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  title: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  caption: string;

  @Field(() => String, {
    description: "Absolute-path URL of the picture's largest JPEG (image has its variants)",
  })
  @Column("varchar", { name: "image_url", length: 500 })
  imageUrl: string;

  /** What every crop of the picture keeps in view (GraphQL: `image { focalPoint }`). */
  @Column(focalPointColumn("image_focal_point"))
  imageFocalPoint: FocalPoint;

  @Field(() => Int, { description: "Its place in the carousel, from 0" })
  @Column("integer")
  position: number;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
