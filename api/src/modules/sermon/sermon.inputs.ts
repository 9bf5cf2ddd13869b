import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { IsOneLine, IsRecordId, IsWebLink } from "../../lib/validation.js";
import { PageArgs } from "../../lib/pagination.js";
import { WithPublication } from "../publication/publication.js";
import { TextTranslationInput } from "../translation/translation.js";

/** The mixin needs a class to extend; a sermon has no picture. */
class NoOtherFields {}

@InputType({ description: "A sermon's details and its publication; its recording is uploaded beside it" })
export class SermonInput extends WithPublication(NoOtherFields) {
  @Field(() => String)
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @Field(() => String)
  @IsString({ message: "preacher must be text" })
  @IsOneLine()
  @MinLength(1, { message: "preacher must not be empty" })
  @MaxLength(120, { message: "preacher must have at most 120 characters" })
  preacher: string;

  @Field(() => String, { description: "The day it was preached, YYYY-MM-DD" })
  @IsString({ message: "preachedOn must be a date such as 2026-11-22" })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: "preachedOn must be a date such as 2026-11-22" })
  preachedOn: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "series must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "series must have at most 120 characters" })
  series?: string | null;

  @Field(() => String, {
    description: 'Bible passages separated by semicolons, such as "John 3:16-21; Romans 8"',
  })
  @IsString({ message: "passages must be text" })
  @IsOneLine()
  @MaxLength(500, { message: "passages must have at most 500 characters" })
  passages: string;

  @Field(() => String, { description: "HTML; sanitised when saved" })
  @IsString({ message: "notes must be HTML text" })
  @MaxLength(100_000, { message: "notes must have at most 100,000 characters" })
  notes: string;

  @Field(() => String, { nullable: true, description: "A link to a video of it, such as on YouTube" })
  @IsOptional()
  @IsWebLink("videoUrl")
  @MaxLength(500, { message: "videoUrl must have at most 500 characters" })
  videoUrl?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The parish where it was preached; null for the diocese's",
  })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => [TextTranslationInput], {
    nullable: true,
    description: "The Kiswahili version of its texts, the whole set; left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;
}

@ArgsType()
export class SermonListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Only this preacher's sermons" })
  @IsOptional()
  @IsString({ message: "preacher must be text" })
  @MaxLength(120, { message: "preacher must have at most 120 characters" })
  preacher?: string | null;

  @Field(() => String, { nullable: true, description: "Only the sermons of this series" })
  @IsOptional()
  @IsString({ message: "series must be text" })
  @MaxLength(120, { message: "series must have at most 120 characters" })
  series?: string | null;

  @Field(() => String, { nullable: true, description: "Only sermons on this book, by its code such as JHN" })
  @IsOptional()
  @IsString({ message: "book must be a book's code such as JHN" })
  @Matches(/^[1-3A-Z]{3}$/, { message: "book must be a book's code such as JHN" })
  book?: string | null;

  @Field(() => Int, { nullable: true, description: "Only the sermons preached in this year" })
  @IsOptional()
  @IsInt({ message: "year must be a year such as 2026" })
  @Min(1900, { message: "year must be a year such as 2026" })
  @Max(2999, { message: "year must be a year such as 2026" })
  year?: number | null;
}
