import { timingSafeEqual } from "node:crypto";
import type { DataSource, EntityManager, Repository } from "typeorm";
import type { SmsConfig } from "../../config.js";
import { UserInputError } from "../../errors.js";
import { SmsMessage, SmsOptOut, SmsStatus } from "./sms-message.entity.js";
import { nextPromotionalMoment } from "./sms-hours.js";
import { MAX_SMS_PARTS, smsPartsOf } from "./sms-parts.js";
import { kenyanMobile, kenyanMobileOrNull } from "./sms-phone.js";

/** One SMS to queue: to whom, what, what it is for, and whether it is promotional. */
export interface SmsToSend {
  /** Any way Kenyans write a mobile number. */
  to: string;
  body: string;
  /** What it is for, as the SMS log shows it: receipt, reminder, progress, thanks. */
  kind: string;
  /** Reminders and news are; a receipt (what the donor just did) is not, and goes at once. */
  promotional: boolean;
}

/** The words that stop every SMS to the number that sends them, in English and Kiswahili. */
export const STOP_WORDS = ["STOP", "ONDOKA", "TOKA"] as const;

/** What Africa's Talking's delivery report says became of a message. */
const DELIVERED_REPORTS = new Set(["Success"]);
const FAILED_REPORTS = new Set(["Failed", "Rejected", "AbsentSubscriber", "Expired"]);

/**
 * The SMS rules every message obeys, whatever sends it: a Kenyan mobile number, at most two parts,
 * never to a number that said STOP, promotional ones only in their hours. Messages are queued in
 * the transaction of what they tell of (a gift paid, a pledge made), so that one is queued if and
 * only if that happened; SmsSending sends them. Africa's Talking's delivery reports and the SMS
 * people send come through `receiveDeliveryReport` and `receiveInbound`.
 */
export class SmsService {
  private readonly messages: Repository<SmsMessage>;
  private readonly optOuts: Repository<SmsOptOut>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: SmsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.messages = dataSource.getRepository(SmsMessage);
    this.optOuts = dataSource.getRepository(SmsOptOut);
  }

  get switchedOn(): boolean {
    return this.config.mode !== "off";
  }

  /**
   * Queues one SMS in `manager`'s transaction; null when SMS are switched off. A number that said
   * STOP has its message kept in the log as opted out, never sent.
   */
  async queue(manager: EntityManager, sms: SmsToSend): Promise<SmsMessage | null> {
    if (!this.switchedOn) return null;
    const phone = kenyanMobile(sms.to);
    const { parts } = smsPartsOf(sms.body);
    if (parts > MAX_SMS_PARTS) {
      throw new UserInputError(
        `message must fit in ${MAX_SMS_PARTS} SMS; it takes ${parts}: shorten it, or leave out curly quotes and emoji, which halve what an SMS holds`,
        "message",
      );
    }
    const optedOut = await manager.existsBy(SmsOptOut, { phone });
    const now = this.now();
    return manager.save(
      manager.create(SmsMessage, {
        phone,
        body: sms.body,
        kind: sms.kind,
        promotional: sms.promotional,
        parts,
        status: optedOut ? SmsStatus.OPTED_OUT : SmsStatus.QUEUED,
        notBefore: sms.promotional ? nextPromotionalMoment(now) : now,
      }),
    );
  }

  /** Stops every SMS to `phone`, for ever; `how` is the word it sent, or "link". */
  async optOut(rawPhone: string, how: string): Promise<void> {
    const phone = kenyanMobile(rawPhone);
    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(SmsOptOut).values({ phone, how }).orIgnore().execute();
      await manager.update(SmsMessage, { phone, status: SmsStatus.QUEUED }, { status: SmsStatus.OPTED_OUT });
    });
  }

  isOptedOut(rawPhone: string): Promise<boolean> {
    return this.optOuts.existsBy({ phone: kenyanMobile(rawPhone) });
  }

  /** Whether `secret` is the one in the addresses Africa's Talking calls; compared in constant time. */
  private isOurSecret(secret: string): boolean {
    const given = Buffer.from(secret);
    const ours = Buffer.from(this.config.callbackSecret);
    return given.length === ours.length && timingSafeEqual(given, ours);
  }

  /**
   * A delivery report: the message it names becomes delivered or failed. False for a wrong
   * secret (the route answers 404, and nothing changes); a report of no message of ours, or that
   * says nothing final, changes nothing.
   */
  async receiveDeliveryReport(secret: string, report: Record<string, unknown>): Promise<boolean> {
    if (!this.isOurSecret(secret)) return false;
    const id = typeof report.id === "string" ? report.id : null;
    const status = typeof report.status === "string" ? report.status : "";
    if (!id) return true;
    if (DELIVERED_REPORTS.has(status)) {
      await this.messages.update(
        { providerMessageId: id, status: SmsStatus.SENT },
        { status: SmsStatus.DELIVERED, deliveredAt: this.now() },
      );
    } else if (FAILED_REPORTS.has(status)) {
      const reason = typeof report.failureReason === "string" ? report.failureReason : status;
      await this.messages.update(
        { providerMessageId: id, status: SmsStatus.SENT },
        { status: SmsStatus.FAILED, failureReason: reason.slice(0, 80) },
      );
    }
    return true;
  }

  /** An SMS a person sent to the short code: STOP, ONDOKA or TOKA stops every SMS to them. */
  async receiveInbound(secret: string, message: Record<string, unknown>): Promise<boolean> {
    if (!this.isOurSecret(secret)) return false;
    const from = typeof message.from === "string" ? kenyanMobileOrNull(message.from) : null;
    const word = typeof message.text === "string" ? message.text.trim().split(/\s+/)[0]!.toUpperCase() : "";
    if (from && (STOP_WORDS as readonly string[]).includes(word)) await this.optOut(from, word);
    return true;
  }
}
