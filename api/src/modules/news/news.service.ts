import { ObjectType } from "type-graphql";
import type { DataSource, Repository } from "typeorm";
import {
  requireOwnedContentEditing,
  requireParishContentListing,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { PageArgs, PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { ownerIdToStore } from "../../lib/owners.js";
import { plainTextPreview, sanitizeRichText } from "../../lib/rich-text.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { checkedFocalPoint, focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { Parish } from "../parish/parish.entity.js";
import { freeSlug } from "../../lib/free-slug.js";
import { NEWS_ARTICLE_TRANSLATION, NewsArticle } from "./news.entity.js";
import { NewsArticleInput } from "./news.inputs.js";
import { PUBLISHED, publicationAfter } from "../publication/publication.js";
import { latestPublishedChange, PublishedStretches } from "../publication/published-stretches.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { RevisedContentType } from "../revision/revision.entity.js";
import { pictureAfter, type PictureSnapshot, type RevisionSnapshot } from "../revision/revision-snapshots.js";
import type { RevisedContent, RevisionService } from "../revision/revision.service.js";
import { needsTranslationWhere, translationsOf, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

@ObjectType({ description: "One page of news articles, newest first" })
export class NewsArticlePage extends PageOf(NewsArticle) {}

/** The columns of an article without its body, for lists. */
export type NewsArticleSummary = Omit<NewsArticle, "body">;

/** A published article as a list of headlines names it, with its title in Kiswahili where given. */
export interface NewsHeadline {
  title: string;
  titleInKiswahili: string | null;
  slug: string;
  publishedAt: Date;
}
/** The most headlines one read gives. */
const MOST_HEADLINES = 12;

const SUMMARY_COLUMNS: (keyof NewsArticle)[] = [
  "id",
  "title",
  "slug",
  "preview",
  "imageUrl",
  "status",
  "publishAt",
  "createdAt",
  "updatedAt",
];
/** What the public sees: published articles only (PUBLISHED), the latest published first. */
const NEWEST_FIRST = { publishAt: "DESC", id: "DESC" } as const;
/** Staff see every article, the latest written first. */
const LATEST_WRITTEN_FIRST = { createdAt: "DESC", id: "DESC" } as const;

/**
 * The rules of the diocese's news: the one place that reads and writes articles. Every read
 * without an actor is public and sees published articles only; drafts and scheduled articles are
 * read by staff through the methods that take one.
 */
export class NewsService implements Schedulable, RevisedContent {
  private readonly articles: Repository<NewsArticle>;
  private readonly parishes: Repository<Parish>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
    private readonly revisions: RevisionService,
  ) {
    this.articles = dataSource.getRepository(NewsArticle);
    revisions.register(RevisedContentType.NEWS_ARTICLE, this);
    this.parishes = dataSource.getRepository(Parish);
  }

  async page(args: Partial<PageArgs>): Promise<Page<NewsArticle>> {
    const input = await validated(PageArgs, args);
    const [items, total] = await this.articles.findAndCount({
      where: PUBLISHED,
      order: NEWEST_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /**
   * Every article, drafts and scheduled ones too, for the dashboard: the latest written first. A
   * parish editor's list has their parish's articles alone.
   */
  async pageForStaff(
    actor: Actor | null,
    args: Partial<PageArgs>,
    needsTranslation?: boolean | null,
  ): Promise<Page<NewsArticle>> {
    const parishId = requireParishContentListing(actor);
    const input = await validated(PageArgs, args);
    const [items, total] = await this.articles.findAndCount({
      where: {
        ...(parishId === null ? {} : { parishId }),
        ...needsTranslationWhere(needsTranslation),
      },
      order: LATEST_WRITTEN_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** How many articles are published: how many pages the news has. */
  count(): Promise<number> {
    return this.articles.countBy(PUBLISHED);
  }

  /** When a published article last changed (the sitemap's date of the pages that list them); null for none. */
  latestChange(): Promise<Date | null> {
    return latestPublishedChange(this.articles);
  }

  /** The published articles in stretches of `size` ids: the sitemap's files of articles. */
  publishedStretches(size: number): PublishedStretches<NewsArticle> {
    return new PublishedStretches(this.articles, size);
  }

  /** A page of the published articles, newest first, without their bodies: the legacy list's. */
  async pageSummaries(args: Partial<PageArgs>): Promise<Page<NewsArticleSummary>> {
    const input = await validated(PageArgs, args);
    const [items, total] = await this.articles.findAndCount({
      select: SUMMARY_COLUMNS,
      where: PUBLISHED,
      order: NEWEST_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /**
   * The latest published articles' headlines, `count` of them (none to MOST_HEADLINES): another
   * page's list of the news, the province's. Their bodies are read for none.
   */
  async latestHeadlines(count: number): Promise<NewsHeadline[]> {
    const articles = await this.articles.find({
      select: ["id", "title", "slug", "publishAt", "kiswahili"],
      where: PUBLISHED,
      order: NEWEST_FIRST,
      take: Math.min(Math.max(Math.trunc(count), 0), MOST_HEADLINES),
    });
    return articles.map(({ title, slug, publishAt, kiswahili }) => ({
      title,
      titleInKiswahili: kiswahili?.title || null,
      slug,
      publishedAt: publishAt!,
    }));
  }

  findBySlug(slug: string): Promise<NewsArticle | null> {
    return this.articles.findOneBy({ slug, ...PUBLISHED });
  }

  /**
   * Any article by its slug, whatever its status, for staff who may change it (to edit it, or to
   * preview a draft): a parish editor reads their parish's alone.
   */
  async findBySlugForStaff(actor: Actor | null, slug: string): Promise<NewsArticle | null> {
    const staff = requireSomeEditing(actor);
    const article = await this.articles.findOneBy({ slug });
    if (article) requireOwnedContentEditing(staff, article);
    return article;
  }

  /** Any article by its id, whatever its status, for staff who may change it (to preview a draft). */
  async findByIdForStaff(actor: Actor | null, rawId: unknown): Promise<NewsArticle | null> {
    const staff = requireSomeEditing(actor);
    const article = await this.articles.findOneBy({ id: parseId(rawId) });
    if (article) requireOwnedContentEditing(staff, article);
    return article;
  }

  /** Titles need not be unique; the newest article with the title wins. */
  findByTitle(title: string): Promise<NewsArticle | null> {
    return this.articles.findOne({ where: { title: title.trim(), ...PUBLISHED }, order: NEWEST_FIRST });
  }

  /**
   * The article at an address, the one rule of every transport (the page, GraphQL's `address`, the
   * old REST path): its slug, or the title that old links carry. The slug is tried first, so an
   * article's own address always leads to it, whatever another article is titled.
   */
  async findByAddress(address: string): Promise<NewsArticle | null> {
    return (await this.findBySlug(address)) ?? (await this.findByTitle(address));
  }

  /**
   * Adds an article, with its cover picture when one is given. The picture is optional, whichever
   * way the article comes (the dashboard, GraphQL, the legacy path): news is often written before
   * anyone has a photograph, and the site shows the diocese's cross in its place.
   */
  async create(
    actor: Actor | null,
    data: Untrusted<NewsArticleInput>,
    image?: MediaSource | null,
  ): Promise<NewsArticle> {
    const staff = requireSomeEditing(actor);
    const { imageFocalPoint, requested, parishId: tag, ...columns } = await this.columnsOf(data, null);
    // A parish editor's article is their parish's news unless they say otherwise (and they may not).
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", tag, {
      stored: null,
      editorsOwn: staff.parish?.id ?? null,
    });
    requireOwnedContentEditing(staff, { parishId });
    const publication = publicationAfter(null, requested, new Date());
    return saveWithFile(this.media, { source: image, kind: "image" }, async (imageUrl) =>
      this.revisions.save(actor, RevisedContentType.NEWS_ARTICLE, NewsArticle, async (articles) =>
        articles.save(
          articles.create({
            ...columns,
            ...publication,
            parishId,
            slug: await freeSlug(this.articles, columns.title, "article"),
            imageUrl: imageUrl ?? null,
            imageFocalPoint: focalPointAfter(null, imageUrl, imageFocalPoint),
          }),
        ),
      ),
    );
  }

  /**
   * Changes an article's title and body, its picture when a new one is given, and its publication
   * when asked (publish, schedule, or withdraw to a draft). The slug stays, so that links to the
   * article keep working.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<NewsArticleInput>,
    image?: MediaSource | null,
    restoredPicture?: PictureSnapshot | null,
  ): Promise<NewsArticle> {
    const staff = requireSomeEditing(actor);
    const article = await this.get(rawId);
    requireOwnedContentEditing(staff, article);
    const {
      imageFocalPoint,
      requested,
      parishId: tag,
      ...columns
    } = await this.columnsOf(data, article.kiswahili);
    // Checked again with the tag it will have: a parish editor can neither untag it nor give it away.
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", tag, {
      stored: article,
      editorsOwn: staff.parish?.id ?? null,
    });
    requireOwnedContentEditing(staff, { parishId });
    const publication = publicationAfter(article, requested, new Date());
    // The picture it replaces stays while a revision shows it (RevisionService prunes its files).
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.revisions.save(actor, RevisedContentType.NEWS_ARTICLE, NewsArticle, (articles) =>
        articles.save(
          Object.assign(
            article,
            columns,
            publication,
            { parishId },
            pictureAfter(article, imageUrl, imageFocalPoint, restoredPicture),
          ),
        ),
      ),
    );
  }

  /** Deletes an article and its picture's files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    const staff = requireSomeEditing(actor);
    const article = await this.get(rawId);
    requireOwnedContentEditing(staff, article);
    await this.revisions.delete(RevisedContentType.NEWS_ARTICLE, article.id, (manager) =>
      deleteWhere(manager.getRepository(NewsArticle), { id: article.id }),
    );
    await removeFiles(this.media, article.imageUrl);
  }

  /** Whoever may change the article (RevisedContent): the check update makes. */
  async requireMayChange(actor: Actor | null, contentId: number): Promise<void> {
    const staff = requireSomeEditing(actor);
    requireOwnedContentEditing(staff, await this.get(contentId));
  }

  /** Saves a revision's title, body and picture as the article's (RevisedContent); its publication stays. */
  async restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<NewsArticle> {
    return this.update(actor, contentId, snapshot.fields, null, snapshot.picture ?? null);
  }

  /**
   * Replaces an article's cover picture, with the focal point given or the centre. The new
   * picture is stored before the record changes and the old one's files are deleted after, so a
   * refused upload or a failed save leaves the article as it was and no file behind.
   */
  async setImage(
    actor: Actor | null,
    slug: string,
    source: MediaSource,
    focalPoint?: unknown,
  ): Promise<NewsArticle> {
    const staff = requireSomeEditing(actor);
    const imageFocalPoint = checkedFocalPoint(focalPoint, "imageFocalPoint");
    const article = await this.articles.findOneBy({ slug });
    if (!article) throw new NotFoundError(`There is no news article with the slug "${slug}"`);
    requireOwnedContentEditing(staff, article);
    // The picture it replaces stays while a revision shows it (RevisionService prunes its files).
    return saveWithFile(this.media, { source, kind: "image" }, (imageUrl) =>
      this.revisions.save(actor, RevisedContentType.NEWS_ARTICLE, NewsArticle, (articles) =>
        articles.save(
          Object.assign(article, {
            imageUrl,
            imageFocalPoint: focalPointAfter(article, imageUrl, imageFocalPoint),
          }),
        ),
      ),
    );
  }

  /** Publishes the scheduled articles whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.articles, now);
  }

  private async get(rawId: unknown): Promise<NewsArticle> {
    const article = await this.articles.findOneBy({ id: parseId(rawId) });
    if (!article) throw new NotFoundError(`There is no news article with id ${String(rawId)}`);
    return article;
  }

  /**
   * The checked title, the body sanitised with its plain-text preview, the focal point given, and
   * the publication asked for; the Kiswahili title and body, with a preview cut from that body as
   * the English one is (`stored` is kept when the input has no translations).
   */
  private async columnsOf(data: Untrusted<NewsArticleInput>, stored: KiswahiliTexts | null) {
    const input = await validated(NewsArticleInput, withTrimmedText(data));
    const body = sanitizeRichText(input.body);
    const { kiswahili, needsTranslation } = translationsOf(
      NEWS_ARTICLE_TRANSLATION,
      input.kiswahili,
      { title: input.title, body },
      stored,
    );
    if (kiswahili?.body) kiswahili.preview = plainTextPreview(kiswahili.body);
    return {
      title: input.title,
      body,
      preview: plainTextPreview(body),
      kiswahili,
      needsTranslation,
      imageFocalPoint: input.imageFocalPoint,
      requested: { status: input.status, publishAt: input.publishAt },
      parishId: input.parishId,
    };
  }
}
