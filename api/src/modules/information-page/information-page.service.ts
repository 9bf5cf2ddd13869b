import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { InformationPage } from "./information-page.entity.js";
import { InformationPageInput } from "./information-page.inputs.js";

/** The rules of the information pages: the one place that reads and writes them. */
export class InformationPageService {
  private readonly pages: Repository<InformationPage>;

  constructor(dataSource: DataSource) {
    this.pages = dataSource.getRepository(InformationPage);
  }

  /** Every page, by title: there are a handful. */
  list(): Promise<InformationPage[]> {
    return this.pages.find({ order: { title: "ASC", id: "ASC" } });
  }

  findBySlug(slug: string): Promise<InformationPage | null> {
    return this.pages.findOneBy({ slug: slug.trim().toLowerCase() });
  }

  findById(rawId: unknown): Promise<InformationPage | null> {
    return this.pages.findOneBy({ id: parseId(rawId) });
  }

  async create(actor: Actor | null, data: Untrusted<InformationPageInput>): Promise<InformationPage> {
    requireEditor(actor);
    const input = await validated(InformationPageInput, withTrimmedText(data));
    await this.requireFreeSlug(input.slug);
    return this.saveAddressed(input.slug, () => this.pages.save(this.pages.create(this.columnsOf(input))));
  }

  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<InformationPageInput>,
  ): Promise<InformationPage> {
    requireEditor(actor);
    const page = await this.get(rawId);
    const input = await validated(InformationPageInput, withTrimmedText(data));
    await this.requireFreeSlug(input.slug, page.id);
    Object.assign(page, this.columnsOf(input));
    return this.saveAddressed(input.slug, () => this.pages.save(page));
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const page = await this.get(rawId);
    await this.pages.delete({ id: page.id });
  }

  private async get(rawId: unknown): Promise<InformationPage> {
    const page = await this.findById(rawId);
    if (!page) throw new NotFoundError(`There is no information page with id ${String(rawId)}`);
    return page;
  }

  private columnsOf(input: InformationPageInput) {
    return { slug: input.slug, title: input.title, body: sanitizeRichText(input.body) };
  }

  private async requireFreeSlug(slug: string, exceptId?: number): Promise<void> {
    const holder = await this.pages.findOneBy({ slug });
    if (holder && holder.id !== exceptId) throw this.slugTaken(slug);
  }

  private saveAddressed(slug: string, save: () => Promise<InformationPage>): Promise<InformationPage> {
    return saveOrConflict(save, () => this.slugTaken(slug));
  }

  private slugTaken(slug: string): UserInputError {
    return new UserInputError(`Another page already has the address ${slug}; choose another slug`, "slug");
  }
}
