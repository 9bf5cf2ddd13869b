import type { SiteContentType } from "../content-type.js";

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
  publicPage: "libraryDocuments",
} as const satisfies SiteContentType;
