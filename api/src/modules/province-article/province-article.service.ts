import slugify from "slugify";
import { IsNull, Not, type DataSource, type Repository } from "typeorm";
import { newestFirstPage, type CursorPage } from "../../db/newest-first-page.js";
import { NotFoundError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { ProvinceAct } from "../province-admin/province-audit.entity.js";
import type { ProvinceActor, ProvinceAuditLog } from "../province-admin/province-audit.service.js";
import { ProvinceArticle } from "./province-article.entity.js";
import { ProvinceArticleInput } from "./province-article.inputs.js";

/** How many times a free slug is looked for when another article took the one found meanwhile. */
const SLUG_ATTEMPTS = 5;
/** The articles a page of the administrators' list holds. */
export const ARTICLES_A_PAGE = 20;

/**
 * The province's own news (issue #44): what its administrators write at the province's host, a
 * draft until they publish it, and what the province's site shows of it, the latest first. The
 * rows are the deployment's (no diocese's), so any unit of work reads them.
 */
export class ProvinceArticleService {
  private readonly articles: Repository<ProvinceArticle>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: ProvinceAuditLog,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.articles = dataSource.getRepository(ProvinceArticle);
  }

  /**
   * Writes a new article, a draft unless `published`; its slug is made from its title. The
   * province's audit log records it, in the same transaction.
   */
  async write(by: ProvinceActor, data: Untrusted<ProvinceArticleInput>): Promise<ProvinceArticle> {
    const input = await this.checked(data);
    const at = this.now();
    for (let attempt = 1; ; attempt++) {
      try {
        const slug = await this.freeSlug(input.title);
        return await this.dataSource.transaction(async (manager) => {
          const article = await manager.save(
            this.articles.create({
              ...input,
              slug,
              publishedAt: input.published ? at : null,
              createdAt: at,
              updatedAt: at,
              writtenBy: by.admin.id,
              changedBy: by.admin.id,
            }),
          );
          await this.audit.record(by, ProvinceAct.WROTE_ARTICLE, article.title, manager);
          return article;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Changes an article; its slug stays, so links to it keep working. Publishing a draft dates it
   * now; a published article changed keeps its date; unpublished, it is a draft again.
   */
  async change(
    by: ProvinceActor,
    id: number,
    data: Untrusted<ProvinceArticleInput>,
  ): Promise<ProvinceArticle> {
    const { published, ...values } = await this.checked(data);
    return this.dataSource.transaction(async (manager) => {
      const article = await manager.findOneBy(ProvinceArticle, { id });
      if (!article) throw notFound(id);
      const publishedAt = published ? (article.publishedAt ?? this.now()) : null;
      const changed = { ...article, ...values, publishedAt, updatedAt: this.now(), changedBy: by.admin.id };
      await manager.save(ProvinceArticle, changed);
      await this.audit.record(by, ProvinceAct.CHANGED_ARTICLE, changed.title, manager);
      return changed;
    });
  }

  async remove(by: ProvinceActor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const article = await manager.findOneBy(ProvinceArticle, { id });
      if (!article) throw notFound(id);
      await manager.delete(ProvinceArticle, { id });
      await this.audit.record(by, ProvinceAct.DELETED_ARTICLE, article.title, manager);
    });
  }

  async byId(id: number): Promise<ProvinceArticle> {
    const article = await this.articles.findOneBy({ id });
    if (!article) throw notFound(id);
    return article;
  }

  /** Every article, drafts too, the latest written first, a page at a time (`after` a page's nextCursor). */
  forAdministrators(after: string | null = null): Promise<CursorPage<ProvinceArticle>> {
    return newestFirstPage(this.articles, {}, "createdAt", { page: 1, pageSize: ARTICLES_A_PAGE, after });
  }

  /** The published articles, the latest published first, `pageSize` at a time. */
  published(pageSize: number, after: string | null = null): Promise<CursorPage<ProvinceArticle>> {
    return newestFirstPage(this.articles, { publishedAt: Not(IsNull()) }, "publishedAt", {
      page: 1,
      pageSize,
      after,
    });
  }

  /** A published article by its slug, or null: a draft is its writers' alone. */
  publishedBySlug(slug: string): Promise<ProvinceArticle | null> {
    return this.articles.findOneBy({ slug, publishedAt: Not(IsNull()) });
  }

  private async checked(data: Untrusted<ProvinceArticleInput>): Promise<ProvinceArticleInput> {
    const trimmed = withTrimmedText(data, ["titleInKiswahili", "bodyInKiswahili"]);
    return validated(ProvinceArticleInput, {
      ...trimmed,
      titleInKiswahili: trimmed.titleInKiswahili ?? null,
      bodyInKiswahili: trimmed.bodyInKiswahili ?? null,
    });
  }

  /** A slug made from the title, with -2, -3, ... added when another article has it. */
  private async freeSlug(title: string): Promise<string> {
    const base = slugify(title, { lower: true, strict: true }).slice(0, 190) || "article";
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await this.articles.existsBy({ slug: candidate }))) return candidate;
    }
  }
}

const notFound = (id: number) => new NotFoundError(`The province's news has no article ${id}`);
