import { sitePaths } from "@diocese/site/site-routes";
import { LibraryDocumentsPageDocument, type LibraryDocumentCategory } from "../gql/graphql";
import { found, hasPage, NO_PAGE, pageNumber, query, type PublicPage } from "./public-route";

const PAGE_SIZE = 20;

/** The categories as the address and the API name them, in the order the page offers them. */
export const LIBRARY_CATEGORIES = [
  "SYNOD_REPORT",
  "CIRCULAR",
  "FORM",
  "OTHER",
] as const satisfies readonly LibraryDocumentCategory[];

const isCategory = (value: string | null): value is LibraryDocumentCategory =>
  (LIBRARY_CATEGORIES as readonly (string | null)[]).includes(value);

/** The list's page, words and category from its address; a value the API would refuse is left out. */
export function libraryDocumentsVariables(search: URLSearchParams) {
  const category = search.get("category");
  return {
    page: pageNumber(search),
    pageSize: PAGE_SIZE,
    search: search.get("q")?.trim().slice(0, 120) || null,
    category: isCategory(category) ? category : null,
  };
}

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
