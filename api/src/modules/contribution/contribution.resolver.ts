import { Arg, Args, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { Project } from "../project/project.entity.js";
import { Contribution } from "./contribution.entity.js";
import {
  GiftFilterArgs,
  GiftPageArgs,
  GiveInput,
  MIN_GIFT_KES,
  RecordGiftInput,
  ReverseGiftInput,
} from "./contribution.inputs.js";
import { maskedPhone } from "./donor-phone.js";
import {
  AppealProgress,
  ContributionPage,
  DonorGift,
  GiftTotals,
  GivingSettings,
  RecentGift,
  appealProgressOf,
  donorGiftOf,
  paymentsSimulated,
} from "./gift-views.js";

/** The donor's, everyone's and the treasurer's sides of giving. */
@Resolver(() => Contribution)
export class ContributionResolver {
  @Query(() => GivingSettings, { description: "Whether and how this site takes gifts by M-Pesa" })
  async giving(@Ctx() { services }: RequestContext): Promise<GivingSettings> {
    const mode = services.mpesa.mode;
    return {
      mode,
      promptsEnabled: await services.mpesa.promptsEnabled(),
      simulated: paymentsSimulated(mode),
      minAmountKes: MIN_GIFT_KES,
      maxAmountKes: services.mpesa.maxAmountKes,
      smsReceipts: await services.sms.switchedOn(),
    };
  }

  @Mutation(() => DonorGift, {
    description:
      "Gives to a project by M-Pesa: the donor's phone gets a prompt for their PIN. Anyone may call it, within limits per phone and per client. Ask `gift(token)` for how it ends.",
  })
  async giveByMpesa(@Arg("input", () => GiveInput) input: GiveInput, @Ctx() context: RequestContext) {
    const entry = await context.services.mpesa.give(input, context.clientAddress, context.language);
    return this.donorGift(entry, context);
  }

  @Query(() => DonorGift, {
    nullable: true,
    description: "A gift by the unguessable token of its status and receipt pages; null when there is none",
  })
  async gift(@Arg("token", () => String) token: string, @Ctx() context: RequestContext) {
    const entry = await context.services.contributions.findByToken(token);
    return entry ? this.donorGift(entry, context) : null;
  }

  @Query(() => [RecentGift], {
    description: "The newest gifts to a project that stand: a first name or Anonymous, the amount, the time",
  })
  recentGifts(
    @Arg("projectId", () => ID) projectId: string,
    @Ctx() { services }: RequestContext,
    @Arg("first", () => Int, { defaultValue: 10 }) first: number,
  ) {
    return services.contributions.recentGifts(projectId, first);
  }

  @Query(() => ContributionPage, {
    description: "The ledger of gifts, newest first (treasurers and system admins)",
  })
  contributions(@Args(() => GiftPageArgs) args: GiftPageArgs, @Ctx() { services, actor }: RequestContext) {
    return services.treasurerLedger.page(actor, args);
  }

  @Query(() => GiftTotals, {
    description: "The sum and count of the ledger's entries a filter chooses (any staff)",
  })
  giftTotals(@Args(() => GiftFilterArgs) args: GiftFilterArgs, @Ctx() { services, actor }: RequestContext) {
    return services.treasurerLedger.totals(actor, args);
  }

  @Mutation(() => Contribution, {
    description: "Records a gift received in cash, by cheque or transfer (treasurers)",
  })
  recordGift(
    @Arg("input", () => RecordGiftInput) input: RecordGiftInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.treasurerLedger.recordGift(actor, input);
  }

  @Mutation(() => Boolean, {
    description: "Sends a paid gift's SMS receipt again, to the phone that paid (treasurers)",
  })
  resendGiftReceipt(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.treasurerLedger.resendReceipt(actor, id);
  }

  @Mutation(() => Contribution, {
    description: "Reverses a paid gift with a reason: an entry of its own (treasurers)",
  })
  reverseGift(
    @Arg("input", () => ReverseGiftInput) input: ReverseGiftInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.treasurerLedger.reverse(actor, input);
  }

  @Mutation(() => Contribution, { description: "Asks M-Pesa now how a pending prompt ended (treasurers)" })
  checkGiftStatus(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.mpesa.checkStatus(actor, id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The donor's phone, masked: never the whole number",
  })
  phone(@Root() entry: Contribution) {
    return maskedPhone(entry.phone);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The donor's name as given (even when anonymous to the public)",
  })
  donorName(@Root() entry: Contribution) {
    return entry.donorName;
  }

  @FieldResolver(() => Contribution, {
    nullable: true,
    description: "The reversal that took this gift back; null while the gift stands",
  })
  reversedBy(@Root() entry: Contribution, @Ctx() { loaders }: RequestContext) {
    return loaders.reversalOfGift.load(entry.id);
  }

  @FieldResolver(() => Contribution, {
    nullable: true,
    description: "For a reversal: the gift it takes back",
  })
  reverses(@Root() entry: Contribution, @Ctx() { loaders }: RequestContext) {
    return entry.reversesId ? loaders.ledgerEntry.load(entry.reversesId) : null;
  }

  @FieldResolver(() => Project, {
    nullable: true,
    description: "The appeal given to; null for a registration's fee (see registrationFee)",
  })
  project(@Root() entry: Contribution, @Ctx() { loaders }: RequestContext) {
    return entry.registrationId === null ? projectOfGift(entry, loaders) : null;
  }

  private async donorGift(entry: Contribution, { loaders, language }: RequestContext) {
    return donorGiftOf(entry, await projectOfGift(entry, loaders), language);
  }
}

/**
 * The project of a gift. The gifts' queries never answer a parish's payment of its assessment,
 * which has none, but a stray id is refused rather than answered wrong.
 */
async function projectOfGift(entry: Contribution, loaders: RequestContext["loaders"]) {
  const project = entry.projectId === null ? null : await loaders.project.load(entry.projectId);
  if (!project) throw new NotFoundError(`There is no project with id ${String(entry.projectId)}`);
  return project;
}

/** A project's progress, from the ledger: on every project, so lists and the banner carry it. */
@Resolver(() => Project)
export class ProjectProgressResolver {
  @FieldResolver(() => [RecentGift], {
    description: "The newest gifts to it that stand: a first name or Anonymous, the amount, the time",
  })
  recentGifts(
    @Root() project: Project,
    @Ctx() { services }: RequestContext,
    @Arg("first", () => Int, { defaultValue: 10 }) first: number,
  ) {
    return services.contributions.recentGifts(project.id, first);
  }

  @FieldResolver(() => AppealProgress, {
    description: "Raised of target, and how many gifts, from the ledger",
  })
  async progress(@Root() project: Project, @Ctx() { loaders }: RequestContext) {
    return appealProgressOf(project, await loaders.progressOfProject.load(project.id));
  }

  @FieldResolver(() => Float, {
    description:
      "What has been raised so far, in whole Kenya shillings: the ledger's total (a Float, since a sum may pass Int's range)",
  })
  async amountRaisedKes(@Root() project: Project, @Ctx() { loaders }: RequestContext) {
    return (await loaders.progressOfProject.load(project.id)).raisedKes;
  }
}
