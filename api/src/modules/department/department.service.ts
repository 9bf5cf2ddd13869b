import { In, type DataSource, type Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { Department } from "./department.entity.js";
import { DepartmentInput } from "./department.inputs.js";

const OPTIONAL_FIELDS = ["headName", "headTitle", "imageCaption"];

/** The rules of the departments and their pages: the one place that reads and writes them. */
export class DepartmentService {
  private readonly departments: Repository<Department>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.departments = dataSource.getRepository(Department);
  }

  /** Every department in menu order: there are eight or so. */
  list(): Promise<Department[]> {
    return this.departments.find({ order: { position: "ASC", name: "ASC" } });
  }

  findBySlug(slug: string): Promise<Department | null> {
    return this.departments.findOneBy({ slug: slug.trim().toLowerCase() });
  }

  /** Departments by id in one query, in the order asked, null where there is none: a DataLoader's batch. */
  async listByIds(ids: readonly number[]): Promise<(Department | null)[]> {
    const found = await this.departments.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((department) => [department.id, department]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  findById(rawId: unknown): Promise<Department | null> {
    return this.departments.findOneBy({ id: parseId(rawId) });
  }

  async create(
    actor: Actor | null,
    data: Untrusted<DepartmentInput>,
    image?: MediaSource | null,
  ): Promise<Department> {
    requireEditor(actor);
    const input = await this.validInput(data);
    await this.requireFreeSlug(input.slug);
    const position = input.position ?? (await this.departments.count());
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveAddressed(input.slug, () =>
        this.departments.save(
          this.departments.create({
            ...this.columnsOf(input),
            position,
            imageUrl: imageUrl ?? null,
            imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
          }),
        ),
      ),
    );
  }

  /** Changes a department, and its picture when a new one is given. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<DepartmentInput>,
    image?: MediaSource | null,
  ): Promise<Department> {
    requireEditor(actor);
    const department = await this.get(rawId);
    const input = await this.validInput(data);
    await this.requireFreeSlug(input.slug, department.id);
    const position = input.position ?? department.position;
    return saveWithFile(
      this.media,
      { source: image, kind: "image", replaces: department.imageUrl },
      (imageUrl) =>
        this.saveAddressed(input.slug, () =>
          this.departments.save(
            Object.assign(department, this.columnsOf(input), { position }, imageUrl ? { imageUrl } : {}, {
              imageFocalPoint: focalPointAfter(department, imageUrl, input.imageFocalPoint),
            }),
          ),
        ),
    );
  }

  /** Deletes a department and its picture's files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const department = await this.get(rawId);
    await this.departments.delete({ id: department.id });
    await removeFiles(this.media, department.imageUrl);
  }

  private async get(rawId: unknown): Promise<Department> {
    const department = await this.findById(rawId);
    if (!department) throw new NotFoundError(`There is no department with id ${String(rawId)}`);
    return department;
  }

  private validInput(data: Untrusted<DepartmentInput>): Promise<DepartmentInput> {
    return validated(DepartmentInput, withTrimmedText(data, OPTIONAL_FIELDS));
  }

  private columnsOf(input: DepartmentInput) {
    return {
      slug: input.slug,
      name: input.name,
      headName: input.headName ?? null,
      headTitle: input.headTitle ?? null,
      imageCaption: input.imageCaption ?? null,
      body: sanitizeRichText(input.body),
    };
  }

  private async requireFreeSlug(slug: string, exceptId?: number): Promise<void> {
    const holder = await this.departments.findOneBy({ slug });
    if (holder && holder.id !== exceptId) throw this.slugTaken(slug);
  }

  private saveAddressed(slug: string, save: () => Promise<Department>): Promise<Department> {
    return saveOrConflict(save, () => this.slugTaken(slug));
  }

  private slugTaken(slug: string): UserInputError {
    return new UserInputError(
      `Another department already has the address ${slug}; choose another slug`,
      "slug",
    );
  }
}
