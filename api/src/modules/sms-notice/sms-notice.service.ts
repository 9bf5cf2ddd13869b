import { Field, Float, Int, ObjectType } from "type-graphql";
import { In, Not, type DataSource, type EntityManager, type Repository } from "typeorm";
import {
  requireEditor,
  requireParishContentListing,
  requireParishEditing,
  requireSignedIn,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import type { SmsConfig } from "../../config.js";
import { CursorPageOf, newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { deleteWhere, insertRows, updateWhere } from "../../db/store.js";
import { UserInputError } from "../../errors.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Parish } from "../parish/parish.entity.js";
import { SmsMessage, SmsOptOut, SmsStatus } from "../sms/sms-message.entity.js";
import {
  kenyanMobile,
  MAX_SMS_PARTS,
  nextPromotionalMoment,
  smsPartsOf,
  type SmsService,
} from "../sms/sms.service.js";
import { parishKeyOf, SmsNotice, SmsNoticeDelivery, SmsSubscription } from "./sms-notice.entity.js";
import { SmsNoticeInput, SmsNoticePageArgs } from "./sms-notice.inputs.js";
import { NOTICE_OPT_OUT, noticeText, recipientsOf } from "./sms-notice-recipients.js";

@ObjectType({
  description: "What a notice would be: who gets it, how many SMS it takes, what it costs, when it goes",
})
export class SmsNoticePreview {
  @Field(() => Int, {
    description: "The subscribers it would reach now; numbers that said STOP are left out",
  })
  recipients: number;

  @Field(() => Int, { description: "The SMS each number gets, the opt-out words included" })
  parts: number;

  @Field(() => String, { description: "GSM-7 (the phone alphabet) or UCS-2, which halves what an SMS holds" })
  encoding: string;

  @Field(() => Float, {
    description: "About what it costs, in shillings: recipients × parts × the price of a part",
  })
  costKes: number;

  @Field(() => Date, {
    description: "When its SMS start to go: now within 08:00-18:00 in Kakamega, else the next 08:00",
  })
  whenSent: Date;

  @Field(() => Boolean, { description: "Whether its SMS wait for the next 08:00, sent outside the hours" })
  waits: boolean;

  @Field(() => Boolean, { description: "Whether it fits in the two SMS a notice may take" })
  fits: boolean;

  @Field(() => String, { description: "The SMS as each number gets it" })
  text: string;
}

@ObjectType({ description: "One page of SMS notices, newest first" })
export class SmsNoticePage extends CursorPageOf(SmsNotice) {}

/** The most places whose notices one number may have: the diocese's and four parishes', say. */
export const MAX_SUBSCRIPTIONS = 5;

/** Which SMS statuses each figure of a notice's delivery counts. */
const DELIVERY_OF_STATUS: Record<SmsStatus, keyof SmsNoticeDelivery> = {
  [SmsStatus.QUEUED]: "queued",
  [SmsStatus.SENDING]: "queued",
  [SmsStatus.SENT]: "sent",
  // Handed over, its answer lost: it may well have gone, and is never sent again.
  [SmsStatus.UNKNOWN]: "sent",
  [SmsStatus.DELIVERED]: "delivered",
  [SmsStatus.FAILED]: "failed",
  [SmsStatus.OPTED_OUT]: "optedOut",
};

/**
 * SMS notices: numbers ask for a parish's notices, or the diocese's (by USSD or an SMS keyword,
 * modules/phone/, through subscribe and unsubscribe), and staff send them one, seeing first whom
 * it reaches and what it costs. A notice is promotional: it ends with the opt-out, goes 08:00-18:00
 * in Kakamega, and never to a number that said STOP (SmsService). Confirming records it with its
 * recipients; SmsNoticeSending queues its SMS.
 */
export class SmsNoticeService {
  private readonly notices: Repository<SmsNotice>;
  private readonly subscriptions: Repository<SmsSubscription>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly config: SmsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.notices = dataSource.getRepository(SmsNotice);
    this.subscriptions = dataSource.getRepository(SmsSubscription);
  }

  /**
   * Subscribes a number to a parish's notices (parishId) or the diocese's (null); again is no
   * change; at most MAX_SUBSCRIPTIONS each. Asking is consent: a STOP the number sent before is
   * lifted, in the same transaction, and the subscriptions that STOP ended stay ended (only this
   * one is new consent).
   */
  async subscribe(rawPhone: string, parishId: number | null, how: string): Promise<void> {
    const phone = kenyanMobile(rawPhone);
    await this.requireParishOrDiocese(parishId);
    if (!/^[a-z_]{1,20}$/.test(how)) {
      throw new UserInputError("how must say how the number asked, such as ussd or sms", "how");
    }
    await this.dataSource.transaction(async (manager) => {
      const stopped = await manager.existsBy(SmsOptOut, { phone });
      const subscriptions = manager.getRepository(SmsSubscription);
      if (stopped) {
        await deleteWhere(subscriptions, { phone });
        await deleteWhere(manager.getRepository(SmsOptOut), { phone });
      }
      const parishKey = parishKeyOf(parishId);
      const others = await subscriptions.countBy({ phone, parishKey: Not(parishKey) });
      if (others >= MAX_SUBSCRIPTIONS) {
        throw new UserInputError(
          `A number may have the notices of ${MAX_SUBSCRIPTIONS} places at most: stop one first`,
          "parishId",
        );
      }
      await insertRows(subscriptions, { phone, parishId, parishKey, how }, { ignoringDuplicates: true });
    });
  }

  /** Stops one subscription; none is no change. */
  async unsubscribe(rawPhone: string, parishId: number | null): Promise<void> {
    const phone = kenyanMobile(rawPhone);
    await this.requireParishOrDiocese(parishId);
    await this.dataSource.transaction(async (manager) => {
      await deleteWhere(manager.getRepository(SmsSubscription), { phone, parishKey: parishKeyOf(parishId) });
      await this.withdrawWaiting(manager, phone, parishId);
    });
  }

  /** The number's subscriptions: parish ids, null for the diocese's; none since it said STOP. */
  async subscriptionsOf(rawPhone: string): Promise<(number | null)[]> {
    const phone = kenyanMobile(rawPhone);
    if (await this.sms.isOptedOut(phone)) return [];
    const rows = await this.subscriptions.find({
      select: { parishId: true, parishKey: true },
      where: { phone },
      order: { parishKey: "ASC" },
      take: MAX_SUBSCRIPTIONS,
    });
    return rows.map((row) => row.parishId);
  }

  /** Who a notice would reach, in how many SMS, at what cost and when (the staff who may send it). */
  async preview(actor: Actor | null, data: Untrusted<SmsNoticeInput>): Promise<SmsNoticePreview> {
    const { parishId, body } = await this.checkedNotice(actor, data);
    const text = noticeText(body);
    const { parts, encoding } = smsPartsOf(text);
    const { recipients } = await recipientsOf(this.dataSource.manager, parishKeyOf(parishId));
    const now = this.now();
    const whenSent = nextPromotionalMoment(now);
    return {
      recipients,
      parts,
      encoding,
      costKes: this.costOf(recipients, parts),
      whenSent,
      waits: whenSent.getTime() !== now.getTime(),
      fits: parts <= MAX_SMS_PARTS,
      text,
    };
  }

  /**
   * Sends a notice: records it with the number of its recipients, in one transaction; its SMS are
   * queued by SmsNoticeSending. Staff confirm in the dashboard after its preview.
   */
  async send(actor: Actor | null, data: Untrusted<SmsNoticeInput>): Promise<SmsNotice> {
    const { staff, parishId, body } = await this.checkedNotice(actor, data);
    const { parts } = smsPartsOf(noticeText(body));
    if (parts > MAX_SMS_PARTS) {
      throw new UserInputError(
        `body must fit in ${MAX_SMS_PARTS} SMS with the words "${NOTICE_OPT_OUT}" the site adds; it takes ${parts}: shorten it, or leave out curly quotes and emoji, which halve what an SMS holds`,
        "body",
      );
    }
    if (!(await this.sms.switchedOn())) {
      throw new UserInputError("SMS are switched off on this site (SMS_ENV): a notice would reach no one");
    }
    return this.dataSource.transaction(async (manager) => {
      const { recipients, lastSubscriptionId } = await recipientsOf(manager, parishKeyOf(parishId));
      if (recipients === 0) {
        throw new UserInputError(
          "No number has asked for these notices yet: there is no one to send it to",
          "parishId",
        );
      }
      const now = this.now();
      return manager.save(
        manager.create(SmsNotice, {
          parishId,
          body,
          createdBy: staff.userId,
          sentAt: now,
          recipients,
          lastSubscriptionId,
          queuedThrough: 0,
          queuedAt: null,
        }),
      );
    });
  }

  /** The notices, newest first: all of them for diocese-wide staff, their own parish's for a parish editor. */
  async page(actor: Actor | null, args: Untrusted<SmsNoticePageArgs>): Promise<CursorPage<SmsNotice>> {
    requireSignedIn(actor);
    const parishId = requireParishContentListing(actor);
    const input = await validated(SmsNoticePageArgs, args);
    return newestFirstPage(this.notices, parishId === null ? {} : { parishId }, "createdAt", input);
  }

  /** What became of each notice's SMS, in one grouped query for a page of notices. */
  async deliveryOfEach(noticeIds: readonly number[]): Promise<SmsNoticeDelivery[]> {
    const rows = await this.dataSource
      .getRepository(SmsMessage)
      .createQueryBuilder("sms")
      .select("sms.notice_id", "noticeId")
      .addSelect("sms.status", "status")
      .addSelect("COUNT(*)", "count")
      .where("sms.notice_id IN (:...ids)", { ids: [...noticeIds] })
      .groupBy("sms.notice_id")
      .addGroupBy("sms.status")
      .getRawMany<{ noticeId: number | string; status: SmsStatus; count: number | string }>();
    const tallies = new Map(
      noticeIds.map((id) => [id, { queued: 0, sent: 0, delivered: 0, failed: 0, optedOut: 0 }]),
    );
    for (const row of rows) {
      const tally = tallies.get(Number(row.noticeId));
      if (tally) tally[DELIVERY_OF_STATUS[row.status]] += Number(row.count);
    }
    return noticeIds.map((id) => tallies.get(id)!);
  }

  /** recipients × parts × the price of a part, counted in cents so that 0.80 adds up exactly. */
  private costOf(recipients: number, parts: number): number {
    return (recipients * parts * Math.round(this.config.partCostKes * 100)) / 100;
  }

  /**
   * Who may send a notice there, and the notice as given: diocese-wide editors and system admins
   * to any parish or the diocese, a parish editor to their own parish alone. Never an API token:
   * sending costs the diocese money and is a person's act. Refused before anything is read.
   */
  private async checkedNotice(actor: Actor | null, data: Untrusted<SmsNoticeInput>) {
    const staff = requireSomeEditing(requireSignedIn(actor));
    const input = await validated(SmsNoticeInput, withTrimmedText(data));
    const parishId = input.parishId == null ? null : parseId(input.parishId, "parishId");
    if (parishId === null) requireEditor(staff);
    else requireParishEditing(staff, parishId);
    await this.requireParishOrDiocese(parishId);
    return { staff, parishId, body: input.body };
  }

  private async requireParishOrDiocese(parishId: number | null): Promise<void> {
    if (parishId === null) return;
    const id = parseId(parishId, "parishId");
    if (!(await this.dataSource.getRepository(Parish).existsBy({ id }))) {
      throw new UserInputError(`There is no parish with id ${id}`, "parishId");
    }
  }

  /**
   * The number's SMS of the parish's notices that still wait for their hours: leaving the notices
   * means none of them goes, as STOP does for every SMS (kept as opted out, never sent).
   */
  private async withdrawWaiting(manager: EntityManager, phone: string, parishId: number | null) {
    const waiting = await manager
      .createQueryBuilder(SmsMessage, "sms")
      .innerJoin(SmsNotice, "notice", "notice.id = sms.notice_id")
      .select("sms.id", "id")
      .where("sms.phone = :phone AND sms.status = :queued", { phone, queued: SmsStatus.QUEUED })
      .andWhere(parishId === null ? "notice.parish_id IS NULL" : "notice.parish_id = :parishId", { parishId })
      .getRawMany<{ id: number }>();
    if (waiting.length === 0) return;
    await updateWhere(
      manager.getRepository(SmsMessage),
      { id: In(waiting.map((row) => row.id)), status: SmsStatus.QUEUED },
      { status: SmsStatus.OPTED_OUT },
    );
  }
}
