import { ObjectType } from "type-graphql";
import type { DataSource, Repository } from "typeorm";
import { requireEditor, requireEditorReading, type Actor } from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { PUBLISHED, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { LIBRARY_DOCUMENT_TRANSLATION, LibraryDocument } from "./library-document.entity.js";
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

  constructor(dataSource: DataSource) {
    this.items = dataSource.getRepository(LibraryDocument);
  }

  /** A page of the published ones; with includeUnpublished, every one, for staff. */
  async page(actor: Actor | null, args: Partial<LibraryDocumentPageArgs>): Promise<Page<LibraryDocument>> {
    const input = await validated(LibraryDocumentPageArgs, args);
    if (input.includeUnpublished) requireEditorReading(actor);
    const [items, total] = await this.items.findAndCount({
      where: input.includeUnpublished ? needsTranslationWhere(input.needsTranslation) : PUBLISHED,
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

  async create(actor: Actor | null, data: Untrusted<LibraryDocumentInput>): Promise<LibraryDocument> {
    requireEditor(actor);
    const { requested, ...columns } = await this.columnsOf(data, null);
    const publication = publicationAfter(null, requested, new Date());
    return this.items.save(this.items.create({ ...columns, ...publication }));
  }

  /** Changes an item, and its publication when asked (publish, schedule, or withdraw to a draft). */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<LibraryDocumentInput>,
  ): Promise<LibraryDocument> {
    requireEditor(actor);
    const item = await this.get(rawId);
    const { requested, ...columns } = await this.columnsOf(data, item.kiswahili);
    const publication = publicationAfter(item, requested, new Date());
    return this.items.save(Object.assign(item, columns, publication));
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    await this.items.remove(await this.get(rawId));
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
      requested: { status: input.status, publishAt: input.publishAt },
    };
  }
}
