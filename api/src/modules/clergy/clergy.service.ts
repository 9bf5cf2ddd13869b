import { ObjectType } from "type-graphql";
import { In, type DataSource, type Repository, type SelectQueryBuilder } from "typeorm";
import { mayReadPrivately, requireEditor, requireEditorReading, type Actor } from "../../authorization.js";
import { deleteWhere } from "../../db/store.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { PublicationStatus, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { RevisedContentType } from "../revision/revision.entity.js";
import { pictureAfter, type PictureSnapshot, type RevisionSnapshot } from "../revision/revision-snapshots.js";
import type { RevisedContent, RevisionService } from "../revision/revision.service.js";
import { withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { ClergyPosting } from "../clergy-posting/clergy-posting.entity.js";
import { Institution } from "../institution/institution.entity.js";
import { ClergyMember, CLERGY_TRANSLATION } from "./clergy.entity.js";
import { ClergyMemberInput, ClergyPageArgs } from "./clergy.inputs.js";

@ObjectType({ description: "One page of the clergy directory, by name" })
export class ClergyMemberPage extends PageOf(ClergyMember) {}

const OPTIONAL_FIELDS = [
  "deaconOn",
  "deaconAt",
  "priestOn",
  "priestAt",
  "languages",
  "biography",
  "phone",
  "email",
];
/** The most words a search compares: more only slow it. */
const MOST_WORDS = 6;

/** The text of a search's word as LIKE finds it anywhere, with `%` and `_` taken literally. */
const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where a member of the clergy serves now, as the search compares it: the parish, archdeaconry or
 * office of each posting of theirs that has taken effect and not ended, and the archdeaconry of
 * that parish (postings are modules/clergy-posting/; read here by their table alone).
 */
const SERVING_NOW = `EXISTS (
  SELECT 1 FROM clergy_posting posting
  LEFT JOIN parish ON parish.id = posting.parish_id
  LEFT JOIN archdeaconry ON archdeaconry.id = COALESCE(posting.archdeaconry_id, parish.archdeaconry_id)
  WHERE posting.clergy_member_id = member.id AND posting.took_effect_at IS NOT NULL AND posting.ends_on IS NULL
    AND (LOWER(parish.name) LIKE :WORD ESCAPE '\\' OR LOWER(archdeaconry.name) LIKE :WORD ESCAPE '\\'
      OR LOWER(posting.office) LIKE :WORD ESCAPE '\\'))`;

/**
 * The rules of the clergy: the one place that reads and writes them. The public directory sees
 * published members alone; the diocese's editors keep them (a parish editor does not). A member's
 * phone and e-mail reach the public only where their flag says so (`contactsShownTo`).
 */
export class ClergyService implements Schedulable, RevisedContent {
  private readonly members: Repository<ClergyMember>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
    private readonly revisions: RevisionService,
  ) {
    this.members = dataSource.getRepository(ClergyMember);
    revisions.register(RevisedContentType.CLERGY_MEMBER, this);
  }

  /**
   * A page of the directory by name, of those whose name or place of service holds every word
   * searched for; with includeUnpublished, drafts and scheduled ones too, for staff.
   */
  async page(actor: Actor | null, args: Partial<ClergyPageArgs>): Promise<Page<ClergyMember>> {
    const input = await validated(ClergyPageArgs, withTrimmedText(args, ["search"]));
    if (input.includeUnpublished) requireEditorReading(actor);
    const query = this.members.createQueryBuilder("member");
    if (!input.includeUnpublished) query.where("member.status = :published", PUBLISHED_PARAMETER);
    if (input.includeUnpublished && input.needsTranslation != null) {
      query.andWhere("member.needs_translation = :needsTranslation", {
        needsTranslation: input.needsTranslation,
      });
    }
    withWords(query, input.search ?? "");
    const { skip, take } = pageWindow(input);
    const [items, total] = await query
      .orderBy("member.name", "ASC")
      .addOrderBy("member.id", "ASC")
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return pageOf(items, total, input);
  }

  /** One member by id for staff, whatever their status; a visitor reads published ones only. */
  async findById(
    actor: Actor | null,
    rawId: unknown,
    includeUnpublished = false,
  ): Promise<ClergyMember | null> {
    if (includeUnpublished) requireEditorReading(actor);
    const id = parseId(rawId);
    return this.members.findOneBy(includeUnpublished ? { id } : { id, status: PublicationStatus.PUBLISHED });
  }

  /** One published member by their page's address, or null. */
  findBySlug(slug: string): Promise<ClergyMember | null> {
    return this.members.findOneBy({ slug: slug.trim().toLowerCase(), status: PublicationStatus.PUBLISHED });
  }

  /** Members by id in one query, in the order asked, null where there is none: a DataLoader's batch. */
  async listByIds(ids: readonly number[]): Promise<(ClergyMember | null)[]> {
    const found = await this.members.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((member) => [member.id, member]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Every published member, for the sitemap: a diocese has a few hundred clergy at most. */
  listPublished(): Promise<ClergyMember[]> {
    return this.members.find({ where: { status: PublicationStatus.PUBLISHED }, order: { name: "ASC" } });
  }

  /**
   * The phone and e-mail of a member as `actor` may read them: staff who read privately see both;
   * anyone else sees each only when its flag makes it public.
   */
  contactsShownTo(actor: Actor | null, member: ClergyMember): { phone: string | null; email: string | null } {
    const staff = mayReadPrivately(actor);
    return {
      phone: staff || member.phonePublic ? member.phone : null,
      email: staff || member.emailPublic ? member.email : null,
    };
  }

  async create(
    actor: Actor | null,
    data: Untrusted<ClergyMemberInput>,
    image?: MediaSource | null,
  ): Promise<ClergyMember> {
    requireEditor(actor);
    const input = await this.validInput(data);
    const publication = publicationAfter(null, input, new Date());
    await this.requireFreeSlug(input.slug);
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveAddressed(input.slug, () =>
        this.revisions.save(actor, RevisedContentType.CLERGY_MEMBER, ClergyMember, (members) =>
          members.save(
            members.create({
              ...this.columnsOf(input, null),
              ...publication,
              ...pictureAfter(null, imageUrl, input.imageFocalPoint),
            }),
          ),
        ),
      ),
    );
  }

  /** Changes a member, and their picture when a new one is uploaded (the old one's files go once saved). */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<ClergyMemberInput>,
    image?: MediaSource | null,
    restoredPicture?: PictureSnapshot | null,
  ): Promise<ClergyMember> {
    requireEditor(actor);
    const member = await this.get(rawId);
    const input = await this.validInput(data);
    const publication = publicationAfter(member, input, new Date());
    await this.requireFreeSlug(input.slug, member.id);
    // The picture it replaces stays while a revision shows it (RevisionService prunes its files).
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveAddressed(input.slug, () =>
        this.revisions.save(actor, RevisedContentType.CLERGY_MEMBER, ClergyMember, (members) =>
          members.save(
            Object.assign(
              member,
              this.columnsOf(input, member.kiswahili),
              publication,
              pictureAfter(member, imageUrl, input.imageFocalPoint, restoredPicture),
            ),
          ),
        ),
      ),
    );
  }

  /**
   * Deletes a member and their picture's files; one with postings stays (the postings are history),
   * and so does the chaplain of an institution, until it names another or none.
   */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const member = await this.get(rawId);
    await this.revisions.delete(RevisedContentType.CLERGY_MEMBER, member.id, async (manager) => {
      if (await manager.existsBy(ClergyPosting, { clergyMemberId: member.id })) {
        throw new UserInputError(
          `${member.name} has postings, which are the diocese's history: keep them as a draft instead`,
          "id",
        );
      }
      const chaplaincy = await manager.findOneBy(Institution, { chaplainId: member.id });
      if (chaplaincy) {
        throw new UserInputError(
          `${member.name} is the chaplain of ${chaplaincy.name}: name another chaplain there, or none, first`,
          "id",
        );
      }
      await deleteWhere(manager.getRepository(ClergyMember), { id: member.id });
    });
    await removeFiles(this.media, member.imageUrl);
  }

  /** Whoever may change a member (RevisedContent): the diocese's editors. */
  async requireMayChange(actor: Actor | null, contentId: number): Promise<void> {
    requireEditor(actor);
    await this.get(contentId);
  }

  /**
   * Saves a revision's fields and picture as the member's (RevisedContent); what revisions do not
   * keep (their contacts, their flags, their publication) stays as it is.
   */
  async restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<ClergyMember> {
    const member = await this.get(contentId);
    const kept = {
      phone: member.phone,
      phonePublic: member.phonePublic,
      email: member.email,
      emailPublic: member.emailPublic,
    };
    return this.update(actor, contentId, { ...kept, ...snapshot.fields }, null, snapshot.picture ?? null);
  }

  /** Publishes the scheduled members whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.members, now);
  }

  private async get(rawId: unknown): Promise<ClergyMember> {
    const member = await this.members.findOneBy({ id: parseId(rawId) });
    if (!member) throw new NotFoundError(`There is no member of the clergy with id ${String(rawId)}`);
    return member;
  }

  private validInput(data: Untrusted<ClergyMemberInput>): Promise<ClergyMemberInput> {
    return validated(ClergyMemberInput, withTrimmedText(data, OPTIONAL_FIELDS));
  }

  private columnsOf(input: ClergyMemberInput, stored: KiswahiliTexts | null) {
    const english = {
      slug: input.slug,
      title: input.title,
      name: input.name,
      deaconOn: input.deaconOn ?? null,
      deaconAt: input.deaconAt ?? null,
      priestOn: input.priestOn ?? null,
      priestAt: input.priestAt ?? null,
      languages: input.languages ?? null,
      biography: input.biography ?? null,
      phone: input.phone ?? null,
      phonePublic: input.phonePublic ?? false,
      email: input.email ?? null,
      emailPublic: input.emailPublic ?? false,
    };
    return withTranslations(CLERGY_TRANSLATION, english, input.kiswahili, stored);
  }

  private async requireFreeSlug(slug: string, exceptId?: number): Promise<void> {
    const holder = await this.members.findOneBy({ slug });
    if (holder && holder.id !== exceptId) throw this.slugTaken(slug);
  }

  private saveAddressed(slug: string, save: () => Promise<ClergyMember>): Promise<ClergyMember> {
    return saveOrConflict(save, () => this.slugTaken(slug));
  }

  private slugTaken(slug: string): UserInputError {
    return new UserInputError(
      `Another member of the clergy already has the address ${slug}; choose another slug`,
      "slug",
    );
  }
}

const PUBLISHED_PARAMETER = { published: PublicationStatus.PUBLISHED };

/** Each word of the search in the member's name or title, or in where they serve now. */
function withWords(query: SelectQueryBuilder<ClergyMember>, search: string): void {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MOST_WORDS);
  words.forEach((word, index) => {
    const parameter = `word${index}`;
    query.andWhere(
      `(LOWER(member.name) LIKE :${parameter} ESCAPE '\\' OR LOWER(member.title) LIKE :${parameter} ESCAPE '\\' OR ${SERVING_NOW.replaceAll(":WORD", `:${parameter}`)})`,
      { [parameter]: likePattern(word) },
    );
  });
}
