import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { PublicationStatus, type Publication } from "../publication/publication.js";

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

  @Field(() => String)
  @Column("varchar", { length: 200 })
  title: string;

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
}
