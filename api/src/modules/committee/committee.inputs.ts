import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from "class-validator";
import { Field, ID, InputType, Int } from "type-graphql";
import { IsOneLine, IsRecordId } from "../../lib/validation.js";
import { PictureInput } from "../media/focal-point.js";
import { TextTranslationInput } from "../translation/translation.js";

const KISWAHILI_DESCRIPTION =
  "The Kiswahili version of its texts, the whole set (a blank text for none); left out, the stored ones stay";

/** The rules of a term's month, 1 for January to 12, whose field is `field`. */
function TermMonth(field: string): PropertyDecorator {
  return composed([
    Field(() => Int, { description: "1 for January to 12" }),
    IsInt({ message: `${field} must be a whole number` }),
    Min(1, { message: `${field} must be a month from 1 to 12` }),
    Max(12, { message: `${field} must be a month from 1 to 12` }),
  ]);
}

/** The rules of a term's year: from the diocese's first years to far enough ahead. */
function TermYear(field: string): PropertyDecorator {
  return composed([
    Field(() => Int),
    IsInt({ message: `${field} must be a whole number` }),
    Min(1960, { message: `${field} must be from 1960 to 2100` }),
    Max(2100, { message: `${field} must be from 1960 to 2100` }),
  ]);
}

function composed(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

@InputType({ description: "A board or committee; its members are added one by one" })
export class CommitteeInput {
  @Field(() => [TextTranslationInput], { nullable: true, description: KISWAHILI_DESCRIPTION })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(160, { message: "name must have at most 160 characters" })
  name: string;

  @Field(() => String, { nullable: true, description: "Plain text" })
  @IsOptional()
  @IsString({ message: "description must be text" })
  @MaxLength(2000, { message: "description must have at most 2,000 characters" })
  description?: string | null;

  @TermMonth("termStartMonth")
  termStartMonth: number;

  @TermYear("termStartYear")
  termStartYear: number;

  @TermMonth("termEndMonth")
  termEndMonth: number;

  @TermYear("termEndYear")
  termEndYear: number;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "True for the Diocesan Standing Committee (the one before stops being it); false when left out",
  })
  @IsOptional()
  @IsBoolean({ message: "isStandingCommittee must be true or false" })
  isStandingCommittee?: boolean | null;
}

@InputType({ description: "A member of a committee; the picture is uploaded beside it" })
export class CommitteeMemberInput extends PictureInput {
  @Field(() => [TextTranslationInput], { nullable: true, description: KISWAHILI_DESCRIPTION })
  @IsOptional()
  kiswahili?: TextTranslationInput[] | null;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(1, { message: "name must not be empty" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String, { description: "The position held, such as Chairman or Secretary" })
  @IsString({ message: "title must be text" })
  @IsOneLine()
  @MinLength(1, { message: "title must not be empty" })
  @MaxLength(120, { message: "title must have at most 120 characters" })
  title: string;

  @Field(() => ID, { nullable: true, description: "The member's parish; null for none" })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | number | null;
}
