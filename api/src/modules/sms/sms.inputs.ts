import { IsIn, IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { ArgsType, Field } from "type-graphql";
import { CursorPageArgs } from "../../db/newest-first-page.js";
import { SmsStatus } from "./sms-message.entity.js";

/** Which SMS of the log: its page's filters. */
@ArgsType()
export class SmsLogFilterArgs {
  @Field(() => String, { nullable: true, description: "What they were for: receipt, reminder..." })
  @IsOptional()
  @IsString({ message: "kind must be text" })
  @MaxLength(20, { message: "kind must be at most 20 characters" })
  kind?: string | null;

  @Field(() => SmsStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(SmsStatus), { message: "status must be one of the SMS log's statuses" })
  status?: SmsStatus | null;
}

@ArgsType()
export class SmsLogPageArgs extends CursorPageArgs(SmsLogFilterArgs, 50) {}

@ArgsType()
export class SmsMonthArgs {
  @Field(() => String, { description: "The month, as YYYY-MM, in Kakamega's calendar" })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "month must be a month as YYYY-MM, such as 2026-11" })
  month: string;
}
