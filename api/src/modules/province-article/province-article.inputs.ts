import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";

/** The longest text an article takes, in each language: some ten pages. */
export const LONGEST_ARTICLE = 20_000;

/** An article of the province's news as its administrators' form sends it. */
export class ProvinceArticleInput {
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(3, { message: "title must have at least 3 characters" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @IsOptional()
  @IsString({ message: "titleInKiswahili must be text" })
  @IsOneLine()
  @MaxLength(200, { message: "titleInKiswahili must have at most 200 characters" })
  titleInKiswahili: string | null;

  @IsString({ message: "body must be text" })
  @MinLength(1, { message: "body must not be empty: write the article" })
  @MaxLength(LONGEST_ARTICLE, { message: `body must have at most ${LONGEST_ARTICLE} characters` })
  body: string;

  @IsOptional()
  @IsString({ message: "bodyInKiswahili must be text" })
  @MaxLength(LONGEST_ARTICLE, { message: `bodyInKiswahili must have at most ${LONGEST_ARTICLE} characters` })
  bodyInKiswahili: string | null;

  /** Published on the province's site; otherwise a draft. */
  @IsBoolean({ message: "published must be true or false" })
  published: boolean;
}
