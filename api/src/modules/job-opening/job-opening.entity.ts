import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

@ObjectType({ description: "A job opening of the diocese, listed on the careers page until it closes" })
@Entity("job_opening")
export class JobOpening {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "The diocese's reference number, such as ADK/HR/2026/04; unique" })
  @Column("varchar", { name: "reference_number", length: 40, unique: true })
  referenceNumber: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  position: string;

  @Field(() => String, { description: "What the job is, as plain text" })
  @Column("text")
  description: string;

  @Field(() => String, { description: "Where to read the full advertisement or apply (http or https)" })
  @Column("varchar", { length: 500 })
  link: string;

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
}
