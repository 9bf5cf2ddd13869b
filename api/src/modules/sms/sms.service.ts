import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  And,
  LessThan,
  MoreThanOrEqual,
  type DataSource,
  type EntityManager,
  type Repository,
} from "typeorm";
import { requireTreasurer, type Actor } from "../../authorization.js";
import { CursorPageOf, newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { validated, type Untrusted } from "../../lib/validation.js";
import { SmsLogPageArgs, SmsMonthArgs } from "./sms.inputs.js";
import { UserInputError } from "../../errors.js";
import type { SmsAccounts } from "./sms-accounts.js";
import { SmsMessage, SmsOptOut, SmsStatus } from "./sms-message.entity.js";
import { nextPromotionalMoment } from "./sms-hours.js";

// Other modules import the SMS module's service alone (eslint.config.js, MODULE_ZONES).
export { isPromotionalHour, nextPromotionalMoment } from "./sms-hours.js";
export { kenyanMobile, kenyanMobileOrNull } from "./sms-phone.js";
export { MAX_SMS_PARTS, smsPartsOf } from "./sms-parts.js";
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

@ObjectType({ description: "One page of the SMS log, newest first" })
export class SmsMessagePage extends CursorPageOf(SmsMessage) {}

@ObjectType({ description: "What the SMS of one month cost: those handed to Africa's Talking in it" })
export class SmsMonthCost {
  @Field(() => String)
  month: string;

  @Field(() => Int)
  messages: number;

  @Field(() => Int, { description: "The SMS they took: a long message is two" })
  parts: number;

  @Field(() => Float, { description: "In shillings, as Africa's Talking charged" })
  costKes: number;
}

/** Kakamega keeps UTC+3 all year: a month there begins at 21:00 UTC the day before. */
const KAKAMEGA_OFFSET = "+03:00";

/** Whether SMS can reach this number: a Kenyan mobile, however it is written. */
export const canReceiveSms = (phone: string): boolean => kenyanMobileOrNull(phone) !== null;

/** Whether a text fits in two SMS of the phone alphabet, as a message the site writes must. */
export function fitsTwoPlainSms(text: string): boolean {
  const { parts, encoding } = smsPartsOf(text);
  return parts <= MAX_SMS_PARTS && encoding === "GSM-7";
}

/**
 * A message that names an appeal, within two SMS of the phone alphabet: the appeal's title has its
 * curly quotes made straight (one would halve what an SMS holds) and is cut short, or replaced by
 * `instead`, until the message fits.
 */
export function smsNamingAppeal(title: string, words: (appeal: string) => string, instead: string): string {
  const plain = title.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  for (let length = plain.length; length > 0; length -= 5) {
    const text = words(length === plain.length ? plain : `${plain.slice(0, length).trimEnd()}...`);
    if (fitsTwoPlainSms(text)) return text;
  }
  return words(instead);
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
 * only if that happened; SmsSending sends them. Africa's Talking's delivery reports come through
 * `receiveDeliveryReport`; the SMS people send, keywords such as STOP, through the phone module's
 * SmsKeywords.
 */
export class SmsService {
  private readonly messages: Repository<SmsMessage>;
  private readonly optOuts: Repository<SmsOptOut>;

  constructor(
    private readonly dataSource: DataSource,
    /** Each diocese's Africa's Talking app (sms-accounts.ts). */
    readonly accounts: SmsAccounts,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.messages = dataSource.getRepository(SmsMessage);
    this.optOuts = dataSource.getRepository(SmsOptOut);
  }

  /**
   * Whether the current diocese sends SMS: they are switched on, and it has an Africa's Talking app;
   * asked in `manager`'s transaction where one is open.
   */
  async switchedOn(manager?: EntityManager): Promise<boolean> {
    return this.accounts.config.mode !== "off" && (await this.accounts.current(manager)) !== null;
  }

  /**
   * Queues one SMS in `manager`'s transaction; null when SMS are switched off. A number that said
   * STOP has its message kept in the log as opted out, never sent. Whether the diocese has an app
   * is read in that transaction too: a gift's settlement, say, never holds one connection while it
   * waits for another.
   */
  async queue(manager: EntityManager, sms: SmsToSend): Promise<SmsMessage | null> {
    if (!(await this.switchedOn(manager))) return null;
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

  /** A page of the SMS log, newest first (treasurers). */
  async page(actor: Actor | null, args: Untrusted<SmsLogPageArgs>): Promise<CursorPage<SmsMessage>> {
    requireTreasurer(actor);
    const input = await validated(SmsLogPageArgs, args);
    return newestFirstPage(
      this.messages,
      { ...(input.kind ? { kind: input.kind } : {}), ...(input.status ? { status: input.status } : {}) },
      "createdAt",
      input,
    );
  }

  /** What the SMS handed to Africa's Talking in a month cost (treasurers). */
  async monthCost(actor: Actor | null, args: Untrusted<SmsMonthArgs>): Promise<SmsMonthCost> {
    requireTreasurer(actor);
    const { month } = await validated(SmsMonthArgs, args);
    const [year, number] = month.split("-").map(Number) as [number, number];
    const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
    const sentAt = And(
      MoreThanOrEqual(new Date(`${month}-01T00:00:00${KAKAMEGA_OFFSET}`)),
      LessThan(new Date(`${next}-01T00:00:00${KAKAMEGA_OFFSET}`)),
    );
    const row = await this.messages
      .createQueryBuilder("sms")
      .select("COUNT(*)", "messages")
      .addSelect("COALESCE(SUM(sms.parts), 0)", "parts")
      .addSelect("COALESCE(SUM(sms.costCents), 0)", "costCents")
      .where({ sentAt })
      .getRawOne<{ messages: string | number; parts: string | number; costCents: string | number }>();
    return {
      month,
      messages: Number(row?.messages ?? 0),
      parts: Number(row?.parts ?? 0),
      costKes: Number(row?.costCents ?? 0) / 100,
    };
  }

  isOptedOut(rawPhone: string): Promise<boolean> {
    return this.optOuts.existsBy({ phone: kenyanMobile(rawPhone) });
  }

  /**
   * A delivery report: the message it names becomes delivered or failed. False for a wrong
   * secret (the route answers 404, and nothing changes); a report of no message of ours, or that
   * says nothing final, changes nothing.
   */
  async receiveDeliveryReport(secret: string, report: Record<string, unknown>): Promise<boolean> {
    if (!(await this.accounts.isCallbackSecret(secret))) return false;
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
}
