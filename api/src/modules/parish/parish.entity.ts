import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

@ObjectType({ description: "A parish of the diocese; it belongs to one archdeaconry" })
@Entity("parish")
@Index(["archdeaconryId", "name"], { unique: true })
export class Parish {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column("varchar", { length: 120 })
  name: string;

  @Field(() => ID)
  @Column("integer", { name: "archdeaconry_id" })
  archdeaconryId: number;

  @Field(() => String, { nullable: true, description: "The vicar's name, as the parish gives it" })
  @Column("varchar", { length: 120, nullable: true })
  vicar: string | null;

  @Field(() => String, { nullable: true, description: "The parish office's phone number" })
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "When services are held, as plain text, such as 'Sunday 8:00 am (English), 10:30 am (Kiswahili)'",
  })
  @Column("varchar", { name: "service_times", length: 500, nullable: true })
  serviceTimes: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date;
}
