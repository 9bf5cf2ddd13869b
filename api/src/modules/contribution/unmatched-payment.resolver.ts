import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Contribution } from "./contribution.entity.js";
import { maskedPhone } from "./donor-phone.js";
import { UnmatchedPayment } from "./unmatched-payment.entity.js";
import {
  AssignUnmatchedPaymentInput,
  SetAsideUnmatchedPaymentInput,
  UnmatchedPaymentPageArgs,
} from "./unmatched-payment.inputs.js";
import { UnmatchedPaymentPage } from "./unmatched-payment.service.js";

/** The treasurer's list of paybill payments that need attention, and their two answers. */
@Resolver(() => UnmatchedPayment)
export class UnmatchedPaymentResolver {
  @Query(() => UnmatchedPaymentPage, {
    description:
      "Paybill payments M-Pesa confirmed that the site could not match to a gift or the appeal, newest first (treasurers and system admins)",
  })
  unmatchedPayments(
    @Args(() => UnmatchedPaymentPageArgs) args: UnmatchedPaymentPageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.unmatchedPayments.page(actor, args);
  }

  @Mutation(() => Contribution, {
    description: "Records an unmatched paybill payment as a paid gift to a project, once (treasurers)",
  })
  assignUnmatchedPayment(
    @Arg("input", () => AssignUnmatchedPaymentInput) input: AssignUnmatchedPaymentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.unmatchedPayments.assign(actor, input);
  }

  @Mutation(() => UnmatchedPayment, {
    description:
      "Sets an unmatched paybill payment aside as money for no appeal, such as a tithe (treasurers)",
  })
  setAsideUnmatchedPayment(
    @Arg("input", () => SetAsideUnmatchedPaymentInput) input: SetAsideUnmatchedPaymentInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.unmatchedPayments.setAside(actor, input);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The payer's phone as M-Pesa sent it, masked: never the whole number",
  })
  phone(@Root() payment: UnmatchedPayment) {
    return maskedPhone(payment.phone);
  }
}
