import { GalleryPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, NO_PAGE, hasPage, pageNumber, type PublicPage } from "./public-route";

const GALLERY_PAGE_SIZE = 12;
export const galleryVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: GALLERY_PAGE_SIZE,
});

export const galleryRoute: PublicPage = {
  path: sitePaths.gallery.path,
  queries: (_, search) => [query(GalleryPageDocument, galleryVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(GalleryPageDocument)?.photoAlbums.pageCount)
      ? found({
          name: t("site.pageNames.gallery"),
          description: t("heads.galleryDescription", { diocese: site.fullName }),
        })
      : NO_PAGE,
};
