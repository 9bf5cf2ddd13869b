import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { PUBLISHED, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { RevisedContentType } from "../revision/revision.entity.js";
import type { RevisionSnapshot } from "../revision/revision-snapshots.js";
import type { RevisedContent, RevisionService } from "../revision/revision.service.js";
import { INFORMATION_PAGE_TRANSLATION, InformationPage } from "./information-page.entity.js";
import { InformationPageInput } from "./information-page.inputs.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

const BY_TITLE = { title: "ASC", id: "ASC" } as const;

/**
 * The rules of the information pages: the one place that reads and writes them. Every read
 * without an actor is public and sees published pages only; staff read drafts and scheduled
 * pages through the methods that take one.
 */
export class InformationPageService implements Schedulable, RevisedContent {
  private readonly pages: Repository<InformationPage>;

  constructor(
    dataSource: DataSource,
    private readonly revisions: RevisionService,
  ) {
    this.pages = dataSource.getRepository(InformationPage);
    revisions.register(RevisedContentType.INFORMATION_PAGE, this);
  }

  /** Every published page, by title: there are a handful. */
  list(): Promise<InformationPage[]> {
    return this.pages.find({ where: PUBLISHED, order: BY_TITLE });
  }

  /** Every page, drafts and scheduled ones too, for the dashboard. */
  listForStaff(actor: Actor | null, needsTranslation?: boolean | null): Promise<InformationPage[]> {
    requireEditor(actor);
    const where = needsTranslationWhere(needsTranslation);
    return this.pages.find({ where, order: BY_TITLE });
  }

  findBySlug(slug: string): Promise<InformationPage | null> {
    return this.pages.findOneBy({ slug: slug.trim().toLowerCase(), ...PUBLISHED });
  }

  /** Any page by its slug, whatever its status, for staff. */
  findBySlugForStaff(actor: Actor | null, slug: string): Promise<InformationPage | null> {
    requireEditor(actor);
    return this.pages.findOneBy({ slug: slug.trim().toLowerCase() });
  }

  /** Any page by its id, whatever its status, for staff (to preview a draft). */
  findByIdForStaff(actor: Actor | null, rawId: unknown): Promise<InformationPage | null> {
    requireEditor(actor);
    return this.pages.findOneBy({ id: parseId(rawId) });
  }

  async create(actor: Actor | null, data: Untrusted<InformationPageInput>): Promise<InformationPage> {
    requireEditor(actor);
    const input = await validated(InformationPageInput, withTrimmedText(data));
    const publication = publicationAfter(null, input, new Date());
    await this.requireFreeSlug(input.slug);
    return this.saveAddressed(input.slug, () =>
      this.revisions.save(actor, RevisedContentType.INFORMATION_PAGE, InformationPage, (pages) =>
        pages.save(pages.create({ ...this.columnsOf(input, null), ...publication })),
      ),
    );
  }

  /** Changes a page, and its publication when asked (publish, schedule, or withdraw to a draft). */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<InformationPageInput>,
  ): Promise<InformationPage> {
    requireEditor(actor);
    const page = await this.get(rawId);
    const input = await validated(InformationPageInput, withTrimmedText(data));
    const publication = publicationAfter(page, input, new Date());
    await this.requireFreeSlug(input.slug, page.id);
    Object.assign(page, this.columnsOf(input, page.kiswahili), publication);
    return this.saveAddressed(input.slug, () =>
      this.revisions.save(actor, RevisedContentType.INFORMATION_PAGE, InformationPage, (pages) =>
        pages.save(page),
      ),
    );
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const page = await this.get(rawId);
    await this.revisions.delete(RevisedContentType.INFORMATION_PAGE, page.id, (manager) =>
      deleteWhere(manager.getRepository(InformationPage), { id: page.id }),
    );
  }

  /** Whoever may change the page (RevisedContent): the check update makes. */
  async requireMayChange(actor: Actor | null, contentId: number): Promise<void> {
    requireEditor(actor);
    await this.get(contentId);
  }

  /** Saves a revision's title, address and body as the page's (RevisedContent); its publication stays. */
  restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<InformationPage> {
    return this.update(actor, contentId, snapshot.fields);
  }

  /** Publishes the scheduled pages whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.pages, now);
  }

  private async get(rawId: unknown): Promise<InformationPage> {
    const page = await this.pages.findOneBy({ id: parseId(rawId) });
    if (!page) throw new NotFoundError(`There is no information page with id ${String(rawId)}`);
    return page;
  }

  private columnsOf(input: InformationPageInput, stored: KiswahiliTexts | null) {
    const english = { slug: input.slug, title: input.title, body: sanitizeRichText(input.body) };
    return withTranslations(INFORMATION_PAGE_TRANSLATION, english, input.kiswahili, stored);
  }

  private async requireFreeSlug(slug: string, exceptId?: number): Promise<void> {
    const holder = await this.pages.findOneBy({ slug });
    if (holder && holder.id !== exceptId) throw this.slugTaken(slug);
  }

  private saveAddressed(slug: string, save: () => Promise<InformationPage>): Promise<InformationPage> {
    return saveOrConflict(save, () => this.slugTaken(slug));
  }

  private slugTaken(slug: string): UserInputError {
    return new UserInputError(`Another page already has the address ${slug}; choose another slug`, "slug");
  }
}
