import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { Parish } from "../parish/parish.entity.js";
import { smsPartsOf } from "../sms/sms.service.js";
import { SmsNotice, SmsNoticeDelivery } from "./sms-notice.entity.js";
import { SmsNoticeInput, SmsNoticePageArgs } from "./sms-notice.inputs.js";
import { noticeText } from "./sms-notice-recipients.js";
import { SmsNoticePage, SmsNoticePreview } from "./sms-notice.service.js";

/** Staff's side of SMS notices: see what one would be, send it, follow its delivery. */
@Resolver(() => SmsNotice)
export class SmsNoticeResolver {
  @Query(() => SmsNoticePreview, {
    description: "Who a notice would reach, in how many SMS, at what cost and when (editors, a parish's own)",
  })
  smsNoticePreview(
    @Arg("input", () => SmsNoticeInput) input: SmsNoticeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.smsNotices.preview(actor, input);
  }

  @Mutation(() => SmsNotice, {
    description:
      "Sends a notice by SMS to the subscribers of a parish or the diocese, once its preview was seen",
  })
  sendSmsNotice(
    @Arg("input", () => SmsNoticeInput) input: SmsNoticeInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.smsNotices.send(actor, input);
  }

  @Query(() => SmsNoticePage, { description: "SMS notices, newest first; a parish editor's, their parish's" })
  smsNotices(
    @Args(() => SmsNoticePageArgs) args: SmsNoticePageArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.smsNotices.page(actor, args);
  }

  @FieldResolver(() => Parish, { nullable: true, description: "Its parish; null: the diocese's own notice" })
  parish(@Root() notice: SmsNotice, @Ctx() { loaders }: RequestContext) {
    return notice.parishId === null ? null : loaders.parish.load(notice.parishId);
  }

  @FieldResolver(() => Int, { description: "The SMS each number gets, the opt-out words included" })
  parts(@Root() notice: SmsNotice): number {
    return smsPartsOf(noticeText(notice.body)).parts;
  }

  @FieldResolver(() => SmsNoticeDelivery, { description: "What became of its SMS so far" })
  delivery(@Root() notice: SmsNotice, @Ctx() { loaders }: RequestContext) {
    return loaders.deliveryOfNotice.load(notice.id);
  }
}
