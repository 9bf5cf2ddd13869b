import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { Language } from "../../site/languages.js";
import { LanguageChoice } from "../translation/translation.js";

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

  @Field(() => Date, {
    nullable: true,
    description:
      "When the subscription was confirmed (by the e-mailed link, or by staff); null for an unconfirmed one, or one confirmed before dates were kept",
  })
  @Column({ name: "confirmed_at", type: Date, nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 of the e-mailed confirmation link's token; null once used or when none was sent. */
  @Column("varchar", { name: "confirmation_token_hash", length: 64, nullable: true, unique: true })
  confirmationTokenHash: string | null;

  @Column({ name: "confirmation_expires_at", type: Date, nullable: true })
  confirmationExpiresAt: Date | null;

  /** When the last confirmation e-mail went, so that signing up again cannot flood the inbox. */
  @Column({ name: "confirmation_sent_at", type: Date, nullable: true })
  confirmationSentAt: Date | null;

  /** The language of the page they signed up on: their e-mails, and the pages these link to, are in it. */
  @Field(() => LanguageChoice, {
    description: "The language they signed up in, which their e-mails are in: English or Kiswahili",
  })
  @Column("varchar", { length: 2, default: LanguageChoice.EN })
  language: Language;

  /** Carried by every newsletter's unsubscribe link and List-Unsubscribe header; kept until the address leaves. */
  @Column("varchar", { name: "unsubscribe_token", length: 64, nullable: true, unique: true })
  unsubscribeToken: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: Date })
  createdAt: Date;
}
