import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from "class-validator";
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from "type-graphql";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { PageArgs } from "../../lib/pagination.js";
import { IsEmailAddress, IsOneLine, IsRecordId, IsRecordYear } from "../../lib/validation.js";
import { GiftMethod } from "../contribution/contribution.entity.js";

/** The most a parish is asked for a year: far above any parish's, below a slip of the finger. */
export const MAX_ASSESSMENT_KES = 100_000_000;
export const MAX_INSTALMENTS = 12;

@InputType({ description: "A part of an assessment and the day it falls due" })
export class InstalmentInput {
  @Field(() => String, { description: "YYYY-MM-DD" })
  @Matches(CALENDAR_DATE, { message: "dueOn must be a date such as 2026-03-31" })
  dueOn: string;

  @Field(() => Int, { description: "Whole shillings" })
  @IsInt({ message: "an instalment's amountKes must be a whole number of shillings" })
  @Min(1, { message: "an instalment's amountKes must be at least 1 shilling" })
  @Max(MAX_ASSESSMENT_KES, { message: `an instalment's amountKes must be at most ${MAX_ASSESSMENT_KES}` })
  amountKes: number;
}

@InputType({ description: "A parish's assessment for a year, with the instalments it is due in" })
export class SetAssessmentInput {
  @Field(() => ID)
  @IsRecordId("parishId")
  parishId: string;

  @Field(() => Int)
  @IsRecordYear()
  year: number;

  @Field(() => Int, { description: "Whole shillings; 0 for a parish asked nothing this year" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(0, { message: "amountKes must not be below 0" })
  @Max(MAX_ASSESSMENT_KES, { message: `amountKes must be at most ${MAX_ASSESSMENT_KES} shillings` })
  amountKes: number;

  @Field(() => [InstalmentInput], {
    nullable: true,
    description: "The parts it falls due in, adding up to amountKes; none: all of it on 31 December",
  })
  @IsOptional()
  @IsArray({ message: "instalments must be a list" })
  @ArrayMaxSize(MAX_INSTALMENTS, { message: `instalments must be at most ${MAX_INSTALMENTS}` })
  // Each is checked by the service (validated(InstalmentInput, ...)), which names the one wrong.
  instalments?: InstalmentInput[] | null;
}

/** What a rule starts from: another year's assessments, or the income parishes reported that year. */
export const AssessmentRuleBasis = {
  ASSESSMENTS: "ASSESSMENTS",
  REPORTED_INCOME: "REPORTED_INCOME",
} as const;
export type AssessmentRuleBasis = (typeof AssessmentRuleBasis)[keyof typeof AssessmentRuleBasis];
registerEnumType(AssessmentRuleBasis, {
  name: "AssessmentRuleBasis",
  description:
    "ASSESSMENTS: each parish's assessment of fromYear, changed by percent; REPORTED_INCOME: percent of the income (the answer to the question `income`) of each parish's submitted return of fromYear",
});

@InputType({
  description:
    "A rule that works out a year's assessment of every parish from its assessment of another year, or from the income its return of another year reported",
})
export class AssessmentRuleInput {
  @Field(() => Int, { description: "The year the assessments are for" })
  @IsRecordYear()
  year: number;

  @Field(() => Int, { description: "The year whose assessments (or returns) it starts from" })
  @IsRecordYear("fromYear")
  fromYear: number;

  @Field(() => AssessmentRuleBasis, { defaultValue: AssessmentRuleBasis.ASSESSMENTS })
  @IsIn(Object.values(AssessmentRuleBasis), { message: "basis must be ASSESSMENTS or REPORTED_INCOME" })
  basis: AssessmentRuleBasis = AssessmentRuleBasis.ASSESSMENTS;

  @Field(() => Int, {
    description:
      "From ASSESSMENTS, the change in percent: 10 = 10% more, -5 = 5% less, 0 = the same; from REPORTED_INCOME, the share in percent, 1 to 100",
  })
  @IsInt({ message: "percent must be a whole number" })
  @Min(-100, { message: "percent must be from -100 to 1000" })
  @Max(1000, { message: "percent must be from -100 to 1000" })
  percent: number;

  @Field(() => Int, { defaultValue: 100, description: "Each amount rounded to a multiple of this" })
  @IsInt({ message: "roundTo must be a whole number of shillings" })
  @Min(1, { message: "roundTo must be from 1 to 100000" })
  @Max(100_000, { message: "roundTo must be from 1 to 100000" })
  roundTo: number = 100;

  @Field(() => [String], {
    nullable: true,
    description: "The days it falls due in equal parts (YYYY-MM-DD); none: 31 December",
  })
  @IsOptional()
  @IsArray({ message: "dueDays must be a list" })
  @ArrayMaxSize(MAX_INSTALMENTS, { message: `dueDays must be at most ${MAX_INSTALMENTS}` })
  @Matches(CALENDAR_DATE, { each: true, message: "each of dueDays must be a date such as 2026-03-31" })
  dueDays?: string[] | null;
}

@InputType({ description: "Money a parish paid towards its assessment by cash, cheque or transfer" })
export class RecordAssessmentPaymentInput {
  @Field(() => ID)
  @IsRecordId("assessmentId")
  assessmentId: string;

  @Field(() => Int, { description: "Whole shillings" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(1, { message: "amountKes must be at least 1 shilling" })
  @Max(MAX_ASSESSMENT_KES, { message: `amountKes must be at most ${MAX_ASSESSMENT_KES} shillings` })
  amountKes: number;

  @Field(() => GiftMethod)
  @IsIn(Object.values(GiftMethod), { message: "method must be CASH, CHEQUE, BANK_TRANSFER or MPESA" })
  method: GiftMethod;

  @Field(() => String, { nullable: true, description: "The cheque's number or the transfer's reference" })
  @IsOptional()
  @IsString({ message: "reference must be text" })
  @IsOneLine()
  @MaxLength(100, { message: "reference must have at most 100 characters" })
  reference?: string | null;

  @Field(() => String, { description: "The day it was received, YYYY-MM-DD (Kakamega's calendar)" })
  @Matches(CALENDAR_DATE, { message: "receivedOn must be a date such as 2026-11-26" })
  receivedOn: string;
}

@InputType({ description: "A prompt for the parish treasurer's M-Pesa PIN, towards the parish's assessment" })
export class PayAssessmentInput {
  @Field(() => ID)
  @IsRecordId("assessmentId")
  assessmentId: string;

  @Field(() => Int, { description: "Whole shillings" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  amountKes: number;

  @Field(() => String, { description: "The phone that pays: a Kenyan mobile number such as 0712 345 678" })
  @IsString({ message: "phone must be text" })
  @MaxLength(20, { message: "phone must be a Kenyan mobile number such as 0712 345 678" })
  phone: string;
}

@InputType({ description: "Takes back a payment of an assessment: a reversal is an entry of its own" })
export class ReverseAssessmentPaymentInput {
  @Field(() => ID)
  @IsRecordId("id")
  id: string;

  @Field(() => String)
  @IsString({ message: "reason must be text" })
  @IsOneLine()
  @MinLength(3, { message: "reason must say why, in at least 3 characters" })
  @MaxLength(500, { message: "reason must have at most 500 characters" })
  reason: string;
}

@InputType({ description: "Whom the diocese reminds of a parish's assessment" })
export class ParishTreasurerInput {
  @Field(() => ID)
  @IsRecordId("parishId")
  parishId: string;

  @Field(() => String)
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(2, { message: "name must have at least 2 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => String, { nullable: true, description: "A Kenyan mobile number, for SMS reminders" })
  @IsOptional()
  @IsString({ message: "phone must be text" })
  @MaxLength(20, { message: "phone must be a Kenyan mobile number such as 0712 345 678" })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress("email must be an e-mail address such as name@example.org")
  email?: string | null;
}

/** Which parishes' assessments of a year: every parish, or one archdeaconry's. */
@ArgsType()
export class AssessmentOverviewArgs extends PageArgs {
  @Field(() => Int)
  @IsRecordYear()
  year: number;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRecordId("archdeaconryId")
  archdeaconryId?: string | null;
}

@InputType({
  description:
    "Puts a paybill payment the site could not place towards a parish's assessment: its oldest not paid in full",
})
export class AssignUnmatchedToAssessmentInput {
  @Field(() => ID, { description: "The unmatched payment" })
  @IsRecordId("id")
  id: string;

  @Field(() => ID, { description: "The parish it came from" })
  @IsRecordId("parishId")
  parishId: string;
}
