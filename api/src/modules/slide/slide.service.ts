import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { newOrder } from "../../lib/ordering.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { Slide, SLIDE_TRANSLATION } from "./slide.entity.js";
import { SlideInput } from "./slide.inputs.js";
import { withTranslations } from "../translation/translation.js";
import { deleteWhere, updateWhere } from "../../db/store.js";

/** The carousel shows at most this many slides (the dashboard's label says so too). */
export const MAX_SLIDES = 10;

const IN_ORDER = { position: "ASC", id: "ASC" } as const;

/** The rules of the home page's carousel: the one place that reads and writes slides. */
export class SlideService {
  private readonly slides: Repository<Slide>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.slides = dataSource.getRepository(Slide);
  }

  /** Every slide in carousel order: there are at most ten. */
  list(): Promise<Slide[]> {
    return this.slides.find({ order: IN_ORDER });
  }

  findById(rawId: unknown): Promise<Slide | null> {
    return this.slides.findOneBy({ id: parseId(rawId) });
  }

  /** Adds a slide at the end of the carousel. It needs a picture; the eleventh is refused. */
  async create(
    actor: Actor | null,
    data: Untrusted<SlideInput>,
    image: MediaSource | null | undefined,
  ): Promise<Slide> {
    requireEditor(actor);
    const input = await validated(SlideInput, withTrimmedText(data));
    if (!image) throw new UserInputError("A slide needs a picture: upload one with it", "image");
    // Checked before the picture is stored, so that the eleventh costs nothing...
    await this.requireRoom(this.slides);
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.dataSource.transaction(async (manager) => {
        // ...and again with the insert, in case another slide was added meanwhile.
        const slides = manager.getRepository(Slide);
        await this.requireRoom(slides);
        const { last } = (await slides
          .createQueryBuilder("slide")
          .select("MAX(slide.position)", "last")
          .getRawOne<{ last: number | null }>())!;
        const { kiswahili, ...fields } = input;
        return slides.save(
          slides.create({
            ...withTranslations(SLIDE_TRANSLATION, fields, kiswahili, null),
            imageUrl,
            imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
            position: last === null ? 0 : Number(last) + 1,
          }),
        );
      }),
    );
  }

  /** Changes a slide's title and caption, and its picture when a new one is given. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<SlideInput>,
    image?: MediaSource | null,
  ): Promise<Slide> {
    requireEditor(actor);
    const slide = await this.get(rawId);
    const { kiswahili, ...input } = await validated(SlideInput, withTrimmedText(data));
    const columns = withTranslations(SLIDE_TRANSLATION, input, kiswahili, slide.kiswahili);
    return saveWithFile(this.media, { source: image, kind: "image", replaces: slide.imageUrl }, (imageUrl) =>
      this.slides.save(
        Object.assign(slide, columns, imageUrl ? { imageUrl } : {}, {
          imageFocalPoint: focalPointAfter(slide, imageUrl, input.imageFocalPoint),
        }),
      ),
    );
  }

  /** Deletes a slide and its picture's files; the others keep their order. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const slide = await this.get(rawId);
    await deleteWhere(this.slides, { id: slide.id });
    await removeFiles(this.media, slide.imageUrl);
  }

  /** Puts the slides in the order of `rawIds`, which names each of them once, in one transaction. */
  async reorder(actor: Actor | null, rawIds: readonly unknown[]): Promise<Slide[]> {
    requireEditor(actor);
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.find(Slide, { select: { id: true } });
      const ids = newOrder(
        rawIds,
        current.map((slide) => slide.id),
        "slide",
      );
      for (const [position, id] of ids.entries())
        await updateWhere(manager.getRepository(Slide), { id }, { position });
    });
    return this.list();
  }

  private async get(rawId: unknown): Promise<Slide> {
    const slide = await this.findById(rawId);
    if (!slide) throw new NotFoundError(`There is no slide with id ${String(rawId)}`);
    return slide;
  }

  private async requireRoom(slides: Repository<Slide>): Promise<void> {
    if ((await slides.count()) >= MAX_SLIDES) {
      throw new UserInputError(
        `The carousel already has ${MAX_SLIDES} slides, the most it shows: delete one before adding another`,
      );
    }
  }
}
