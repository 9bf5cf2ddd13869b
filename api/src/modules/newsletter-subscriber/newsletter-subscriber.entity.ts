import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@ObjectType({ description: "An e-mail address signed up for the diocese's newsletter (staff only)" })
@Entity("newsletter_subscriber")
export class NewsletterSubscriber {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { description: "In lower case; unique" })
  @Column("varchar", { length: 254, unique: true })
  email: string;

  @Field(() => Boolean, { description: "Whether the address's owner has confirmed the subscription" })
  @Column("boolean", { default: false })
  confirmed: boolean;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;
}
