import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { IsOneLine, IsRecordId, IsRecordYear } from "../../lib/validation.js";
import { ParishReturnStatus } from "./parish-return.entity.js";

/** More questions than any return asks (the diocese's has about twenty). */
export const MAX_QUESTIONS = 100;
export const QUESTION_KEY = /^[a-z][a-z0-9_]{0,39}$/;

@InputType({ description: "A question of a year's return, as the secretary writes it" })
export class ParishReturnQuestionInput {
  @Field(() => String, {
    description: "Stable across years: lower case letters, digits and _, such as baptisms",
  })
  @IsString({ message: "key must be text" })
  @Matches(QUESTION_KEY, {
    message: "key must start with a letter and hold only lower case letters, digits and _ (40 at most)",
  })
  key: string;

  @Field(() => String)
  @IsString({ message: "labelEn must be text" })
  @MinLength(1, { message: "labelEn is required: the question in English" })
  @MaxLength(200, { message: "labelEn must be 200 characters or fewer" })
  @IsOneLine()
  labelEn: string;

  @Field(() => String)
  @IsString({ message: "labelSw must be text" })
  @MinLength(1, { message: "labelSw is required: the question in Kiswahili" })
  @MaxLength(200, { message: "labelSw must be 200 characters or fewer" })
  @IsOneLine()
  labelSw: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "help must be text" })
  @MaxLength(500, { message: "help must be 500 characters or fewer" })
  help?: string | null;

  @Field(() => Boolean)
  @IsBoolean({ message: "optional must be true or false" })
  optional: boolean = false;

  @Field(() => [String], { description: "The keys of the questions it is the total of" })
  @IsArray({ message: "totalOf must be a list of keys" })
  @ArrayMaxSize(MAX_QUESTIONS, { message: `totalOf may name ${MAX_QUESTIONS} questions at most` })
  @IsString({ each: true, message: "totalOf must be a list of keys" })
  totalOf: string[] = [];
}

@ArgsType()
export class ParishReturnQuestionsArgs {
  @Field(() => Int)
  @IsRecordYear()
  year: number;

  @Field(() => [ParishReturnQuestionInput])
  @IsArray({ message: "questions must be a list" })
  @ArrayMaxSize(MAX_QUESTIONS, { message: `A return asks ${MAX_QUESTIONS} questions at most` })
  questions: ParishReturnQuestionInput[];
}

@InputType({ description: "One answer of a return, as typed: empty for no answer yet" })
export class ParishReturnAnswerInput {
  @Field(() => String)
  @IsString({ message: "key must be text" })
  @MaxLength(40, { message: "key must name a question of the year" })
  key: string;

  @Field(() => String, { nullable: true, description: "A whole number, 0 or more; empty or null: no answer" })
  @IsOptional()
  @IsString({ message: "value must be text" })
  @MaxLength(30, { message: "value must be a whole number" })
  value?: string | null;
}

@ArgsType()
export class ParishReturnArgs {
  @Field(() => ID)
  @IsRecordId("parishId")
  parishId: string;

  @Field(() => Int)
  @IsRecordYear()
  year: number;
}

@ArgsType()
export class ParishReturnAnswersArgs extends ParishReturnArgs {
  @Field(() => [ParishReturnAnswerInput])
  @IsArray({ message: "answers must be a list" })
  @ArrayMaxSize(MAX_QUESTIONS, { message: `A return has ${MAX_QUESTIONS} answers at most` })
  answers: ParishReturnAnswerInput[];
}

@ArgsType()
export class ReopenParishReturnArgs extends ParishReturnArgs {
  @Field(() => String, { description: "Why the diocese reopens it: shown to the parish and kept" })
  @IsString({ message: "reason must be text" })
  @MinLength(1, { message: "reason is required: say what the parish should correct" })
  @MaxLength(500, { message: "reason must be 500 characters or fewer" })
  reason: string;
}

@ArgsType()
export class ParishReturnYearArgs {
  @Field(() => Int)
  @IsRecordYear()
  year: number;
}

@ArgsType()
export class ParishReturnStatusesArgs extends PageArgs {
  @Field(() => Int)
  @IsRecordYear()
  year: number;

  @Field(() => ID, { nullable: true, description: "Only the parishes of this archdeaconry" })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | null;

  @Field(() => ParishReturnStatus, { nullable: true, description: "Only the returns that stand so" })
  @IsOptional()
  status?: ParishReturnStatus | null;
}

@ArgsType()
export class ParishReturnTotalsArgs extends ParishReturnYearArgs {
  @Field(() => ID, { nullable: true, description: "Only this archdeaconry" })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | null;
}

@ArgsType()
export class ParishReturnTrendArgs extends PageArgs {
  @Field(() => String, { description: "The question whose totals are followed, by its key" })
  @IsString({ message: "key must be text" })
  @Matches(QUESTION_KEY, { message: "key must name a question" })
  key: string;

  @Field(() => Int, { description: "The last of the five years shown" })
  @IsRecordYear()
  lastYear: number;

  @Field(() => ID, {
    nullable: true,
    description: "Its parishes, each a row; none: each archdeaconry a row",
  })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | null;
}
