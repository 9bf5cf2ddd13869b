import type { DataSource, Repository } from "typeorm";
import { claimEachDue, TimedJob } from "../../db/timed-job.js";
import { updateWhere } from "../../db/store.js";
import { inLanguage } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { newToken, secretHash } from "../contribution/gift-tokens.js";
import type { MailLogger, MailMessage, MailService } from "../mail/mail.service.js";
import type { SmsService } from "../sms/sms.service.js";
import { StatementChannel, StatementSend, StatementSendStatus } from "./giving-statement.entity.js";
import { contactOf } from "./statement-gifts.js";
import { statementWords } from "./statement-words.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

/** How often each instance looks for statements to send. */
export const STATEMENT_SENDING_EVERY_MS = 60_000;
/** Statements one look reads at a time: memory stays bounded however many donors a year has. */
const BATCH_SIZE = 100;
/** How long a donor's link opens their statement. */
export const LINK_LIFE_MS = 30 * 24 * 60 * 60_000;

/**
 * Sends each donor of a year their statement once the treasurer asked: by e-mail when the ledger
 * knows an address of theirs, or else by SMS, each with a link of their own that downloads it
 * without a code for 30 days. Each statement is claimed by the conditional update that marks it
 * sent, in the transaction that queues its SMS: across instances and presses it goes once. An
 * SMS waits for its hours in the SMS module (promotional), as a year's statements are thousands
 * of messages nobody is waiting for; an e-mail goes after the claim commits, and a failure is
 * marked rather than tried again (at most once, as SMS are).
 */
export class GivingStatementSending extends TimedJob<number> {
  private readonly sends: Repository<StatementSend>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly mail: MailService,
    private readonly site: { addresses: SiteAddresses; siteName: () => Promise<string>; logger: MailLogger },
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.sends = dataSource.getRepository(StatementSend);
  }

  /** One look now, for tests: how many statements this instance sent. */
  sendDue(): Promise<number> {
    return this.runTurn();
  }

  protected turn(): Promise<number> {
    return claimEachDue(
      (take) =>
        this.sends.find({ where: { status: StatementSendStatus.QUEUED }, order: { id: "ASC" }, take }),
      (send) => this.send(send),
      BATCH_SIZE,
    );
  }

  /** Claims the statement and sends it; false when another instance claimed it first. */
  private async send(send: StatementSend): Promise<boolean> {
    const secret = newToken();
    const now = this.now();
    const email = await this.dataSource.transaction(async (manager) => {
      const contact = await contactOf(manager, send.phone);
      const channel = contact.email
        ? StatementChannel.EMAIL
        : (await this.sms.switchedOn())
          ? StatementChannel.SMS
          : null;
      const repository = manager.getRepository(StatementSend);
      const claimed = await updateWhere(
        repository,
        { id: send.id, status: StatementSendStatus.QUEUED },
        {
          status: channel ? StatementSendStatus.SENT : StatementSendStatus.FAILED,
          channel,
          language: contact.language,
          linkHash: channel ? secretHash(secret) : null,
          linkExpiresAt: channel ? new Date(now.getTime() + LINK_LIFE_MS) : null,
          sentAt: now,
        },
      );
      if (claimed.affected !== 1) return undefined;
      const words = statementWords(contact.language);
      const link = `${this.site.addresses.current()}${inLanguage(contact.language, sitePaths.givingStatementLink.getHref(secret))}`;
      if (channel === StatementChannel.SMS) {
        const sms = await this.sms.queue(manager, {
          to: `+${send.phone}`,
          body: words.word("statement.linkSms", { year: send.year, link }),
          kind: "statement",
          promotional: true,
        });
        await updateWhere(repository, { id: send.id }, { smsMessageId: sms?.id ?? null });
        return null;
      }
      if (!contact.email) return null;
      return {
        to: contact.email,
        subject: words.word("statement.emailSubject", { year: send.year }),
        text: words.word("statement.emailBody", { year: send.year, link, site: await this.site.siteName() }),
      } satisfies MailMessage;
    });
    if (email === undefined) return false;
    if (email) {
      await this.mail.send(email).catch(async (error: unknown) => {
        this.site.logger.error(
          { err: error, statement: send.id },
          "a giving statement's e-mail could not be sent",
        );
        await updateWhere(this.sends, { id: send.id }, { status: StatementSendStatus.FAILED });
      });
    }
    return true;
  }
}
