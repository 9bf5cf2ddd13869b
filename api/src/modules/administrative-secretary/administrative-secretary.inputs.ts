import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType } from "type-graphql";
import { PictureInput } from "../media/focal-point.js";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({
  description: "The administrative secretary's name and title; the picture is uploaded beside them",
})
export class AdministrativeSecretaryInput extends PictureInput {
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

  @Field(() => String)
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(120, { message: "title must have at most 120 characters" })
  title: string;
}
