import { IsBoolean, IsISO8601, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, IsWebLink } from "../../lib/validation.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";

const CLOSING_DATE_MESSAGE = "closingDate must be a calendar date written YYYY-MM-DD, such as 2026-03-14";

@InputType({ description: "A job opening's details" })
export class JobOpeningInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String, { description: "Unique, such as ADK/HR/2026/04" })
  @IsString({ message: "referenceNumber must be text" })
  @IsOneLine()
  @MinLength(1, { message: "referenceNumber must not be empty" })
  @MaxLength(40, { message: "referenceNumber must have at most 40 characters" })
  referenceNumber: string;

  @Field(() => String)
  @IsString({ message: "position must be text" })
  @IsOneLine()
  @MinLength(1, { message: "position must not be empty" })
  @MaxLength(200, { message: "position must have at most 200 characters" })
  position: string;

  @Field(() => String, { description: "Plain text" })
  @IsString({ message: "description must be text" })
  @MinLength(1, { message: "description must not be empty" })
  @MaxLength(5000, { message: "description must have at most 5,000 characters" })
  description: string;

  @Field(() => String, {
    nullable: true,
    description: "Where to read the full advertisement or apply; none when a PDF is attached instead",
  })
  @IsOptional()
  @IsString({ message: "link must be text" })
  @MaxLength(500, { message: "link must have at most 500 characters" })
  @IsWebLink("link")
  link?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The last day to apply, as YYYY-MM-DD; none for open-ended",
  })
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: CLOSING_DATE_MESSAGE })
  @IsISO8601({ strict: true }, { message: CLOSING_DATE_MESSAGE })
  closingDate?: string | null;
}

@ArgsType()
export class JobOpeningPageArgs extends PageArgs {
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Also list openings whose closing date has passed (staff only)",
  })
  @IsBoolean({ message: "includeClosed must be true or false" })
  includeClosed: boolean = false;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}
