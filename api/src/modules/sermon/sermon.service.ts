import { ObjectType } from "type-graphql";
import { Like, type DataSource, type FindOptionsWhere, type Repository } from "typeorm";
import {
  requireOwnedContentEditing,
  requireParishContentListing,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { ownerIdToStore } from "../../lib/owners.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { parsePassages, PassageError, type BiblePassage } from "../../site/bible-books.js";
import type { AudioInfo, MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles } from "../media/stored-files.js";
import { Parish } from "../parish/parish.entity.js";
import { freeSlug } from "../../lib/free-slug.js";
import { PUBLISHED, publicationAfter } from "../publication/publication.js";
import { latestPublishedChange, PublishedStretches } from "../publication/published-stretches.js";
import { publishDueIn } from "../publication/publish-due.js";
import type { Schedulable } from "../publication/scheduled-publishing.js";
import { translationsOf, type KiswahiliTexts } from "../translation/translation.js";
import { SERMON_TRANSLATION, Sermon } from "./sermon.entity.js";
import { SermonInput, SermonListArgs } from "./sermon.inputs.js";
import { deleteWhere } from "../../db/store.js";

@ObjectType({ description: "One page of sermons, the latest preached first" })
export class SermonPage extends PageOf(Sermon) {}

/** The latest preached first; of one day, the latest added first. */
const LATEST_PREACHED_FIRST = { preachedOn: "DESC", id: "DESC" } as const;

/** What the list's filters offer: only values some sermon has. */
export interface SermonFilterChoices {
  preachers: string[];
  series: string[];
  books: string[];
  years: number[];
}

/**
 * The rules of the sermons: the one place that reads and writes them. Staff add and change them as
 * they do news, a parish editor their parish's alone. Every read without an actor is public and
 * sees published sermons only; drafts and scheduled ones are read by staff through the methods that
 * take one. Its recording is checked to be MP3 or M4A by its content and kept by the media service.
 */
export class SermonService implements Schedulable {
  private readonly sermons: Repository<Sermon>;
  private readonly parishes: Repository<Parish>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.sermons = dataSource.getRepository(Sermon);
    this.parishes = dataSource.getRepository(Parish);
  }

  /** The published sermons, a page at a time, filtered as asked. */
  page(args: Untrusted<SermonListArgs>): Promise<Page<Sermon>> {
    return this.filteredPage(args, PUBLISHED);
  }

  /**
   * Every sermon, drafts and scheduled ones too, for the dashboard, filtered as asked. A parish
   * editor's list has their parish's sermons alone.
   */
  pageForStaff(actor: Actor | null, args: Untrusted<SermonListArgs>): Promise<Page<Sermon>> {
    const parishId = requireParishContentListing(actor);
    return this.filteredPage(args, parishId === null ? {} : { parishId });
  }

  /** The sermons within `scope` that the list's filters ask for, the latest preached first. */
  private async filteredPage(
    args: Untrusted<SermonListArgs>,
    scope: FindOptionsWhere<Sermon>,
  ): Promise<Page<Sermon>> {
    const input = await validated(SermonListArgs, { page: 1, pageSize: 12, ...withTrimmedText(args) });
    const where: FindOptionsWhere<Sermon> = { ...scope };
    if (input.preacher) where.preacher = input.preacher;
    if (input.series) where.series = input.series;
    if (input.book) where.bibleBooks = Like(`%|${input.book}|%`);
    if (input.year) where.preachedOn = Like(`${input.year}-%`);
    const [items, total] = await this.sermons.findAndCount({
      where,
      order: LATEST_PREACHED_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** The latest published sermons, the latest preached first: the podcast's. */
  latest(count: number): Promise<Sermon[]> {
    return this.sermons.find({ where: PUBLISHED, order: LATEST_PREACHED_FIRST, take: count });
  }

  /** When a published sermon last changed (the sitemap's date of the sermons' page); null for none. */
  latestChange(): Promise<Date | null> {
    return latestPublishedChange(this.sermons);
  }

  /** The published sermons in stretches of `size` ids: the sitemap's files of sermons. */
  publishedStretches(size: number): PublishedStretches<Sermon> {
    return new PublishedStretches(this.sermons, size);
  }

  findBySlug(slug: string): Promise<Sermon | null> {
    return this.sermons.findOneBy({ slug, ...PUBLISHED });
  }

  /**
   * Any sermon by its slug, whatever its status, for staff who may change it: a parish editor
   * reads their parish's alone.
   */
  async findBySlugForStaff(actor: Actor | null, slug: string): Promise<Sermon | null> {
    const staff = requireSomeEditing(actor);
    return changeableBy(staff, await this.sermons.findOneBy({ slug }));
  }

  /** Any sermon by its id, whatever its status, for staff who may change it (to preview a draft). */
  async findByIdForStaff(actor: Actor | null, rawId: unknown): Promise<Sermon | null> {
    const staff = requireSomeEditing(actor);
    return changeableBy(staff, await this.sermons.findOneBy({ id: parseId(rawId) }));
  }

  /** The published sermons' preachers, series, books and years, for the list's filters. */
  async filterChoices(): Promise<SermonFilterChoices> {
    const rows = await this.sermons.find({
      select: ["preacher", "series", "bibleBooks", "preachedOn"],
      where: PUBLISHED,
    });
    const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
    return {
      preachers: sorted(rows.map((row) => row.preacher)),
      series: sorted(rows.flatMap((row) => (row.series ? [row.series] : []))),
      books: [...new Set(rows.flatMap((row) => row.bibleBooks.split("|").filter(Boolean)))],
      years: [...new Set(rows.map((row) => Number(row.preachedOn.slice(0, 4))))].sort((a, b) => b - a),
    };
  }

  /** Adds a sermon, with its recording when one is given. */
  async create(
    actor: Actor | null,
    data: Untrusted<SermonInput>,
    audio?: MediaSource | null,
  ): Promise<Sermon> {
    const staff = requireSomeEditing(actor);
    const { parishId: tag, requested, ...columns } = await this.columnsOf(data, null);
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", tag, {
      stored: null,
      editorsOwn: staff.parish?.id ?? null,
    });
    requireOwnedContentEditing(staff, { parishId });
    const publication = publicationAfter(null, requested, new Date());
    return this.saveWithAudio(audio, null, async (recording) =>
      this.sermons.save(
        this.sermons.create({
          ...columns,
          ...publication,
          ...recording,
          parishId,
          slug: await freeSlug(this.sermons, columns.title, "sermon"),
        }),
      ),
    );
  }

  /**
   * Changes a sermon, its recording when a new one is given, and its publication when asked
   * (publish, schedule, or withdraw to a draft). The slug stays.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<SermonInput>,
    audio?: MediaSource | null,
  ): Promise<Sermon> {
    const staff = requireSomeEditing(actor);
    const sermon = await this.get(rawId);
    requireOwnedContentEditing(staff, sermon);
    const { parishId: tag, requested, ...columns } = await this.columnsOf(data, sermon.kiswahili);
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", tag, {
      stored: sermon,
      editorsOwn: staff.parish?.id ?? null,
    });
    requireOwnedContentEditing(staff, { parishId });
    const publication = publicationAfter(sermon, requested, new Date());
    return this.saveWithAudio(audio, sermon.audioUrl, (recording) =>
      this.sermons.save(Object.assign(sermon, columns, publication, recording ?? {}, { parishId })),
    );
  }

  /** Deletes a sermon and its recording. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    const staff = requireSomeEditing(actor);
    const sermon = await this.get(rawId);
    requireOwnedContentEditing(staff, sermon);
    await deleteWhere(this.sermons, { id: sermon.id });
    await removeFiles(this.media, sermon.audioUrl);
  }

  /**
   * Stores the recording before the save (a refused file changes nothing), removes it again when
   * the save fails, and removes the one it replaces once the save has succeeded.
   */
  private async saveWithAudio(
    source: MediaSource | null | undefined,
    replaces: string | null,
    save: (recording: AudioColumns | undefined) => Promise<Sermon>,
  ): Promise<Sermon> {
    if (!source) return save(undefined);
    const stored = await this.media.storeAudio(source).catch((error: unknown) => {
      throw error instanceof UserInputError && !error.field ? error.withField("audio") : error;
    });
    let saved: Sermon;
    try {
      saved = await save(audioColumns(stored));
    } catch (error) {
      await removeFiles(this.media, stored.url);
      throw error;
    }
    await removeFiles(this.media, replaces);
    return saved;
  }

  /** Publishes the scheduled sermons whose time has come (see ScheduledPublishing). */
  publishDue(now: Date): Promise<number> {
    return publishDueIn(this.sermons, now);
  }

  private async get(rawId: unknown): Promise<Sermon> {
    const sermon = await this.sermons.findOneBy({ id: parseId(rawId) });
    if (!sermon) throw new NotFoundError(`There is no sermon with id ${String(rawId)}`);
    return sermon;
  }

  /**
   * The checked columns, the passages read into references, the Kiswahili texts, and the
   * publication asked for.
   */
  private async columnsOf(data: Untrusted<SermonInput>, stored: KiswahiliTexts | null) {
    const input = await validated(SermonInput, withTrimmedText(data, ["series", "videoUrl"]));
    if (Number.isNaN(Date.parse(`${input.preachedOn}T00:00:00Z`))) {
      throw new UserInputError("preachedOn must be a date such as 2026-11-22", "preachedOn");
    }
    const passages = readPassages(input.passages);
    const notes = sanitizeRichText(input.notes);
    const { kiswahili, needsTranslation } = translationsOf(
      SERMON_TRANSLATION,
      input.kiswahili,
      { title: input.title, notes },
      stored,
    );
    return {
      title: input.title,
      preacher: input.preacher,
      preachedOn: input.preachedOn,
      series: input.series ?? null,
      passages,
      bibleBooks: `|${[...new Set(passages.map((passage) => passage.book))].join("|")}|`,
      notes,
      videoUrl: input.videoUrl ?? null,
      kiswahili,
      needsTranslation,
      parishId: input.parishId,
      requested: { status: input.status, publishAt: input.publishAt },
    };
  }
}

/** The sermon a staff read found, refused to a member of staff who may not change it. */
function changeableBy(staff: Actor, sermon: Sermon | null): Sermon | null {
  if (sermon) requireOwnedContentEditing(staff, sermon);
  return sermon;
}

type AudioColumns = Pick<Sermon, "audioUrl" | "audioBytes" | "audioType" | "audioSeconds">;

function audioColumns(stored: AudioInfo): AudioColumns {
  return {
    audioUrl: stored.url,
    audioBytes: stored.bytes,
    audioType: stored.contentType,
    audioSeconds: stored.durationSeconds,
  };
}

function readPassages(text: string): BiblePassage[] {
  try {
    const passages = parsePassages(text);
    if (passages.length === 0) {
      throw new PassageError('Give at least one Bible passage, such as "John 3:16-21"');
    }
    if (passages.length > 20) throw new PassageError("Give at most 20 Bible passages");
    return passages;
  } catch (error) {
    if (error instanceof PassageError) throw new UserInputError(error.message, "passages");
    throw error;
  }
}
