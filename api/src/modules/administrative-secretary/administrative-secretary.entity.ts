import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { focalPointColumn, type FocalPoint } from "../media/focal-point.js";

/** The one row of the administrative secretary table. */
export const ADMINISTRATIVE_SECRETARY_ID = 1;

@ObjectType({ description: "The diocese's administrative secretary, as the About Us page presents them" })
@Entity("administrative_secretary")
export class AdministrativeSecretary {
  @PrimaryColumn("integer")
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => String, { description: "Such as Diocesan Administrative Secretary" })
  @Column("varchar", { length: 120 })
  title: string;

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
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
