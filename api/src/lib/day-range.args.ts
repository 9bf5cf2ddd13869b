import { IsOptional, Matches } from "class-validator";
import { ArgsType, Field } from "type-graphql";
import { CALENDAR_DATE } from "./calendar.js";

/** From and through which days a dashboard list goes (the ledger's, the audit log's). */
@ArgsType()
export class DayRangeArgs {
  @Field(() => String, { nullable: true, description: "From this day, YYYY-MM-DD (Kakamega's calendar)" })
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: "from must be a date such as 2026-11-01" })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Through this day, YYYY-MM-DD" })
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: "to must be a date such as 2026-11-30" })
  to?: string | null;
}
