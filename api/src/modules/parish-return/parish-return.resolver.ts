import { Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { ParishReturnQuestion } from "./parish-return.entity.js";
import {
  ParishReturnAnswersArgs,
  ParishReturnArgs,
  ParishReturnQuestionsArgs,
  ParishReturnStatusesArgs,
  ParishReturnTotalsArgs,
  ParishReturnTrendArgs,
  ParishReturnYearArgs,
  ReopenParishReturnArgs,
} from "./parish-return.inputs.js";
import { ParishReturnArchdeaconryTotals, ParishReturnStatusPage } from "./parish-return-overview.service.js";
import { ParishReturnReminders } from "./parish-return-reminders.js";
import { ParishReturnView } from "./parish-return.service.js";
import { ParishReturnTrend } from "./parish-return-trend.js";

/** The parishes' annual returns: the questions, a parish's form, and the diocese's view of a year. */
@Resolver()
export class ParishReturnResolver {
  @Query(() => [Int], {
    description: "The years whose return has questions, latest first (readers of parish records)",
  })
  parishReturnYears(@Ctx() { services, actor }: RequestContext) {
    return services.parishReturnQuestions.years(actor);
  }

  @Query(() => [ParishReturnQuestion], { description: "A year's questions, in the form's order" })
  parishReturnQuestions(
    @Args(() => ParishReturnYearArgs) args: ParishReturnYearArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnQuestions.ofYear(actor, args);
  }

  @Mutation(() => [ParishReturnQuestion], {
    description: "Starts a year's return as a copy of the year before's questions (the diocese's editors)",
  })
  startParishReturnYear(
    @Args(() => ParishReturnYearArgs) args: ParishReturnYearArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnQuestions.startYear(actor, args);
  }

  @Mutation(() => [ParishReturnQuestion], {
    description:
      "Sets a year's questions, in order; once a return is submitted, none is removed or re-totalled",
  })
  setParishReturnQuestions(
    @Args(() => ParishReturnQuestionsArgs) args: ParishReturnQuestionsArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnQuestions.setQuestions(actor, args);
  }

  @Query(() => ParishReturnView, {
    description: "A parish's return for a year (readers of that parish's records)",
  })
  parishReturn(
    @Args(() => ParishReturnArgs) args: ParishReturnArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturns.ofParish(actor, args);
  }

  @Mutation(() => ParishReturnView, {
    description: "Saves a parish's return as a draft (its editor, or the diocese's)",
  })
  saveParishReturnDraft(
    @Args(() => ParishReturnAnswersArgs) args: ParishReturnAnswersArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturns.saveDraft(actor, args);
  }

  @Mutation(() => ParishReturnView, {
    description: "Saves and submits a parish's return, once; complete and adding up",
  })
  submitParishReturn(
    @Args(() => ParishReturnAnswersArgs) args: ParishReturnAnswersArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturns.submit(actor, args);
  }

  @Mutation(() => ParishReturnView, {
    description: "Reopens a submitted return for a correction, with the reason (the diocese)",
  })
  reopenParishReturn(
    @Args(() => ReopenParishReturnArgs) args: ReopenParishReturnArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturns.reopen(actor, args);
  }

  @Query(() => ParishReturnStatusPage, {
    description: "The parishes with their return's status for a year, by name",
  })
  parishReturnStatuses(
    @Args(() => ParishReturnStatusesArgs) args: ParishReturnStatusesArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnOverview.statuses(actor, args);
  }

  @Query(() => [ParishReturnArchdeaconryTotals], {
    description: "Each archdeaconry's submitted returns of a year, summed",
  })
  parishReturnTotals(
    @Args(() => ParishReturnTotalsArgs) args: ParishReturnTotalsArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnOverview.totals(actor, args);
  }

  @Query(() => ParishReturnTrend, {
    description: "A question's totals over five years, by archdeaconry or by parish",
  })
  parishReturnTrend(
    @Args(() => ParishReturnTrendArgs) args: ParishReturnTrendArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnTrend.trend(actor, args);
  }

  @Mutation(() => ParishReturnReminders, {
    description: "E-mails the parishes whose return for the year is not submitted, once a day at most",
  })
  remindParishReturns(
    @Args(() => ParishReturnYearArgs) args: ParishReturnYearArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.parishReturnReminders.remind(actor, args);
  }
}
