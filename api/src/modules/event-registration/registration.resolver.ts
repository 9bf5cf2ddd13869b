import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Event } from "../event/event.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { RegistrationSetup } from "./registration-setup.entity.js";
import { Registration, RegistrationPayment } from "./registration.entity.js";
import { RegisterInput, RegistrationListArgs, RegistrationSetupInput } from "./registration.inputs.js";
import { Contribution } from "../contribution/contribution.entity.js";
import {
  receiptOf,
  RegistrationFee,
  RegistrationAnswer,
  RegistrationCounts,
  RegistrationPage,
  RegistrationReceipt,
} from "./registration-views.js";

@Resolver(() => Event)
export class EventRegistrationSetupResolver {
  @FieldResolver(() => RegistrationSetup, {
    nullable: true,
    description: "How it takes registrations; null when it takes none",
  })
  registrationSetup(@Root() event: Event, @Ctx() { loaders }: RequestContext) {
    return loaders.registrationSetup.load(event.id);
  }
}

@Resolver(() => Contribution)
export class ContributionRegistrationResolver {
  @FieldResolver(() => RegistrationFee, {
    nullable: true,
    description:
      "The event registration whose fee this entry pays; null for a gift or an assessment's payment",
  })
  registrationFee(@Root() entry: Contribution, @Ctx() { services }: RequestContext) {
    return entry.registrationId === null ? null : services.registrationFees.feeOf(entry.registrationId);
  }
}

@Resolver(() => RegistrationSetup)
export class RegistrationSetupResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description: "Places not yet taken; null when there is no limit",
  })
  placesLeft(@Root() setup: RegistrationSetup): number | null {
    return setup.capacity === null ? null : Math.max(setup.capacity - setup.placesTaken, 0);
  }

  @Mutation(() => RegistrationSetup, {
    description: "Sets how an event takes registrations (staff who may change the event)",
  })
  setRegistrationSetup(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("input", () => RegistrationSetupInput) input: RegistrationSetupInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.setUp(actor, eventId, input);
  }
}

@Resolver(() => Registration)
export class RegistrationResolver {
  @FieldResolver(() => [RegistrationAnswer], { description: "The answers to the event's own questions" })
  answers(@Root() registration: Registration): RegistrationAnswer[] {
    return Object.entries(registration.answers).map(([questionId, answer]) => ({ questionId, answer }));
  }

  @FieldResolver(() => Parish, { nullable: true, description: "The parish they named" })
  parish(@Root() registration: Registration, @Ctx() { loaders }: RequestContext) {
    return registration.parishId === null ? null : loaders.parish.load(registration.parishId);
  }

  @Mutation(() => RegistrationReceipt, {
    description:
      "Registers a person for an event (anyone): a place confirmed (free), held while the fee is paid " +
      "(by a prompt to their phone, or the paybill with the account R<id>), or on the waiting list when full",
  })
  async register(
    @Arg("input", () => RegisterInput) input: RegisterInput,
    @Arg("payBy", () => RegistrationPayment) payBy: RegistrationPayment,
    @Ctx() { services, clientAddress, language }: RequestContext,
  ) {
    return receiptOf(await services.registrations.register(input, clientAddress, language, payBy));
  }

  @Query(() => RegistrationReceipt, {
    nullable: true,
    description: "A registration by its registrant's token (their own page); null for none",
  })
  async registration(@Arg("token", () => String) token: string, @Ctx() { services }: RequestContext) {
    const registration = await services.registrations.byToken(token);
    return registration && receiptOf(registration);
  }

  @Mutation(() => RegistrationReceipt, {
    description:
      "Someone offered a place from the waiting list (or holding one to pay the paybill) pays the fee: " +
      "a prompt to their phone now, or the paybill with the account R<id>, before holdExpiresAt",
  })
  async payRegistrationOffer(
    @Arg("token", () => String) token: string,
    @Arg("payBy", () => RegistrationPayment) payBy: RegistrationPayment,
    @Ctx() { services, clientAddress }: RequestContext,
  ) {
    return receiptOf(await services.registrations.payOffer(token, payBy, clientAddress));
  }

  @Mutation(() => RegistrationReceipt, {
    description: "The registrant cancels their registration; a place it held goes to the waiting list",
  })
  async cancelRegistration(@Arg("token", () => String) token: string, @Ctx() { services }: RequestContext) {
    return receiptOf(await services.registrations.cancel(token));
  }

  @Query(() => RegistrationPage, {
    description: "An event's registrations, in the order made (staff of the event)",
  })
  eventRegistrations(
    @Args(() => RegistrationListArgs) args: RegistrationListArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.list(actor, args);
  }

  @Query(() => RegistrationCounts, { description: "How an event's registrations stand (staff of the event)" })
  eventRegistrationCounts(
    @Arg("eventId", () => ID) eventId: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrations.counts(actor, eventId);
  }
}
