import { createHash, randomBytes } from "node:crypto";
import { Field, Int, ObjectType } from "type-graphql";
import { IsNull, LessThanOrEqual, type DataSource, type FindOptionsWhere, type Repository } from "typeorm";
import { requireEditor, requireEditorReading, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { CursorPageOf, newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { parseId, validated, type Untrusted } from "../../lib/validation.js";
import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { MailService } from "../mail/mail.service.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import type { RateLimit, ThrottleService } from "../throttle/throttle.service.js";
import { clientKey } from "../throttle/client-key.js";
import { DeliveryStatus, NewsletterDelivery } from "../newsletter/newsletter-issue.entity.js";
import { newsletterWord } from "../newsletter/newsletter-words.js";
import { LanguageChoice, translated } from "../translation/translation.js";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity.js";
import {
  NewsletterSubscriberInput,
  NewsletterSubscriberPageArgs,
  SubscriptionInput,
} from "./newsletter-subscriber.inputs.js";
import { deleteWhere, insertRows, updateWhere } from "../../db/store.js";
import { newestFirstBatches, type NextBatch } from "../../db/newest-first-batches.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

@ObjectType({ description: "One page of newsletter subscribers, newest first" })
export class NewsletterSubscriberPage extends CursorPageOf(NewsletterSubscriber) {}

@ObjectType({ description: "How many confirmed readers read the newsletter in one language" })
export class NewsletterReadersInLanguage {
  @Field(() => LanguageChoice)
  language: Language;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: "Who an issue sent now would go to: the confirmed readers, by language" })
export class NewsletterReaders {
  @Field(() => Int)
  total: number;

  @Field(() => [NewsletterReadersInLanguage], { description: "Every language of the site, in its order" })
  byLanguage: NewsletterReadersInLanguage[];
}

const MINUTE = 60_000;
/** A parish secretary signing a few people up never meets it; a script filling the list does. */
export const SIGN_UP_RATE: RateLimit = { limit: 5, windowMs: 15 * MINUTE };
/** At most one confirmation e-mail an hour to an address, so the form cannot flood an inbox. */
export const CONFIRMATION_RESEND_MS = 60 * MINUTE;
/** Long enough for someone who reads their mail once a week, on costly data. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * MINUTE;

const WRONG_LINK =
  "This confirmation link is wrong or has been used already. If your address is not confirmed yet, sign up again with the newsletter form at the foot of the website's pages for a new link.";
const EXPIRED_LINK =
  "This confirmation link has expired. Sign up again with the newsletter form at the foot of the website's pages, and we will send you a new one.";

const tooManySignUps = (minutes: number) =>
  `Too many sign-ups from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Addresses are compared and kept in lower case: Mary@Example.org and mary@example.org are one. */
function normalised<T extends { email?: unknown }>(data: T): T {
  return typeof data.email === "string" ? { ...data, email: data.email.trim().toLowerCase() } : data;
}

/**
 * The newsletter's subscribers. Anyone may subscribe, and confirms the address with a link e-mailed
 * to it (double opt-in); only staff see, change or remove the list, which is private.
 */
export class NewsletterSubscriberService {
  private readonly subscribers: Repository<NewsletterSubscriber>;

  constructor(
    dataSource: DataSource,
    private readonly throttle: ThrottleService,
    private readonly mail: MailService,
    private readonly siteSettings: SiteSettingsService,
    private readonly addresses: SiteAddresses,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.subscribers = dataSource.getRepository(NewsletterSubscriber);
  }

  /**
   * Signs an address up, unconfirmed, and e-mails it a link to confirm (again, for an unconfirmed
   * address signing up again, at most once an hour). Signing up again is not an error and adds
   * nothing, and the answer is the same either way, so that nobody learns whether an address was
   * on the list. Limited per client address.
   */
  /**
   * `language` is the page's the visitor signed up on: the confirmation, and later the
   * newsletter, come in it. Signing up again keeps the language first given.
   */
  async subscribe(
    data: Untrusted<SubscriptionInput>,
    clientAddress: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<void> {
    const { email } = await validated(SubscriptionInput, normalised(data));
    await this.throttle.consume(
      `newsletter-sign-up:${clientKey(clientAddress)}`,
      SIGN_UP_RATE,
      tooManySignUps,
    );
    await insertRows(
      this.subscribers,
      { email, confirmed: false, language, unsubscribeToken: randomBytes(32).toString("base64url") },
      { ignoringDuplicates: true },
    );
    const token = await this.issueConfirmation(email);
    if (token) await this.sendConfirmation(email, token, language);
  }

  /**
   * Confirms the subscription whose e-mailed link carries `token`, once; answers its address.
   * Done by a button on the confirm page, never by opening the link: mail scanners open links.
   */
  async confirm(token: unknown): Promise<string> {
    if (typeof token !== "string" || !token) throw new UserInputError(WRONG_LINK, "token");
    const secretHash = sha256(token);
    const subscriber = await this.subscribers.findOneBy({ confirmationTokenHash: secretHash });
    if (!subscriber) throw new UserInputError(WRONG_LINK, "token");
    const now = this.now();
    if (!subscriber.confirmationExpiresAt || subscriber.confirmationExpiresAt <= now) {
      throw new UserInputError(EXPIRED_LINK, "token");
    }
    // Only the first of two presses at once finds the token still there.
    const { affected } = await updateWhere(
      this.subscribers,
      { id: subscriber.id, confirmationTokenHash: secretHash },
      { confirmed: true, confirmedAt: now, confirmationTokenHash: null, confirmationExpiresAt: null },
    );
    if (!affected) throw new UserInputError(WRONG_LINK, "token");
    return subscriber.email;
  }

  /**
   * Takes the address with this unsubscribe token off the list at once, with its copies of issues
   * not sent yet; says whether there was one. No sign-in and no second step: the token is the
   * proof, and mail programs press it for the reader (RFC 8058).
   */
  async unsubscribe(token: string): Promise<boolean> {
    return this.subscribers.manager.transaction(async (manager) => {
      const subscriber = await manager.findOneBy(NewsletterSubscriber, { unsubscribeToken: token });
      if (!subscriber) return false;
      await deleteWhere(manager.getRepository(NewsletterSubscriber), { id: subscriber.id });
      await deleteWhere(manager.getRepository(NewsletterDelivery), {
        subscriberId: subscriber.id,
        status: DeliveryStatus.PENDING,
      });
      return true;
    });
  }

  /**
   * Removes the addresses signed up over a week ago and never confirmed: their link has expired,
   * and the list keeps nobody who did not ask for it. Says how many went.
   */
  async expireUnconfirmed(now = this.now()): Promise<number> {
    const weekAgo = new Date(now.getTime() - CONFIRMATION_TTL_MS);
    const unconfirmed = { confirmed: false, createdAt: LessThanOrEqual(weekAgo) };
    // Signing up again renews the link, and so the week.
    const { affected } = await deleteWhere(this.subscribers, [
      { ...unconfirmed, confirmationSentAt: IsNull() },
      { ...unconfirmed, confirmationSentAt: LessThanOrEqual(weekAgo) },
    ]);
    return affected ?? 0;
  }

  /**
   * How many confirmed readers each language has: whom an issue would go to if it began sending
   * now (NewsletterSending sends to the confirmed), for staff to see before they send it.
   */
  async confirmedReaders(actor: Actor | null): Promise<NewsletterReaders> {
    requireEditorReading(actor);
    const rows = await this.subscribers
      .createQueryBuilder("subscriber")
      .select("subscriber.language", "language")
      .addSelect("COUNT(*)", "count")
      .where("subscriber.confirmed = :confirmed", { confirmed: true })
      .groupBy("subscriber.language")
      .getRawMany<{ language: string; count: string | number }>();
    const byLanguage = LANGUAGES.map((language) => ({
      language,
      count: Number(rows.find((row) => row.language === language)?.count ?? 0),
    }));
    return { total: byLanguage.reduce((sum, { count }) => sum + count, 0), byLanguage };
  }

  async page(
    actor: Actor | null,
    args: Partial<NewsletterSubscriberPageArgs>,
  ): Promise<CursorPage<NewsletterSubscriber>> {
    requireEditorReading(actor);
    const input = await validated(NewsletterSubscriberPageArgs, args);
    const where: FindOptionsWhere<NewsletterSubscriber> =
      input.confirmed == null ? {} : { confirmed: input.confirmed };
    return newestFirstPage(this.subscribers, where, "createdAt", input);
  }

  /**
   * Every subscriber, for the CSV export, newest first, a batch at a time: refused before the
   * first batch is read (db/newest-first-batches.ts says what the export sees).
   */
  exportBatches(actor: Actor | null): NextBatch<NewsletterSubscriber> {
    requireEditorReading(actor);
    return newestFirstBatches(this.subscribers, {
      where: {},
      property: "createdAt",
      select: ["email", "confirmed", "confirmedAt", "language"],
    });
  }

  async findById(actor: Actor | null, rawId: unknown): Promise<NewsletterSubscriber | null> {
    requireEditorReading(actor);
    return this.subscribers.findOneBy({ id: parseId(rawId) });
  }

  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<NewsletterSubscriberInput>,
  ): Promise<NewsletterSubscriber> {
    requireEditor(actor);
    const subscriber = await this.get(rawId);
    const input = await validated(NewsletterSubscriberInput, normalised(data));
    const holder = await this.subscribers.findOneBy({ email: input.email });
    if (holder && holder.id !== subscriber.id) throw this.addressTaken(input.email);
    // A link e-mailed to the old address must not confirm the new one.
    if (input.email !== subscriber.email) {
      Object.assign(subscriber, { confirmationTokenHash: null, confirmationExpiresAt: null });
    }
    Object.assign(subscriber, {
      email: input.email,
      confirmed: input.confirmed,
      // Saving the form again keeps the day it was first confirmed.
      confirmedAt: input.confirmed ? (subscriber.confirmedAt ?? this.now()) : null,
    });
    try {
      return await this.subscribers.save(subscriber);
    } catch (error) {
      if (isUniqueViolation(error)) throw this.addressTaken(input.email);
      throw error;
    }
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const subscriber = await this.get(rawId);
    await deleteWhere(this.subscribers, { id: subscriber.id });
  }

  /**
   * A new token for an unconfirmed address whose last confirmation e-mail is over an hour old (or
   * that has had none), stored as its hash in place of the last one; null when no e-mail is due.
   * One conditional update, so that two sign-ups at once (on two instances) send one e-mail.
   */
  private async issueConfirmation(email: string): Promise<string | null> {
    const now = this.now();
    const token = randomBytes(32).toString("base64url");
    const due = { email, confirmed: false };
    const { affected } = await updateWhere(
      this.subscribers,
      [
        { ...due, confirmationSentAt: IsNull() },
        { ...due, confirmationSentAt: LessThanOrEqual(new Date(now.getTime() - CONFIRMATION_RESEND_MS)) },
      ],
      {
        confirmationTokenHash: sha256(token),
        confirmationExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
        confirmationSentAt: now,
      },
    );
    return affected ? token : null;
  }

  private async sendConfirmation(email: string, token: string, language: Language): Promise<void> {
    const { fullName } = translated(await this.siteSettings.get(), language);
    // Opening the link confirms nothing (mail scanners open links): the confirm page's button
    // posts it. The log cuts every address's query, and the page is kept without it.
    const link = `${this.addresses.current()}${inLanguage(language, sitePaths.newsletterConfirm.getHref(token))}`;
    this.mail.sendInBackground({
      to: email,
      subject: newsletterWord(language, "newsletter.confirmSubject"),
      text: newsletterWord(language, "newsletter.confirmText", { site: fullName, link }),
    });
  }

  private async get(rawId: unknown): Promise<NewsletterSubscriber> {
    const subscriber = await this.subscribers.findOneBy({ id: parseId(rawId) });
    if (!subscriber) throw new NotFoundError(`There is no newsletter subscriber with id ${String(rawId)}`);
    return subscriber;
  }

  private addressTaken(email: string): UserInputError {
    return new UserInputError(`${email} is already subscribed; delete one of the two instead`, "email");
  }
}
