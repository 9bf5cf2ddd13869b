import slugify from "slugify";
import { ObjectType } from "type-graphql";
import { In, type DataSource, type EntityManager, type Repository } from "typeorm";
import {
  requireOwnedContentEditing,
  requireOwnersKept,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { PageArgs, PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { newOrder } from "../../lib/ordering.js";
import { ownerIdToStore } from "../../lib/owners.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Department } from "../department/department.entity.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { Parish } from "../parish/parish.entity.js";
import { needsTranslationWhere, withTranslations } from "../translation/translation.js";
import { PhotoAlbumInput, PhotoInput } from "./gallery.inputs.js";
import { Photo, PHOTO_TRANSLATION } from "./photo.entity.js";
import { PhotoAlbum, PHOTO_ALBUM_TRANSLATION } from "./photo-album.entity.js";
import { deleteWhere, updateWhere } from "../../db/store.js";

@ObjectType({ description: "One page of photo albums, the newest first" })
export class PhotoAlbumPage extends PageOf(PhotoAlbum) {}

/** An album holds at most this many photographs: a day's best, not a camera's whole card. */
export const MAX_PHOTOS_PER_ALBUM = 500;

/** The gallery's order: the album of the latest day first. */
const NEWEST_FIRST = { date: "DESC", id: "DESC" } as const;
const IN_ORDER = { position: "ASC", id: "ASC" } as const;

/**
 * The rules of the gallery: the one place that reads and writes albums and their photographs.
 * An album belongs to the diocese, a parish or a department, and its editors keep it and its
 * photographs as they keep that owner's events.
 */
export class GalleryService {
  private readonly albums: Repository<PhotoAlbum>;
  private readonly photos: Repository<Photo>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.albums = dataSource.getRepository(PhotoAlbum);
    this.photos = dataSource.getRepository(Photo);
  }

  async page(args: Partial<PageArgs>, needsTranslation?: boolean | null): Promise<Page<PhotoAlbum>> {
    const input = await validated(PageArgs, args);
    const [items, total] = await this.albums.findAndCount({
      where: needsTranslationWhere(needsTranslation),
      order: NEWEST_FIRST,
      ...pageWindow(input),
    });
    return pageOf(items, total, input);
  }

  /** Every album, newest first, for the sitemap. */
  list(): Promise<PhotoAlbum[]> {
    return this.albums.find({ order: NEWEST_FIRST });
  }

  findBySlug(slug: string): Promise<PhotoAlbum | null> {
    return this.albums.findOneBy({ slug });
  }

  findById(rawId: unknown): Promise<PhotoAlbum | null> {
    return this.albums.findOneBy({ id: parseId(rawId) });
  }

  findPhoto(rawId: unknown): Promise<Photo | null> {
    return this.photos.findOneBy({ id: parseId(rawId) });
  }

  /** An album's photographs in the order staff gave them. */
  photosOf(albumId: number): Promise<Photo[]> {
    return this.photos.find({ where: { albumId }, order: IN_ORDER });
  }

  /** How many photographs each album has, in the order of the ids: one query for a list of albums. */
  async photoCountsOf(albumIds: readonly number[]): Promise<number[]> {
    const rows: { albumId: number; count: string | number }[] = await this.photos
      .createQueryBuilder("photo")
      .select("photo.albumId", "albumId")
      .addSelect("COUNT(*)", "count")
      .where({ albumId: In([...albumIds]) })
      .groupBy("photo.albumId")
      .getRawMany();
    const counts = new Map(rows.map((row) => [Number(row.albumId), Number(row.count)]));
    return albumIds.map((id) => counts.get(id) ?? 0);
  }

  /**
   * Each album's cover, in the order of the albums: the photograph chosen, or else its first; null
   * for an empty album. Two queries for a list of albums (the chosen ones, then the first ones).
   */
  async coversOf(albums: readonly PhotoAlbum[]): Promise<(Photo | null)[]> {
    const chosenIds = albums.flatMap((album) => (album.coverPhotoId === null ? [] : [album.coverPhotoId]));
    const chosen = new Map(
      (chosenIds.length ? await this.photos.findBy({ id: In(chosenIds) }) : []).map((photo) => [
        photo.id,
        photo,
      ]),
    );
    const needFirst = albums.filter(
      (album) => album.coverPhotoId === null || !chosen.has(album.coverPhotoId),
    );
    const first = new Map<number, Photo>();
    if (needFirst.length) {
      const candidates = await this.photos
        .createQueryBuilder("photo")
        .where({ albumId: In(needFirst.map((album) => album.id)) })
        .andWhere(
          "photo.position = (SELECT MIN(other.position) FROM photo other WHERE other.album_id = photo.album_id)",
        )
        .orderBy("photo.id", "ASC")
        .getMany();
      for (const photo of candidates) if (!first.has(photo.albumId)) first.set(photo.albumId, photo);
    }
    return albums.map(
      (album) =>
        (album.coverPhotoId === null ? undefined : chosen.get(album.coverPhotoId)) ??
        first.get(album.id) ??
        null,
    );
  }

  /** Adds an album, empty; a parish or department editor's belongs to their parish or department. */
  async createAlbum(actor: Actor | null, data: Untrusted<PhotoAlbumInput>): Promise<PhotoAlbum> {
    const staff = requireSomeEditing(actor);
    const columns = await this.albumColumnsOf(data, null, staff);
    requireOwnersKept(staff, null, columns);
    return this.albums.save(this.albums.create({ ...columns, slug: await this.freeSlug(columns.title) }));
  }

  /** Changes an album's title, date, description and owner; its address stays. */
  async updateAlbum(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<PhotoAlbumInput>,
  ): Promise<PhotoAlbum> {
    const staff = requireSomeEditing(actor);
    const album = await this.getAlbum(rawId);
    requireOwnedContentEditing(staff, album);
    const columns = await this.albumColumnsOf(data, album, staff);
    requireOwnersKept(staff, album, columns);
    return this.albums.save(Object.assign(album, columns));
  }

  /** Deletes an album with its photographs and their files. */
  async deleteAlbum(actor: Actor | null, rawId: unknown): Promise<void> {
    const staff = requireSomeEditing(actor);
    const album = await this.getAlbum(rawId);
    requireOwnedContentEditing(staff, album);
    const photos = await this.photosOf(album.id);
    await this.dataSource.transaction(async (manager) => {
      await deleteWhere(manager.getRepository(Photo), { albumId: album.id });
      await deleteWhere(manager.getRepository(PhotoAlbum), { id: album.id });
    });
    await removeFiles(this.media, ...photos.map((photo) => photo.imageUrl));
  }

  /**
   * Adds one photograph at the end of an album. Staff send each in a request of its own, so that
   * each has its own progress and a refused one (too big, not a picture) is told apart.
   */
  async addPhoto(
    actor: Actor | null,
    rawAlbumId: unknown,
    data: Untrusted<PhotoInput>,
    image: MediaSource | null | undefined,
  ): Promise<Photo> {
    const staff = requireSomeEditing(actor);
    const album = await this.getAlbum(rawAlbumId, "albumId");
    requireOwnedContentEditing(staff, album);
    const { kiswahili, imageFocalPoint, caption } = await validated(PhotoInput, withTrimmedText(data));
    if (!image) throw new UserInputError("A photograph needs its picture: upload one with it", "image");
    // Checked before the picture is stored, so that one too many costs nothing...
    await this.requireRoom(this.dataSource.manager, album.id);
    return saveWithFile(this.media, { source: image, kind: "image" }, (imageUrl) =>
      this.dataSource.transaction(async (manager) => {
        // ...and again with the insert, as photographs of one album arrive side by side.
        const last = await this.requireRoom(manager, album.id);
        const photos = manager.getRepository(Photo);
        return photos.save(
          photos.create({
            ...withTranslations(PHOTO_TRANSLATION, { caption: caption ?? "" }, kiswahili, null),
            albumId: album.id,
            imageUrl,
            imageFocalPoint: focalPointAfter(null, imageUrl, imageFocalPoint),
            position: last === null ? 0 : last + 1,
          }),
        );
      }),
    );
  }

  /** Changes a photograph's caption, its focal point, and its picture when a new one is given. */
  async updatePhoto(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<PhotoInput>,
    image?: MediaSource | null,
  ): Promise<Photo> {
    const photo = await this.editablePhoto(actor, rawId);
    const { kiswahili, imageFocalPoint, caption } = await validated(PhotoInput, withTrimmedText(data));
    const columns = withTranslations(
      PHOTO_TRANSLATION,
      { caption: caption ?? "" },
      kiswahili,
      photo.kiswahili,
    );
    return saveWithFile(this.media, { source: image, kind: "image", replaces: photo.imageUrl }, (imageUrl) =>
      this.photos.save(
        Object.assign(photo, columns, imageUrl ? { imageUrl } : {}, {
          imageFocalPoint: focalPointAfter(photo, imageUrl, imageFocalPoint),
        }),
      ),
    );
  }

  /** Deletes a photograph and its files; an album whose cover it was shows its first instead. */
  async deletePhoto(actor: Actor | null, rawId: unknown): Promise<void> {
    const photo = await this.editablePhoto(actor, rawId);
    await this.dataSource.transaction(async (manager) => {
      await deleteWhere(manager.getRepository(Photo), { id: photo.id });
      await updateWhere(
        manager.getRepository(PhotoAlbum),
        { coverPhotoId: photo.id },
        { coverPhotoId: null },
      );
    });
    await removeFiles(this.media, photo.imageUrl);
  }

  /** Puts an album's photographs in the order of `rawIds`, which names each of them once. */
  async reorderPhotos(
    actor: Actor | null,
    rawAlbumId: unknown,
    rawIds: readonly unknown[],
  ): Promise<Photo[]> {
    const staff = requireSomeEditing(actor);
    const album = await this.getAlbum(rawAlbumId, "albumId");
    requireOwnedContentEditing(staff, album);
    await this.dataSource.transaction(async (manager) => {
      const current = await manager.find(Photo, { select: { id: true }, where: { albumId: album.id } });
      const ids = newOrder(
        rawIds,
        current.map((photo) => photo.id),
        "photograph of the album",
      );
      for (const [position, id] of ids.entries())
        await updateWhere(manager.getRepository(Photo), { id }, { position });
    });
    return this.photosOf(album.id);
  }

  /** Makes one of the album's own photographs its cover. */
  async setCover(actor: Actor | null, rawAlbumId: unknown, rawPhotoId: unknown): Promise<PhotoAlbum> {
    const staff = requireSomeEditing(actor);
    const album = await this.getAlbum(rawAlbumId, "albumId");
    requireOwnedContentEditing(staff, album);
    const photoId = parseId(rawPhotoId, "photoId");
    if (!(await this.photos.existsBy({ id: photoId, albumId: album.id }))) {
      throw new UserInputError(
        `The album has no photograph with id ${photoId}: choose one of its own`,
        "photoId",
      );
    }
    return this.albums.save(Object.assign(album, { coverPhotoId: photoId }));
  }

  private async editablePhoto(actor: Actor | null, rawId: unknown): Promise<Photo> {
    const staff = requireSomeEditing(actor);
    const photo = await this.findPhoto(rawId);
    if (!photo) throw new NotFoundError(`There is no photograph with id ${String(rawId)}`);
    requireOwnedContentEditing(staff, await this.getAlbum(photo.albumId));
    return photo;
  }

  private async getAlbum(rawId: unknown, field = "id"): Promise<PhotoAlbum> {
    const album = await this.albums.findOneBy({ id: parseId(rawId, field) });
    if (!album) throw new NotFoundError(`There is no photo album with id ${String(rawId)}`);
    return album;
  }

  /** The last position in the album, once it is known to have room for one more photograph. */
  private async requireRoom(manager: EntityManager, albumId: number): Promise<number | null> {
    const { count, last } = (await manager
      .getRepository(Photo)
      .createQueryBuilder("photo")
      .select("COUNT(*)", "count")
      .addSelect("MAX(photo.position)", "last")
      .where("photo.album_id = :albumId", { albumId })
      .getRawOne<{ count: number | string; last: number | string | null }>())!;
    if (Number(count) >= MAX_PHOTOS_PER_ALBUM) {
      throw new UserInputError(
        `The album already has ${MAX_PHOTOS_PER_ALBUM} photographs, the most it holds: start another album`,
        "image",
      );
    }
    return last === null ? null : Number(last);
  }

  /**
   * The checked columns of an album, its owners existing, with its Kiswahili texts. An owner the
   * input leaves out stays as stored; a new album left without one is the editor's own parish's or
   * department's (the diocese's for a diocese-wide editor). Null gives it to no parish or department.
   */
  private async albumColumnsOf(data: Untrusted<PhotoAlbumInput>, stored: PhotoAlbum | null, staff: Actor) {
    const { kiswahili, parishId, departmentId, ...input } = await validated(
      PhotoAlbumInput,
      withTrimmedText(data, ["description"]),
    );
    const owners = {
      parishId: await ownerIdToStore(this.dataSource.getRepository(Parish), "parishId", "parish", parishId, {
        stored,
        editorsOwn: staff.parish?.id ?? null,
      }),
      departmentId: await ownerIdToStore(
        this.dataSource.getRepository(Department),
        "departmentId",
        "department",
        departmentId,
        { stored, editorsOwn: staff.department?.id ?? null },
      ),
    };
    const texts = { title: input.title, description: input.description ?? "" };
    return {
      ...withTranslations(PHOTO_ALBUM_TRANSLATION, texts, kiswahili, stored?.kiswahili ?? null),
      date: input.date,
      ...owners,
    };
  }

  /** A slug made from the title, with -2, -3, ... added when another album has it. */
  private async freeSlug(title: string): Promise<string> {
    const base = slugify(title, { lower: true, strict: true }).slice(0, 200) || "album";
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await this.albums.existsBy({ slug: candidate }))) return candidate;
    }
  }
}
