import { ObjectType, Field } from "type-graphql";
import { Between, In, type DataSource, type Repository } from "typeorm";
import { requireEditor, requireEditorReading, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { addDays } from "../../site/calendar-days.js";
import { LANGUAGES, type Language } from "../../site/languages.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import type { EventService } from "../event/event.service.js";
import type { MailService } from "../mail/mail.service.js";
import { NewsArticle } from "../news/news.entity.js";
import { PublicationStatus } from "../publication/publication.js";
import type { SiteSettingsService } from "../site-settings/site-settings.service.js";
import { TextTranslation, translated, withTranslations } from "../translation/translation.js";
import { digestLetter } from "./newsletter-digest.js";
import { newsletterMessage } from "./newsletter-mail.js";
import {
  DeliveryStatus,
  NewsletterDelivery,
  NewsletterIssue,
  NewsletterIssueStatus,
  NEWSLETTER_ISSUE_TRANSLATION,
  type NewsletterProgress,
} from "./newsletter-issue.entity.js";
import { NewsletterIssueInput, SendingTime } from "./newsletter.inputs.js";
import { deleteWhere, updateWhere } from "../../db/store.js";
import type { SiteAddresses } from "../diocese/site-addresses.js";

@ObjectType({ description: "A subject and body the site prepares from what is new, to start an issue from" })
export class NewsletterDigest {
  @Field(() => String)
  subject: string;

  @Field(() => String, { description: "HTML" })
  body: string;

  @Field(() => [TextTranslation], {
    description: "The same in Kiswahili (its subject and body), for the issue's Kiswahili version",
  })
  kiswahili: TextTranslation[];
}

/** A digest looks back this far when no issue has been sent yet. */
const FIRST_DIGEST_DAYS = 30;
/** And forward this far for events. */
const UPCOMING_EVENT_DAYS = 31;
/** A digest lists at most this many of them, the soonest. */
const MOST_EVENTS_IN_A_DIGEST = 20;

/**
 * The newsletter's issues, for staff who edit: written, previewed, tried on one's own address,
 * then sent now or at a time (the sending itself is NewsletterSending's). Only a draft is edited.
 */
export class NewsletterService {
  private readonly issues: Repository<NewsletterIssue>;
  private readonly deliveries: Repository<NewsletterDelivery>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly siteSettings: SiteSettingsService,
    private readonly events: EventService,
    private readonly addresses: SiteAddresses,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.issues = dataSource.getRepository(NewsletterIssue);
    this.deliveries = dataSource.getRepository(NewsletterDelivery);
  }

  list(actor: Actor | null): Promise<NewsletterIssue[]> {
    requireEditorReading(actor);
    return this.issues.find({ order: { createdAt: "DESC", id: "DESC" }, take: 200 });
  }

  async findById(actor: Actor | null, rawId: unknown): Promise<NewsletterIssue | null> {
    requireEditorReading(actor);
    return this.issues.findOneBy({ id: parseId(rawId) });
  }

  async create(actor: Actor | null, data: Untrusted<NewsletterIssueInput>): Promise<NewsletterIssue> {
    requireEditor(actor);
    const columns = await this.columnsOf(data, null);
    return this.issues.save(this.issues.create({ ...columns, status: NewsletterIssueStatus.DRAFT }));
  }

  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<NewsletterIssueInput>,
  ): Promise<NewsletterIssue> {
    requireEditor(actor);
    const issue = await this.draft(rawId);
    Object.assign(issue, await this.columnsOf(data, issue));
    return this.issues.save(issue);
  }

  /** Removes a draft or a scheduled issue; one that has begun sending stays, as a record. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const issue = await this.get(rawId);
    const { affected } = await deleteWhere(this.issues, {
      id: issue.id,
      status: In([NewsletterIssueStatus.DRAFT, NewsletterIssueStatus.SCHEDULED]),
    });
    if (!affected) throw new UserInputError("An issue that has begun sending cannot be deleted", "id");
  }

  /**
   * Sends the issue to the member of staff alone, marked as a test copy, in English and, when it
   * has one, in Kiswahili as its Kiswahili readers get it; answers the address.
   */
  async sendTest(actor: Actor | null, rawId: unknown): Promise<string> {
    const staff = requireEditor(actor);
    const issue = await this.get(rawId);
    const user = await this.dataSource.getRepository(AdminUser).findOneBy({ id: staff.userId });
    if (!user) throw new UserInputError("Only a signed-in member of staff can be sent a test copy", "id");
    const settings = await this.siteSettings.get();
    const languages = issue.kiswahili ? LANGUAGES : (["en"] as const);
    for (const language of languages) {
      const copy = translated(issue, language);
      await this.mail.send(
        newsletterMessage({
          subject: `[Test] ${copy.subject}`,
          body: copy.body,
          to: user.email,
          unsubscribeToken: null,
          siteName: translated(settings, language).fullName,
          publicUrl: this.addresses.current(),
          language,
        }),
      );
    }
    return user.email;
  }

  /**
   * Sends a draft to every confirmed subscriber: at `scheduledAt`, or at once without it (the
   * next look of NewsletterSending, within seconds). A scheduled issue can go back to draft.
   */
  async send(actor: Actor | null, rawId: unknown, data: Untrusted<SendingTime>): Promise<NewsletterIssue> {
    requireEditor(actor);
    const issue = await this.draft(rawId);
    const { scheduledAt } = await validated(SendingTime, data);
    if (scheduledAt && scheduledAt.getTime() < this.now().getTime() - 60_000) {
      throw new UserInputError(
        "scheduledAt must not be in the past; leave it out to send now",
        "scheduledAt",
      );
    }
    issue.status = NewsletterIssueStatus.SCHEDULED;
    issue.scheduledAt = scheduledAt ?? this.now();
    return this.issues.save(issue);
  }

  async unschedule(actor: Actor | null, rawId: unknown): Promise<NewsletterIssue> {
    requireEditor(actor);
    const issue = await this.get(rawId);
    const { affected } = await updateWhere(
      this.issues,
      { id: issue.id, status: NewsletterIssueStatus.SCHEDULED },
      { status: NewsletterIssueStatus.DRAFT, scheduledAt: null },
    );
    if (!affected) throw new UserInputError("Only a scheduled issue can go back to draft", "id");
    return this.get(issue.id);
  }

  /**
   * Each issue's send in the order of the ids, counted from its copies themselves (so the numbers
   * are right whichever instance sends): one query for the dashboard's whole list of issues.
   */
  async progressOfEach(issueIds: readonly number[]): Promise<NewsletterProgress[]> {
    const rows = (await this.deliveries
      .createQueryBuilder("delivery")
      .select("delivery.issue_id", "issueId")
      .addSelect("delivery.status", "status")
      .addSelect("COUNT(*)", "count")
      .where("delivery.issue_id IN (:...issueIds)", { issueIds: [...issueIds] })
      .groupBy("delivery.issue_id")
      .addGroupBy("delivery.status")
      .getRawMany()) as { issueId: string | number; status: DeliveryStatus; count: string | number }[];
    return issueIds.map((issueId) => {
      const own = rows.filter((row) => Number(row.issueId) === issueId);
      const count = (status: DeliveryStatus) => Number(own.find((row) => row.status === status)?.count ?? 0);
      return {
        total: own.reduce((sum, row) => sum + Number(row.count), 0),
        sent: count(DeliveryStatus.SENT),
        failed: count(DeliveryStatus.FAILED),
        bounced: count(DeliveryStatus.BOUNCED),
        waiting: count(DeliveryStatus.PENDING) + count(DeliveryStatus.SENDING),
      };
    });
  }

  /**
   * A subject and body to start an issue from, in English and in Kiswahili: the news published
   * since the last issue began sending (or in the last 30 days), and the events of the coming
   * month, each linking to the site in the letter's language.
   */
  async digest(actor: Actor | null): Promise<NewsletterDigest> {
    requireEditorReading(actor);
    const now = this.now();
    const last = await this.issues.findOne({
      where: { status: In([NewsletterIssueStatus.SENDING, NewsletterIssueStatus.SENT]) },
      order: { sendStartedAt: "DESC" },
    });
    const since = last?.sendStartedAt ?? new Date(now.getTime() - FIRST_DIGEST_DAYS * 86_400_000);
    const articles = await this.dataSource.getRepository(NewsArticle).find({
      where: { status: PublicationStatus.PUBLISHED, publishAt: Between(since, now) },
      order: { publishAt: "DESC" },
      take: 20,
    });
    const today = todayInDiocese(now);
    // Each time an event takes place, as the calendar shows it: a repeating service begun long ago
    // has its coming Sundays, a moved one its new day, a cancelled one none.
    const events = (
      await this.events.occurrences({ from: today, to: addDays(today, UPCOMING_EVENT_DAYS) })
    ).slice(0, MOST_EVENTS_IN_A_DIGEST);
    const settings = await this.siteSettings.get();
    const letterIn = (language: Language) => {
      const letter = digestLetter(language, {
        siteName: translated(settings, language).fullName,
        publicUrl: this.addresses.current(),
        articles: articles.map((article) => translated(article, language)),
        events: events.map((event) => translated(event, language)),
      });
      return { subject: letter.subject, body: sanitizeRichText(letter.body) };
    };
    const kiswahili = letterIn("sw");
    return {
      ...letterIn("en"),
      kiswahili: [
        { field: "subject", text: kiswahili.subject },
        { field: "body", text: kiswahili.body },
      ],
    };
  }

  /** The subject and letter a save stores, with their Kiswahili (left out, the stored one stays). */
  private async columnsOf(data: Untrusted<NewsletterIssueInput>, stored: NewsletterIssue | null) {
    const input = await validated(NewsletterIssueInput, withTrimmedText(data));
    const body = sanitizeRichText(input.body);
    if (!body) throw new UserInputError("body must not be empty", "body");
    return withTranslations(
      NEWSLETTER_ISSUE_TRANSLATION,
      { subject: input.subject, body },
      input.kiswahili,
      stored?.kiswahili ?? null,
    );
  }

  private async draft(rawId: unknown): Promise<NewsletterIssue> {
    const issue = await this.get(rawId);
    if (issue.status === NewsletterIssueStatus.SCHEDULED) {
      throw new UserInputError(
        "Only a draft can be changed or sent; this issue is scheduled: unschedule it first",
        "id",
      );
    }
    if (issue.status !== NewsletterIssueStatus.DRAFT) {
      throw new UserInputError("Only a draft can be changed or sent; this issue is " + issue.status, "id");
    }
    return issue;
  }

  private async get(rawId: unknown): Promise<NewsletterIssue> {
    const issue = await this.issues.findOneBy({ id: parseId(rawId) });
    if (!issue) throw new NotFoundError(`There is no newsletter issue with id ${String(rawId)}`);
    return issue;
  }
}
