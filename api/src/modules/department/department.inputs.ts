import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { IsOneLine, SLUG } from "../../lib/validation.js";
import { PictureInput } from "../media/focal-point.js";
import { WithPublication } from "../publication/publication.js";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({ description: "A department's details and its publication; its picture is uploaded beside them" })
export class DepartmentInput extends WithPublication(PictureInput) {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String, { description: "Its address, such as mothers-union" })
  @IsString({ message: "slug must be text" })
  @MaxLength(80, { message: "slug must have at most 80 characters" })
  @Matches(SLUG, { message: "slug must be lower-case words joined by hyphens, such as mothers-union" })
  slug: string;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "headName must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "headName must have at most 120 characters" })
  headName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "headTitle must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "headTitle must have at most 120 characters" })
  headTitle?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "imageCaption must be text" })
  @IsOneLine()
  @MaxLength(300, { message: "imageCaption must have at most 300 characters" })
  imageCaption?: string | null;

  @Field(() => String, { description: "HTML; sanitised when saved" })
  @IsString({ message: "body must be HTML text" })
  @MaxLength(200_000, { message: "body must have at most 200,000 characters" })
  body: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Its place in the menu, from 0; left out, a new department goes last and an existing one stays",
  })
  @IsOptional()
  @IsInt({ message: "position must be a whole number" })
  @Min(0, { message: "position must be 0 or more" })
  @Max(1000, { message: "position must be at most 1000" })
  position?: number | null;
}
