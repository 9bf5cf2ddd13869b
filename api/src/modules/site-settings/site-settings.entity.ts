import { Field, ObjectType, UseMiddleware } from "type-graphql";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import type { ServiceMinutes } from "../../site/worship.js";
import {
  InKiswahili,
  kiswahiliColumn,
  needsTranslationColumn,
  type KiswahiliTexts,
  type TranslatableFields,
} from "../translation/translation.js";

/** The one row of the site settings table. */
export const SITE_SETTINGS_ID = 1;

/** The fields with a Kiswahili version, and their longest (the English one's limit). */
export const SITE_SETTINGS_TRANSLATION: TranslatableFields = {
  fullName: { kind: "line", maxLength: 200 },
  bannerText: { kind: "line", maxLength: 500 },
};

@ObjectType({
  description: "The diocese's name, contact details and contribution details, shown on every page",
})
@Entity("site_settings")
export class SiteSettings {
  @PrimaryColumn("integer")
  id: number;

  @Field(() => String, { description: "Used in page titles, such as 'ACK Diocese | Home'" })
  @Column("varchar", { name: "short_name", length: 60 })
  shortName: string;

  @UseMiddleware(InKiswahili)
  @Field(() => String, { description: "The diocese's full name, for the footer and the About Us page" })
  @Column("varchar", { name: "full_name", length: 200 })
  fullName: string;

  @Field(() => String, { nullable: true, description: "The postal address line of the top bar" })
  @Column("varchar", { name: "postal_line", length: 200, nullable: true })
  postalLine: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 20, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 254, nullable: true })
  email: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The staff webmail address the top bar's Mail link opens",
  })
  @Column("varchar", { name: "webmail_url", length: 500, nullable: true })
  webmailUrl: string | null;

  @Field(() => String, { nullable: true, description: "The mobile-money paybill number for contributions" })
  @Column("varchar", { name: "paybill_number", length: 10, nullable: true })
  paybillNumber: string | null;

  @Field(() => String, { nullable: true, description: "The account number to give with the paybill" })
  @Column("varchar", { name: "account_number", length: 30, nullable: true })
  accountNumber: string | null;

  @UseMiddleware(InKiswahili)
  @Field(() => String, {
    nullable: true,
    description: "The scrolling appeal on the home page, as plain text",
  })
  @Column("varchar", { name: "banner_text", length: 500, nullable: true })
  bannerText: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { name: "twitter_url", length: 500, nullable: true })
  twitterUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { name: "facebook_url", length: 500, nullable: true })
  facebookUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { name: "youtube_url", length: 500, nullable: true })
  youtubeUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { name: "linkedin_url", length: 500, nullable: true })
  linkedinUrl: string | null;

  @Field(() => String, { nullable: true, description: "Who made the site, for the footer's credit" })
  @Column("varchar", { name: "designer_name", length: 120, nullable: true })
  designerName: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { name: "designer_url", length: 500, nullable: true })
  designerUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Absolute-path URL of the strategic plan's PDF, which the About menu offers for download",
  })
  @Column("varchar", { name: "strategic_plan_url", length: 500, nullable: true })
  strategicPlanUrl: string | null;

  /** How long each kind of regular service lasts, in minutes; GraphQL: `serviceDurations`. */
  @Column({ type: "simple-json", name: "service_minutes", nullable: true })
  serviceMinutes: ServiceMinutes | null;

  @Field(() => Date, {
    nullable: true,
    description: "When staff last saved the settings; null before they ever have",
  })
  @UpdateDateColumn({ name: "updated_at", type: Date })
  updatedAt: Date | null;

  /** The Kiswahili texts of its translatable fields (modules/translation/); GraphQL: `kiswahili`. */
  @Column(kiswahiliColumn())
  kiswahili: KiswahiliTexts | null;

  @Field(() => Boolean, {
    description: "Whether some of its English text has no Kiswahili version (staff filter on it)",
  })
  @Column(needsTranslationColumn())
  needsTranslation: boolean;
}
