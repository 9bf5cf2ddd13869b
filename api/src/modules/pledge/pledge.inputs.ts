import {
  IsBoolean,
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
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { CursorPageArgs } from "../../db/newest-first-page.js";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { IsEmailAddress, IsOneLine, IsRecordId } from "../../lib/validation.js";
import { MAX_RECORDED_GIFT_KES, MIN_GIFT_KES } from "../contribution/contribution.inputs.js";
import { HonourRollShowing, PledgerKind, PledgeSchedule, PledgeStatus } from "./pledge.entity.js";

const REASON_RULES = [
  IsString({ message: "reason must be text" }),
  IsOneLine(),
  MinLength(3, { message: "reason must say why, in at least 3 characters" }),
  MaxLength(500, { message: "reason must have at most 500 characters" }),
];
const Reason = (): PropertyDecorator => (target, key) => REASON_RULES.forEach((rule) => rule(target, key));

@InputType({ description: "A promise to give to an appeal: made by the pledger, or taken on paper by staff" })
export class PledgeInput {
  @Field(() => ID, { description: "The appeal (project) promised to" })
  @IsRecordId("projectId")
  projectId: string;

  @Field(() => PledgerKind)
  @IsIn(Object.values(PledgerKind), {
    message: "pledgerKind must be PERSON, PARISH, MOTHERS_UNION, KAMA, YOUTH or GROUP",
  })
  pledgerKind: PledgerKind;

  @Field(() => String, { description: "The person's or the group's name" })
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(2, { message: "name must have at least 2 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @Field(() => ID, { nullable: true, description: "The parish it counts under on the honour roll" })
  @IsOptional()
  @IsRecordId("parishId")
  parishId?: string | null;

  @Field(() => Int, { description: "Whole shillings" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(MIN_GIFT_KES, { message: `amountKes must be at least ${MIN_GIFT_KES} shillings` })
  @Max(MAX_RECORDED_GIFT_KES, { message: "amountKes must be at most 100,000,000 shillings" })
  amountKes: number;

  @Field(() => String, { description: "The day it is to be paid by, YYYY-MM-DD" })
  @Matches(CALENDAR_DATE, { message: "dueOn must be a date such as 2027-03-31" })
  dueOn: string;

  @Field(() => PledgeSchedule)
  @IsIn(Object.values(PledgeSchedule), { message: "schedule must be ONCE, MONTHLY or WEEKLY" })
  schedule: PledgeSchedule;

  @Field(() => String, {
    nullable: true,
    description: "A Kenyan mobile, written any usual way; a pledge made online must have one",
  })
  @IsOptional()
  @IsString({ message: "phone must be text" })
  @MaxLength(20, { message: "phone must be a Kenyan mobile number such as 0712 345 678" })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "Where reminders are e-mailed too" })
  @IsOptional()
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress("email must be an e-mail address such as name@example.org")
  email?: string | null;

  @Field(() => HonourRollShowing, {
    defaultValue: HonourRollShowing.ANONYMOUS,
    description: "What the honour roll may show: choosing a name is agreeing to be on it",
  })
  @IsIn(Object.values(HonourRollShowing), {
    message: "honourRoll must be NAME_AND_AMOUNT, NAME_ONLY or ANONYMOUS",
  })
  honourRoll: HonourRollShowing = HonourRollShowing.ANONYMOUS;

  @Field(() => Boolean, { defaultValue: false, description: "The pledger agreed to reminders by SMS" })
  @IsBoolean({ message: "remindersConsent must be true or false" })
  remindersConsent: boolean = false;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "The pledger agreed to an SMS as the appeal passes 25, 50, 75 and 100 %",
  })
  @IsBoolean({ message: "progressConsent must be true or false" })
  progressConsent: boolean = false;
}

@InputType({ description: "Staff change a pledge's amount or date, saying why" })
export class AdjustPledgeInput {
  @Field(() => ID)
  @IsRecordId("id")
  id: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(MIN_GIFT_KES, { message: `amountKes must be at least ${MIN_GIFT_KES} shillings` })
  @Max(MAX_RECORDED_GIFT_KES, { message: "amountKes must be at most 100,000,000 shillings" })
  amountKes?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: "dueOn must be a date such as 2027-03-31" })
  dueOn?: string | null;

  @Field(() => String)
  @Reason()
  reason: string;
}

@InputType({ description: "Staff cancel a pledge, saying why: it is kept, with its payments" })
export class CancelPledgeInput {
  @Field(() => ID)
  @IsRecordId("id")
  id: string;

  @Field(() => String)
  @Reason()
  reason: string;
}

/** A pledger's own address: the pledge's id and the secret only they were given. */
@ArgsType()
export class PledgeAddressArgs {
  @Field(() => ID)
  @IsRecordId("id")
  id: string;

  @Field(() => String)
  @IsString({ message: "secret must be text" })
  @MaxLength(64, { message: "secret must be the one in the pledge's address" })
  secret: string;
}

@InputType({ description: "The pledger changes how often they are reminded, or stops reminders" })
export class PledgeRemindersInput {
  @Field(() => ID)
  @IsRecordId("id")
  id: string;

  @Field(() => String)
  @IsString({ message: "secret must be text" })
  @MaxLength(64, { message: "secret must be the one in the pledge's address" })
  secret: string;

  @Field(() => PledgeSchedule, { nullable: true, description: "None stops the reminders" })
  @IsOptional()
  @IsIn(Object.values(PledgeSchedule), { message: "schedule must be ONCE, MONTHLY or WEEKLY" })
  schedule?: PledgeSchedule | null;
}

/** Which pledges: the filters of the treasurer's Pledges page, its totals and CSV. */
@ArgsType()
export class PledgeFilterArgs {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRecordId("projectId")
  projectId?: string | null;

  @Field(() => PledgeStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(PledgeStatus), { message: "status must be OPEN, FULFILLED or CANCELLED" })
  status?: PledgeStatus | null;

  @Field(() => Boolean, { nullable: true, description: "Only open pledges past their day" })
  @IsOptional()
  @IsBoolean({ message: "overdue must be true or false" })
  overdue?: boolean | null;

  @Field(() => String, { nullable: true, description: "Part of the pledger's name" })
  @IsOptional()
  @IsString({ message: "search must be text" })
  @MaxLength(120, { message: "search must have at most 120 characters" })
  search?: string | null;
}

@ArgsType()
export class PledgePageArgs extends CursorPageArgs(PledgeFilterArgs, 20) {}
