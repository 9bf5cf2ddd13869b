import { ObjectType } from "type-graphql";
import { In, IsNull, Not, type DataSource, type Repository } from "typeorm";
import { mayReadPrivately, requireEditor, requireEditorReading, type Actor } from "../../authorization.js";
import { deleteWhere } from "../../db/store.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { ClergyMember } from "../clergy/clergy.entity.js";
import { Parish } from "../parish/parish.entity.js";
import type { ParishService } from "../parish/parish.service.js";
import { PublicationStatus, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { ClergyPosting, ClergyPostingList, ClergyRole } from "./clergy-posting.entity.js";
import {
  ClergyPostingEndInput,
  ClergyPostingInput,
  ClergyPostingListInput,
  ClergyPostingListPageArgs,
} from "./clergy-posting.inputs.js";

@ObjectType({ description: "One page of lists of postings, the latest made first" })
export class ClergyPostingListPage extends PageOf(ClergyPostingList) {}

/** The roles that are of one kind of place: a vicar's and a curate's is a parish, an archdeacon's an archdeaconry. */
const PLACE_OF_ROLE: Partial<Record<ClergyRole, "parishId" | "archdeaconryId">> = {
  [ClergyRole.VICAR]: "parishId",
  [ClergyRole.CURATE]: "parishId",
  [ClergyRole.ARCHDEACON]: "archdeaconryId",
};

/**
 * The rules of postings and their lists: the one place that reads and writes them, but for their
 * taking effect (ClergyPostingsTakingEffect). Staff announce the year's postings as a list, which
 * they publish or schedule; a posting may also be entered alone. The diocese's editors keep them.
 * The public sees postings in a person's history and a place's current holder, never a draft
 * list's.
 */
export class ClergyPostingService implements Schedulable {
  private readonly lists: Repository<ClergyPostingList>;
  private readonly postings: Repository<ClergyPosting>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly parishes: ParishService,
  ) {
    this.lists = dataSource.getRepository(ClergyPostingList);
    this.postings = dataSource.getRepository(ClergyPosting);
  }

  /** A page of the lists, the latest made first (staff only). */
  async listPage(
    actor: Actor | null,
    args: Partial<ClergyPostingListPageArgs>,
  ): Promise<Page<ClergyPostingList>> {
    requireEditorReading(actor);
    const input = await validated(ClergyPostingListPageArgs, args);
    const [items, total] = await this.lists.findAndCount({
      order: { createdAt: "DESC", id: "DESC" },
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  async findList(actor: Actor | null, rawId: unknown): Promise<ClergyPostingList | null> {
    requireEditorReading(actor);
    return this.lists.findOneBy({ id: parseId(rawId) });
  }

  async createList(actor: Actor | null, data: Untrusted<ClergyPostingListInput>): Promise<ClergyPostingList> {
    requireEditor(actor);
    const input = await validated(ClergyPostingListInput, withTrimmedText(data));
    const publication = publicationAfter(
      null,
      { status: input.status ?? PublicationStatus.DRAFT, publishAt: input.publishAt },
      new Date(),
    );
    return this.lists.save(this.lists.create({ title: input.title, ...publication }));
  }

  /** Changes a list's title, and its publication when asked: publish now, schedule, or back to a draft. */
  async updateList(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<ClergyPostingListInput>,
  ): Promise<ClergyPostingList> {
    requireEditor(actor);
    const list = await this.getList(rawId);
    const input = await validated(ClergyPostingListInput, withTrimmedText(data));
    const publication = publicationAfter(list, input, new Date());
    if (publication.status !== PublicationStatus.PUBLISHED && (await this.someTookEffect(list.id))) {
      throw new UserInputError(
        `Some postings of ${list.title} have taken effect: the list stays published`,
        "status",
      );
    }
    return this.lists.save(Object.assign(list, { title: input.title }, publication));
  }

  /** Deletes a list and its postings, while none of them has taken effect. */
  async deleteList(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const list = await this.getList(rawId);
    if (await this.someTookEffect(list.id)) {
      throw new UserInputError(
        `Some postings of ${list.title} have taken effect: they are history now`,
        "id",
      );
    }
    await this.dataSource.transaction(async (manager) => {
      await deleteWhere(manager.getRepository(ClergyPosting), { postingListId: list.id });
      await deleteWhere(manager.getRepository(ClergyPostingList), { id: list.id });
    });
  }

  /** The postings of a list, by day and then as entered. */
  postingsOfList(listId: number): Promise<ClergyPosting[]> {
    return this.postings.find({ where: { postingListId: listId }, order: { startsOn: "ASC", id: "ASC" } });
  }

  /** Adds a posting to a list, or alone; it takes effect on its day (once its list is published). */
  async addPosting(actor: Actor | null, data: Untrusted<ClergyPostingInput>): Promise<ClergyPosting> {
    requireEditor(actor);
    const columns = await this.columnsOf(data);
    return this.postings.save(this.postings.create(columns));
  }

  /** Changes a posting that has not taken effect yet; one that has is history. */
  async updatePosting(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<ClergyPostingInput>,
  ): Promise<ClergyPosting> {
    requireEditor(actor);
    const posting = await this.getPendingPosting(rawId);
    return this.postings.save(Object.assign(posting, await this.columnsOf(data)));
  }

  /** Takes out a posting that has not taken effect yet. */
  async removePosting(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const posting = await this.getPendingPosting(rawId);
    await deleteWhere(this.postings, { id: posting.id });
  }

  /**
   * Ends a posting in effect that no successor ends: a retirement, a death, a leave. It ends at
   * once, so the day may not be after today in Kakamega (staff end it when it has happened), nor
   * before the posting started. A vicar's posting clears the parish's vicar in the same
   * transaction, as a successor's taking effect would set it.
   */
  async endPosting(actor: Actor | null, rawId: unknown, data: Untrusted<ClergyPostingEndInput>) {
    requireEditor(actor);
    const { endsOn } = await validated(ClergyPostingEndInput, data);
    const posting = await this.postings.findOneBy({ id: parseId(rawId) });
    if (!posting) throw new NotFoundError(`There is no posting with id ${String(rawId)}`);
    if (!posting.tookEffectAt) {
      throw new UserInputError("This posting has not taken effect: take it out instead of ending it", "id");
    }
    if (posting.endsOn) throw new UserInputError(`This posting ended on ${posting.endsOn}`, "id");
    if (endsOn < posting.startsOn) {
      throw new UserInputError(
        `endsOn must not be before the posting started, ${posting.startsOn}`,
        "endsOn",
      );
    }
    const today = todayInDiocese(new Date());
    if (endsOn > today) {
      throw new UserInputError(`endsOn must not be after today, ${today}: end it on the day`, "endsOn");
    }
    return this.dataSource.transaction(async (manager) => {
      const ended = await manager.getRepository(ClergyPosting).save(Object.assign(posting, { endsOn }));
      if (posting.role === ClergyRole.VICAR && posting.parishId !== null) {
        await this.parishes.setVicar(manager, posting.parishId, null);
      }
      return ended;
    });
  }

  /**
   * The postings of each member asked for, as `actor` may see them, in two queries however many
   * members (a DataLoader's batch): all of them for staff; for the public, those marked to show
   * that are not of a draft or scheduled list: the current ones first, then those to come, then
   * the ended ones, the latest first.
   */
  async postingsOfEach(actor: Actor | null, memberIds: readonly number[]): Promise<ClergyPosting[][]> {
    const postings = await this.postings.find({
      where: { clergyMemberId: In([...memberIds]) },
      order: { startsOn: "DESC", id: "DESC" },
    });
    const seen = mayReadPrivately(actor) ? postings : await this.shownToThePublic(postings);
    return memberIds.map((id) => seen.filter((posting) => posting.clergyMemberId === id));
  }

  /**
   * The published member of the clergy who holds a role now at each place asked for (the vicar of
   * each parish, the archdeacon of each archdeaconry), or null: one whose posting took effect and
   * has not ended. Two queries however many places (a DataLoader's batch).
   */
  async currentHolders(
    placeKind: "parishId" | "archdeaconryId",
    placeIds: readonly number[],
    role: ClergyRole,
  ): Promise<(ClergyMember | null)[]> {
    const open = await this.postings.find({
      where: { [placeKind]: In([...placeIds]), role, endsOn: IsNull(), tookEffectAt: Not(IsNull()) },
      order: { startsOn: "DESC", id: "DESC" },
    });
    // The latest open posting of each place, should an ended one's end not have been recorded.
    const holderOf = new Map<number, number>();
    for (const posting of open) {
      const place = posting[placeKind]!;
      if (!holderOf.has(place)) holderOf.set(place, posting.clergyMemberId);
    }
    const memberIds = [...new Set(holderOf.values())];
    const members =
      memberIds.length === 0
        ? []
        : await this.dataSource
            .getRepository(ClergyMember)
            .findBy({ id: In(memberIds), status: PublicationStatus.PUBLISHED });
    const byId = new Map(members.map((member) => [member.id, member]));
    return placeIds.map((place) => byId.get(holderOf.get(place) ?? 0) ?? null);
  }

  /** Publishes the scheduled lists whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.lists, now);
  }

  /** The postings the public sees, in the order they see them: current, to come, ended. */
  private async shownToThePublic(postings: ClergyPosting[]): Promise<ClergyPosting[]> {
    const announced = await this.announcedListIds(postings);
    const shown = postings.filter(
      (posting) =>
        posting.shownInHistory && (posting.postingListId === null || announced.has(posting.postingListId)),
    );
    const rank = (posting: ClergyPosting) => (posting.endsOn ? 2 : posting.tookEffectAt ? 0 : 1);
    // Array.prototype.sort is stable: within a rank the latest start stays first.
    return shown.sort((a, b) => rank(a) - rank(b));
  }

  private async announcedListIds(postings: ClergyPosting[]): Promise<Set<number>> {
    const ids = [...new Set(postings.flatMap((posting) => posting.postingListId ?? []))];
    if (ids.length === 0) return new Set();
    const lists = await this.lists.findBy({ id: In(ids), status: PublicationStatus.PUBLISHED });
    return new Set(lists.map((list) => list.id));
  }

  private someTookEffect(listId: number): Promise<boolean> {
    return this.postings.existsBy({ postingListId: listId, tookEffectAt: Not(IsNull()) });
  }

  private async getList(rawId: unknown): Promise<ClergyPostingList> {
    const list = await this.lists.findOneBy({ id: parseId(rawId) });
    if (!list) throw new NotFoundError(`There is no list of postings with id ${String(rawId)}`);
    return list;
  }

  private async getPendingPosting(rawId: unknown): Promise<ClergyPosting> {
    const posting = await this.postings.findOneBy({ id: parseId(rawId) });
    if (!posting) throw new NotFoundError(`There is no posting with id ${String(rawId)}`);
    if (posting.tookEffectAt) {
      throw new UserInputError(
        "This posting has taken effect and is history now: a new posting takes its place",
        "id",
      );
    }
    return posting;
  }

  /** The checked columns of a posting: its person, list and place exist, and its place suits its role. */
  private async columnsOf(data: Untrusted<ClergyPostingInput>) {
    const input = await validated(ClergyPostingInput, withTrimmedText(data, ["office", "roleName"]));
    const clergyMemberId = parseId(input.clergyMemberId, "clergyMemberId");
    if (!(await this.dataSource.getRepository(ClergyMember).existsBy({ id: clergyMemberId }))) {
      throw new UserInputError(
        `There is no member of the clergy with id ${clergyMemberId}`,
        "clergyMemberId",
      );
    }
    const postingListId = input.postingListId ? parseId(input.postingListId, "postingListId") : null;
    if (postingListId !== null && !(await this.lists.existsBy({ id: postingListId }))) {
      throw new UserInputError(`There is no list of postings with id ${postingListId}`, "postingListId");
    }
    if (input.role === ClergyRole.OTHER && !input.roleName) {
      throw new UserInputError("Name the role, such as Diocesan Youth Chaplain", "roleName");
    }
    return {
      clergyMemberId,
      postingListId,
      ...(await this.placeOf(input)),
      role: input.role,
      roleName: input.role === ClergyRole.OTHER ? (input.roleName ?? null) : null,
      startsOn: input.startsOn,
      shownInHistory: input.shownInHistory ?? true,
    };
  }

  /** The one place given, which exists and suits the role. */
  private async placeOf(input: ClergyPostingInput) {
    const given = [input.parishId, input.archdeaconryId, input.office].filter(Boolean).length;
    if (given !== 1) {
      throw new UserInputError("Give one place: a parish, an archdeaconry or an office", "parishId");
    }
    const needed = PLACE_OF_ROLE[input.role];
    if (needed === "parishId" && !input.parishId) {
      throw new UserInputError(`A ${input.role}'s posting is to a parish: choose the parish`, "parishId");
    }
    if (needed === "archdeaconryId" && !input.archdeaconryId) {
      throw new UserInputError("An archdeacon's posting is to an archdeaconry: choose it", "archdeaconryId");
    }
    const parishId = input.parishId ? parseId(input.parishId, "parishId") : null;
    if (parishId !== null && !(await this.dataSource.getRepository(Parish).existsBy({ id: parishId }))) {
      throw new UserInputError(`There is no parish with id ${parishId}`, "parishId");
    }
    const archdeaconryId = input.archdeaconryId ? parseId(input.archdeaconryId, "archdeaconryId") : null;
    if (
      archdeaconryId !== null &&
      !(await this.dataSource.getRepository(Archdeaconry).existsBy({ id: archdeaconryId }))
    ) {
      throw new UserInputError(`There is no archdeaconry with id ${archdeaconryId}`, "archdeaconryId");
    }
    return { parishId, archdeaconryId, office: input.office ?? null };
  }
}
