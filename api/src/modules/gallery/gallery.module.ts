import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import { PhotoAlbumResolver, PhotoResolver } from "./gallery.resolver.js";
import { PHOTO_ALBUM_TRANSLATION, PhotoAlbum } from "./photo-album.entity.js";
import { Photo, PHOTO_TRANSLATION } from "./photo.entity.js";

export const galleryModule = {
  name: "gallery",
  entities: [PhotoAlbum, Photo],
  resolvers: [
    PhotoAlbumResolver,
    PhotoResolver,
    TranslationResolver(PhotoAlbum, PHOTO_ALBUM_TRANSLATION),
    TranslationResolver(Photo, PHOTO_TRANSLATION),
  ],
} satisfies ModuleDeclaration;
