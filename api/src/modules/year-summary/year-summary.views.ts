import { Field, Float, Int, ObjectType } from "type-graphql";
import { PageOf } from "../../lib/pagination.js";

@ObjectType({ description: "One question of the year's return, summed over every submitted return" })
export class YearSummaryTotal {
  @Field(() => String, { description: "The question's key, stable across years" })
  key: string;

  @Field(() => String, { description: "The question's own words, in the language asked for" })
  label: string;

  @Field(() => Float, { description: "The sum of its answers over the submitted returns (a whole number)" })
  total: number;
}

/**
 * An archdeaconry's part of the year: how many of its parishes returned, and no sums. Where one
 * parish of an archdeaconry returned, its sums would be that parish's own answers (its income
 * among them): "never a parish's money unless the diocese ticks it".
 */
@ObjectType({ description: "An archdeaconry's part of the year: its parishes and how many returned" })
export class YearSummaryArchdeaconry {
  @Field(() => String)
  name: string;

  @Field(() => Int, { description: "Its parishes" })
  parishes: number;

  @Field(() => Int, { description: "Its parishes whose return for the year is submitted" })
  returned: number;
}

@ObjectType({ description: "What a parish was asked for the year, and paid of it" })
export class YearSummaryParishPayment {
  @Field(() => String)
  parishName: string;

  @Field(() => String, { description: "The parish page's address part" })
  parishSlug: string;

  @Field(() => String)
  archdeaconryName: string;

  @Field(() => Int, { description: "Its assessment, in whole shillings" })
  assessedKes: number;

  @Field(() => Int, { description: "What it paid of it, reversals taken off" })
  paidKes: number;
}

@ObjectType({ description: "A page of the parishes assessed for the year, by name" })
export class YearSummaryParishPaymentPage extends PageOf(YearSummaryParishPayment) {}

@ObjectType({
  description:
    "A year in numbers, as the diocese published it: totals only, and each parish's assessment paid only when the diocese chose to show it",
})
export class YearSummary {
  @Field(() => Int)
  year: number;

  @Field(() => Int, { description: "The parishes of the diocese" })
  parishes: number;

  @Field(() => Int, { description: "The parishes whose return for the year is submitted" })
  returned: number;

  @Field(() => [YearSummaryTotal], { description: "The year's questions, in the form's order, each summed" })
  totals: YearSummaryTotal[];

  @Field(() => [YearSummaryArchdeaconry], { description: "The same by archdeaconry, by name" })
  archdeaconries: YearSummaryArchdeaconry[];

  @Field(() => Int, { description: "The parishes assessed for the year" })
  parishesAssessed: number;

  @Field(() => Float, { description: "The year's assessments, summed, in whole shillings" })
  assessedKes: number;

  @Field(() => Float, { description: "What the parishes paid of them, in whole shillings" })
  paidKes: number;

  @Field(() => Boolean, { description: "Whether parishPayments lists each parish" })
  showsParishPayments: boolean;
}
