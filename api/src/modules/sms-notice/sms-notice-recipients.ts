import type { EntityManager, SelectQueryBuilder } from "typeorm";
import { SmsOptOut } from "../sms/sms-message.entity.js";
import { SmsSubscription } from "./sms-notice.entity.js";

/** The words every notice ends with: the opt-out promotional SMS must carry, as the pledges' SMS end. */
export const NOTICE_OPT_OUT = "STOP to end SMS.";

/**
 * A notice as its SMS says it: what staff wrote, then the opt-out. STOP is one of the words that
 * stop every SMS in English and Kiswahili alike (SmsService's STOP_WORDS), so one ending serves a
 * notice in either language, which the site does not ask staff to name.
 */
export const noticeText = (body: string): string => `${body} ${NOTICE_OPT_OUT}`;

/** The subscriptions of a parish (or of the diocese: its key) whose numbers have not said STOP. */
function reachable(manager: EntityManager, parishKey: number): SelectQueryBuilder<SmsSubscription> {
  return manager
    .createQueryBuilder(SmsSubscription, "subscription")
    .where("subscription.parish_key = :parishKey", { parishKey })
    .andWhere((query) => {
      const stopped = query
        .subQuery()
        .select("1")
        .from(SmsOptOut, "stop")
        .where("stop.phone = subscription.phone")
        .getQuery();
      return `NOT EXISTS ${stopped}`;
    });
}

/** How many numbers a notice to the parish (its key) would reach now, and the newest of their subscriptions. */
export async function recipientsOf(
  manager: EntityManager,
  parishKey: number,
): Promise<{ recipients: number; lastSubscriptionId: number }> {
  const row = await reachable(manager, parishKey)
    .select("COUNT(*)", "recipients")
    .addSelect("MAX(subscription.id)", "lastSubscriptionId")
    .getRawOne<{ recipients: string | number; lastSubscriptionId: string | number | null }>();
  return {
    recipients: Number(row?.recipients ?? 0),
    lastSubscriptionId: Number(row?.lastSubscriptionId ?? 0),
  };
}

/** The next subscriptions of a notice's batch, in id order: after `after`, up to `through`. */
export function subscribersAfter(
  manager: EntityManager,
  batch: { parishKey: number; after: number; through: number; limit: number },
): Promise<{ id: number; phone: string }[]> {
  return reachable(manager, batch.parishKey)
    .select("subscription.id", "id")
    .addSelect("subscription.phone", "phone")
    .andWhere("subscription.id > :after AND subscription.id <= :through", {
      after: batch.after,
      through: batch.through,
    })
    .orderBy("subscription.id", "ASC")
    .limit(batch.limit)
    .getRawMany<{ id: number; phone: string }>();
}
