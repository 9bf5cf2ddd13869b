import { Arg, Args, Ctx, ID, Int, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { CheckInInput, CheckInResult } from "./registration-check-in.js";
import { RecordRefundArgs } from "./registration-refunds.js";
import { RegistrantMessageInput } from "./registrant-messages.js";
import { Registration } from "./registration.entity.js";

/** What an event's staff do with its registrations: check-in at the door, refunds, messages. */
@Resolver()
export class RegistrationStaffResolver {
  @Mutation(() => [CheckInResult], {
    description:
      "Checks registrants in at the door (the event's staff): each check-in counts once, by its key and by the registration; only CONFIRMED ones are let in. The answers are in the order of the check-ins.",
  })
  checkInRegistrations(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("checkIns", () => [CheckInInput]) checkIns: CheckInInput[],
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrationStaff.checkIn(actor, eventId, checkIns);
  }

  @Mutation(() => Registration, {
    description:
      "Records that a cancelled or released registration's fee was given back, at most what was paid, once (treasurers)",
  })
  recordRegistrationRefund(
    @Args(() => RecordRefundArgs) args: RecordRefundArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrationStaff.recordRefund(actor, args);
  }

  @Mutation(() => Int, {
    description:
      "Messages an event's registrants of some statuses by SMS (sent 08:00-18:00 in Kakamega) or e-mail (the event's staff); answers how many it reaches",
  })
  messageRegistrants(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("input", () => RegistrantMessageInput) input: RegistrantMessageInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.registrationStaff.message(actor, eventId, input);
  }
}
