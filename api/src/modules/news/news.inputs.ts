import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";

export const NEWS_PAGE_SIZE_MAX = 50;

@ArgsType()
export class NewsPageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: "page must be a whole number" })
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: 12 })
  @IsInt({ message: "pageSize must be a whole number" })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(NEWS_PAGE_SIZE_MAX, { message: `pageSize must be at most ${NEWS_PAGE_SIZE_MAX}` })
  pageSize: number = 12;
}

export class NewsArticleInput {
  @IsString({ message: "title must be text" })
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(200, { message: "title must have at most 200 characters" })
  title: string;

  @IsString({ message: "body must be HTML text" })
  @MaxLength(200_000, { message: "body must have at most 200,000 characters" })
  body: string;

  @IsOptional()
  @IsString({ message: "imageUrl must be text" })
  @MaxLength(500, { message: "imageUrl must have at most 500 characters" })
  imageUrl?: string | null;
}
