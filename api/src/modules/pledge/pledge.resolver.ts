import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { RequestContext } from "../../context.js";
import { requireTreasurer } from "../../authorization.js";
import { CursorPageOf } from "../../db/newest-first-page.js";
import { GiftStatus } from "../contribution/contribution.entity.js";
import { Pledge, PledgeChange, PledgeSchedule, PledgeStatus } from "./pledge.entity.js";
import {
  AdjustPledgeInput,
  CancelPledgeInput,
  PledgeAddressArgs,
  PledgeFilterArgs,
  PledgeInput,
  PledgePageArgs,
  PledgeRemindersInput,
} from "./pledge.inputs.js";
import { PledgeTotals } from "./pledge-totals.js";
import { translated } from "../translation/translation.js";
import { maskedPhone } from "../contribution/donor-phone.js";

@ObjectType({ description: "One page of pledges, newest first" })
export class PledgePage extends CursorPageOf(Pledge) {}

@ObjectType({ description: "A pledge as its pledger sees it at its own address: no one else's business" })
export class PledgeStatement {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "The rest of the pledge's own address" })
  secret: string;

  @Field(() => ID)
  projectId: string;

  @Field(() => String, { description: "The appeal's title, in the language asked for" })
  projectTitle: string;

  @Field(() => String)
  projectSlug: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  amountKes: number;

  @Field(() => Int, { description: "Paid towards it so far" })
  paidKes: number;

  @Field(() => Int, { description: "Left to pay; none once paid in full or more" })
  leftKes: number;

  @Field(() => String)
  dueOn: string;

  @Field(() => PledgeSchedule)
  schedule: PledgeSchedule;

  @Field(() => Boolean, { description: "Whether the pledger gets reminders" })
  remindersOn: boolean;

  @Field(() => String, { nullable: true })
  nextReminderOn: string | null;

  @Field(() => PledgeStatus)
  status: PledgeStatus;

  @Field(() => String, {
    description: "The account to give when paying the paybill by hand: P and its number",
  })
  accountReference: string;

  @Field(() => Boolean, { description: "Whether a prompt can be sent: the pledge has a phone" })
  hasPhone: boolean;

  @Field(() => Boolean, { description: "Whether its phone has stopped every SMS (STOP, or the link)" })
  smsStopped: boolean;
}

@ObjectType({ description: "A prompt sent towards a pledge: ask `gift(token)` how it ends" })
export class PledgePromptSent {
  @Field(() => String)
  giftToken: string;

  @Field(() => GiftStatus)
  status: GiftStatus;
}

async function statementOf(pledge: Pledge, { services, language }: RequestContext): Promise<PledgeStatement> {
  const [paidKes] = await services.pledges.paidOfEach([pledge.id]);
  const project = await services.projects.findById(pledge.projectId);
  return {
    projectTitle: project ? translated(project, language).title : "",
    projectSlug: project?.slug ?? "",
    id: String(pledge.id),
    secret: pledge.pageToken,
    projectId: String(pledge.projectId),
    name: pledge.name,
    amountKes: pledge.amountKes,
    paidKes: paidKes!,
    leftKes: Math.max(0, pledge.amountKes - paidKes!),
    dueOn: pledge.dueOn,
    schedule: pledge.schedule,
    remindersOn: pledge.remindersConsentAt !== null,
    nextReminderOn: pledge.nextReminderOn,
    status: pledge.status,
    accountReference: `P${pledge.id}`,
    hasPhone: pledge.phone !== null,
    smsStopped: await services.pledges.smsStopped(pledge),
  };
}

/** The pledger's side of pledges (by their pledge's own address) and the treasurer's. */
@Resolver(() => Pledge)
export class PledgeResolver {
  @Mutation(() => PledgeStatement, {
    description:
      "Makes a pledge to an appeal. Anyone may, within limits per phone and per client; its `id` and `secret` make its own address, which only the answer and its SMS carry.",
  })
  async makePledge(@Arg("input", () => PledgeInput) input: PledgeInput, @Ctx() context: RequestContext) {
    const pledge = await context.services.pledges.make(input, context.clientAddress, context.language);
    return statementOf(pledge, context);
  }

  @Query(() => PledgeStatement, {
    nullable: true,
    description: "A pledge by its own address; null for any other",
  })
  async pledgeStatement(
    @Args(() => PledgeAddressArgs) args: PledgeAddressArgs,
    @Ctx() context: RequestContext,
  ) {
    const pledge = await context.services.pledges.findByAddress(args.id, args.secret);
    return pledge ? statementOf(pledge, context) : null;
  }

  @Mutation(() => PledgeStatement, {
    description: "The pledger changes how often they are reminded, or stops it",
  })
  async changePledgeReminders(
    @Arg("input", () => PledgeRemindersInput) input: PledgeRemindersInput,
    @Ctx() context: RequestContext,
  ) {
    return statementOf(await context.services.pledges.changeReminders(input), context);
  }

  @Mutation(() => PledgeStatement, {
    description: "Stops every SMS to the pledge's phone, for ever (its own address): the opt-out by a link",
  })
  async stopPledgeSms(
    @Args(() => PledgeAddressArgs) args: PledgeAddressArgs,
    @Ctx() context: RequestContext,
  ) {
    return statementOf(await context.services.pledges.stopSms(args.id, args.secret), context);
  }

  @Mutation(() => PledgePromptSent, {
    description: "Sends the pledge's phone an M-Pesa prompt for an amount towards it (its own address)",
  })
  async payPledge(
    @Args(() => PledgeAddressArgs) args: PledgeAddressArgs,
    @Arg("amountKes", () => Int) amountKes: number,
    @Ctx() context: RequestContext,
  ): Promise<PledgePromptSent> {
    const { services } = context;
    const pledge = await services.pledges.requireByAddress(args.id, args.secret);
    const gift = await services.mpesa.payPledge(pledge, amountKes, context.clientAddress);
    return { giftToken: gift.receiptToken, status: gift.status };
  }

  @Query(() => PledgePage, { description: "Pledges, newest first (treasurers and system admins)" })
  pledges(@Args(() => PledgePageArgs) args: PledgePageArgs, @Ctx() { services, actor }: RequestContext) {
    return services.treasurerPledges.page(actor, args);
  }

  @Query(() => PledgeTotals, { description: "Promised, paid and overdue of the pledges a filter chooses" })
  pledgeTotals(
    @Args(() => PledgeFilterArgs) args: PledgeFilterArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.treasurerPledges.totals(actor, args);
  }

  @Mutation(() => Pledge, { description: "Records a pledge taken on paper at a harambee (treasurers)" })
  recordPaperPledge(
    @Arg("input", () => PledgeInput) input: PledgeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.pledges.recordPaper(actor, input);
  }

  @Mutation(() => Pledge, { description: "Changes a pledge's amount or day, saying why (treasurers)" })
  adjustPledge(
    @Arg("input", () => AdjustPledgeInput) input: AdjustPledgeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.treasurerPledges.adjust(actor, input);
  }

  @Mutation(() => Pledge, { description: "Cancels an open pledge, saying why: it is kept (treasurers)" })
  cancelPledge(
    @Arg("input", () => CancelPledgeInput) input: CancelPledgeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.treasurerPledges.cancel(actor, input);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The pledger's number, masked as the ledger masks a donor's: enough to tell two apart",
  })
  phone(@Root() pledge: Pledge): string | null {
    return pledge.phone ? maskedPhone(pledge.phone.replace(/^\+/, "")) : null;
  }

  @FieldResolver(() => Int, { description: "Paid towards it so far" })
  async paidKes(@Root() pledge: Pledge, @Ctx() { loaders }: RequestContext): Promise<number> {
    return loaders.paidOfPledge.load(pledge.id);
  }

  @FieldResolver(() => [PledgeChange], { description: "What staff changed of it, with why, oldest first" })
  changes(@Root() pledge: Pledge, @Ctx() { loaders, actor }: RequestContext) {
    requireTreasurer(actor);
    return loaders.changesOfPledge.load(pledge.id);
  }
}
