import slugify from "slugify";
import { ObjectType } from "type-graphql";
import { In, type DataSource, type EntityManager, type FindOptionsWhere, type Repository } from "typeorm";
import {
  requireDiocesanFieldsKept,
  requireEditor,
  requireParishEditing,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { isUniqueViolation, saveOrConflict } from "../../lib/database-errors.js";
import { PageArgs, PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { Parish, PARISH_TRANSLATION } from "./parish.entity.js";
import { keptParish, parishKeptMessage } from "./parish-keepers.js";
import { ParishFinderArgs, ParishInput, ParishPageArgs } from "./parish.inputs.js";
import { RegularService } from "./regular-service.entity.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere, updateWhere } from "../../db/store.js";
import type { Place } from "../../lib/finder.js";
import { ParishFinder } from "./parish-finder.js";
import { searchTextOf } from "../../lib/finder.js";
import { inWeekOrder, replaceServices, validServices } from "./regular-services.js";

@ObjectType({ description: "One page of parishes, by name" })
export class ParishPage extends PageOf(Parish) {}

const BY_NAME = { name: "ASC", id: "ASC" } as const;
/** How often a new parish tries another slug when others of its name are being added at once. */
const SLUG_ATTEMPTS = 10;
const OPTIONAL_FIELDS = ["town", "directions", "phone", "email", "history", "serviceTimes"];

/** The rules of parishes and their regular services: the one place that reads and writes them. */
export class ParishService {
  private readonly parishes: Repository<Parish>;
  private readonly archdeaconries: Repository<Archdeaconry>;
  private readonly finder: ParishFinder;
  private readonly services: Repository<RegularService>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.parishes = dataSource.getRepository(Parish);
    this.archdeaconries = dataSource.getRepository(Archdeaconry);
    this.services = dataSource.getRepository(RegularService);
    this.finder = new ParishFinder(dataSource);
  }

  async page(args: Partial<ParishPageArgs>): Promise<Page<Parish>> {
    const input = await validated(ParishPageArgs, args);
    const where: FindOptionsWhere<Parish> = {
      ...(input.archdeaconryId == null ? {} : { archdeaconryId: parseId(input.archdeaconryId) }),
      ...needsTranslationWhere(input.needsTranslation),
    };
    const [items, total] = await this.parishes.findAndCount({ where, order: BY_NAME, ...pageWindow(input) });
    return pageOf(items, total, input);
  }

  /** The parish finder: a page of the parishes that match the search and filters, by name. */
  async find(args: Partial<ParishFinderArgs>, paging: PageArgs): Promise<Page<Parish>> {
    const input = await validated(ParishFinderArgs, withTrimmedText(args, ["search"]));
    return this.finder.page({ ...input, ...(await validated(PageArgs, paging)) });
  }

  /** Where each parish that matches is, for "Near me" to sort them all on the phone. */
  async placesOf(args: Partial<ParishFinderArgs>): Promise<Place[]> {
    return this.finder.places(await validated(ParishFinderArgs, withTrimmedText(args, ["search"])));
  }

  /** The parishes of one archdeaconry, by name; an unknown archdeaconry is an error. */
  async listOf(rawArchdeaconryId: unknown): Promise<Parish[]> {
    const archdeaconryId = parseId(rawArchdeaconryId);
    if (!(await this.archdeaconries.existsBy({ id: archdeaconryId }))) {
      throw new NotFoundError(`There is no archdeaconry with id ${archdeaconryId}`);
    }
    return this.parishes.find({ where: { archdeaconryId }, order: BY_NAME });
  }

  /** Every parish by name: the sitemap's and the calendars' list. */
  listAll(): Promise<Parish[]> {
    return this.parishes.find({ order: BY_NAME });
  }

  /**
   * The parishes of several archdeaconries in one query, one list per id in the order given:
   * the batch behind the per-request DataLoader, so that listing archdeaconries with their
   * parishes costs one query, not one per archdeaconry.
   */
  async listOfEach(archdeaconryIds: readonly number[]): Promise<Parish[][]> {
    const parishes = await this.parishes.find({
      where: { archdeaconryId: In([...archdeaconryIds]) },
      order: BY_NAME,
    });
    return archdeaconryIds.map((id) => parishes.filter((parish) => parish.archdeaconryId === id));
  }

  /** The regular services of several parishes in one query, in the order of the week: a DataLoader's batch. */
  async servicesOfEach(parishIds: readonly number[]): Promise<RegularService[][]> {
    const byParish = await this.servicesByParish(parishIds);
    return parishIds.map((id) => byParish.get(id) ?? []);
  }

  /** Parishes by id in one query, in the order asked, null where there is none: a DataLoader's batch. */
  async listByIds(ids: readonly number[]): Promise<(Parish | null)[]> {
    const found = await this.parishes.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((parish) => [parish.id, parish]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  findById(rawId: unknown): Promise<Parish | null> {
    return this.parishes.findOneBy({ id: parseId(rawId) });
  }

  findBySlug(slug: string): Promise<Parish | null> {
    return this.parishes.findOneBy({ slug: slug.trim().toLowerCase() });
  }

  async create(
    actor: Actor | null,
    data: Untrusted<ParishInput>,
    image?: MediaSource | null,
  ): Promise<Parish> {
    requireEditor(actor);
    const { input, services } = await this.validInput(data);
    const archdeaconryId = await this.existingArchdeaconry(input.archdeaconryId);
    await this.requireFreeName(input.name, archdeaconryId);
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveWithFreeSlug(input.name, archdeaconryId, (slug) =>
        this.dataSource.transaction(async (manager) => {
          const parish = await manager.save(
            manager.create(Parish, {
              ...this.columnsOf(input, null, null),
              archdeaconryId,
              slug,
              imageUrl: imageUrl ?? null,
              imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
            }),
          );
          if (services) await replaceServices(manager, parish.id, services);
          return parish;
        }),
      ),
    );
  }

  /**
   * Changes a parish, its services when they are given, and its picture when a new one is. Its
   * parish editor changes all of it but its name and archdeaconry.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<ParishInput>,
    image?: MediaSource | null,
  ): Promise<Parish> {
    const staff = requireSomeEditing(actor);
    const parish = await this.get(rawId);
    requireParishEditing(staff, parish.id);
    const { input, services } = await this.validInput(data);
    const archdeaconryId = await this.existingArchdeaconry(input.archdeaconryId);
    requireDiocesanFieldsKept(staff, [
      ...(input.name !== parish.name ? ["name"] : []),
      ...(archdeaconryId !== parish.archdeaconryId ? ["archdeaconryId"] : []),
    ]);
    await this.requireFreeName(input.name, archdeaconryId, parish.id);
    return saveWithFile(this.media, { source: image, kind: "image", replaces: parish.imageUrl }, (imageUrl) =>
      this.saveNamed(input.name, () =>
        this.dataSource.transaction(async (manager) => {
          const imageFocalPoint = focalPointAfter(parish, imageUrl, input.imageFocalPoint);
          Object.assign(parish, this.columnsOf(input, parish.kiswahili, parish.vicar), {
            archdeaconryId,
            imageFocalPoint,
          });
          if (imageUrl) parish.imageUrl = imageUrl;
          const saved = await manager.save(parish);
          if (services) await replaceServices(manager, parish.id, services);
          return saved;
        }),
      ),
    );
  }

  /**
   * Sets the parish's vicar, as the clergy postings name them ("The Rev. Mary Khavere"), and the
   * finder's words with it: a vicar's posting taking effect calls it, and ending a vicar's posting
   * with no successor clears it (null), each in its own transaction.
   */
  async setVicar(manager: EntityManager, parishId: number, vicar: string | null): Promise<void> {
    const parish = await manager.findOneByOrFail(Parish, { id: parishId });
    await updateWhere(
      manager.getRepository(Parish),
      { id: parishId },
      {
        vicar,
        searchText: searchTextOf([parish.name, parish.town, vicar]),
      },
    );
  }

  /** Deletes a parish with its services, then its picture's files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const parish = await this.get(rawId);
    await this.dataSource.transaction(async (manager) => {
      const kept = await keptParish(manager, [parish.id]);
      if (kept) throw new UserInputError(parishKeptMessage(parish.name, kept.keeper), "id");
      await deleteWhere(manager.getRepository(RegularService), { parishId: parish.id });
      await deleteWhere(manager.getRepository(Parish), { id: parish.id });
    });
    await removeFiles(this.media, parish.imageUrl);
  }

  private async get(rawId: unknown): Promise<Parish> {
    const parish = await this.findById(rawId);
    if (!parish) throw new NotFoundError(`There is no parish with id ${String(rawId)}`);
    return parish;
  }

  private async servicesByParish(parishIds: readonly number[]): Promise<Map<number, RegularService[]>> {
    const byParish = new Map<number, RegularService[]>();
    if (parishIds.length === 0) return byParish;
    const services = await this.services.find({ where: { parishId: In([...parishIds]) } });
    for (const service of services.sort(inWeekOrder)) {
      byParish.set(service.parishId, [...(byParish.get(service.parishId) ?? []), service]);
    }
    return byParish;
  }

  /** The checked input, and its services each checked, or undefined when none were sent. */
  private async validInput(data: Untrusted<ParishInput>) {
    const input = await validated(ParishInput, withTrimmedText(data, OPTIONAL_FIELDS));
    if ((input.latitude == null) !== (input.longitude == null)) {
      throw new UserInputError(
        "latitude and longitude go together: give both to place the church on the map, or neither",
        input.latitude == null ? "latitude" : "longitude",
      );
    }
    return { input, services: await validServices(input.services) };
  }

  /** The parish's columns from its input; its vicar is the postings' (setVicar), kept as it is. */
  private columnsOf(input: ParishInput, stored: KiswahiliTexts | null, vicar: string | null) {
    const english = {
      name: input.name,
      town: input.town ?? null,
      directions: input.directions ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      history: input.history ?? null,
      serviceTimes: input.serviceTimes ?? null,
    };
    return {
      ...withTranslations(PARISH_TRANSLATION, english, input.kiswahili, stored),
      searchText: searchTextOf([input.name, input.town, vicar]),
    };
  }

  private async existingArchdeaconry(rawId: string | number): Promise<number> {
    const id = parseId(rawId, "archdeaconryId");
    if (!(await this.archdeaconries.existsBy({ id }))) {
      throw new UserInputError(
        `There is no archdeaconry with id ${id}; choose an existing archdeaconry`,
        "archdeaconryId",
      );
    }
    return id;
  }

  /** Two parishes of one archdeaconry cannot share a name, whatever its case. */
  private async requireFreeName(name: string, archdeaconryId: number, exceptId?: number): Promise<void> {
    const holder = await this.nameHolder(name, archdeaconryId);
    if (holder && holder.id !== exceptId) throw this.nameTaken(name);
  }

  private nameHolder(name: string, archdeaconryId: number): Promise<Parish | null> {
    return this.parishes
      .createQueryBuilder("parish")
      .where("parish.archdeaconry_id = :archdeaconryId", { archdeaconryId })
      .andWhere("LOWER(parish.name) = LOWER(:name)", { name })
      .getOne();
  }

  /**
   * Saves a new parish under a slug free when asked. Two parishes of one name added at the same
   * moment (in two archdeaconries) may both find the same slug free: the second to save then
   * takes the next one, unless what clashed was the name itself.
   */
  private async saveWithFreeSlug(
    name: string,
    archdeaconryId: number,
    save: (slug: string) => Promise<Parish>,
  ): Promise<Parish> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await save(await this.freeSlug(name));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const nameTaken = (await this.nameHolder(name, archdeaconryId)) !== null;
        if (nameTaken || attempt === SLUG_ATTEMPTS) throw this.nameTaken(name);
      }
    }
  }

  /** A slug made from the name, with -2, -3, ... added when another parish has it. */
  private async freeSlug(name: string): Promise<string> {
    const base = slugify(name, { lower: true, strict: true }).slice(0, 120) || "parish";
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await this.parishes.existsBy({ slug: candidate }))) return candidate;
    }
  }

  private saveNamed(name: string, save: () => Promise<Parish>): Promise<Parish> {
    return saveOrConflict(save, () => this.nameTaken(name));
  }

  private nameTaken(name: string): UserInputError {
    return new UserInputError(
      `This archdeaconry already has a parish called ${name}; choose another name`,
      "name",
    );
  }
}
