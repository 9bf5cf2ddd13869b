import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { PageArgs } from "../../lib/pagination.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { Assessment, AssessmentInstalment, ParishTreasurer } from "./assessment.entity.js";
import {
  AssessmentOverviewArgs,
  AssessmentRuleInput,
  AssignUnmatchedToAssessmentInput,
  ParishTreasurerInput,
  PayAssessmentInput,
  RecordAssessmentPaymentInput,
  ReverseAssessmentPaymentInput,
  SetAssessmentInput,
} from "./assessment.inputs.js";
import { assessmentAccount } from "./assessment-payments.service.js";
import {
  ArchdeaconryAssessmentTotal,
  AssessmentMonth,
  AssessmentPayment,
  AssessmentPaymentPage,
  AssessmentProposal,
  AssessmentProposalPage,
  AssessmentStanding,
  AssessmentStandingPage,
  paymentView,
  standingView,
} from "./assessment.views.js";

/** Parishes' assessments: what the diocese asks of each parish, what each has paid, and its payments. */
@Resolver(() => Assessment)
export class AssessmentResolver {
  @Query(() => AssessmentStandingPage, {
    description:
      "Every parish the reader reaches with its assessment for the year: diocese-wide staff all, an archdeacon their archdeaconry's, a parish editor their own",
  })
  async assessmentOverview(
    @Args(() => AssessmentOverviewArgs) args: AssessmentOverviewArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    const page = await services.assessments.overview(actor, args);
    return { ...page, items: page.items.map(standingView) };
  }

  @Query(() => [ArchdeaconryAssessmentTotal], {
    description: "Each archdeaconry's assessments for the year, summed, of the parishes the reader reaches",
  })
  assessmentTotals(@Arg("year", () => Int) year: number, @Ctx() { services, actor }: RequestContext) {
    return services.assessments.totals(actor, year);
  }

  @Query(() => [AssessmentMonth], {
    description: "What fell due and what was paid in each month of the year's assessments",
  })
  assessmentMonths(
    @Arg("year", () => Int) year: number,
    @Arg("archdeaconryId", () => ID, { nullable: true }) archdeaconryId: string | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.assessments.months(actor, year, archdeaconryId);
  }

  @Query(() => [AssessmentStanding], {
    description: "A parish's assessments, newest year first: its statement",
  })
  async parishAssessments(
    @Arg("parishId", () => ID) parishId: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return (await services.assessments.statement(actor, parishId)).map(standingView);
  }

  @Query(() => AssessmentPaymentPage, { description: "An assessment's payments and reversals, newest first" })
  async assessmentPayments(
    @Arg("assessmentId", () => ID) assessmentId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    const found = await services.assessmentPayments.page(actor, assessmentId, page);
    return { ...found, items: found.items.map(({ entry, reversed }) => paymentView(entry, reversed)) };
  }

  @Query(() => ParishTreasurer, {
    nullable: true,
    description: "Whom reminders of a parish's assessment go to",
  })
  parishTreasurer(@Arg("parishId", () => ID) parishId: string, @Ctx() { services, actor }: RequestContext) {
    return services.assessments.treasurerOf(actor, parishId);
  }

  @Query(() => AssessmentProposalPage, {
    description: "What a rule would set, parish by parish, before it is applied (treasurers)",
  })
  assessmentRulePreview(
    @Arg("rule", () => AssessmentRuleInput) rule: AssessmentRuleInput,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.assessments.previewRule(actor, rule, page);
  }

  @Mutation(() => Int, {
    description:
      "Sets every parish's assessment for a year by a rule, all or none; answers how many (treasurers)",
  })
  applyAssessmentRule(
    @Arg("rule", () => AssessmentRuleInput) rule: AssessmentRuleInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.assessments.applyRule(actor, rule);
  }

  @Mutation(() => Assessment, { description: "Sets a parish's assessment for a year (treasurers)" })
  setAssessment(
    @Arg("input", () => SetAssessmentInput) input: SetAssessmentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.assessments.set(actor, input);
  }

  @Mutation(() => AssessmentPayment, {
    description:
      "Puts a paybill payment the site could not place towards a parish's oldest assessment not paid in full (treasurers)",
  })
  async assignUnmatchedPaymentToAssessment(
    @Arg("input", () => AssignUnmatchedToAssessmentInput) input: AssignUnmatchedToAssessmentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return paymentView(await services.assessmentPayments.assignUnmatched(actor, input), false);
  }

  @Mutation(() => AssessmentPayment, {
    description: "Records a cheque, transfer or cash a parish paid towards its assessment (treasurers)",
  })
  async recordAssessmentPayment(
    @Arg("input", () => RecordAssessmentPaymentInput) input: RecordAssessmentPaymentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return paymentView(await services.assessmentPayments.record(actor, input), false);
  }

  @Mutation(() => AssessmentPayment, {
    description:
      "Sends an M-Pesa prompt to the phone given, towards a parish's assessment (the parish's editor, treasurers)",
  })
  async payAssessmentByMpesa(
    @Arg("input", () => PayAssessmentInput) input: PayAssessmentInput,
    @Ctx() { services, actor, clientAddress }: RequestContext,
  ) {
    return paymentView(await services.mpesa.payAssessment(actor, input, clientAddress), false);
  }

  @Mutation(() => AssessmentPayment, {
    description: "Takes back a payment of an assessment, with a reason (treasurers)",
  })
  async reverseAssessmentPayment(
    @Arg("input", () => ReverseAssessmentPaymentInput) input: ReverseAssessmentPaymentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return paymentView(await services.assessmentPayments.reverse(actor, input), false);
  }

  @Mutation(() => ParishTreasurer, {
    description: "Names a parish's treasurer, whom reminders go to (the parish's editor, treasurers)",
  })
  setParishTreasurer(
    @Arg("input", () => ParishTreasurerInput) input: ParishTreasurerInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.assessments.setTreasurer(actor, input);
  }

  @FieldResolver(() => [AssessmentInstalment], { description: "The parts it falls due in, by day" })
  instalments(@Root() assessment: Assessment, @Ctx() { loaders }: RequestContext) {
    return loaders.instalmentsOfAssessment.load(assessment.id);
  }

  @FieldResolver(() => Parish, { nullable: true })
  parish(@Root() assessment: Assessment, @Ctx() { loaders }: RequestContext) {
    return loaders.parish.load(assessment.parishId);
  }

  @FieldResolver(() => String, {
    description: "The account the parish types at the paybill to pay it: Q and the parish's number",
  })
  paybillAccount(@Root() assessment: Assessment): string {
    return assessmentAccount(assessment.parishId);
  }
}

/** The parish and archdeaconry of a standing, through the request's loaders. */
@Resolver(() => AssessmentStanding)
export class AssessmentStandingResolver {
  @FieldResolver(() => Parish, { nullable: true })
  parish(@Root() standing: AssessmentStanding, @Ctx() { loaders }: RequestContext) {
    return loaders.parish.load(standing.parishId);
  }
}

@Resolver(() => ArchdeaconryAssessmentTotal)
export class ArchdeaconryAssessmentTotalResolver {
  @FieldResolver(() => Archdeaconry, { nullable: true })
  archdeaconry(@Root() total: ArchdeaconryAssessmentTotal, @Ctx() { loaders }: RequestContext) {
    return loaders.archdeaconry.load(total.archdeaconryId);
  }
}

@Resolver(() => AssessmentProposal)
export class AssessmentProposalResolver {
  @FieldResolver(() => Parish, { nullable: true })
  parish(@Root() proposal: AssessmentProposal, @Ctx() { loaders }: RequestContext) {
    return loaders.parish.load(proposal.parishId);
  }
}
