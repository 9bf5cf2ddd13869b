import { ObjectType } from "type-graphql";
import { Brackets, type DataSource, type Repository, type SelectQueryBuilder } from "typeorm";
import { requireEditor, requireEditorReading, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { JOB_OPENING_TRANSLATION, JobOpening } from "./job-opening.entity.js";
import { JobOpeningInput, JobOpeningPageArgs } from "./job-opening.inputs.js";
import { withTranslations, type KiswahiliTexts } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

@ObjectType({ description: "One page of job openings, newest first" })
export class JobOpeningPage extends PageOf(JobOpening) {}

/** The rules of job openings: the one place that reads and writes them. */
export class JobOpeningService {
  private readonly openings: Repository<JobOpening>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.openings = dataSource.getRepository(JobOpening);
  }

  /** Open job openings; closed ones too for staff who ask for them. */
  async page(actor: Actor | null, args: Partial<JobOpeningPageArgs>): Promise<Page<JobOpening>> {
    const input = await validated(JobOpeningPageArgs, args);
    if (input.includeClosed) requireEditorReading(actor);
    const { skip, take } = pageWindow(input);
    const query = input.includeClosed ? this.newestFirst() : this.openOnly();
    if (typeof input.needsTranslation === "boolean")
      query.andWhere("opening.needs_translation = :needsTranslation", input);
    const [items, total] = await query.skip(skip).take(take).getManyAndCount();
    return pageOf(items, total, input);
  }

  /** Every opening still open, newest first: the legacy careers list has no paging. */
  listOpen(): Promise<JobOpening[]> {
    return this.openOnly().getMany();
  }

  /** How many openings are still open: how many pages the careers list has. */
  countOpen(): Promise<number> {
    return this.openOnly().getCount();
  }

  /** One opening; a visitor does not see one that has closed. */
  async findById(actor: Actor | null, rawId: unknown): Promise<JobOpening | null> {
    const opening = await this.openings.findOneBy({ id: parseId(rawId) });
    if (!opening || (!actor && !this.isOpen(opening))) return null;
    return opening;
  }

  /** Adds a job opening, with the advertisement's PDF when one is given. */
  async create(
    actor: Actor | null,
    data: Untrusted<JobOpeningInput>,
    document?: MediaSource | null,
  ): Promise<JobOpening> {
    requireEditor(actor);
    const input = await this.validInput(data);
    requireLinkOrDocument(input, Boolean(document));
    await this.requireFreeReference(input.referenceNumber);
    return saveWithFile(this.media, { source: document, kind: "document" }, (documentUrl) =>
      this.saveReferenced(input.referenceNumber, () =>
        this.openings.save(
          this.openings.create({ ...this.columnsOf(input, null), documentUrl: documentUrl ?? null }),
        ),
      ),
    );
  }

  /**
   * Changes a job opening. A new PDF replaces the attached one and `removeDocument` takes it
   * away, the old file going once the change is saved; with neither, the attached PDF stays.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<JobOpeningInput>,
    document?: MediaSource | null,
    removeDocument = false,
  ): Promise<JobOpening> {
    requireEditor(actor);
    const opening = await this.get(rawId);
    const input = await this.validInput(data);
    if (document && removeDocument) {
      throw new UserInputError("Attach a new PDF or remove the current one, not both");
    }
    const previousUrl = opening.documentUrl;
    requireLinkOrDocument(input, Boolean(document) || (previousUrl !== null && !removeDocument));
    await this.requireFreeReference(input.referenceNumber, opening.id);
    const saved = await saveWithFile(
      this.media,
      { source: document, kind: "document", replaces: previousUrl },
      (documentUrl) => {
        Object.assign(opening, this.columnsOf(input, opening.kiswahili), {
          documentUrl: documentUrl ?? (removeDocument ? null : previousUrl),
        });
        return this.saveReferenced(input.referenceNumber, () => this.openings.save(opening));
      },
    );
    if (removeDocument) await removeFiles(this.media, previousUrl);
    return saved;
  }

  /** Deletes a job opening and its PDF's file. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const opening = await this.get(rawId);
    await deleteWhere(this.openings, { id: opening.id });
    await removeFiles(this.media, opening.documentUrl);
  }

  private async get(rawId: unknown): Promise<JobOpening> {
    const opening = await this.openings.findOneBy({ id: parseId(rawId) });
    if (!opening) throw new NotFoundError(`There is no job opening with id ${String(rawId)}`);
    return opening;
  }

  private validInput(data: Untrusted<JobOpeningInput>): Promise<JobOpeningInput> {
    return validated(JobOpeningInput, withTrimmedText(data, ["link", "closingDate"]));
  }

  private columnsOf(input: JobOpeningInput, stored: KiswahiliTexts | null) {
    const english = {
      referenceNumber: input.referenceNumber,
      position: input.position,
      description: input.description,
      link: input.link ?? null,
      closingDate: input.closingDate ?? null,
    };
    return withTranslations(JOB_OPENING_TRANSLATION, english, input.kiswahili, stored);
  }

  /** Open through its closing day, in the diocese's calendar; open for good without one. */
  private isOpen(opening: JobOpening): boolean {
    return opening.closingDate === null || opening.closingDate >= todayInDiocese(this.now());
  }

  private newestFirst(): SelectQueryBuilder<JobOpening> {
    return this.openings
      .createQueryBuilder("opening")
      .orderBy("opening.createdAt", "DESC")
      .addOrderBy("opening.id", "DESC");
  }

  private openOnly(): SelectQueryBuilder<JobOpening> {
    return this.newestFirst().where(
      new Brackets((open) =>
        open
          .where("opening.closingDate IS NULL")
          .orWhere("opening.closingDate >= :today", { today: todayInDiocese(this.now()) }),
      ),
    );
  }

  private async requireFreeReference(referenceNumber: string, exceptId?: number): Promise<void> {
    const holder = await this.openings.findOneBy({ referenceNumber });
    if (holder && holder.id !== exceptId) throw this.referenceTaken(referenceNumber);
  }

  private saveReferenced(referenceNumber: string, save: () => Promise<JobOpening>): Promise<JobOpening> {
    return saveOrConflict(save, () => this.referenceTaken(referenceNumber));
  }

  private referenceTaken(referenceNumber: string): UserInputError {
    return new UserInputError(
      `Another job opening already has the reference number ${referenceNumber}; each needs its own`,
      "referenceNumber",
    );
  }
}

/** Visitors need somewhere to read the whole advertisement: a web page, the attached PDF, or both. */
function requireLinkOrDocument(input: JobOpeningInput, hasDocument: boolean): void {
  if (!input.link && !hasDocument) {
    throw new UserInputError("A job opening needs a link or an attached PDF");
  }
}
