import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { OptionalEmailField, OptionalPhoneField } from "../../lib/contact-fields.js";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, SLUG } from "../../lib/validation.js";
import { PictureInput } from "../media/focal-point.js";
import { WithPublication } from "../publication/publication.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";

/** An optional line of text of at most `length` characters. */
function OptionalLine(field: string, length: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString({ message: `${field} must be text` })(target, key);
    IsOneLine()(target, key);
    MaxLength(length, { message: `${field} must have at most ${length} characters` })(target, key);
  };
}

/** An optional day, YYYY-MM-DD. */
function OptionalDay(field: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Matches(CALENDAR_DATE, { message: `${field} must be a date such as 1998-06-28` })(target, key);
  };
}

@InputType({
  description:
    "A member of the clergy's details and whether they appear in the public directory; their picture is uploaded beside them",
})
export class ClergyMemberInput extends WithPublication(PictureInput) {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of the biography, the whole set (a blank text for none); left out, the stored one stays",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String, { description: "Their page's address, such as mary-khavere" })
  @IsString({ message: "slug must be text" })
  @MaxLength(80, { message: "slug must have at most 80 characters" })
  @Matches(SLUG, { message: "slug must be lower-case words joined by hyphens, such as mary-khavere" })
  slug: string;

  @Field(() => String, { description: "The Rev., the Ven., the Rt. Rev., Canon, the Very Rev. ..." })
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MaxLength(60, { message: "title must have at most 60 characters" })
  title: string;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" })
  @OptionalDay("deaconOn")
  deaconOn?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalLine("deaconAt", 120)
  deaconAt?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" })
  @OptionalDay("priestOn")
  priestOn?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalLine("priestAt", 120)
  priestAt?: string | null;

  @Field(() => String, { nullable: true, description: "Such as English, Kiswahili, Luhya" })
  @OptionalLine("languages", 200)
  languages?: string | null;

  @Field(() => String, { nullable: true, description: "Plain text; paragraphs separated by blank lines" })
  @IsOptional()
  @IsString({ message: "biography must be text" })
  @MaxLength(2_000, { message: "biography must have at most 2,000 characters" })
  biography?: string | null;

  @OptionalPhoneField()
  phone?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: "Show the phone number on their public page" })
  @IsOptional()
  @IsBoolean({ message: "phonePublic must be true or false" })
  phonePublic?: boolean | null;

  @OptionalEmailField("vicar@example.org")
  email?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: "Show the e-mail address on their public page" })
  @IsOptional()
  @IsBoolean({ message: "emailPublic must be true or false" })
  emailPublic?: boolean | null;
}

@ArgsType()
export class ClergyPageArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Words to find in their name, or in the name of the parish, archdeaconry or office where they serve",
  })
  @IsOptional()
  @IsString({ message: "search must be text" })
  @MaxLength(120, { message: "search must have at most 120 characters" })
  search?: string | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Drafts and scheduled ones too (staff only)",
  })
  @IsBoolean({ message: "includeUnpublished must be true or false" })
  includeUnpublished: boolean = false;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}
