import { ObjectType } from "type-graphql";
import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { PageArgs, PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { BISHOP_MESSAGE_TRANSLATION, BishopMessage } from "./bishop-message.entity.js";
import { BishopMessageInput } from "./bishop-message.inputs.js";
import { PUBLISHED, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { RevisedContentType } from "../revision/revision.entity.js";
import { pictureAfter, type PictureSnapshot, type RevisionSnapshot } from "../revision/revision-snapshots.js";
import type { RevisedContent, RevisionService } from "../revision/revision.service.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

@ObjectType({ description: "One page of the bishop's messages, newest first" })
export class BishopMessagePage extends PageOf(BishopMessage) {}

/** What the public sees: the message published latest first, which is the current one. */
const LATEST_PUBLISHED_FIRST = { publishAt: "DESC", id: "DESC" } as const;
/** Staff see every message, the latest written first. */
const LATEST_WRITTEN_FIRST = { createdAt: "DESC", id: "DESC" } as const;

/**
 * The bishop's messages: the one place that reads and writes them. The one published latest is
 * the current one: a draft or a scheduled message, however new, leaves the home page as it is
 * until it is published. Every read without an actor sees published messages only.
 */
export class BishopMessageService implements Schedulable, RevisedContent {
  private readonly messages: Repository<BishopMessage>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
    private readonly revisions: RevisionService,
  ) {
    this.messages = dataSource.getRepository(BishopMessage);
    revisions.register(RevisedContentType.BISHOP_MESSAGE, this);
  }

  /** The published messages, the current one first, a page at a time. */
  async page(args: Partial<PageArgs>): Promise<Page<BishopMessage>> {
    const input = await validated(PageArgs, args);
    const [items, total] = await this.messages.findAndCount({
      where: PUBLISHED,
      order: LATEST_PUBLISHED_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** Every message, drafts and scheduled ones too, for the dashboard: the latest written first. */
  async pageForStaff(
    actor: Actor | null,
    args: Partial<PageArgs>,
    needsTranslation?: boolean | null,
  ): Promise<Page<BishopMessage>> {
    requireEditor(actor);
    const input = await validated(PageArgs, args);
    const [items, total] = await this.messages.findAndCount({
      where: needsTranslationWhere(needsTranslation),
      order: LATEST_WRITTEN_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** Every published message, the current one first: the legacy lists have no paging. */
  listNewestFirst(): Promise<BishopMessage[]> {
    return this.messages.find({ where: PUBLISHED, order: LATEST_PUBLISHED_FIRST });
  }

  /** The message the home page shows: the one published latest; null before any is published. */
  current(): Promise<BishopMessage | null> {
    return this.messages.findOne({ where: PUBLISHED, order: LATEST_PUBLISHED_FIRST });
  }

  /** A published message by its id. */
  findById(rawId: unknown): Promise<BishopMessage | null> {
    return this.messages.findOneBy({ id: parseId(rawId), ...PUBLISHED });
  }

  /** Any message by its id, whatever its status, for staff (to edit it, or to preview a draft). */
  findByIdForStaff(actor: Actor | null, rawId: unknown): Promise<BishopMessage | null> {
    requireEditor(actor);
    return this.messages.findOneBy({ id: parseId(rawId) });
  }

  /**
   * Adds a message, with its picture when one is given. Published (the default), it becomes the
   * current one; scheduled, it becomes current at its time.
   */
  async create(
    actor: Actor | null,
    data: Untrusted<BishopMessageInput>,
    image?: MediaSource | null,
  ): Promise<BishopMessage> {
    requireEditor(actor);
    const { columns, imageFocalPoint, requested } = await this.inputOf(data, null);
    const publication = publicationAfter(null, requested, new Date());
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.revisions.save(actor, RevisedContentType.BISHOP_MESSAGE, BishopMessage, (messages) =>
        messages.save(
          messages.create({
            ...columns,
            ...publication,
            imageUrl: imageUrl ?? null,
            imageFocalPoint: focalPointAfter(null, imageUrl, imageFocalPoint),
          }),
        ),
      ),
    );
  }

  /**
   * Corrects a message, its picture when a new one is given, and its publication when asked. A
   * published message keeps its date, and so its place in the order.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<BishopMessageInput>,
    image?: MediaSource | null,
    restoredPicture?: PictureSnapshot | null,
  ): Promise<BishopMessage> {
    requireEditor(actor);
    const message = await this.get(rawId);
    const { columns, imageFocalPoint, requested } = await this.inputOf(data, message.kiswahili);
    const publication = publicationAfter(message, requested, new Date());
    // The picture it replaces stays while a revision shows it (RevisionService prunes its files).
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.revisions.save(actor, RevisedContentType.BISHOP_MESSAGE, BishopMessage, (messages) =>
        messages.save(
          Object.assign(
            message,
            columns,
            publication,
            pictureAfter(message, imageUrl, imageFocalPoint, restoredPicture),
          ),
        ),
      ),
    );
  }

  /** Deletes a message and its picture's files; the one published before it becomes current again. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const message = await this.get(rawId);
    await this.revisions.delete(RevisedContentType.BISHOP_MESSAGE, message.id, (manager) =>
      deleteWhere(manager.getRepository(BishopMessage), { id: message.id }),
    );
    await removeFiles(this.media, message.imageUrl);
  }

  /** Whoever may change the message (RevisedContent): the check update makes. */
  async requireMayChange(actor: Actor | null, contentId: number): Promise<void> {
    requireEditor(actor);
    await this.get(contentId);
  }

  /** Saves a revision's words and picture as the message's (RevisedContent); its publication stays. */
  restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<BishopMessage> {
    return this.update(actor, contentId, snapshot.fields, null, snapshot.picture ?? null);
  }

  /** Publishes the scheduled messages whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.messages, now);
  }

  private async get(rawId: unknown): Promise<BishopMessage> {
    const message = await this.messages.findOneBy({ id: parseId(rawId) });
    if (!message) throw new NotFoundError(`There is no bishop's message with id ${String(rawId)}`);
    return message;
  }

  /** The checked message, its picture's focal point, and the publication asked for. */
  private async inputOf(data: Untrusted<BishopMessageInput>, stored: KiswahiliTexts | null) {
    const input = await validated(BishopMessageInput, withTrimmedText(data));
    const english = { bishopName: input.bishopName, heading: input.heading, message: input.message };
    return {
      columns: withTranslations(BISHOP_MESSAGE_TRANSLATION, english, input.kiswahili, stored),
      imageFocalPoint: input.imageFocalPoint,
      requested: { status: input.status, publishAt: input.publishAt },
    };
  }
}
