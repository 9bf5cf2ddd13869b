import { IsOptional, IsString, Matches, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { IsOneLine, SLUG } from "../../lib/validation.js";
import { WithPublication } from "../publication/publication.js";
import { TextTranslationInput } from "../translation/translation.js";

/** The mixin needs a class to extend; an information page has no picture. */
class NoOtherFields {}

@InputType({ description: "An information page's address, title and text, and its publication" })
export class InformationPageInput extends WithPublication(NoOtherFields) {
  @Field(() => [TextTranslationInput], {
    nullable: true,
    description:
      "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String, { description: "Its address, such as about-us" })
  @IsString({ message: "slug must be text" })
  @MaxLength(80, { message: "slug must have at most 80 characters" })
  @Matches(SLUG, { message: "slug must be lower-case words joined by hyphens, such as about-us" })
  slug: string;

  @Field(() => String)
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @Field(() => String, { description: "HTML; sanitised when saved" })
  @IsString({ message: "body must be HTML text" })
  @MaxLength(200_000, { message: "body must have at most 200,000 characters" })
  body: string;
}
