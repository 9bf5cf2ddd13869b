import type { SiteContentType } from "../content-type.js";

/**
 * The document library's search form: `q`, words of the title; `category`, as the API names it
 * (SYNOD_REPORT, CIRCULAR, FORM, OTHER); `page`.
 */
export const LIBRARY_SEARCH_FIELDS = ["q", "category", "page"] as const;
export type LibrarySearch = Partial<Record<(typeof LIBRARY_SEARCH_FIELDS)[number], string>>;

/** The document library: synod reports, circulars and forms as PDFs. */
export const libraryDocument = {
  name: "library-document",
  table: "library_document",
  audit: { kind: "Library document", nameColumn: "title", fieldWords: { category: "category" } },
  fileColumns: ["document_url"],
  dashboard: {
    page: "libraryDocuments",
    path: "/admin/documents",
    component: "LibraryDocumentsPage",
    menu: "dashboardLibraryDocuments.menu",
    keywords: "library documents synod reports circulars forms pdf nyaraka",
    reach: "dioceseWide",
    operation: "mutation createLibraryDocument",
  },
  operations: {
    item: "libraryDocument",
    list: "libraryDocuments",
    mutations: ["createLibraryDocument", "updateLibraryDocument", "deleteLibraryDocument"],
  },
  // Searched and filtered by the fields of its query string (a plain form, which works without JavaScript).
  publicPage: {
    page: "libraryDocuments",
    path: "/documents",
    title: "Documents",
    search: LIBRARY_SEARCH_FIELDS,
  },
} as const satisfies SiteContentType;
