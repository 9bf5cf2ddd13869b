import slugify from "slugify";
import { ObjectType } from "type-graphql";
import { LessThanOrEqual, type DataSource, type Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { PageArgs, PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { plainTextPreview, sanitizeRichText } from "../../lib/rich-text.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { checkedFocalPoint, focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { NewsArticle } from "./news.entity.js";
import { NewsArticleInput } from "./news.inputs.js";
import { PublicationStatus, publicationAfter } from "../publication/publication.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";

@ObjectType({ description: "One page of news articles, newest first" })
export class NewsArticlePage extends PageOf(NewsArticle) {}

/** The columns of an article without its body, for lists. */
export type NewsArticleSummary = Omit<NewsArticle, "body">;

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
/** What the public sees: published articles only, the latest published first. */
const PUBLISHED = { status: PublicationStatus.PUBLISHED } as const;
const NEWEST_FIRST = { publishAt: "DESC", id: "DESC" } as const;
/** Staff see every article, the latest written first. */
const LATEST_WRITTEN_FIRST = { createdAt: "DESC", id: "DESC" } as const;

/**
 * The rules of the diocese's news: the one place that reads and writes articles. Every read
 * without an actor is public and sees published articles only; drafts and scheduled articles are
 * read by staff through the methods that take one.
 */
export class NewsService implements Schedulable {
  private readonly articles: Repository<NewsArticle>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.articles = dataSource.getRepository(NewsArticle);
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

  /** Every article, drafts and scheduled ones too, for the dashboard: the latest written first. */
  async pageForStaff(actor: Actor | null, args: Partial<PageArgs>): Promise<Page<NewsArticle>> {
    requireEditor(actor);
    const input = await validated(PageArgs, args);
    const [items, total] = await this.articles.findAndCount({
      order: LATEST_WRITTEN_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** How many articles are published: how many pages the news has. */
  count(): Promise<number> {
    return this.articles.countBy(PUBLISHED);
  }

  /** Every published article, newest first, without bodies: the legacy list has no paging. */
  listSummaries(): Promise<NewsArticleSummary[]> {
    return this.articles.find({ select: SUMMARY_COLUMNS, where: PUBLISHED, order: NEWEST_FIRST });
  }

  findBySlug(slug: string): Promise<NewsArticle | null> {
    return this.articles.findOneBy({ slug, ...PUBLISHED });
  }

  /** Any article by its slug, whatever its status, for staff (to edit it, or to preview a draft). */
  findBySlugForStaff(actor: Actor | null, slug: string): Promise<NewsArticle | null> {
    requireEditor(actor);
    return this.articles.findOneBy({ slug });
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

  /** Adds an article, with its cover picture when one is given. */
  async create(
    actor: Actor | null,
    data: Untrusted<NewsArticleInput>,
    image?: MediaSource | null,
  ): Promise<NewsArticle> {
    requireEditor(actor);
    const { imageFocalPoint, requested, ...columns } = await this.columnsOf(data);
    const publication = publicationAfter(null, requested, new Date());
    return saveWithFile(this.media, { source: image, kind: "image" }, async (imageUrl) =>
      this.articles.save(
        this.articles.create({
          ...columns,
          ...publication,
          slug: await this.freeSlug(columns.title),
          imageUrl: imageUrl ?? null,
          imageFocalPoint: focalPointAfter(null, imageUrl, imageFocalPoint),
        }),
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
  ): Promise<NewsArticle> {
    requireEditor(actor);
    const article = await this.get(rawId);
    const { imageFocalPoint, requested, ...columns } = await this.columnsOf(data);
    const publication = publicationAfter(article, requested, new Date());
    return saveWithFile(
      this.media,
      { source: image, kind: "image", replaces: article.imageUrl },
      (imageUrl) =>
        this.articles.save(
          Object.assign(article, columns, publication, imageUrl ? { imageUrl } : {}, {
            imageFocalPoint: focalPointAfter(article, imageUrl, imageFocalPoint),
          }),
        ),
    );
  }

  /** Deletes an article and its picture's files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const article = await this.get(rawId);
    await this.articles.delete({ id: article.id });
    await removeFiles(this.media, article.imageUrl);
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
    requireEditor(actor);
    const imageFocalPoint = checkedFocalPoint(focalPoint, "imageFocalPoint");
    const article = await this.articles.findOneBy({ slug });
    if (!article) throw new NotFoundError(`There is no news article with the slug "${slug}"`);
    return saveWithFile(this.media, { source, kind: "image", replaces: article.imageUrl }, (imageUrl) =>
      this.articles.save(
        Object.assign(article, {
          imageUrl,
          imageFocalPoint: focalPointAfter(article, imageUrl, imageFocalPoint),
        }),
      ),
    );
  }

  /** Publishes the scheduled articles whose time has come (see ScheduledPublishing). */
  async publishDue(now: Date): Promise<number> {
    const due = await this.articles.find({
      select: { id: true },
      where: { status: PublicationStatus.SCHEDULED, publishAt: LessThanOrEqual(now) },
    });
    let published = 0;
    for (const { id } of due) {
      // Only the instance whose update finds the article still scheduled publishes it.
      const { affected } = await this.articles.update(
        { id, status: PublicationStatus.SCHEDULED },
        { status: PublicationStatus.PUBLISHED },
      );
      published += affected ?? 0;
    }
    return published;
  }

  private async get(rawId: unknown): Promise<NewsArticle> {
    const article = await this.articles.findOneBy({ id: parseId(rawId) });
    if (!article) throw new NotFoundError(`There is no news article with id ${String(rawId)}`);
    return article;
  }

  /**
   * The checked title, the body sanitised with its plain-text preview, the focal point given, and
   * the publication asked for.
   */
  private async columnsOf(data: Untrusted<NewsArticleInput>) {
    const input = await validated(NewsArticleInput, withTrimmedText(data));
    const body = sanitizeRichText(input.body);
    return {
      title: input.title,
      body,
      preview: plainTextPreview(body),
      imageFocalPoint: input.imageFocalPoint,
      requested: { status: input.status, publishAt: input.publishAt },
    };
  }

  /** A slug made from the title, with -2, -3, ... added when another article has it. */
  private async freeSlug(title: string): Promise<string> {
    const base = slugify(title, { lower: true, strict: true }).slice(0, 200) || "article";
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await this.articles.existsBy({ slug: candidate }))) return candidate;
    }
  }
}
