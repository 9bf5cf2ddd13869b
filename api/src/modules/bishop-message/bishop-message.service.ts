import { ObjectType } from "type-graphql";
import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { PageArgs, PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { BishopMessage } from "./bishop-message.entity.js";
import { BishopMessageInput } from "./bishop-message.inputs.js";

@ObjectType({ description: "One page of the bishop's messages, newest first" })
export class BishopMessagePage extends PageOf(BishopMessage) {}

const NEWEST_FIRST = { createdAt: "DESC", id: "DESC" } as const;

/** The bishop's messages: the one place that reads and writes them. The newest is the current one. */
export class BishopMessageService {
  private readonly messages: Repository<BishopMessage>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.messages = dataSource.getRepository(BishopMessage);
  }

  async page(args: Partial<PageArgs>): Promise<Page<BishopMessage>> {
    const input = await validated(PageArgs, args);
    const [items, total] = await this.messages.findAndCount({ order: NEWEST_FIRST, ...pageWindow(input) });
    return pageOf(items, total, input);
  }

  /** Every message, newest first (the current one first): the legacy lists have no paging. */
  listNewestFirst(): Promise<BishopMessage[]> {
    return this.messages.find({ order: NEWEST_FIRST });
  }

  /** The message the home page shows: the newest; null before there is any. */
  current(): Promise<BishopMessage | null> {
    return this.messages.findOne({ where: {}, order: NEWEST_FIRST });
  }

  findById(rawId: unknown): Promise<BishopMessage | null> {
    return this.messages.findOneBy({ id: parseId(rawId) });
  }

  /** Adds a message, which becomes the current one, with its picture when one is given. */
  async create(
    actor: Actor | null,
    data: Untrusted<BishopMessageInput>,
    image?: MediaSource | null,
  ): Promise<BishopMessage> {
    requireEditor(actor);
    const input = await validated(BishopMessageInput, withTrimmedText(data));
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.messages.save(
        this.messages.create({
          ...input,
          imageUrl: imageUrl ?? null,
          imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
        }),
      ),
    );
  }

  /** Corrects a message (it stays where it is in the order), and its picture when a new one is given. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<BishopMessageInput>,
    image?: MediaSource | null,
  ): Promise<BishopMessage> {
    requireEditor(actor);
    const message = await this.get(rawId);
    const input = await validated(BishopMessageInput, withTrimmedText(data));
    return saveWithFile(
      this.media,
      { source: image, kind: "image", replaces: message.imageUrl },
      (imageUrl) =>
        this.messages.save(
          Object.assign(message, input, imageUrl ? { imageUrl } : {}, {
            imageFocalPoint: focalPointAfter(message, imageUrl, input.imageFocalPoint),
          }),
        ),
    );
  }

  /** Deletes a message and its picture's files; the one before it becomes current again. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const message = await this.get(rawId);
    await this.messages.delete({ id: message.id });
    await removeFiles(this.media, message.imageUrl);
  }

  private async get(rawId: unknown): Promise<BishopMessage> {
    const message = await this.findById(rawId);
    if (!message) throw new NotFoundError(`There is no bishop's message with id ${String(rawId)}`);
    return message;
  }
}
