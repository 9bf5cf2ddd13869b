import { Args, Ctx, FieldResolver, Float, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { maskedPhone } from "../contribution/donor-phone.js";
import { SmsMessage } from "./sms-message.entity.js";
import { SmsLogPageArgs, SmsMonthArgs } from "./sms.inputs.js";
import { SmsMessagePage, SmsMonthCost } from "./sms.service.js";

@Resolver(() => SmsMessage)
export class SmsResolver {
  @Query(() => SmsMessagePage, { description: "The SMS log, newest first (treasurers and system admins)" })
  smsMessages(@Args(() => SmsLogPageArgs) args: SmsLogPageArgs, @Ctx() { services, actor }: RequestContext) {
    return services.sms.page(actor, args);
  }

  @Query(() => SmsMonthCost, { description: "What a month's SMS cost (treasurers and system admins)" })
  smsMonthCost(@Args(() => SmsMonthArgs) args: SmsMonthArgs, @Ctx() { services, actor }: RequestContext) {
    return services.sms.monthCost(actor, args);
  }

  @FieldResolver(() => String, {
    description: "The number, masked as the ledger masks it: enough to tell two apart",
  })
  phone(@Root() sms: SmsMessage): string | null {
    return maskedPhone(sms.phone.replace(/^\+/, ""));
  }

  @FieldResolver(() => Float, { nullable: true, description: "What it cost, in shillings" })
  costKes(@Root() sms: SmsMessage): number | null {
    return sms.costCents === null ? null : sms.costCents / 100;
  }
}
