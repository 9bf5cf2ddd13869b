import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType, Int } from "type-graphql";
import { PictureInput } from "../media/focal-point.js";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({ description: "A bishop of the history list; the portrait is uploaded beside it" })
export class HistoryBishopInput extends PictureInput {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => Int, { description: "1 for the first bishop, 2 for the second, ..." })
  @IsInt({ message: "ordinal must be a whole number" })
  @Min(1, { message: "ordinal must be 1 or more" })
  @Max(100, { message: "ordinal must be at most 100" })
  ordinal: number;

  @Field(() => String, { description: "Such as 1995–2018 or Since 2018" })
  @IsString({ message: "yearsServed must be text" })
  @IsOneLine()
  @MinLength(1, { message: "yearsServed must not be empty" })
  @MaxLength(60, { message: "yearsServed must have at most 60 characters" })
  yearsServed: string;

  @Field(() => String, { nullable: true, description: "Plain text" })
  @IsOptional()
  @IsString({ message: "note must be text" })
  @MaxLength(2000, { message: "note must have at most 2,000 characters" })
  note?: string | null;
}
