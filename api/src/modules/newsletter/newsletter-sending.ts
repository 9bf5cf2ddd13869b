import { setTimeout as sleep } from "node:timers/promises";
import { In, LessThan, LessThanOrEqual, type DataSource, type Repository } from "typeorm";
import type { NewsletterConfig } from "../../config.js";
import type { MailService } from "../mail/mail.service.js";
import { NewsletterSubscriber } from "../newsletter-subscriber/newsletter-subscriber.entity.js";
import type { NewsletterSubscriberService } from "../newsletter-subscriber/newsletter-subscriber.service.js";
import type { SiteSettings } from "../site-settings/site-settings.entity.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { translated } from "../translation/translation.js";
import { newsletterMessage } from "./newsletter-mail.js";
import {
  DeliveryStatus,
  NewsletterDelivery,
  NewsletterIssue,
  NewsletterIssueStatus,
} from "./newsletter-issue.entity.js";
import { deleteWhere, updateWhere } from "../../db/store.js";
import { takeTurns, turnIsUp, type Turns } from "../../db/turns.js";
import { asUnitOfWork } from "../../db/unit-of-work.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

/** How many copies one instance claims at a time: few, so that several instances share a send. */
const BATCH_SIZE = 20;
/** A copy that failed for a passing reason (4xx, no connection) is tried this many times in all. */
export const MAX_ATTEMPTS = 3;
/** And again no sooner than this after its last try. */
export const RETRY_AFTER_MS = 10 * 60_000;

export interface SendingLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What nodemailer's error carries of the SMTP server's answer. */
interface SmtpError {
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * Sends the issues whose time has come, copy by copy, at most `messagesPerSecond`, and safely
 * across crashes and several instances.
 *
 * Starting a send creates, in one transaction with the issue's move to "sending", one delivery row
 * per confirmed subscriber (unique per issue and subscriber), so the list of whom to send to is
 * fixed and kept. Each copy is then claimed by a conditional update (pending → sending, with its
 * Message-ID), which only one instance wins, handed to SMTP, and marked sent, failed or bounced
 * from the server's answer.
 *
 * Exactly once, and where it can fail: SMTP makes a message the server's only at its "250" answer
 * to the end of the data; a sender that dies before that answer leaves nothing delivered, and its
 * claimed copy ("sending", unanswered for NEWSLETTER_IN_FLIGHT_SECONDS) is sent again, so nobody is
 * skipped. The one gap is a crash in the milliseconds between the server's 250 and our "sent"
 * write: that copy goes twice. We chose that (at least once) over losing a subscriber's copy (at
 * most once), and the repeat carries the same Message-ID, by which mail systems drop duplicates.
 */
export class NewsletterSending {
  private readonly issues: Repository<NewsletterIssue>;
  private readonly deliveries: Repository<NewsletterDelivery>;
  private readonly subscriberRecords: Repository<NewsletterSubscriber>;
  private turns: Turns | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private nextSendAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly subscribers: NewsletterSubscriberService,
    private readonly siteSettings: SiteSettingsService,
    private readonly addresses: SiteAddresses,
    private readonly config: NewsletterConfig,
    private readonly logger: SendingLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.issues = dataSource.getRepository(NewsletterIssue);
    this.deliveries = dataSource.getRepository(NewsletterDelivery);
    this.subscriberRecords = dataSource.getRepository(NewsletterSubscriber);
  }

  /** Looks at once (a send cut short by a restart goes on) and every `everyMs`. */
  start(everyMs: number): void {
    this.stopping = false;
    // Each diocese's issues, where the deployment serves several.
    this.turns = takeTurns(
      "NewsletterSending",
      everyMs,
      () => (this.stopping ? Promise.resolve() : this.sendDue()),
      (error) => this.logger.error({ err: error }, "sending the newsletter failed; the next look goes on"),
    );
  }

  /** Stops after the copy being sent, so that its answer is written down. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.turns?.stop();
    this.turns = null;
    await this.running;
  }

  /** One round of everything due (or the one under way): expiries, scheduled starts, copies. */
  sendDue(): Promise<void> {
    this.running ??= asUnitOfWork(() => this.round()).finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<void> {
    try {
      await this.subscribers.expireUnconfirmed(this.now());
      await this.startScheduled();
      const sending = await this.issues.find({
        where: { status: NewsletterIssueStatus.SENDING },
        order: { id: "ASC" },
      });
      for (const issue of sending) {
        if (this.stopping || turnIsUp()) return;
        await this.sendCopies(issue);
        await this.finishIfDone(issue.id);
      }
    } catch (error) {
      this.logger.error({ err: error }, "sending the newsletter failed; the next look goes on");
    }
  }

  /** Moves each scheduled issue whose time has come to "sending", with its list of deliveries. */
  private async startScheduled(): Promise<void> {
    const now = this.now();
    const due = await this.issues.find({
      select: { id: true },
      where: { status: NewsletterIssueStatus.SCHEDULED, scheduledAt: LessThanOrEqual(now) },
    });
    for (const { id } of due) {
      await this.dataSource.transaction(async (manager) => {
        // Only the instance whose update finds it still scheduled makes the list.
        const { affected } = await updateWhere(
          manager.getRepository(NewsletterIssue),
          { id, status: NewsletterIssueStatus.SCHEDULED },
          { status: NewsletterIssueStatus.SENDING, sendStartedAt: now },
        );
        if (!affected) return;
        // `id` is our own whole number; the rest is literal SQL that both dialects read alike.
        await manager.query(
          `INSERT INTO newsletter_delivery (issue_id, subscriber_id, email, status, attempts)
           SELECT ${Number(id)}, id, email, '${DeliveryStatus.PENDING}', 0 FROM newsletter_subscriber WHERE confirmed`,
        );
      });
      this.logger.info({ issueId: id }, "newsletter issue started sending");
    }
  }

  private async sendCopies(issue: NewsletterIssue): Promise<void> {
    const settings = await this.siteSettings.get();
    for (;;) {
      if (this.stopping) return;
      const batch = await this.claimable(issue.id);
      if (batch.length === 0) return;
      for (const delivery of batch) {
        if (this.stopping) return;
        const claimed = await this.claim(delivery);
        if (claimed) await this.sendCopy(issue, claimed, settings);
      }
      // Where dioceses take turns, the rest of a long list waits for this diocese's next turn.
      if (turnIsUp()) return;
    }
  }

  /** Copies never tried, abandoned mid-send by a dead instance, or failed and due another try. */
  private claimable(issueId: number): Promise<NewsletterDelivery[]> {
    const now = this.now().getTime();
    return this.deliveries.find({
      where: [
        { issueId, status: DeliveryStatus.PENDING },
        {
          issueId,
          status: DeliveryStatus.SENDING,
          claimedAt: LessThanOrEqual(new Date(now - this.config.inFlightTimeoutMs)),
        },
        {
          issueId,
          status: DeliveryStatus.FAILED,
          attempts: LessThan(MAX_ATTEMPTS),
          claimedAt: LessThanOrEqual(new Date(now - RETRY_AFTER_MS)),
        },
      ],
      order: { id: "ASC" },
      take: BATCH_SIZE,
    });
  }

  /** Takes a copy for this instance, unless another took it first; null then. */
  private async claim(delivery: NewsletterDelivery): Promise<NewsletterDelivery | null> {
    const claimedAt = this.now();
    const messageId = delivery.messageId ?? this.messageIdOf(delivery);
    const { affected } = await updateWhere(
      this.deliveries,
      {
        id: delivery.id,
        status: delivery.status,
        attempts: delivery.attempts,
      },
      { status: DeliveryStatus.SENDING, claimedAt, messageId, attempts: delivery.attempts + 1 },
    );
    return affected ? { ...delivery, status: DeliveryStatus.SENDING, claimedAt, messageId } : null;
  }

  private async sendCopy(
    issue: NewsletterIssue,
    delivery: NewsletterDelivery,
    settings: SiteSettings,
  ): Promise<void> {
    const subscriber = await this.subscriberRecords.findOneBy({ id: delivery.subscriberId });
    if (!subscriber?.unsubscribeToken) {
      // Unsubscribed since the send began: the copy is not sent, and leaves the counts.
      await deleteWhere(this.deliveries, { id: delivery.id, status: DeliveryStatus.SENDING });
      return;
    }
    await this.keepToRate();
    // In the language the reader signed up in: the Kiswahili subject and letter where the issue
    // has them, the English otherwise.
    const { language } = subscriber;
    const copy = translated(issue, language);
    let status: DeliveryStatus = DeliveryStatus.SENT;
    let smtpAnswer: string | null = null;
    try {
      await this.mail.send(
        newsletterMessage({
          subject: copy.subject,
          body: copy.body,
          to: delivery.email,
          unsubscribeToken: subscriber.unsubscribeToken,
          siteName: translated(settings, language).fullName,
          publicUrl: this.addresses.current(),
          language,
          messageId: delivery.messageId ?? undefined,
        }),
      );
    } catch (error) {
      const answer = error as SmtpError;
      // A 5xx answer is the server's final word on this address; anything else may pass.
      status =
        typeof answer.responseCode === "number" && answer.responseCode >= 500
          ? DeliveryStatus.BOUNCED
          : DeliveryStatus.FAILED;
      smtpAnswer = String(answer.response ?? answer.message ?? "no answer").slice(0, 500);
    }
    await updateWhere(this.deliveries, { id: delivery.id }, { status, smtpAnswer });
  }

  /** Waits until the next copy may go, at most messagesPerSecond. */
  private async keepToRate(): Promise<void> {
    const wait = this.nextSendAt - Date.now();
    if (wait > 0) await sleep(wait);
    this.nextSendAt = Math.max(Date.now(), this.nextSendAt) + 1000 / this.config.messagesPerSecond;
  }

  /** An issue with no copy left to send or to try again is sent. */
  private async finishIfDone(issueId: number): Promise<void> {
    const left = await this.deliveries.count({
      where: [
        { issueId, status: In([DeliveryStatus.PENDING, DeliveryStatus.SENDING]) },
        { issueId, status: DeliveryStatus.FAILED, attempts: LessThan(MAX_ATTEMPTS) },
      ],
    });
    if (left > 0) return;
    const { affected } = await updateWhere(
      this.issues,
      { id: issueId, status: NewsletterIssueStatus.SENDING },
      { status: NewsletterIssueStatus.SENT, sentAt: this.now() },
    );
    if (affected) this.logger.info({ issueId }, "newsletter issue sent");
  }

  /** The same for every try of a copy, so that mail systems can drop a repeat. */
  private messageIdOf(delivery: NewsletterDelivery): string {
    return `<newsletter-${delivery.issueId}-${delivery.subscriberId}@${new URL(this.addresses.current()).hostname}>`;
  }
}
