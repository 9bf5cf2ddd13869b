import DataLoader from "dataloader";
import type { GalleryService } from "./gallery.service.js";
import type { PhotoAlbum } from "./photo-album.entity.js";
import type { Photo } from "./photo.entity.js";

/** The gallery's lookups that one request batches (see loaders.ts). */
export function galleryLoaders(gallery: GalleryService) {
  return {
    photoCountOfAlbum: new DataLoader<number, number>((ids) => gallery.photoCountsOf(ids)),
    // Keyed by the album itself: its cover depends on the photograph it names as well as its photographs.
    coverOfAlbum: new DataLoader<PhotoAlbum, Photo | null>((albums) => gallery.coversOf(albums)),
  };
}
