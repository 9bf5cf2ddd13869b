import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType } from "type-graphql";
import { PictureInput } from "../media/focal-point.js";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({ description: "A slide's title and caption; its picture is uploaded beside them" })
export class SlideInput extends PictureInput {
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
  @MaxLength(120, { message: "title must have at most 120 characters" })
  title: string;

  @Field(() => String, { description: "May be empty" })
  @IsString({ message: "caption must be text" })
  @IsOneLine()
  @MaxLength(300, { message: "caption must have at most 300 characters" })
  caption: string;
}
