import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";

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
