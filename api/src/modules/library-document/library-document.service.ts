import { ObjectType } from "type-graphql";
import { And, type DataSource, type FindOperator, type FindOptionsWhere, type Repository } from "typeorm";
import {
  requireEditor,
  requireEditorReading,
  requireSynodReporting,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { containing } from "../../lib/containing.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { PUBLISHED, PublicationStatus, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import {
  LIBRARY_DOCUMENT_TRANSLATION,
  LibraryDocument,
  LibraryDocumentCategory,
} from "./library-document.entity.js";
import { LibraryDocumentInput, LibraryDocumentPageArgs } from "./library-document.inputs.js";

@ObjectType({ description: "One page of library documents" })
export class LibraryDocumentPage extends PageOf(LibraryDocument) {}

/** What the public sees: published ones, the latest published first. */
const NEWEST_FIRST = { publishAt: "DESC", id: "DESC" } as const;
/** Staff see every one, the latest written first. */
const LATEST_WRITTEN_FIRST = { createdAt: "DESC", id: "DESC" } as const;

/**
 * The rules of library documents: the one place that reads and writes them. A read without an actor is
 * public and sees published ones only; the diocese's editors keep them.
 */
export class LibraryDocumentService implements Schedulable {
  private readonly items: Repository<LibraryDocument>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.items = dataSource.getRepository(LibraryDocument);
  }

  /**
   * A page of the published ones, of a category and with the words searched for when asked; with
   * includeUnpublished, every one, for staff. The search is in the database, a page at a time.
   */
  async page(actor: Actor | null, args: Partial<LibraryDocumentPageArgs>): Promise<Page<LibraryDocument>> {
    const input = await validated(LibraryDocumentPageArgs, withTrimmedText(args, ["search"]));
    if (input.includeUnpublished) requireEditorReading(actor);
    const where: FindOptionsWhere<LibraryDocument> = {
      ...(input.includeUnpublished ? needsTranslationWhere(input.needsTranslation) : PUBLISHED),
      ...(input.category ? { category: input.category } : {}),
    };
    const words = (input.search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, MOST_WORDS);
    const [items, total] = await this.items.findAndCount({
      // Each word in the English title, or in the Kiswahili one (the one text that column keeps).
      where: words.length
        ? [
            { ...where, title: allOf(words, "title") },
            { ...where, kiswahili: allOf(words, "kiswahili") },
          ]
        : where,
      order: input.includeUnpublished ? LATEST_WRITTEN_FIRST : NEWEST_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** One published item by its id; with includeUnpublished, any, for staff. */
  async findById(
    actor: Actor | null,
    rawId: unknown,
    includeUnpublished = false,
  ): Promise<LibraryDocument | null> {
    if (includeUnpublished) requireEditorReading(actor);
    const id = parseId(rawId);
    return this.items.findOneBy(includeUnpublished ? { id } : { id, ...PUBLISHED });
  }

  /** Adds a document with its PDF, which it must have: the PDF is what visitors come for. */
  async create(
    actor: Actor | null,
    data: Untrusted<LibraryDocumentInput>,
    document: MediaSource | null | undefined,
  ): Promise<LibraryDocument> {
    requireEditor(actor);
    const { requested, ...columns } = await this.columnsOf(data, null);
    const publication = publicationAfter(null, requested, new Date());
    if (!document) throw new UserInputError("Attach the document's PDF", "document");
    return saveWithFile(this.media, { source: document, kind: "document" }, (documentUrl) =>
      this.items.save(this.items.create({ ...columns, ...publication, documentUrl })),
    );
  }

  /**
   * Keeps the synod's report that the site made (modules/synod-report/) as a draft of its category,
   * titled in both languages, for the editors to publish once the synod has approved it.
   */
  async keepSynodReport(
    actor: Actor | null,
    titles: { en: string; sw: string },
    pdf: Buffer,
  ): Promise<LibraryDocument> {
    requireSynodReporting(actor);
    const input = {
      title: titles.en,
      kiswahili: [{ field: "title", text: titles.sw }],
      category: LibraryDocumentCategory.SYNOD_REPORT,
      status: PublicationStatus.DRAFT,
    };
    const { requested, ...columns } = await this.columnsOf(input, null);
    const publication = publicationAfter(null, requested, new Date());
    return saveWithFile(this.media, { source: { buffer: pdf }, kind: "document" }, (documentUrl) =>
      this.items.save(this.items.create({ ...columns, ...publication, documentUrl })),
    );
  }

  /**
   * Changes a document, and its publication when asked (publish, schedule, or withdraw to a
   * draft); a new PDF replaces the one it had, whose file goes once the change is saved.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<LibraryDocumentInput>,
    document?: MediaSource | null,
  ): Promise<LibraryDocument> {
    requireEditor(actor);
    const item = await this.get(rawId);
    const { requested, ...columns } = await this.columnsOf(data, item.kiswahili);
    const publication = publicationAfter(item, requested, new Date());
    const change = { source: document, kind: "document", replaces: item.documentUrl } as const;
    return saveWithFile(this.media, change, (documentUrl) =>
      this.items.save(
        Object.assign(item, columns, publication, { documentUrl: documentUrl ?? item.documentUrl }),
      ),
    );
  }

  /** Deletes a document and its PDF's file. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const item = await this.get(rawId);
    const { documentUrl } = item;
    await this.items.remove(item);
    await removeFiles(this.media, documentUrl);
  }

  /** When a published document last changed (the sitemap's date of the library's page); null for none. */
  async latestChange(): Promise<Date | null> {
    const latest = await this.items.findOne({
      select: { id: true, updatedAt: true },
      where: PUBLISHED,
      order: { updatedAt: "DESC" },
    });
    return latest?.updatedAt ?? null;
  }

  /** Publishes the scheduled ones whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.items, now);
  }

  private async get(rawId: unknown): Promise<LibraryDocument> {
    const item = await this.items.findOneBy({ id: parseId(rawId) });
    if (!item) throw new NotFoundError(`There is no library document with id ${String(rawId)}`);
    return item;
  }

  /** The checked columns with their Kiswahili, and the publication asked for. */
  private async columnsOf(data: Untrusted<LibraryDocumentInput>, stored: KiswahiliTexts | null) {
    const input = await validated(LibraryDocumentInput, withTrimmedText(data));
    return {
      ...withTranslations(LIBRARY_DOCUMENT_TRANSLATION, { title: input.title }, input.kiswahili, stored),
      category: input.category,
      requested: { status: input.status, publishAt: input.publishAt },
    };
  }
}

/** A search's words at the most: a longer search is no better, and each word is a condition. */
const MOST_WORDS = 8;

/** Text holding every one of these words, whatever its case, with `%` and `_` taken literally. */
function allOf(words: readonly string[], column: string): FindOperator<string> {
  const conditions = words.map((word, index) => containing(`${column}Word${index}`, word));
  return conditions.length === 1 ? conditions[0]! : And(...conditions);
}
