import { Not, type DataSource, type EntityManager, type Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { newOrder } from "../../lib/ordering.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { Parish } from "../parish/parish.entity.js";
import { withTranslations } from "../translation/translation.js";
import {
  Committee,
  COMMITTEE_MEMBER_TRANSLATION,
  COMMITTEE_TRANSLATION,
  CommitteeMember,
} from "./committee.entity.js";
import { CommitteeInput, CommitteeMemberInput } from "./committee.inputs.js";
import { deleteWhere, updateWhere } from "../../db/store.js";

/** The Diocesan Standing Committee first (the Governance page's), then the others by name. */
const IN_ORDER = {
  order: { isStandingCommittee: "DESC", name: "ASC", id: "ASC", members: { position: "ASC", id: "ASC" } },
  relations: { members: true },
} as const;

/** The boards and committees with their members: the one place that reads and writes them. */
export class CommitteeService {
  private readonly committees: Repository<Committee>;
  private readonly members: Repository<CommitteeMember>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.committees = dataSource.getRepository(Committee);
    this.members = dataSource.getRepository(CommitteeMember);
  }

  /** Every committee with its members: a handful, so the list comes whole. */
  list(): Promise<Committee[]> {
    return this.committees.find(IN_ORDER);
  }

  findById(rawId: unknown): Promise<Committee | null> {
    return this.committees.findOne({ ...IN_ORDER, where: { id: parseId(rawId) } });
  }

  /** The committee the Governance page shows under "Diocesan Standing Committee"; null before staff mark one. */
  standingCommittee(): Promise<Committee | null> {
    return this.committees.findOne({ ...IN_ORDER, where: { isStandingCommittee: true } });
  }

  async create(actor: Actor | null, data: Untrusted<CommitteeInput>): Promise<Committee> {
    requireEditor(actor);
    const columns = await this.committeeColumns(data, null);
    const id = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(manager.create(Committee, columns));
      await this.keepOneStandingCommittee(manager, saved);
      return saved.id;
    });
    return this.get(id);
  }

  async update(actor: Actor | null, rawId: unknown, data: Untrusted<CommitteeInput>): Promise<Committee> {
    requireEditor(actor);
    const committee = await this.get(rawId);
    const columns = await this.committeeColumns(data, committee);
    await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(Committee, { id: committee.id, ...columns });
      await this.keepOneStandingCommittee(manager, saved);
    });
    return this.get(committee.id);
  }

  /** Deletes a committee, its members (the foreign key cascades) and their pictures' files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const committee = await this.get(rawId);
    await deleteWhere(this.committees, { id: committee.id });
    await removeFiles(this.media, ...committee.members.map((member) => member.imageUrl));
  }

  /** Adds a member at the end of a committee's list, with a picture when one is given. */
  async createMember(
    actor: Actor | null,
    rawCommitteeId: unknown,
    data: Untrusted<CommitteeMemberInput>,
    image?: MediaSource | null,
  ): Promise<CommitteeMember> {
    requireEditor(actor);
    const committee = await this.get(rawCommitteeId);
    const { kiswahili, parishId, ...input } = await validated(
      CommitteeMemberInput,
      withTrimmedText(data, ["parishId"]),
    );
    const parish = await this.parishOf(parishId);
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.dataSource.transaction(async (manager) => {
        const members = manager.getRepository(CommitteeMember);
        const { last } = (await members
          .createQueryBuilder("member")
          .select("MAX(member.position)", "last")
          .where("member.committee_id = :id", { id: committee.id })
          .getRawOne<{ last: number | null }>())!;
        return members.save(
          members.create({
            ...withTranslations(
              COMMITTEE_MEMBER_TRANSLATION,
              { ...input, parishId: parish },
              kiswahili,
              null,
            ),
            committeeId: committee.id,
            imageUrl: imageUrl ?? null,
            imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
            position: last === null ? 0 : Number(last) + 1,
          }),
        );
      }),
    );
  }

  /** Changes a member, and the picture when a new one is given. */
  async updateMember(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<CommitteeMemberInput>,
    image?: MediaSource | null,
  ): Promise<CommitteeMember> {
    requireEditor(actor);
    const member = await this.getMember(rawId);
    const { kiswahili, parishId, ...input } = await validated(
      CommitteeMemberInput,
      withTrimmedText(data, ["parishId"]),
    );
    const columns = withTranslations(
      COMMITTEE_MEMBER_TRANSLATION,
      { ...input, parishId: await this.parishOf(parishId) },
      kiswahili,
      member.kiswahili,
    );
    return saveWithFile(this.media, { source: image, kind: "image", replaces: member.imageUrl }, (imageUrl) =>
      this.members.save(
        Object.assign(member, columns, imageUrl ? { imageUrl } : {}, {
          imageFocalPoint: focalPointAfter(member, imageUrl, input.imageFocalPoint),
        }),
      ),
    );
  }

  /** Deletes a member and the picture's files. */
  async deleteMember(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const member = await this.getMember(rawId);
    await deleteWhere(this.members, { id: member.id });
    await removeFiles(this.media, member.imageUrl);
  }

  /** Puts a committee's members in the order of `rawIds`, which names each of them once. */
  async reorderMembers(
    actor: Actor | null,
    rawCommitteeId: unknown,
    rawIds: readonly unknown[],
  ): Promise<Committee> {
    requireEditor(actor);
    const committee = await this.get(rawCommitteeId);
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.find(CommitteeMember, {
        select: { id: true },
        where: { committeeId: committee.id },
      });
      const ids = newOrder(
        rawIds,
        current.map((member) => member.id),
        "member of the committee",
      );
      for (const [position, id] of ids.entries())
        await updateWhere(manager.getRepository(CommitteeMember), { id }, { position });
    });
    return this.get(committee.id);
  }

  private async committeeColumns(data: Untrusted<CommitteeInput>, stored: Committee | null) {
    const { kiswahili, ...input } = await validated(CommitteeInput, withTrimmedText(data, ["description"]));
    if (input.termEndYear * 12 + input.termEndMonth < input.termStartYear * 12 + input.termStartMonth)
      throw new UserInputError("The term must not end before it begins", "termEndYear");
    return withTranslations(
      COMMITTEE_TRANSLATION,
      {
        ...input,
        description: input.description ?? null,
        isStandingCommittee: input.isStandingCommittee ?? false,
      },
      kiswahili,
      stored?.kiswahili ?? null,
    );
  }

  /** One committee is the Diocesan Standing Committee: marking another one takes the mark from it. */
  private async keepOneStandingCommittee(manager: EntityManager, saved: Committee): Promise<void> {
    if (saved.isStandingCommittee)
      await updateWhere(
        manager.getRepository(Committee),
        { isStandingCommittee: true, id: Not(saved.id) },
        { isStandingCommittee: false },
      );
  }

  private async parishOf(rawId: string | number | null | undefined): Promise<number | null> {
    if (rawId == null) return null;
    const id = parseId(rawId, "parishId");
    if (!(await this.dataSource.getRepository(Parish).existsBy({ id })))
      throw new UserInputError(`There is no parish with id ${id}; choose an existing parish`, "parishId");
    return id;
  }

  private async get(rawId: unknown): Promise<Committee> {
    const committee = await this.findById(rawId);
    if (!committee) throw new NotFoundError(`There is no committee with id ${String(rawId)}`);
    return committee;
  }

  private async getMember(rawId: unknown): Promise<CommitteeMember> {
    const member = await this.members.findOneBy({ id: parseId(rawId) });
    if (!member) throw new NotFoundError(`There is no committee member with id ${String(rawId)}`);
    return member;
  }
}
