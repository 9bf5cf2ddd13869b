import type { SiteContentType } from "../../site/content-type.js";
import { SITE_CONTENT_TYPES } from "../../site/content-types/index.js";

/**
 * Every database column that holds the URL of an uploaded file (or HTML that mentions some). The
 * clean-up keeps the files these name and deletes the rest: a content type names its own in its
 * shared part (`fileColumns`); any other new image or document column must be added here, or its
 * files will be taken for orphans.
 */
export const MEDIA_COLUMNS: readonly { table: string; column: string }[] = [
  ...(SITE_CONTENT_TYPES as readonly SiteContentType[]).flatMap(({ table, fileColumns = [] }) =>
    fileColumns.map((column) => ({ table, column })),
  ),
  { table: "slide", column: "image_url" },
  { table: "parish", column: "image_url" },
  { table: "history_bishop", column: "image_url" },
  { table: "administrative_secretary", column: "image_url" },
  { table: "project", column: "image_url" },
  { table: "site_settings", column: "strategic_plan_url" },
  { table: "job_opening", column: "document_url" },
  { table: "admin_user", column: "image_url" },
  { table: "photo", column: "image_url" },
  // The pictures of the revisions kept, which a restore brings back.
  { table: "content_revision", column: "snapshot" },
];
