import { IsNull, LessThanOrEqual, type DataSource, type Repository } from "typeorm";
import { claimEachDue, TimedJob } from "../../db/timed-job.js";
import { updateWhere } from "../../db/store.js";
import { todayInDiocese } from "../../lib/calendar.js";
import type { MailMessage, MailService } from "../mail/mail.service.js";
import { isPromotionalHour, type SmsService } from "../sms/sms.service.js";
import { Pledge, PledgeStatus } from "./pledge.entity.js";
import { nextReminderDay } from "./pledge-schedule.js";
import { pledgeReminderSms } from "./pledge-sms.js";
import type { PledgeService } from "./pledge.service.js";
import { reminderEmail } from "./pledge-email.js";

/** How often each instance looks for reminders that are due. */
export const PLEDGE_REMINDERS_EVERY_MS = 60_000;
/** Pledges one look reads at a time: memory stays bounded however many fall due on one day. */
const BATCH_SIZE = 200;

/**
 * Reminds pledgers on their pledge's schedule, with the balance and how to pay: by SMS when they
 * agreed to reminders, and by e-mail too when they gave an address. Each reminder day is claimed by
 * a conditional update that moves the pledge's next reminder on, in the transaction that queues
 * its SMS: across instances and restarts, a day's reminder is sent once, and one due while the
 * site was down is sent at its next turn (a pledge missed for weeks is reminded once, not for each
 * day it missed). Only within the promotional hours, so that the balance is the one of the hour
 * it goes out in.
 */
export class PledgeReminders extends TimedJob<number> {
  private readonly pledges: Repository<Pledge>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly service: PledgeService,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.pledges = dataSource.getRepository(Pledge);
  }

  /** One look now, for tests and the bench: how many reminders this instance sent. */
  remindDue(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    const now = this.now();
    if (!isPromotionalHour(now)) return 0;
    const today = todayInDiocese(now);
    return claimEachDue(
      (take) =>
        this.pledges.find({
          where: { status: PledgeStatus.OPEN, nextReminderOn: LessThanOrEqual(today) },
          order: { nextReminderOn: "ASC", id: "ASC" },
          take,
        }),
      (pledge) => this.remind(pledge, today),
      BATCH_SIZE,
    );
  }

  /** Claims the pledge's reminder day and queues what it sends; false when another instance did. */
  private async remind(pledge: Pledge, today: string): Promise<boolean> {
    const email: MailMessage | null | undefined = await this.dataSource.transaction(async (manager) => {
      const claimed = await updateWhere(
        manager.getRepository(Pledge),
        { id: pledge.id, status: PledgeStatus.OPEN, nextReminderOn: pledge.nextReminderOn ?? IsNull() },
        {
          nextReminderOn: nextReminderDay(
            pledge.schedule,
            todayInDiocese(pledge.createdAt),
            pledge.dueOn,
            today,
          ),
          remindersSent: pledge.remindersSent + 1,
        },
      );
      if (claimed.affected !== 1) return undefined;
      const [paid] = await this.service.paidOfEach([pledge.id], manager);
      const facts = await this.service.factsOf(manager, pledge, paid!);
      const appeal = await this.service.appealTitle(manager, pledge);
      if (pledge.phone && pledge.remindersConsentAt) {
        await this.sms.queue(manager, {
          to: pledge.phone,
          body: pledgeReminderSms(facts, appeal),
          kind: "reminder",
          promotional: true,
        });
      }
      return pledge.email && pledge.remindersConsentAt ? reminderEmail(pledge.email, facts, appeal) : null;
    });
    if (email === undefined) return false;
    if (email) this.mail.sendInBackground(email);
    return true;
  }
}
