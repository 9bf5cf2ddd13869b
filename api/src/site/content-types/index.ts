import type { SiteContentType } from "../content-type.js";
import { bishopMessage } from "./bishop-message.js";
import { department } from "./department.js";
import { informationPage } from "./information-page.js";
import { news } from "./news.js";
import { sermon } from "./sermon.js";
import { libraryDocument } from "./library-document.js";
import { clergy } from "./clergy.js";
import { clergyPosting } from "./clergy-posting.js";
import { institution } from "./institution.js";

/**
 * Every content type's shared part, listed once: the preview kinds, the revised types and their
 * fields, and whatever else both the API and the dashboard must agree on, are read from here.
 * The API's registry of the same types (api/src/content-types.ts) is keyed by these names, so
 * the two cannot drift apart.
 */
export const SITE_CONTENT_TYPES = [
  news,
  informationPage,
  department,
  bishopMessage,
  sermon,
  libraryDocument,
  clergy,
  clergyPosting,
  institution,
] as const satisfies readonly SiteContentType[];

export type SiteContentTypeName = (typeof SITE_CONTENT_TYPES)[number]["name"];

type WithDashboard = Extract<(typeof SITE_CONTENT_TYPES)[number], { dashboard: object }>;
type WithPreview = Extract<(typeof SITE_CONTENT_TYPES)[number], { previewKind: string }>;
type WithRevisions = Extract<(typeof SITE_CONTENT_TYPES)[number], { revisions: object }>;
type WithPublicPage = Extract<(typeof SITE_CONTENT_TYPES)[number], { publicPage: string }>;

/** What a preview address may show: `/preview/<kind>/<id>`. */
export type PreviewKind = WithPreview["previewKind"];
export const PREVIEW_KINDS: readonly PreviewKind[] = SITE_CONTENT_TYPES.flatMap((type) =>
  "previewKind" in type ? [type.previewKind] : [],
);

/** The types whose every save is kept as a revision, by their GraphQL name. */
export type RevisedTypeName = WithRevisions["revisions"]["graphqlName"];
export const REVISED_TYPES: readonly WithRevisions[] = SITE_CONTENT_TYPES.filter(
  (type): type is WithRevisions => "revisions" in type,
);

/** The types with a dashboard page of their own, which the menu, the router and staff-reach.ts read. */
export type DashboardPageOfType = WithDashboard["dashboard"];
export const DASHBOARD_PAGES_OF_TYPES: readonly DashboardPageOfType[] = SITE_CONTENT_TYPES.flatMap((type) =>
  "dashboard" in type ? [type.dashboard] : [],
);

/**
 * The types' public lists, by their names among the pages of `sitePaths`: the web app routes each
 * to the page and route files named after it (web/src/lib/content-type-files.ts).
 */
export type PublicListName = WithPublicPage["publicPage"];
export const PUBLIC_LISTS_OF_TYPES: readonly PublicListName[] = SITE_CONTENT_TYPES.flatMap((type) =>
  "publicPage" in type ? [type.publicPage] : [],
);
