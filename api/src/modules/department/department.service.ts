import { In, type DataSource, type Repository } from "typeorm";
import {
  requireDepartmentEditing,
  requireDiocesanFieldsKept,
  requireEditor,
  isScopedEditor,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { Department, DEPARTMENT_TRANSLATION } from "./department.entity.js";
import { DepartmentInput } from "./department.inputs.js";
import { PUBLISHED, PublicationStatus, publicationAfter } from "../publication/publication.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { RevisedContentType } from "../revision/revision.entity.js";
import { pictureAfter, type PictureSnapshot, type RevisionSnapshot } from "../revision/revision-snapshots.js";
import type { RevisedContent, RevisionService } from "../revision/revision.service.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

const OPTIONAL_FIELDS = ["headName", "headTitle", "imageCaption"];
const MENU_ORDER = { position: "ASC", name: "ASC" } as const;

/**
 * The rules of the departments and their pages: the one place that reads and writes them. The
 * public reads (list, by slug) see published departments only; staff read drafts and scheduled
 * ones through the methods that take an actor.
 */
export class DepartmentService implements Schedulable, RevisedContent {
  private readonly departments: Repository<Department>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
    private readonly revisions: RevisionService,
  ) {
    this.departments = dataSource.getRepository(Department);
    revisions.register(RevisedContentType.DEPARTMENT, this);
  }

  /** Every published department in menu order: there are eight or so. */
  list(): Promise<Department[]> {
    return this.departments.find({ where: PUBLISHED, order: MENU_ORDER });
  }

  /**
   * Every department for the dashboard of anyone who edits one: drafts and scheduled ones too for a
   * diocese-wide editor; the published ones and their own for a parish or department editor.
   */
  async listForStaff(actor: Actor | null, needsTranslation?: boolean | null): Promise<Department[]> {
    const staff = requireSomeEditing(actor);
    const where = needsTranslationWhere(needsTranslation);
    const departments = await this.departments.find({ where, order: MENU_ORDER });
    return departments.filter((department) => shownToStaff(staff, department));
  }

  findBySlug(slug: string): Promise<Department | null> {
    return this.departments.findOneBy({ slug: slug.trim().toLowerCase(), ...PUBLISHED });
  }

  /** Any department by its slug, whatever its status, for staff. */
  async findBySlugForStaff(actor: Actor | null, slug: string): Promise<Department | null> {
    const staff = requireSomeEditing(actor);
    const department = await this.departments.findOneBy({ slug: slug.trim().toLowerCase() });
    return department && shownToStaff(staff, department) ? department : null;
  }

  /** Any department by its id, whatever its status, for whoever may edit it (to preview a draft). */
  async findByIdForStaff(actor: Actor | null, rawId: unknown): Promise<Department | null> {
    const staff = requireSomeEditing(actor);
    const department = await this.findById(rawId);
    if (department) requireDepartmentEditing(staff, department.id);
    return department;
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
    const publication = publicationAfter(null, input, new Date());
    await this.requireFreeSlug(input.slug);
    const position = input.position ?? (await this.departments.count());
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveAddressed(input.slug, () =>
        this.revisions.save(actor, RevisedContentType.DEPARTMENT, Department, (departments) =>
          departments.save(
            departments.create({
              ...this.columnsOf(input, null),
              ...publication,
              position,
              imageUrl: imageUrl ?? null,
              imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
            }),
          ),
        ),
      ),
    );
  }

  /**
   * Changes a department, its picture when a new one is given, and its publication when asked
   * (publish, schedule, or withdraw to a draft).
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<DepartmentInput>,
    image?: MediaSource | null,
    restoredPicture?: PictureSnapshot | null,
  ): Promise<Department> {
    // Its department editor changes all of it but its name, address and place in the menu.
    const staff = requireSomeEditing(actor);
    const department = await this.get(rawId);
    requireDepartmentEditing(staff, department.id);
    const input = await this.validInput(data);
    requireDiocesanFieldsKept(staff, [
      ...(input.name !== department.name ? ["name"] : []),
      ...(input.slug !== department.slug ? ["slug"] : []),
      ...(input.position != null && input.position !== department.position ? ["position"] : []),
    ]);
    const publication = publicationAfter(department, input, new Date());
    await this.requireFreeSlug(input.slug, department.id);
    const position = input.position ?? department.position;
    // The picture it replaces stays while a revision shows it (RevisionService prunes its files).
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.saveAddressed(input.slug, () =>
        this.revisions.save(actor, RevisedContentType.DEPARTMENT, Department, (departments) =>
          departments.save(
            Object.assign(
              department,
              this.columnsOf(input, department.kiswahili),
              publication,
              { position },
              pictureAfter(department, imageUrl, input.imageFocalPoint, restoredPicture),
            ),
          ),
        ),
      ),
    );
  }

  /** Deletes a department and its picture's files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const department = await this.get(rawId);
    await this.revisions.delete(RevisedContentType.DEPARTMENT, department.id, (manager) =>
      deleteWhere(manager.getRepository(Department), { id: department.id }),
    );
    await removeFiles(this.media, department.imageUrl);
  }

  /** Whoever may change the department's page (RevisedContent): the check update makes. */
  async requireMayChange(actor: Actor | null, contentId: number): Promise<void> {
    const staff = requireSomeEditing(actor);
    requireDepartmentEditing(staff, (await this.get(contentId)).id);
  }

  /**
   * Saves a revision's fields and picture as the department's (RevisedContent); its place in the
   * menu and its publication stay.
   */
  restore(actor: Actor | null, contentId: number, snapshot: RevisionSnapshot): Promise<Department> {
    return this.update(actor, contentId, snapshot.fields, null, snapshot.picture ?? null);
  }

  /** Publishes the scheduled departments whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.departments, now);
  }

  private async get(rawId: unknown): Promise<Department> {
    const department = await this.findById(rawId);
    if (!department) throw new NotFoundError(`There is no department with id ${String(rawId)}`);
    return department;
  }

  private validInput(data: Untrusted<DepartmentInput>): Promise<DepartmentInput> {
    return validated(DepartmentInput, withTrimmedText(data, OPTIONAL_FIELDS));
  }

  private columnsOf(input: DepartmentInput, stored: KiswahiliTexts | null) {
    const english = {
      slug: input.slug,
      name: input.name,
      headName: input.headName ?? null,
      headTitle: input.headTitle ?? null,
      imageCaption: input.imageCaption ?? null,
      body: sanitizeRichText(input.body),
    };
    return withTranslations(DEPARTMENT_TRANSLATION, english, input.kiswahili, stored);
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

/** Whether the dashboard shows the department to the member of staff: a draft only to whoever may edit it. */
function shownToStaff(staff: Actor, department: Department): boolean {
  return (
    department.status === PublicationStatus.PUBLISHED ||
    !isScopedEditor(staff) ||
    staff.department?.id === department.id
  );
}
