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
import { UserInputError } from "../../errors.js";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { DayRangeArgs } from "../../lib/day-range.args.js";
import { IsEmailAddress, IsOneLine, IsRecordId } from "../../lib/validation.js";
import { GiftMethod, GiftSource, GiftStatus } from "./contribution.entity.js";

/** The most one recorded gift may be: a typing slip of a few zeros must not swamp the appeal's total. */
export const MAX_RECORDED_GIFT_KES = 100_000_000;

/** The least a donor may give by M-Pesa, in shillings. */
export const MIN_GIFT_KES = 10;

/** Refuses an amount M-Pesa does not take in one payment: whole shillings, from 10 to the limit. */
export function requirePromptAmount(amountKes: number, maxKes: number): void {
  if (!Number.isInteger(amountKes) || amountKes < MIN_GIFT_KES || amountKes > maxKes) {
    throw new UserInputError(
      `amountKes must be a whole number of shillings from ${MIN_GIFT_KES} to ${maxKes.toLocaleString("en-KE")}, what M-Pesa takes in one payment`,
      "amountKes",
    );
  }
}

@InputType({ description: "A donor's gift by M-Pesa: the site sends their phone a prompt for their PIN" })
export class GiveInput {
  @Field(() => ID, { description: "The project given to" })
  @IsRecordId("projectId")
  projectId: string;

  @Field(() => Int, { description: "Whole shillings, from 10 to M-Pesa's limit for one transaction" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(MIN_GIFT_KES, { message: `amountKes must be at least ${MIN_GIFT_KES} shillings` })
  amountKes: number;

  @Field(() => String, {
    description: "The phone on M-Pesa, written any usual way: 0712 345 678, +254712345678",
  })
  @IsString({ message: "phone must be text" })
  @MaxLength(20, { message: "phone must be a Kenyan mobile number such as 0712 345 678" })
  phone: string;

  @Field(() => String, {
    nullable: true,
    description: "Shown as the first name in the list of gifts unless anonymous",
  })
  @IsOptional()
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: "Show the gift as from Anonymous" })
  @IsBoolean({ message: "anonymous must be true or false" })
  anonymous: boolean = false;

  @Field(() => String, { nullable: true, description: "Where to e-mail the receipt" })
  @IsOptional()
  @MaxLength(254, { message: "email must have at most 254 characters" })
  @IsEmailAddress("email must be an e-mail address such as name@example.org")
  email?: string | null;
}

@InputType({
  description: "A gift received in cash, by cheque or by bank transfer, recorded by the treasurer",
})
export class RecordGiftInput {
  @Field(() => ID)
  @IsRecordId("projectId")
  projectId: string;

  @Field(() => Int, { description: "Whole shillings" })
  @IsInt({ message: "amountKes must be a whole number of shillings" })
  @Min(1, { message: "amountKes must be at least 1 shilling" })
  @Max(MAX_RECORDED_GIFT_KES, {
    message: "amountKes must be at most 100,000,000: record a larger gift in parts",
  })
  amountKes: number;

  @Field(() => GiftMethod)
  @IsIn(Object.values(GiftMethod), { message: "method must be CASH, CHEQUE, BANK_TRANSFER or MPESA" })
  method: GiftMethod;

  @Field(() => String, {
    nullable: true,
    description: "The cheque number, the transfer's or M-Pesa's reference",
  })
  @IsOptional()
  @IsString({ message: "reference must be text" })
  @IsOneLine()
  @MaxLength(100, { message: "reference must have at most 100 characters" })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: "donorName must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "donorName must have at most 120 characters" })
  donorName?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: "anonymous must be true or false" })
  anonymous: boolean = false;

  @Field(() => String, {
    nullable: true,
    description:
      "The donor's mobile number, when they give it: their SMS receipt goes to it, and the gift is in their giving statement",
  })
  @IsOptional()
  @IsString({ message: "phone must be a Kenyan mobile number, such as 0712 345 678" })
  @MaxLength(30, { message: "phone must be a Kenyan mobile number, such as 0712 345 678" })
  phone?: string | null;

  @Field(() => String, { description: "The day it was received, YYYY-MM-DD (Kakamega's calendar)" })
  @Matches(CALENDAR_DATE, { message: "receivedOn must be a date such as 2026-11-26" })
  receivedOn: string;

  @Field(() => ID, { nullable: true, description: "The pledge it pays towards, one to the same project" })
  @IsOptional()
  @IsRecordId("pledgeId")
  pledgeId?: string | null;
}

@InputType({ description: "Takes back a paid gift: a reversal is an entry of its own, and the gift stays" })
export class ReverseGiftInput {
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

/** Which entries of the ledger: the filters of the Contributions page and its totals. */
@ArgsType()
export class GiftFilterArgs extends DayRangeArgs {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsRecordId("projectId")
  projectId?: string | null;

  @Field(() => GiftStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(GiftStatus), { message: "status must be PENDING, PAID or FAILED" })
  status?: GiftStatus | null;

  @Field(() => GiftSource, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(GiftSource), { message: "source must be STK, PAYBILL, STAFF, OPENING or REVERSAL" })
  source?: GiftSource | null;
}

@ArgsType()
export class GiftPageArgs extends CursorPageArgs(GiftFilterArgs, 20) {}
