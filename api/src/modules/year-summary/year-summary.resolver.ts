import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Int } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { YearSummarySetting } from "./year-summary.entity.js";
import {
  SetYearSummaryArgs,
  YearSummaryParishPaymentsArgs,
  YearSummaryYearArgs,
} from "./year-summary.inputs.js";
import { YearSummary, YearSummaryParishPaymentPage } from "./year-summary.views.js";

/** A year's summary on the website: the diocese's decision, and the published figures anyone reads. */
@Resolver(() => YearSummary)
export class YearSummaryResolver {
  @Query(() => YearSummary, {
    nullable: true,
    description: "A year in numbers, when the diocese has published it; null for a year not published",
  })
  yearSummary(
    @Args(() => YearSummaryYearArgs) args: YearSummaryYearArgs,
    @Ctx() { services, language }: RequestContext,
  ) {
    return services.yearSummaries.published(args, language);
  }

  @Query(() => [Int], { description: "The years whose summary the diocese has published, latest first" })
  publishedYearSummaries(@Ctx() { services }: RequestContext) {
    return services.yearSummaries.publishedYears();
  }

  @FieldResolver(() => YearSummaryParishPaymentPage, {
    nullable: true,
    description:
      "Each parish's assessment and what it paid, a page at a time; null unless the diocese shows them",
  })
  parishPayments(
    @Root() summary: YearSummary,
    @Args(() => YearSummaryParishPaymentsArgs) args: YearSummaryParishPaymentsArgs,
    @Ctx() { services }: RequestContext,
  ) {
    return services.yearSummaries.parishPayments(summary, args);
  }

  @Query(() => YearSummarySetting, {
    description: "Whether a year's summary is published, and what it shows (the diocese's editors)",
  })
  yearSummarySetting(
    @Args(() => YearSummaryYearArgs) args: YearSummaryYearArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.yearSummaries.setting(actor, args);
  }

  @Mutation(() => YearSummarySetting, {
    description:
      "Publishes or unpublishes a year's summary, and shows or hides each parish's assessment paid (the diocese's editors)",
  })
  setYearSummary(
    @Args(() => SetYearSummaryArgs) args: SetYearSummaryArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.yearSummaries.set(actor, args);
  }
}
