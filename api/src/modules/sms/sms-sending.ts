import path from "node:path";
import { LessThan, LessThanOrEqual, MoreThanOrEqual, type DataSource, type Repository } from "typeorm";
import { TimedJob } from "../../db/timed-job.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";
import {
  ACCEPTED_STATUS_CODES,
  AfricasTalkingClient,
  type SmsRecipientAnswer,
} from "./africas-talking-client.js";
import { startSmsSimulator, type SimulatedApp, type SmsSimulator } from "./africas-talking-simulator.js";
import type { SmsAccount, SmsAccounts } from "./sms-accounts.js";
import { SmsMessage, SmsOptOut, SmsStatus } from "./sms-message.entity.js";
import { nextDayFor, nextPromotionalMoment, startOfKakamegaDay } from "./sms-hours.js";

/** How often each instance looks for SMS that are due: a receipt should reach the donor within seconds. */
export const SMS_SEND_EVERY_MS = 2_000;
/** How many due messages one turn claims: few, so that several instances share a busy queue. */
export const SMS_BATCH_SIZE = 20;
/** A message Africa's Talking could not be reached for is tried this many times in all. */
export const SMS_MAX_ATTEMPTS = 5;
/** And again after this long, then twice as long each time: 1, 2, 4, 8 minutes. */
const FIRST_RETRY_MS = 60_000;
/** A message claimed this long ago and never answered belongs to a process that stopped mid-send. */
const IN_FLIGHT_MS = 10 * 60_000;
/** Africa's Talking's codes for its own passing trouble: the message is tried again. */
const PASSING_TROUBLE = new Set([500, 501, 502]);

export interface SmsSendingLogger {
  warn(details: object, message: string): void;
}

/**
 * Sends the queued SMS whose time has come, safely across restarts and several instances: each is
 * claimed by a conditional update (queued → sending) that one instance wins, handed to Africa's
 * Talking, and marked from its answer. A message is never sent twice: one claimed and never
 * answered (the process stopped between the two) is marked unknown after IN_FLIGHT_MS, not sent
 * again, since Africa's Talking may have sent it. When Africa's Talking cannot be reached it stays
 * queued, and is tried again with back-off.
 */
export class SmsSending extends TimedJob<number> {
  private readonly messages: Repository<SmsMessage>;
  /** Africa's Talking's address (or the simulator's), once connected. */
  private baseUrl: string | null = null;
  private simulator: SmsSimulator | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: SmsAccounts,
    private readonly site: { addresses: SiteAddresses; dataDir: string },
    private readonly logger: SmsSendingLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.messages = dataSource.getRepository(SmsMessage);
  }

  /**
   * Connects to Africa's Talking, starting the simulator with the site when SMS_ENV=simulator names
   * no running one: it writes what it is sent to DATA_DIR/sms-outbox and reports back to the site.
   */
  async connect(): Promise<void> {
    const { config } = this.accounts;
    if (config.mode === "off" || this.baseUrl) return;
    if (config.baseUrl) {
      this.baseUrl = config.baseUrl;
      return;
    }
    const app = this.simulatedAppOf(config);
    this.simulator = await startSmsSimulator({
      ...app,
      outboxDir: path.join(this.site.dataDir, "sms-outbox"),
    });
    this.baseUrl = this.simulator.url;
  }

  /** The simulator started with the site, if one was: a person trying the site sends STOP through it. */
  get startedSimulator(): SmsSimulator | null {
    return this.simulator;
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.simulator?.close();
  }

  /** Sends what is due now; answers how many were handed to Africa's Talking. */
  sendDue(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    const sender = await this.currentSender();
    if (!sender) return 0;
    const now = this.now();
    await this.messages.update(
      { status: SmsStatus.SENDING, notBefore: LessThan(new Date(now.getTime() - IN_FLIGHT_MS)) },
      { status: SmsStatus.UNKNOWN, failureReason: "NoAnswerKept" },
    );
    // Receipts and replies first: a notice to thousands queued at 08:00 must not keep a donor
    // waiting for the receipt of the gift they just gave.
    const dueOf = (promotional: boolean, take: number) =>
      take <= 0
        ? Promise.resolve([])
        : this.messages.find({
            select: { id: true },
            where: { status: SmsStatus.QUEUED, promotional, notBefore: LessThanOrEqual(now) },
            order: { notBefore: "ASC", id: "ASC" },
            take,
          });
    const transactional = await dueOf(false, SMS_BATCH_SIZE);
    const due = [...transactional, ...(await dueOf(true, SMS_BATCH_SIZE - transactional.length))];
    let handed = 0;
    for (const { id } of due) {
      const claimed = await this.messages.update(
        { id, status: SmsStatus.QUEUED },
        { status: SmsStatus.SENDING, notBefore: now },
      );
      if (!claimed.affected) continue;
      const message = await this.messages.findOneByOrFail({ id });
      if (await this.send(sender, message, now)) handed += 1;
    }
    return handed;
  }

  /** The current diocese's app's client and sender ID; none while SMS are off or it has no app. */
  private async currentSender(): Promise<{ client: AfricasTalkingClient; senderId: string | null } | null> {
    if (!this.baseUrl) return null;
    const account = await this.accounts.current();
    if (!account) return null;
    // As a diocese's app is told in Africa's Talking's dashboard where its reports go.
    this.simulator?.addApp(this.simulatedAppOf(account));
    const { username, apiKey, senderId } = account;
    return { client: new AfricasTalkingClient({ baseUrl: this.baseUrl, username, apiKey }), senderId };
  }

  /** A diocese's app as the simulator knows it: its callbacks at that diocese's own site. */
  private simulatedAppOf(account: SmsAccount): SimulatedApp {
    const callbacks = `${this.site.addresses.current()}/africastalking/${account.callbackSecret}/sms`;
    return {
      username: account.username,
      apiKey: account.apiKey,
      deliveryReportUrl: `${callbacks}/delivery`,
      inboundUrl: `${callbacks}/inbound`,
    };
  }

  /** One claimed message: held back, refused, or handed over. True when Africa's Talking took it. */
  private async send(
    sender: { client: AfricasTalkingClient; senderId: string | null },
    message: SmsMessage,
    now: Date,
  ): Promise<boolean> {
    const holdUntil = await this.heldUntil(message, now);
    if (holdUntil === "opted out") {
      await this.messages.update(message.id, { status: SmsStatus.OPTED_OUT });
      return false;
    }
    if (holdUntil) {
      await this.messages.update(message.id, { status: SmsStatus.QUEUED, notBefore: holdUntil });
      return false;
    }
    const attempts = message.attempts + 1;
    let answer: SmsRecipientAnswer | undefined;
    try {
      [answer] = await sender.client.send({
        to: [message.phone],
        message: message.body,
        from: sender.senderId,
      });
    } catch (error) {
      this.logger.warn(
        { err: error, sms: message.id, attempts },
        "Africa's Talking could not be reached for an SMS",
      );
    }
    if (answer && ACCEPTED_STATUS_CODES.has(answer.statusCode)) {
      await this.messages.update(message.id, {
        status: SmsStatus.SENT,
        attempts,
        providerMessageId: answer.messageId,
        costCents: answer.cost ? Math.round(answer.cost.amount * 100) : null,
        sentAt: now,
      });
      return true;
    }
    if (answer && !PASSING_TROUBLE.has(answer.statusCode)) {
      await this.messages.update(message.id, {
        status: SmsStatus.FAILED,
        attempts,
        failureReason: answer.status,
      });
      return false;
    }
    const gaveUp = attempts >= SMS_MAX_ATTEMPTS;
    await this.messages.update(message.id, {
      status: gaveUp ? SmsStatus.FAILED : SmsStatus.QUEUED,
      attempts,
      notBefore: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)),
      failureReason: answer?.status ?? "GatewayUnreachable",
    });
    return false;
  }

  /**
   * Whether a message must wait: its number said STOP since it was queued, it is promotional and
   * outside its hours, or its number has had its day's SMS.
   */
  private async heldUntil(message: SmsMessage, now: Date): Promise<Date | "opted out" | null> {
    if (await this.dataSource.getRepository(SmsOptOut).existsBy({ phone: message.phone })) return "opted out";
    if (message.promotional) {
      const opens = nextPromotionalMoment(now);
      if (opens > now) return opens;
    }
    const sentToday = await this.messages.countBy({
      phone: message.phone,
      sentAt: MoreThanOrEqual(startOfKakamegaDay(now)),
    });
    return sentToday >= this.accounts.config.dailyLimitPerNumber
      ? nextDayFor(now, message.promotional)
      : null;
  }
}
