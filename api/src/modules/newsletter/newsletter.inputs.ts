import { IsDate, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { Field, InputType } from "type-graphql";
import { TextTranslationInput } from "../translation/translation.js";

@InputType({ description: "A newsletter issue's subject and body" })
export class NewsletterIssueInput {
  @Field(() => String)
  @IsString({ message: "subject must be text" })
  @IsOneLine()
  @MinLength(1, { message: "subject must not be empty" })
  @MaxLength(200, { message: "subject must have at most 200 characters" })
  subject: string;

  @Field(() => String, { description: "HTML; sanitised when saved" })
  @IsString({ message: "body must be HTML text" })
  @MinLength(1, { message: "body must not be empty" })
  @MaxLength(200_000, { message: "body must have at most 200,000 characters" })
  body: string;

  @Field(() => [TextTranslationInput], {
    nullable: true,
    description: "The Kiswahili subject and letter, the whole set; left out, the stored ones stay",
  })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;
}

export class SendingTime {
  @IsOptional()
  @IsDate({ message: "scheduledAt must be a date and time" })
  scheduledAt?: Date | null;
}
