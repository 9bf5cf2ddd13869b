import { IsBoolean, IsInt, Max, Min } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { PageArgs } from "../../lib/pagination.js";
import { IsRecordYear } from "../../lib/validation.js";

/** The year of a summary: the years a parish return may be for. */
@ArgsType()
export class YearSummaryYearArgs {
  @Field(() => Int)
  @IsRecordYear()
  year: number;
}

/** What the diocese decides about a year's summary on the website. */
@ArgsType()
export class SetYearSummaryArgs extends YearSummaryYearArgs {
  @Field(() => Boolean, { description: "Whether the year's summary is on the website" })
  @IsBoolean({ message: "published must be true or false" })
  published: boolean;

  @Field(() => Boolean, {
    description: "Whether it lists what each parish paid of its assessment: only when the diocese ticks it",
  })
  @IsBoolean({ message: "showsParishPayments must be true or false" })
  showsParishPayments: boolean;
}

/** A page of the parishes' assessments paid, 50 a page unless asked otherwise. */
@ArgsType()
export class YearSummaryParishPaymentsArgs extends PageArgs {
  @Field(() => Int, { defaultValue: 50 })
  @IsInt({ message: "pageSize must be a whole number" })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(50, { message: "pageSize must be at most 50" })
  override pageSize: number = 50;
}
