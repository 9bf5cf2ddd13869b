import { IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { IsEmailAddress, IsOneLine, IsWebLink, PHONE_NUMBER } from "../../lib/validation.js";
import { TextTranslationInput } from "../translation/translation.js";
import { ServiceDurationInput } from "./service-durations.js";

/** The optional fields: left blank, they are not shown. */
export const OPTIONAL_SETTINGS = [
  "postalLine",
  "phone",
  "email",
  "webmailUrl",
  "paybillNumber",
  "accountNumber",
  "bannerText",
  "twitterUrl",
  "facebookUrl",
  "youtubeUrl",
  "linkedinUrl",
  "designerName",
  "designerUrl",
] as const;

function OptionalWebLink(field: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    MaxLength(500, { message: `${field} must have at most 500 characters` })(target, key);
    IsWebLink(field)(target, key);
  };
}

@InputType({ description: "Every site setting; a field left out or blank is cleared, except the names" })
export class SiteSettingsInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "shortName must be text" })
  @IsOneLine()
  @MinLength(1, { message: "shortName must not be empty" })
  @MaxLength(60, { message: "shortName must have at most 60 characters" })
  shortName: string;

  @Field(() => String)
  @IsString({ message: "fullName must be text" })
  @IsOneLine()
  @MinLength(1, { message: "fullName must not be empty" })
  @MaxLength(200, { message: "fullName must have at most 200 characters" })
  fullName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "postalLine must be text" })
  @IsOneLine()
  @MaxLength(200, { message: "postalLine must have at most 200 characters" })
  postalLine?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(PHONE_NUMBER, { message: "phone must be a phone number such as +254 712 345 678" })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress("email must be an e-mail address such as info@example.org")
  email?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalWebLink("webmailUrl")
  webmailUrl?: string | null;

  @Field(() => String, { nullable: true, description: "5 to 7 digits" })
  @IsOptional()
  @Matches(/^\d{5,7}$/, { message: "paybillNumber must be a paybill number of 5 to 7 digits" })
  paybillNumber?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "accountNumber must be text" })
  @IsOneLine()
  @MaxLength(30, { message: "accountNumber must have at most 30 characters" })
  accountNumber?: string | null;

  @Field(() => String, { nullable: true, description: "Plain text" })
  @IsOptional()
  @IsString({ message: "bannerText must be text" })
  @IsOneLine()
  @MaxLength(500, { message: "bannerText must have at most 500 characters" })
  bannerText?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalWebLink("twitterUrl")
  twitterUrl?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalWebLink("facebookUrl")
  facebookUrl?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalWebLink("youtubeUrl")
  youtubeUrl?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalWebLink("linkedinUrl")
  linkedinUrl?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "designerName must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "designerName must have at most 120 characters" })
  designerName?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalWebLink("designerUrl")
  designerUrl?: string | null;

  /** Checked one by one by the service, which names the row that is wrong. */
  @Field(() => [ServiceDurationInput], {
    nullable: true,
    description:
      "How long each kind of regular service lasts, the whole set (a kind left out has no end in the calendars); left out, the stored ones stay",
  })
  @IsOptional()
  serviceDurations?: unknown;
}
