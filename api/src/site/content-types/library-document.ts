import type { SiteContentType } from "../content-type.js";

export const libraryDocument = {
  name: "library-document",
  table: "library_document",
  audit: { kind: "Library document", nameColumn: "title" },
  dashboard: {
    page: "libraryDocuments",
    path: "/admin/library-documents",
    component: "LibraryDocumentsPage",
    menu: "dashboardLibraryDocuments.menu",
    keywords: "library documents",
    reach: "dioceseWide",
    operation: "mutation createLibraryDocument",
  },
} as const satisfies SiteContentType;
