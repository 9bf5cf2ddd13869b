import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { newOrder } from "../../lib/ordering.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { HISTORY_BISHOP_TRANSLATION, HistoryBishop } from "./history-bishop.entity.js";
import { HistoryBishopInput } from "./history-bishop.inputs.js";
import { withTranslations } from "../translation/translation.js";
import { deleteWhere, updateWhere } from "../../db/store.js";

const IN_ORDER = { position: "ASC", id: "ASC" } as const;

/** The bishops of the History page: the one place that reads and writes them. */
export class HistoryBishopService {
  private readonly bishops: Repository<HistoryBishop>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.bishops = dataSource.getRepository(HistoryBishop);
  }

  /** Every bishop of the list, in the order staff gave: a handful. */
  list(): Promise<HistoryBishop[]> {
    return this.bishops.find({ order: IN_ORDER });
  }

  findById(rawId: unknown): Promise<HistoryBishop | null> {
    return this.bishops.findOneBy({ id: parseId(rawId) });
  }

  /** Adds a bishop at the end of the list, with a portrait when one is given. */
  async create(
    actor: Actor | null,
    data: Untrusted<HistoryBishopInput>,
    image?: MediaSource | null,
  ): Promise<HistoryBishop> {
    requireEditor(actor);
    const { kiswahili, ...input } = await validated(HistoryBishopInput, withTrimmedText(data, ["note"]));
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.dataSource.transaction(async (manager) => {
        const bishops = manager.getRepository(HistoryBishop);
        const { last } = (await bishops
          .createQueryBuilder("bishop")
          .select("MAX(bishop.position)", "last")
          .getRawOne<{ last: number | null }>())!;
        return bishops.save(
          bishops.create({
            ...withTranslations(
              HISTORY_BISHOP_TRANSLATION,
              { ...input, note: input.note ?? null },
              kiswahili,
              null,
            ),
            imageUrl: imageUrl ?? null,
            imageFocalPoint: focalPointAfter(null, imageUrl, input.imageFocalPoint),
            position: last === null ? 0 : Number(last) + 1,
          }),
        );
      }),
    );
  }

  /** Changes a bishop's card, and the portrait when a new one is given. */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<HistoryBishopInput>,
    image?: MediaSource | null,
  ): Promise<HistoryBishop> {
    requireEditor(actor);
    const bishop = await this.get(rawId);
    const { kiswahili, ...input } = await validated(HistoryBishopInput, withTrimmedText(data, ["note"]));
    const columns = withTranslations(
      HISTORY_BISHOP_TRANSLATION,
      { ...input, note: input.note ?? null },
      kiswahili,
      bishop.kiswahili,
    );
    return saveWithFile(this.media, { source: image, kind: "image", replaces: bishop.imageUrl }, (imageUrl) =>
      this.bishops.save(
        Object.assign(bishop, columns, imageUrl ? { imageUrl } : {}, {
          imageFocalPoint: focalPointAfter(bishop, imageUrl, input.imageFocalPoint),
        }),
      ),
    );
  }

  /** Deletes a bishop's card and the portrait's files. */
  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const bishop = await this.get(rawId);
    await deleteWhere(this.bishops, { id: bishop.id });
    await removeFiles(this.media, bishop.imageUrl);
  }

  /** Puts the bishops in the order of `rawIds`, which names each of them once, in one transaction. */
  async reorder(actor: Actor | null, rawIds: readonly unknown[]): Promise<HistoryBishop[]> {
    requireEditor(actor);
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.find(HistoryBishop, { select: { id: true } });
      const ids = newOrder(
        rawIds,
        current.map((bishop) => bishop.id),
        "bishop",
      );
      for (const [position, id] of ids.entries())
        await updateWhere(manager.getRepository(HistoryBishop), { id }, { position });
    });
    return this.list();
  }

  private async get(rawId: unknown): Promise<HistoryBishop> {
    const bishop = await this.findById(rawId);
    if (!bishop) throw new NotFoundError(`There is no bishop in the history list with id ${String(rawId)}`);
    return bishop;
  }
}
