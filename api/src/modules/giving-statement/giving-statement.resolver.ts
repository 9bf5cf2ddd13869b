import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { StatementSend } from "./giving-statement.entity.js";
import { StatementSendPageArgs, StatementYearArgs } from "./giving-statement.inputs.js";
import { GivingStatementYear, StatementSendPage } from "./giving-statement.service.js";
import { lastDigitsOnly } from "./statement-phone.js";

@Resolver(() => StatementSend)
export class GivingStatementResolver {
  @Query(() => GivingStatementYear, {
    description: "A year's donors and their statements sent (treasurers and system admins)",
  })
  givingStatementYear(
    @Args(() => StatementYearArgs) args: StatementYearArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.givingStatements.year(actor, args);
  }

  @Query(() => StatementSendPage, {
    description: "The year's statements, who was sent theirs, when and how, newest first (treasurers)",
  })
  givingStatementsSent(
    @Args(() => StatementSendPageArgs) args: StatementSendPageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.givingStatements.sentPage(actor, args);
  }

  @Mutation(() => GivingStatementYear, {
    description:
      "Sends every donor of the year their statement, once each: by e-mail where one is known, else by SMS with a link (treasurers)",
  })
  sendGivingStatements(
    @Args(() => StatementYearArgs) args: StatementYearArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.givingStatements.sendToEveryDonor(actor, args);
  }

  @FieldResolver(() => String, { description: "The donor's number, its last three digits alone shown" })
  phone(@Root() send: StatementSend): string {
    return lastDigitsOnly(send.phone);
  }
}
