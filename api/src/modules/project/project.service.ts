import slugify from "slugify";
import { ObjectType } from "type-graphql";
import { In, Not, type DataSource, type EntityManager, type Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { announce } from "../../db/write-events.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { Project, PROJECT_TRANSLATION } from "./project.entity.js";
import { Contribution } from "../contribution/contribution.entity.js";
import { ProjectInput, ProjectPageArgs } from "./project.inputs.js";
import { needsTranslationWhere, withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere, updateWhere } from "../../db/store.js";

@ObjectType({ description: "One page of projects: the featured one first, then the newest" })
export class ProjectPage extends PageOf(Project) {}

const FEATURED_THEN_NEWEST = { featured: "DESC", createdAt: "DESC", id: "DESC" } as const;

/** The rules of the diocese's projects: the one place that reads and writes them. */
export class ProjectService {
  private readonly projects: Repository<Project>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.projects = dataSource.getRepository(Project);
  }

  async page(args: Partial<ProjectPageArgs>): Promise<Page<Project>> {
    const input = await validated(ProjectPageArgs, args);
    const [items, total] = await this.projects.findAndCount({
      where: {
        ...(input.status ? { status: input.status } : {}),
        ...needsTranslationWhere(input.needsTranslation),
      },
      order: FEATURED_THEN_NEWEST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** The appeal of the home page's banner; null when no project is featured. */
  featured(): Promise<Project | null> {
    return this.projects.findOneBy({ featured: true });
  }

  findById(rawId: unknown): Promise<Project | null> {
    return this.projects.findOneBy({ id: parseId(rawId) });
  }

  async listByIds(ids: readonly number[]): Promise<(Project | null)[]> {
    const found = await this.projects.findBy({ id: In([...ids]) });
    const byId = new Map(found.map((project) => [project.id, project]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  findBySlug(slug: string): Promise<Project | null> {
    return this.projects.findOneBy({ slug: slug.trim() });
  }

  /** Adds a project, with its picture when one is given; a featured one takes over the banner. */
  async create(
    actor: Actor | null,
    data: Untrusted<ProjectInput>,
    image?: MediaSource | null,
  ): Promise<Project> {
    requireEditor(actor);
    const columns = await this.columnsOf(data, null);
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.dataSource.transaction(async (manager) => {
        const project = manager.create(Project, {
          ...columns,
          slug: await this.freeSlug(manager, columns.title),
          imageUrl: imageUrl ?? null,
          imageFocalPoint: focalPointAfter(null, imageUrl, columns.imageFocalPoint),
        });
        return this.saveFeaturing(manager, project);
      }),
    );
  }

  /** Changes a project, and its picture when a new one is given. The slug stays, so links hold. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<ProjectInput>,
    image?: MediaSource | null,
  ): Promise<Project> {
    requireEditor(actor);
    const project = await this.get(rawId);
    const columns = await this.columnsOf(data, project.kiswahili);
    return saveWithFile(
      this.media,
      { source: image, kind: "image", replaces: project.imageUrl },
      (imageUrl) =>
        this.dataSource.transaction(async (manager) => {
          // Its target may have changed: the appeal's live progress shows it.
          await announce(manager, { type: "AppealChanged", projectId: project.id });
          return this.saveFeaturing(
            manager,
            Object.assign(project, columns, imageUrl ? { imageUrl } : {}, {
              imageFocalPoint: focalPointAfter(project, imageUrl, columns.imageFocalPoint),
            }),
          );
        }),
    );
  }

  /** Deletes a project and its picture's files; one with gifts in the ledger stays (mark it completed). */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const project = await this.get(rawId);
    if (await this.dataSource.getRepository(Contribution).existsBy({ projectId: project.id })) {
      throw new UserInputError(
        `${project.title} has gifts in the ledger, which is never deleted: mark the project completed instead`,
        "id",
      );
    }
    await deleteWhere(this.projects, { id: project.id });
    await removeFiles(this.media, project.imageUrl);
  }

  private async get(rawId: unknown): Promise<Project> {
    const project = await this.findById(rawId);
    if (!project) throw new NotFoundError(`There is no project with id ${String(rawId)}`);
    return project;
  }

  private async columnsOf(data: Untrusted<ProjectInput>, stored: KiswahiliTexts | null) {
    const { kiswahili, ...input } = await validated(ProjectInput, withTrimmedText(data));
    return withTranslations(
      PROJECT_TRANSLATION,
      { ...input, body: sanitizeRichText(input.body) },
      kiswahili,
      stored,
    );
  }

  /** Saves a project; a featured one is the only one: the others stop being featured, in the same transaction. */
  private async saveFeaturing(manager: EntityManager, project: Project): Promise<Project> {
    const saved = await manager.save(project);
    if (saved.featured)
      await updateWhere(
        manager.getRepository(Project),
        { featured: true, id: Not(saved.id) },
        { featured: false },
      );
    return saved;
  }

  /** A slug made from the title, with -2, -3, ... added when another project has it. */
  private async freeSlug(manager: EntityManager, title: string): Promise<string> {
    const base = slugify(title, { lower: true, strict: true }).slice(0, 200) || "project";
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await manager.existsBy(Project, { slug: candidate }))) return candidate;
    }
  }
}
