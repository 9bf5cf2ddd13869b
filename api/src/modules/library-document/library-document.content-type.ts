import type { ContentType } from "../../content-type.js";
import { libraryDocument } from "../../site/content-types/library-document.js";
import { sitePaths } from "../../site/site-routes.js";
import type { LibraryDocumentService } from "./library-document.service.js";

type Needs = { libraryDocuments: LibraryDocumentService };

export const libraryDocumentContentType: ContentType<Needs> = {
  shared: libraryDocument,
  scheduled: (services) => services.libraryDocuments,
  // The public list, dated by the latest change of what it shows.
  async sitemap(services) {
    return [
      { path: sitePaths.libraryDocuments.getHref(), changed: await services.libraryDocuments.latestChange() },
    ];
  },
};
