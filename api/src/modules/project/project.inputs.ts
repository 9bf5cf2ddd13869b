import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from "class-validator";
import { IsOneLine } from "../../lib/validation.js";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { ProjectStatus } from "./project.entity.js";
import { PictureInput } from "../media/focal-point.js";
import { NeedsTranslationFilter, TextTranslationInput } from "../translation/translation.js";

/** The most an amount may be: it must fit a 32-bit integer (GraphQL's Int and the column). */
export const MAX_AMOUNT_KES = 2_000_000_000;
const STATUS_MESSAGE = "status must be PLANNED, ONGOING or COMPLETED";

@InputType({ description: "A project's details; its picture is uploaded beside them" })
export class ProjectInput extends PictureInput {
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

  @Field(() => String, { description: "Plain text" })
  @IsString({ message: "summary must be text" })
  @MinLength(1, { message: "summary must not be empty" })
  @MaxLength(500, { message: "summary must have at most 500 characters" })
  summary: string;

  @Field(() => String, { description: "HTML; sanitised when saved" })
  @IsString({ message: "body must be HTML text" })
  @MaxLength(200_000, { message: "body must have at most 200,000 characters" })
  body: string;

  @Field(() => Int, { description: "In whole Kenya shillings" })
  @IsInt({ message: "targetAmountKes must be a whole number of shillings" })
  @Min(0, { message: "targetAmountKes must be 0 or more" })
  @Max(MAX_AMOUNT_KES, { message: "targetAmountKes must be at most 2,000,000,000" })
  targetAmountKes: number;

  @Field(() => ProjectStatus)
  @IsIn(Object.values(ProjectStatus), { message: STATUS_MESSAGE })
  status: ProjectStatus;

  @Field(() => Boolean, { description: "Makes it the banner's appeal, in place of any other" })
  @IsBoolean({ message: "featured must be true or false" })
  featured: boolean;
}

@ArgsType()
export class ProjectPageArgs extends PageArgs {
  @Field(() => ProjectStatus, { nullable: true, description: "Only the projects with this status" })
  @IsOptional()
  @IsIn(Object.values(ProjectStatus), { message: STATUS_MESSAGE })
  status?: ProjectStatus | null;

  @NeedsTranslationFilter()
  needsTranslation?: boolean | null;
}
