import { In, IsNull, type DataSource, type Repository } from "typeorm";
import { TimedJob } from "../../db/timed-job.js";
import { updateWhere } from "../../db/store.js";
import { SmsMessage } from "../sms/sms-message.entity.js";
import type { SmsService } from "../sms/sms.service.js";
import { parishKeyOf, SmsNotice } from "./sms-notice.entity.js";
import { noticeText, subscribersAfter } from "./sms-notice-recipients.js";

/** How often each instance looks for notices whose SMS are still to be queued. */
export const SMS_NOTICES_EVERY_MS = 5_000;
/** Numbers queued in one transaction: memory and a transaction's length stay bounded. */
const BATCH_SIZE = 500;

/**
 * Queues the SMS of each notice staff confirmed: one to each of its subscribers (up to the last at
 * confirmation), in subscription order, a batch at a time. Each batch is claimed by the
 * conditional UPDATE that moves the notice's `queuedThrough` on, in the transaction that queues
 * its SMS: across instances and restarts, each number is queued a notice once. The SMS are
 * promotional, so SmsSending holds them until 08:00-18:00 in Kakamega, and a number that says STOP
 * or leaves the notices before then is sent nothing.
 */
export class SmsNoticeSending extends TimedJob<number> {
  private readonly notices: Repository<SmsNotice>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.notices = dataSource.getRepository(SmsNotice);
  }

  /** One look now, for tests: how many SMS this instance queued. */
  queueDue(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    if (!(await this.sms.switchedOn())) return 0;
    const due = await this.notices.find({
      select: { id: true },
      where: { queuedAt: IsNull() },
      order: { id: "ASC" },
      take: 20,
    });
    let queued = 0;
    for (const { id } of due) {
      for (;;) {
        const batch = await this.queueNextBatch(id);
        if (batch === null) break;
        queued += batch;
      }
    }
    return queued;
  }

  /** Queues the next batch of a notice's SMS; null when all are queued, or another instance has the batch. */
  private queueNextBatch(noticeId: number): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(SmsNotice);
      const notice = await rows.findOneBy({ id: noticeId });
      if (!notice || notice.queuedAt) return null;
      const batch = await subscribersAfter(manager, {
        parishKey: parishKeyOf(notice.parishId),
        after: notice.queuedThrough,
        through: notice.lastSubscriptionId,
        limit: BATCH_SIZE,
      });
      const claim = await updateWhere(
        rows,
        { id: notice.id, queuedAt: IsNull(), queuedThrough: notice.queuedThrough },
        batch.length === 0 ? { queuedAt: this.now() } : { queuedThrough: batch[batch.length - 1]!.id },
      );
      if (claim.affected !== 1 || batch.length === 0) return null;
      const text = noticeText(notice.body);
      const queued: number[] = [];
      for (const { phone } of batch) {
        const message = await this.sms.queue(manager, {
          to: phone,
          body: text,
          kind: "notice",
          promotional: true,
        });
        if (message) queued.push(message.id);
      }
      // SmsService.queue knows nothing of notices: the batch's SMS are marked as the notice's in one UPDATE.
      await updateWhere(manager.getRepository(SmsMessage), { id: In(queued) }, { noticeId: notice.id });
      return batch.length;
    });
  }
}
