import { sitePaths } from "../../../api/src/site/site-routes";
import { LibraryDocumentsPageDocument } from "../gql/graphql";
import { found, hasPage, NO_PAGE, pageNumber, query, type PublicPage } from "./public-route";

const PAGE_SIZE = 20;

/** The list's page from its address. */
export const libraryDocumentsVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: PAGE_SIZE,
});

export const libraryDocumentsRoute: PublicPage = {
  path: sitePaths.libraryDocuments.path,
  queries: (_, search) => [query(LibraryDocumentsPageDocument, libraryDocumentsVariables(search))],
  verdict: ({ answered, site, search, t }) =>
    hasPage(search, answered(LibraryDocumentsPageDocument)?.libraryDocuments.pageCount)
      ? found({
          name: t("libraryDocuments.title"),
          description: t("libraryDocuments.description", { diocese: site.fullName }),
        })
      : NO_PAGE,
};
