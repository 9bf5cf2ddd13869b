import {
  LessThanOrEqual,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type Repository,
} from "typeorm";
import { requireSomeEditing, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { parseId } from "../../lib/validation.js";
import { AdminUser } from "../admin-user/admin-user.entity.js";
import { toImage } from "../media/image.type.js";
import type { MediaService } from "../media/media.service.js";
import { removeFiles } from "../media/stored-files.js";
import { changesBetween, type RevisionComparison } from "./revision-comparison.js";
import { ContentRevision, RevisedContentType } from "./revision.entity.js";
import {
  parseSnapshot,
  restorable,
  picturesOf,
  snapshotOf,
  type PictureSnapshot,
  type RevisedItem,
  type RevisionSnapshot,
} from "./revision-snapshots.js";
import { deleteWhere } from "../../db/store.js";

/**
 * What the revisions need of a content type's service: its own check of who may change an item
 * (which also finds the item, or refuses with NotFoundError), and a save of a revision's content
 * through its own update, so that every rule of a save applies to a restore too.
 */
export interface RevisedContent {
  requireMayChange(actor: Actor | null, contentId: number): Promise<void>;
  restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<unknown>;
}

/** Who the revisions name when no one signed in saved (sample content, the command line). */
const THE_WEBSITE = "The website itself";

const CONTENT_TYPES: readonly string[] = Object.values(RevisedContentType);

/**
 * The history of the revised content types: every save keeps a revision, in the save's own
 * transaction; staff read an item's history, compare two revisions and restore one. Only the
 * newest `keptPerItem` revisions of an item are kept; an item's history goes when the item does.
 */
export class RevisionService {
  private readonly revisions: Repository<ContentRevision>;
  private readonly contents = new Map<RevisedContentType, RevisedContent>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly keptPerItem: number,
  ) {
    this.revisions = dataSource.getRepository(ContentRevision);
  }

  /** Called by each revised content type's service as it is made. */
  register(type: RevisedContentType, content: RevisedContent): void {
    this.contents.set(type, content);
  }

  /**
   * Saves an item and keeps its revision in one transaction, so that neither happens without the
   * other; then removes the files of pictures that no kept revision shows any more.
   */
  async save<T extends RevisedItem>(
    actor: Actor | null,
    type: RevisedContentType,
    target: EntityTarget<T>,
    write: (repository: Repository<T>) => Promise<T>,
  ): Promise<T> {
    let unused: string[] = [];
    const saved = await this.dataSource.transaction(async (manager) => {
      const item = await write(manager.getRepository(target));
      unused = await this.keep(manager, actor, type, item);
      return item;
    });
    await removeFiles(this.media, ...unused);
    return saved;
  }

  /** Deletes an item with its history in one transaction, then the pictures only the history kept. */
  async delete(
    type: RevisedContentType,
    contentId: number,
    remove: (manager: EntityManager) => Promise<unknown>,
  ) {
    let pictures: string[] = [];
    await this.dataSource.transaction(async (manager) => {
      await remove(manager);
      const history = await manager.find(ContentRevision, { where: { contentType: type, contentId } });
      pictures = history.flatMap((revision) => picturesOf(parseSnapshot(revision.snapshot)));
      await deleteWhere(manager.getRepository(ContentRevision), { contentType: type, contentId });
    });
    await removeFiles(this.media, ...new Set(pictures));
  }

  /**
   * An item's revisions, the newest first. Like every read and restore here, it refuses a visitor
   * or a treasurer before anything is read, then asks the item's own service who may change it.
   */
  async history(actor: Actor | null, rawType: unknown, rawContentId: unknown): Promise<ContentRevision[]> {
    requireSomeEditing(actor);
    const type = this.contentTypeOf(rawType);
    const contentId = parseId(rawContentId, "contentId");
    await this.contentOf(type).requireMayChange(actor, contentId);
    return this.revisions.find({ where: { contentType: type, contentId }, order: { number: "DESC" } });
  }

  /** What changed from one revision of an item to another (the older is usually `from`). */
  async compare(actor: Actor | null, rawFromId: unknown, rawToId: unknown): Promise<RevisionComparison> {
    requireSomeEditing(actor);
    const from = await this.get(rawFromId, "fromId");
    const to = await this.get(rawToId, "toId");
    if (from.contentType !== to.contentType || from.contentId !== to.contentId) {
      throw new UserInputError("The two revisions must be of the same item", "toId");
    }
    await this.contentOf(from.contentType).requireMayChange(actor, from.contentId);
    const describe = (picture: PictureSnapshot | null | undefined) =>
      picture ? toImage(this.media.describeImage(picture.url), picture.focalPoint) : null;
    return {
      from,
      to,
      changes: changesBetween(
        from.contentType,
        parseSnapshot(from.snapshot),
        parseSnapshot(to.snapshot),
        describe,
      ),
    };
  }

  /**
   * Saves a revision's content as the item's, through the content type's own update (its rules,
   * its check of who may, the cache emptied), which keeps a new revision. The item's publication
   * stays as it is. Answers the item's newest revision: the new one, or the same when nothing differed.
   */
  async restore(actor: Actor | null, rawId: unknown): Promise<ContentRevision> {
    requireSomeEditing(actor);
    const revision = await this.get(rawId, "id");
    const content = this.contentOf(revision.contentType);
    await content.requireMayChange(actor, revision.contentId);
    await content.restore(actor, revision.contentId, restorable(parseSnapshot(revision.snapshot)));
    return this.revisions.findOneOrFail({
      where: { contentType: revision.contentType, contentId: revision.contentId },
      order: { number: "DESC" },
    });
  }

  /**
   * Keeps the item's revision unless its snapshot is the same as the newest one's (a save that
   * changed nothing, or only the publication, adds nothing to the history), prunes the oldest
   * beyond the limit, and answers the pictures that no kept revision shows any more. The item's
   * own row was written first in this transaction: on PostgreSQL its lock makes a second save of
   * the same item wait here, so the two never take the same number.
   */
  private async keep(
    manager: EntityManager,
    actor: Actor | null,
    type: RevisedContentType,
    item: RevisedItem,
  ): Promise<string[]> {
    const revisions = manager.getRepository(ContentRevision);
    const where = { contentType: type, contentId: item.id };
    const snapshot = JSON.stringify(snapshotOf(type, item));
    const newest = await revisions.findOne({ where, order: { number: "DESC" } });
    if (newest?.snapshot === snapshot) return [];
    const number = (newest?.number ?? 0) + 1;
    await revisions.insert({ ...where, number, snapshot, ...(await this.authorOf(manager, actor)) });

    const pruned = await revisions.find({
      where: { ...where, number: LessThanOrEqual(number - this.keptPerItem) },
    });
    if (pruned.length === 0) return [];
    await revisions.delete({ ...where, number: LessThanOrEqual(number - this.keptPerItem) });
    const kept = await revisions.find({ select: { snapshot: true }, where });
    const stillShown = new Set(kept.flatMap((revision) => picturesOf(parseSnapshot(revision.snapshot))));
    return [...new Set(pruned.flatMap((revision) => picturesOf(parseSnapshot(revision.snapshot))))].filter(
      (url) => !stillShown.has(url),
    );
  }

  /** Who saved, as named at the time: the member of staff, the API token, or the website. */
  private async authorOf(
    manager: EntityManager,
    actor: Actor | null,
  ): Promise<Pick<ContentRevision, "savedByUserId" | "savedBy">> {
    if (actor?.apiToken) return { savedByUserId: null, savedBy: `API token ${actor.apiToken.name}` };
    const user = actor?.userId ? await manager.findOneBy(AdminUser, { id: actor.userId }) : null;
    return user
      ? { savedByUserId: user.id, savedBy: user.name }
      : { savedByUserId: null, savedBy: THE_WEBSITE };
  }

  private async get(rawId: unknown, field: string): Promise<ContentRevision> {
    const revision = await this.revisions.findOneBy({ id: parseId(rawId, field) });
    if (!revision) {
      throw new NotFoundError(
        `There is no revision with id ${String(rawId)}: it was pruned, or its item was deleted with its history`,
      );
    }
    return revision;
  }

  private contentTypeOf(raw: unknown): RevisedContentType {
    if (typeof raw !== "string" || !CONTENT_TYPES.includes(raw)) {
      throw new UserInputError(`contentType must be one of ${CONTENT_TYPES.join(", ")}`, "contentType");
    }
    return raw as RevisedContentType;
  }

  private contentOf(type: RevisedContentType): RevisedContent {
    const content = this.contents.get(type);
    // Each revised type's service registers itself when services.ts makes it.
    if (!content) throw new Error(`No service keeps the revisions of ${type}`);
    return content;
  }
}
