import { PhotoAlbumPageDocument } from "../gql/graphql";
import { isRecordId, sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, undecided, shareImage, type PublicPage } from "./public-route";

export const photoAlbumRoute: PublicPage = {
  path: sitePaths.photoAlbum.path,
  queries: ({ slug = "" }) => [query(PhotoAlbumPageDocument, { slug })],
  verdict: ({ params: { slug = "" }, answered, t }) => {
    const album = (answered(PhotoAlbumPageDocument) ?? undecided(sitePaths.photoAlbum.getHref(slug)))
      .photoAlbum;
    if (!album) return NO_PAGE;
    return found({
      name: album.title,
      description: album.description || t("heads.albumDescription", { album: album.title }),
      image: shareImage(album.cover?.image, album.title),
    });
  },
};

export const photoRoute: PublicPage = {
  path: sitePaths.photo.path,
  // An id no photograph can have asks nothing.
  queries: ({ slug = "", photoId = "" }) =>
    isRecordId(photoId) ? [query(PhotoAlbumPageDocument, { slug })] : null,
  verdict: ({ params: { slug = "", photoId = "" }, answered, t }) => {
    const album = (answered(PhotoAlbumPageDocument) ?? undecided(sitePaths.photo.getHref(slug, photoId)))
      .photoAlbum;
    const index = album?.photos.findIndex((photo) => photo.id === photoId) ?? -1;
    const photo = album?.photos[index];
    if (!album || !photo) return NO_PAGE;
    const alt = photo.caption || t("pages.gallery.photoAlt", { album: album.title, number: index + 1 });
    return found({
      name: alt,
      shareTitle: photo.caption ? `${photo.caption} (${album.title})` : alt,
      description: t("heads.photoDescription", {
        album: album.title,
        number: index + 1,
        total: album.photos.length,
      }),
      image: shareImage(photo.image, alt),
    });
  },
};
