import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType } from "type-graphql";
import { PictureInput } from "../media/focal-point.js";
import { WithPublication } from "../publication/publication.js";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({ description: "A bishop's message and its publication; its picture is uploaded beside it" })
export class BishopMessageInput extends WithPublication(PictureInput) {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "bishopName must be text" })
  @IsOneLine()
  @MinLength(1, { message: "bishopName must not be empty" })
  @MaxLength(120, { message: "bishopName must have at most 120 characters" })
  bishopName: string;

  @Field(() => String)
  @IsString({ message: "heading must be text" })
  @IsOneLine()
  @MinLength(1, { message: "heading must not be empty" })
  @MaxLength(200, { message: "heading must have at most 200 characters" })
  heading: string;

  @Field(() => String, { description: "Plain text" })
  @IsString({ message: "message must be text" })
  @MinLength(1, { message: "message must not be empty" })
  @MaxLength(5000, { message: "message must have at most 5,000 characters" })
  message: string;
}
