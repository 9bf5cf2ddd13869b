import { In, type DataSource, type EntityManager, type Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { MediaService } from "../media/media.service.js";
import { removeFiles } from "../media/stored-files.js";
import { ClergyPosting } from "../clergy-posting/clergy-posting.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { keptParish, keptWithArchdeaconryMessage } from "../parish/parish-keepers.js";
import { RegularService } from "../parish/regular-service.entity.js";
import { Archdeaconry } from "./archdeaconry.entity.js";
import { ArchdeaconryInput } from "./archdeaconry.inputs.js";
import { deleteWhere } from "../../db/store.js";

/** The rules of archdeaconries: the one place that reads and writes them. */
export class ArchdeaconryService {
  private readonly archdeaconries: Repository<Archdeaconry>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.archdeaconries = dataSource.getRepository(Archdeaconry);
  }

  /** Every archdeaconry, by name: there are few, and the menu shows them all. */
  list(): Promise<Archdeaconry[]> {
    return this.archdeaconries.find({ order: { name: "ASC", id: "ASC" } });
  }

  findById(rawId: unknown): Promise<Archdeaconry | null> {
    return this.archdeaconries.findOneBy({ id: parseId(rawId) });
  }

  async get(rawId: unknown): Promise<Archdeaconry> {
    const archdeaconry = await this.findById(rawId);
    if (!archdeaconry) throw new NotFoundError(`There is no archdeaconry with id ${String(rawId)}`);
    return archdeaconry;
  }

  /** Several archdeaconries at once, in the order of `ids` (null for an unknown id): for DataLoader. */
  async listByIds(ids: readonly number[]): Promise<(Archdeaconry | null)[]> {
    const found = await this.archdeaconries.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((archdeaconry) => [archdeaconry.id, archdeaconry]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async create(actor: Actor | null, data: Untrusted<ArchdeaconryInput>): Promise<Archdeaconry> {
    requireEditor(actor);
    const input = await validated(ArchdeaconryInput, withTrimmedText(data));
    await this.requireFreeName(input.name);
    return this.saveNamed(input.name, () =>
      this.archdeaconries.save(this.archdeaconries.create({ name: input.name })),
    );
  }

  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<ArchdeaconryInput>,
  ): Promise<Archdeaconry> {
    requireEditor(actor);
    const archdeaconry = await this.get(rawId);
    const input = await validated(ArchdeaconryInput, withTrimmedText(data));
    await this.requireFreeName(input.name, archdeaconry.id);
    archdeaconry.name = input.name;
    return this.saveNamed(input.name, () => this.archdeaconries.save(archdeaconry));
  }

  /**
   * Deletes an archdeaconry. One that still has parishes is kept, with a message saying so,
   * unless the caller asks for its parishes to go too; then both go in one transaction, with
   * the parishes' services, and their pictures' files after it.
   */
  async delete(
    actor: Actor | null,
    rawId: unknown,
    options: { deleteParishes?: boolean } = {},
  ): Promise<void> {
    requireEditor(actor);
    const archdeaconry = await this.get(rawId);
    const parishes = await this.dataSource.transaction(async (manager: EntityManager) => {
      if (await manager.existsBy(ClergyPosting, { archdeaconryId: archdeaconry.id })) {
        throw new UserInputError(
          `${archdeaconry.name} archdeaconry is in the postings of the clergy (its archdeacons), which stay with it as their history: it cannot be deleted`,
        );
      }
      const parishes = await manager.findBy(Parish, { archdeaconryId: archdeaconry.id });
      if (parishes.length > 0 && !options.deleteParishes) {
        throw new UserInputError(
          `${archdeaconry.name} archdeaconry still has ${parishes.length} ${parishes.length === 1 ? "parish" : "parishes"}: ` +
            "move them to another archdeaconry or delete them first, or ask to delete them with it (deleteParishes: true)",
        );
      }
      if (parishes.length > 0) {
        const kept = await keptParish(
          manager,
          parishes.map((parish) => parish.id),
        );
        if (kept) {
          const parish = parishes.find((each) => each.id === kept.parishId)!;
          throw new UserInputError(keptWithArchdeaconryMessage(parish.name, kept.keeper));
        }
        await deleteWhere(manager.getRepository(RegularService), {
          parishId: In(parishes.map((parish) => parish.id)),
        });
      }
      await deleteWhere(manager.getRepository(Parish), { archdeaconryId: archdeaconry.id });
      await deleteWhere(manager.getRepository(Archdeaconry), { id: archdeaconry.id });
      return parishes;
    });
    await removeFiles(this.media, ...parishes.map((parish) => parish.imageUrl));
  }

  /** Names are unique whatever their case: "butere" and "Butere" are the same archdeaconry. */
  private async requireFreeName(name: string, exceptId?: number): Promise<void> {
    const holder = await this.archdeaconries
      .createQueryBuilder("archdeaconry")
      .where("LOWER(archdeaconry.name) = LOWER(:name)", { name })
      .getOne();
    if (holder && holder.id !== exceptId) throw this.nameTaken(name);
  }

  private saveNamed(name: string, save: () => Promise<Archdeaconry>): Promise<Archdeaconry> {
    return saveOrConflict(save, () => this.nameTaken(name));
  }

  private nameTaken(name: string): UserInputError {
    return new UserInputError(`There is already an archdeaconry called ${name}; choose another name`, "name");
  }
}
