import type { TypedDocumentNode } from "@apollo/client";
import type { DocumentNode } from "graphql";
import type { TFunction } from "i18next";
import type { Language } from "@diocese/site/languages";
import type { PageFeed, ShareImage } from "@diocese/site/page-seam";
import type { SiteSettingsQuery } from "../gql/graphql";

/*
 * What a public page's route file (<page>.route.ts, beside the page) is made of: its route, the
 * data it asks for on its first render, and its status and head decided from the answers. No
 * React here, so that the server can run the same queries before the app does, decide the page
 * from their answers and send them inside it (see app/route-data-cache.ts): a phone then draws
 * the page at once instead of waiting for the app's own requests. The pages take their variables
 * from their route files; route-data.ts lists the route files.
 */

export function pageNumber(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface RouteQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

export const query = (document: DocumentNode, variables: Record<string, unknown> = {}): RouteQuery => ({
  document,
  variables,
});

/** The head of a page, as its entry decides it; what it leaves out is the site's. */
export interface PageHead {
  /** The page's own name, in its title. */
  name: string;
  /** What share previews call it, when not its name. */
  shareTitle?: string;
  /** Its description, when not the site's (the banner's words). */
  description?: string;
  image?: ShareImage | null;
  type?: "article";
  /** Kept from search engines: signing in, the dashboard, the newsletter's confirm page, a gift's pages. */
  hidden?: boolean;
  /** A page that waits for news (a pending gift): a browser without JavaScript asks again after this long. */
  refreshWithoutScriptSeconds?: number;
  /** Its address carries a reader's secret (?token=): sent `no-store`, kept by nobody. */
  secretAddress?: boolean;
  /** What the page is about as schema.org JSON-LD, for search engines. */
  structuredData?: Record<string, unknown>;
  /** RSS feeds of what it lists, named in its head (the sermons' podcast). */
  feeds?: PageFeed[];
}

/** What a page's entry decides from the answers: the page, where it is instead, or that there is none. */
export type PageVerdict =
  { status: 200; head: PageHead } | { status: 301; location: string } | { status: 404 };

export const found = (head: PageHead): PageVerdict => ({ status: 200, head });
export const NO_PAGE: PageVerdict = { status: 404 };

/** The data of this page's answer to a query it asked; undefined when the API refused it. */
export type Answered = <Data>(document: TypedDocumentNode<Data, never>) => Data | undefined;

export type Params = Record<string, string | undefined>;
/** The messages of the page's language (lib/language.tsx), for the head's words. */
export type Messages = TFunction<"translation">;
export type SiteSettings = SiteSettingsQuery["siteSettings"];

/** What a page's entry decides its status and head from. */
export interface PageFacts {
  /** The route's parameters. */
  params: Params;
  /** The answers to its queries. */
  answered: Answered;
  /** The site's settings (the diocese's name). */
  site: SiteSettings;
  /** Its address's query string. */
  search: URLSearchParams;
  /** The address visitors reach the site by. */
  siteUrl: string;
  /** The page's language, and its messages. */
  language: Language;
  t: Messages;
}

export interface PublicPage {
  path: string;
  /** The page's own queries, besides the frame's; null where no page can be (an id no record can have). */
  queries(params: Params, search: URLSearchParams): RouteQuery[] | null;
  /** Its status and head, from what is known of it. */
  verdict(page: PageFacts): PageVerdict;
}

/** The head of an information page: its name, and the start of its text. */
export const informationPage = (name: string, preview: string | undefined): PageVerdict =>
  found({ name, description: preview });

/** Whether a list with `pageCount` pages has this page; the first it always has, if only to say it is empty. */
export const hasPage = (search: URLSearchParams, pageCount: number | undefined) =>
  pageCount === undefined || pageNumber(search) <= Math.max(1, pageCount);

/** A picture's share preview (its JPEG for og:image) and what it shows, for the page's head. */
export const shareImage = (image: { share: Omit<ShareImage, "alt"> } | null | undefined, alt: string) =>
  image ? { ...image.share, alt } : null;

/** The API refused the one answer that says whether there is such a page: no status can be given. */
export function undecided(path: string): never {
  throw new Error(`The API did not answer whether there is a page at ${path}`);
}
