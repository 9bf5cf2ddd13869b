import { ObjectType } from "type-graphql";
import { In, type DataSource, type FindOptionsWhere, type Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Archdeaconry } from "../archdeaconry/archdeaconry.entity.js";
import { Parish } from "./parish.entity.js";
import { ParishInput, ParishPageArgs } from "./parish.inputs.js";

@ObjectType({ description: "One page of parishes, by name" })
export class ParishPage extends PageOf(Parish) {}

const BY_NAME = { name: "ASC", id: "ASC" } as const;
const OPTIONAL_FIELDS = ["vicar", "phone", "serviceTimes"];

/** The rules of parishes: the one place that reads and writes them. */
export class ParishService {
  private readonly parishes: Repository<Parish>;
  private readonly archdeaconries: Repository<Archdeaconry>;

  constructor(dataSource: DataSource) {
    this.parishes = dataSource.getRepository(Parish);
    this.archdeaconries = dataSource.getRepository(Archdeaconry);
  }

  async page(args: Partial<ParishPageArgs>): Promise<Page<Parish>> {
    const input = await validated(ParishPageArgs, args);
    const where: FindOptionsWhere<Parish> =
      input.archdeaconryId == null ? {} : { archdeaconryId: parseId(input.archdeaconryId) };
    const [items, total] = await this.parishes.findAndCount({ where, order: BY_NAME, ...pageWindow(input) });
    return pageOf(items, total, input);
  }

  /** The parishes of one archdeaconry, by name; an unknown archdeaconry is an error. */
  async listOf(rawArchdeaconryId: unknown): Promise<Parish[]> {
    const archdeaconryId = parseId(rawArchdeaconryId);
    if (!(await this.archdeaconries.existsBy({ id: archdeaconryId }))) {
      throw new NotFoundError(`There is no archdeaconry with id ${archdeaconryId}`);
    }
    return this.parishes.find({ where: { archdeaconryId }, order: BY_NAME });
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

  findById(rawId: unknown): Promise<Parish | null> {
    return this.parishes.findOneBy({ id: parseId(rawId) });
  }

  async create(actor: Actor | null, data: Untrusted<ParishInput>): Promise<Parish> {
    requireEditor(actor);
    const input = await validated(ParishInput, withTrimmedText(data, OPTIONAL_FIELDS));
    const archdeaconryId = await this.existingArchdeaconry(input.archdeaconryId);
    await this.requireFreeName(input.name, archdeaconryId);
    return this.saveNamed(input.name, () =>
      this.parishes.save(this.parishes.create({ ...this.columnsOf(input), archdeaconryId })),
    );
  }

  async update(actor: Actor | null, rawId: unknown, data: Untrusted<ParishInput>): Promise<Parish> {
    requireEditor(actor);
    const parish = await this.get(rawId);
    const input = await validated(ParishInput, withTrimmedText(data, OPTIONAL_FIELDS));
    const archdeaconryId = await this.existingArchdeaconry(input.archdeaconryId);
    await this.requireFreeName(input.name, archdeaconryId, parish.id);
    Object.assign(parish, this.columnsOf(input), { archdeaconryId });
    return this.saveNamed(input.name, () => this.parishes.save(parish));
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const parish = await this.get(rawId);
    await this.parishes.delete({ id: parish.id });
  }

  private async get(rawId: unknown): Promise<Parish> {
    const parish = await this.findById(rawId);
    if (!parish) throw new NotFoundError(`There is no parish with id ${String(rawId)}`);
    return parish;
  }

  private columnsOf(input: ParishInput) {
    return {
      name: input.name,
      vicar: input.vicar ?? null,
      phone: input.phone ?? null,
      serviceTimes: input.serviceTimes ?? null,
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
    const holder = await this.parishes
      .createQueryBuilder("parish")
      .where("parish.archdeaconry_id = :archdeaconryId", { archdeaconryId })
      .andWhere("LOWER(parish.name) = LOWER(:name)", { name })
      .getOne();
    if (holder && holder.id !== exceptId) throw this.nameTaken(name);
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
