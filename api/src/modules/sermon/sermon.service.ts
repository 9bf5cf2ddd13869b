import { ObjectType } from "type-graphql";
import { Like, type DataSource, type FindOptionsWhere, type Repository } from "typeorm";
import { requireOwnedContentEditing, requireSomeEditing, type Actor } from "../../authorization.js";
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
import { translationsOf, type KiswahiliTexts } from "../translation/translation.js";
import { SERMON_TRANSLATION, Sermon } from "./sermon.entity.js";
import { SermonInput, SermonListArgs } from "./sermon.inputs.js";

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
 * The rules of the sermons: the one place that reads and writes them. A sermon is public once
 * saved; staff add and change them as they do news, a parish editor their parish's alone. Its
 * recording is checked to be MP3 or M4A by its content and kept by the media service.
 */
export class SermonService {
  private readonly sermons: Repository<Sermon>;
  private readonly parishes: Repository<Parish>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.sermons = dataSource.getRepository(Sermon);
    this.parishes = dataSource.getRepository(Parish);
  }

  async page(args: Untrusted<SermonListArgs>): Promise<Page<Sermon>> {
    const input = await validated(SermonListArgs, { page: 1, pageSize: 12, ...withTrimmedText(args) });
    const where: FindOptionsWhere<Sermon> = {};
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

  /** The latest preached sermons (all of them when no count is given): the podcast, the sitemap. */
  latest(count?: number): Promise<Sermon[]> {
    return this.sermons.find({ order: LATEST_PREACHED_FIRST, take: count });
  }

  findBySlug(slug: string): Promise<Sermon | null> {
    return this.sermons.findOneBy({ slug });
  }

  /** The preachers, series, books and years the sermons have, for the list's filters. */
  async filterChoices(): Promise<SermonFilterChoices> {
    const rows = await this.sermons.find({ select: ["preacher", "series", "bibleBooks", "preachedOn"] });
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
    const { parishId: tag, ...columns } = await this.columnsOf(data, null);
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", tag, {
      stored: null,
      editorsOwn: staff.parish?.id ?? null,
    });
    requireOwnedContentEditing(staff, { parishId });
    return this.saveWithAudio(audio, null, async (recording) =>
      this.sermons.save(
        this.sermons.create({
          ...columns,
          ...recording,
          parishId,
          slug: await freeSlug(this.sermons, columns.title, "sermon"),
        }),
      ),
    );
  }

  /** Changes a sermon, and its recording when a new one is given. The slug stays. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<SermonInput>,
    audio?: MediaSource | null,
  ): Promise<Sermon> {
    const staff = requireSomeEditing(actor);
    const sermon = await this.get(rawId);
    requireOwnedContentEditing(staff, sermon);
    const { parishId: tag, ...columns } = await this.columnsOf(data, sermon.kiswahili);
    const parishId = await ownerIdToStore(this.parishes, "parishId", "parish", tag, {
      stored: sermon,
      editorsOwn: staff.parish?.id ?? null,
    });
    requireOwnedContentEditing(staff, { parishId });
    return this.saveWithAudio(audio, sermon.audioUrl, (recording) =>
      this.sermons.save(Object.assign(sermon, columns, recording ?? {}, { parishId })),
    );
  }

  /** Deletes a sermon and its recording. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    const staff = requireSomeEditing(actor);
    const sermon = await this.get(rawId);
    requireOwnedContentEditing(staff, sermon);
    await this.sermons.delete({ id: sermon.id });
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

  private async get(rawId: unknown): Promise<Sermon> {
    const sermon = await this.sermons.findOneBy({ id: parseId(rawId) });
    if (!sermon) throw new NotFoundError(`There is no sermon with id ${String(rawId)}`);
    return sermon;
  }

  /** The checked columns, the passages read into references, and the Kiswahili texts. */
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
    };
  }
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
