import { IsISO8601, IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { IsOneLine, IsRecordId } from "../../lib/validation.js";
import { PictureInput } from "../media/focal-point.js";
import { TextTranslationInput } from "../translation/translation.js";

const DATE_MESSAGE = "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14";

@InputType({
  description: "An album's title, date, description and owner; its photographs are added one by one",
})
export class PhotoAlbumInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @Field(() => String, { description: "The day the photographs were taken, as YYYY-MM-DD" })
  @Matches(CALENDAR_DATE, { message: DATE_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE })
  date: string;

  @Field(() => String, { nullable: true, description: "Plain text" })
  @IsOptional()
  @IsString({ message: "description must be text" })
  @MaxLength(2000, { message: "description must have at most 2,000 characters" })
  description?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The parish it belongs to; null for none, left out to keep it (a new album: the editor's own)",
  })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The department it belongs to; null for none, left out to keep it (a new album: the editor's own)",
  })
  @IsOptional()
  @IsRecordId("departmentId")
  departmentId?: string | number | null;
}

@InputType({ description: "A photograph's caption; the picture itself is uploaded beside it" })
export class PhotoInput extends PictureInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its caption (a blank text for none); left out, the stored one stays",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String, { nullable: true, description: "May be empty" })
  @IsOptional()
  @IsString({ message: "caption must be text" })
  @IsOneLine()
  @MaxLength(300, { message: "caption must have at most 300 characters" })
  caption?: string | null;
}
