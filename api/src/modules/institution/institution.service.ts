import { ObjectType } from "type-graphql";
import type { DataSource, Repository } from "typeorm";
import {
  isScopedEditor,
  mayReadPrivately,
  requireEditorReading,
  requireOwnedContentEditing,
  requireParishContentListing,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { PLACES_MAX, searchTextOf, type Place } from "../../lib/finder.js";
import { freeSlug } from "../../lib/free-slug.js";
import { deleteWhere } from "../../db/store.js";
import { ownerIdToStore } from "../../lib/owners.js";
import { PageOf, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import {
  INSTITUTION_KIND_NAMES,
  INSTITUTION_KIND_NAMES_IN_KISWAHILI,
  INSTITUTION_KIND_OTHER_WORDS,
} from "../../site/institution-kinds.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { ClergyMember } from "../clergy/clergy.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { PUBLISHED, PublicationStatus, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { RevisedContentType } from "../revision/revision.entity.js";
import { pictureAfter, type PictureSnapshot, type RevisionSnapshot } from "../revision/revision-snapshots.js";
import type { RevisedContent, RevisionService } from "../revision/revision.service.js";
import { withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { InstitutionFinder } from "./institution-finder.js";
import { INSTITUTION_TRANSLATION, Institution } from "./institution.entity.js";
import { InstitutionInput, InstitutionPageArgs } from "./institution.inputs.js";

@ObjectType({ description: "One page of sponsored institutions, by name" })
export class InstitutionPage extends PageOf(Institution) {}

const OPTIONAL_FIELDS = ["town", "headName", "headTitle", "phone", "email", "website", "history"];
/** How often a new institution tries another slug when others of its name are being added at once. */
const SLUG_ATTEMPTS = 10;
/** The most institutions a parish's page lists: more than any parish sponsors, and a bound all the same. */
export const SPONSORED_SHOWN_MAX = 100;

/**
 * The rules of the schools, colleges, hospitals and homes the church sponsors: the one place that
 * reads and writes them. A read without an actor is public and sees published ones only. The
 * diocese's editors keep them all; a parish editor keeps those their parish sponsors, and gives
 * none to another parish. Every save keeps a revision (modules/revision/). Its chaplain, a member
 * of the clergy, is shown to visitors only while that member is published.
 */
export class InstitutionService implements Schedulable, RevisedContent {
  private readonly items: Repository<Institution>;
  private readonly parishes: Repository<Parish>;
  private readonly clergy: Repository<ClergyMember>;
  private readonly finder: InstitutionFinder;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
    private readonly revisions: RevisionService,
  ) {
    this.items = dataSource.getRepository(Institution);
    this.parishes = dataSource.getRepository(Parish);
    this.clergy = dataSource.getRepository(ClergyMember);
    this.finder = new InstitutionFinder(dataSource);
    revisions.register(RevisedContentType.INSTITUTION, this);
  }

  /**
   * The finder: a page of the published institutions that match, by name; with includeUnpublished,
   * drafts too, for staff (a parish editor's list holds their own parish's alone).
   */
  async page(actor: Actor | null, args: Partial<InstitutionPageArgs>): Promise<Page<Institution>> {
    const input = await validated(InstitutionPageArgs, withTrimmedText(args, ["search"]));
    const parishId = input.includeUnpublished ? this.listingReach(actor) : null;
    return this.finder.page({ ...input, parishId });
  }

  /** Where each published institution that matches is, for "Near me" to sort them all on the phone. */
  async placesOf(args: Pick<InstitutionPageArgs, "search" | "kind">): Promise<Place[]> {
    const input = await validated(InstitutionPageArgs, withTrimmedText({ ...args }, ["search"]));
    return this.finder.places(input);
  }

  findBySlug(slug: string): Promise<Institution | null> {
    return this.items.findOneBy({ slug: slug.trim().toLowerCase(), ...PUBLISHED });
  }

  /**
   * One published institution by its id; with includeUnpublished, any, for staff who list drafts
   * (a parish editor reads their own parish's alone).
   */
  async findById(
    actor: Actor | null,
    rawId: unknown,
    includeUnpublished = false,
  ): Promise<Institution | null> {
    if (!includeUnpublished) return this.items.findOneBy({ id: parseId(rawId), ...PUBLISHED });
    const parishId = this.listingReach(actor);
    const item = await this.items.findOneBy({ id: parseId(rawId) });
    if (item && parishId !== null) requireOwnedContentEditing(actor, item);
    return item;
  }

  /** The published institutions a parish sponsors, by name: its page lists them. */
  sponsoredBy(parishId: number): Promise<Institution[]> {
    return this.items.find({
      where: { parishId, ...PUBLISHED },
      order: { name: "ASC", id: "ASC" },
      take: SPONSORED_SHOWN_MAX,
    });
  }

  /** Every published institution's address and last change, by id: the sitemap's pages of them. */
  publishedAddresses(): Promise<Pick<Institution, "slug" | "updatedAt">[]> {
    return this.items.find({
      select: { slug: true, updatedAt: true },
      where: PUBLISHED,
      order: { id: "ASC" },
      take: PLACES_MAX,
    });
  }

  /**
   * An institution's chaplain as `actor` may read them (`member` is theirs, or null): to a visitor
   * only while published; staff, who keep it in the dashboard, see a draft member too.
   */
  chaplainShownTo(actor: Actor | null, member: ClergyMember | null): ClergyMember | null {
    if (!member) return null;
    const staff = mayReadPrivately(actor) || (actor != null && !actor.apiToken && isScopedEditor(actor));
    return member.status === PublicationStatus.PUBLISHED || staff ? member : null;
  }

  async create(
    actor: Actor | null,
    data: Untrusted<InstitutionInput>,
    image?: MediaSource | null,
  ): Promise<Institution> {
    const staff = requireSomeEditing(actor);
    const input = await this.validInput(data);
    const parishId = await this.sponsorOf(staff, input.parishId, null);
    const chaplainId = await this.chaplainOf(staff, input.chaplainId, null);
    const publication = publicationAfter(null, input, new Date());
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveWithFreeSlug(input.name, (slug) =>
        this.revisions.save(actor, RevisedContentType.INSTITUTION, Institution, (items) =>
          items.save(
            items.create({
              ...this.columnsOf(input, null),
              ...publication,
              parishId,
              chaplainId,
              slug,
              ...pictureAfter(null, imageUrl, input.imageFocalPoint),
            }),
          ),
        ),
      ),
    );
  }

  /** Changes an institution, its picture when a new one is given, and its publication when asked. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<InstitutionInput>,
    image?: MediaSource | null,
    restoredPicture?: PictureSnapshot | null,
  ): Promise<Institution> {
    const staff = requireSomeEditing(actor);
    const item = await this.get(rawId);
    requireOwnedContentEditing(staff, item);
    const input = await this.validInput(data);
    const parishId = await this.sponsorOf(staff, input.parishId, item);
    const chaplainId = await this.chaplainOf(staff, input.chaplainId, item);
    const publication = publicationAfter(item, input, new Date());
    // The picture it replaces stays while a revision shows it (RevisionService prunes its files).
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.revisions.save(actor, RevisedContentType.INSTITUTION, Institution, (items) =>
        items.save(
          Object.assign(
            item,
            this.columnsOf(input, item.kiswahili),
            publication,
            { parishId, chaplainId },
            pictureAfter(item, imageUrl, input.imageFocalPoint, restoredPicture),
          ),
        ),
      ),
    );
  }

  /** Deletes an institution with its history, and its pictures' files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    const staff = requireSomeEditing(actor);
    const item = await this.get(rawId);
    requireOwnedContentEditing(staff, item);
    await this.revisions.delete(RevisedContentType.INSTITUTION, item.id, (manager) =>
      deleteWhere(manager.getRepository(Institution), { id: item.id }),
    );
    await removeFiles(this.media, item.imageUrl);
  }

  /** Whoever may change the institution (RevisedContent): the check update makes. */
  async requireMayChange(actor: Actor | null, contentId: number): Promise<void> {
    const staff = requireSomeEditing(actor);
    requireOwnedContentEditing(staff, await this.get(contentId));
  }

  /**
   * Saves a revision's fields and picture as the institution's (RevisedContent); what revisions do
   * not keep (its kind, sponsor, place on the map, chaplain and publication) stays as it is.
   */
  async restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<Institution> {
    const { kind, parishId, latitude, longitude, chaplainId } = await this.get(contentId);
    const kept = { kind, parishId, latitude, longitude, chaplainId };
    return this.update(actor, contentId, { ...kept, ...snapshot.fields }, null, snapshot.picture ?? null);
  }

  /** Publishes the scheduled ones whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.items, now);
  }

  /** Whose drafts a member of staff lists: every parish's (null), or a parish editor's own. */
  private listingReach(actor: Actor | null): number | null {
    if (actor?.apiToken) {
      requireEditorReading(actor);
      return null;
    }
    return requireParishContentListing(actor);
  }

  /**
   * The sponsoring parish a write stores, which must exist and which the member of staff keeps: the
   * one the input names or, left out, the one it had (a parish editor's own for a new one). A
   * parish editor can give an institution to no other parish.
   */
  private async sponsorOf(
    staff: Actor,
    rawId: string | number | null | undefined,
    stored: Institution | null,
  ): Promise<number> {
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", rawId, {
      stored,
      editorsOwn: staff.parish?.id ?? null,
    });
    if (parishId === null) {
      throw new UserInputError("parishId must name the parish that sponsors it", "parishId");
    }
    requireOwnedContentEditing(staff, { parishId });
    return parishId;
  }

  /**
   * The chaplain a write stores: the one it had when the input leaves it out, none for null, or a
   * member of the clergy who exists. A parish editor, who reads no draft of the clergy, names a
   * published one (or keeps the one it had); the same answer for a draft as for no one tells them
   * nothing of the drafts.
   */
  private async chaplainOf(
    staff: Actor,
    rawId: string | number | null | undefined,
    stored: Institution | null,
  ): Promise<number | null> {
    if (rawId === undefined) return stored?.chaplainId ?? null;
    if (rawId === null) return null;
    const id = parseId(rawId, "chaplainId");
    if (stored?.chaplainId === id) return id;
    const member = await this.clergy.findOneBy({ id });
    const draftHidden = !staff.apiToken && isScopedEditor(staff);
    if (!member || (draftHidden && member.status !== PublicationStatus.PUBLISHED)) {
      throw new UserInputError(
        `chaplainId must name ${draftHidden ? "a published" : "a"} member of the clergy: there is none with id ${id}`,
        "chaplainId",
      );
    }
    return id;
  }

  private async get(rawId: unknown): Promise<Institution> {
    const item = await this.items.findOneBy({ id: parseId(rawId) });
    if (!item) throw new NotFoundError(`There is no institution with id ${String(rawId)}`);
    return item;
  }

  private async validInput(data: Untrusted<InstitutionInput>): Promise<InstitutionInput> {
    const input = await validated(InstitutionInput, withTrimmedText(data, OPTIONAL_FIELDS));
    if ((input.latitude == null) !== (input.longitude == null)) {
      throw new UserInputError(
        "latitude and longitude go together: give both to place it on the map, or neither",
        input.latitude == null ? "latitude" : "longitude",
      );
    }
    return input;
  }

  private columnsOf(input: InstitutionInput, stored: KiswahiliTexts | null) {
    const english = {
      name: input.name,
      kind: input.kind,
      town: input.town ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      headName: input.headName ?? null,
      headTitle: input.headTitle ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      website: input.website ?? null,
      history: input.history ?? null,
    };
    return {
      ...withTranslations(INSTITUTION_TRANSLATION, english, input.kiswahili, stored),
      searchText: searchTextOf([
        input.name,
        input.town,
        INSTITUTION_KIND_NAMES[input.kind],
        INSTITUTION_KIND_NAMES_IN_KISWAHILI[input.kind],
        INSTITUTION_KIND_OTHER_WORDS[input.kind],
      ]),
    };
  }

  /**
   * Saves a new institution under a slug free when asked: two of one name added at the same moment
   * may both find the same slug free, and the second to save then takes the next one.
   */
  private async saveWithFreeSlug(name: string, save: (slug: string) => Promise<Institution>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await save(await freeSlug(this.items, name, "institution"));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === SLUG_ATTEMPTS) throw error;
      }
    }
  }
}
