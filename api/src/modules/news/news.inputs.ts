import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { IsOneLine, IsRecordId } from "../../lib/validation.js";
import { PictureInput } from "../media/focal-point.js";
import { WithPublication } from "../publication/publication.js";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({ description: "A news article's title and body, and its publication" })
export class NewsArticleInput extends WithPublication(PictureInput) {
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

  @Field(() => String, { description: "HTML; sanitised when saved" })
  @IsString({ message: "body must be HTML text" })
  @MaxLength(200_000, { message: "body must have at most 200,000 characters" })
  body: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "The parish it is tagged to, or null for the diocese's news; left out, an edit keeps the tag and a new article is the diocese's (a parish editor's, their parish's)",
  })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;
}
