import type { DocumentNode } from "graphql";
import { matchPath } from "react-router-dom";
import { paths } from "../lib/paths";
import {
  AboutUsPageDocument,
  ArchdeaconryPageDocument,
  CareersPageDocument,
  DepartmentPageDocument,
  DioceseHistoryPageDocument,
  HomePageDocument,
  InformationPageDocument,
  NewsArticleDocument,
  NewsListDocument,
  OtherNewsDocument,
  ProjectsPageDocument,
  SiteNavigationDocument,
  SiteSettingsDocument,
} from "../gql/graphql";

/*
 * The data each public page asks for on its first render, declared apart from the pages (no
 * React here), so that the server can run the same queries before the app does and send their
 * answers inside the page (see app/route-data-cache.ts): a phone then draws the page at once
 * instead of waiting for the app's own requests. The pages take their variables from here.
 */

export const HOME_PAGE_VARIABLES = { eventCount: 4, newsCount: 3 };
// A diocese runs a handful of projects at a time: one page of the API holds them all.
export const PROJECTS_PAGE_VARIABLES = { pageSize: 50 };
export const GOVERNANCE_SYSTEM_VARIABLES = { slug: "governance-system" };
export const RELATED_NEWS_COUNT = 3;
// One more than shown, so that the list stays full when the article being read is among them.
export const OTHER_NEWS_VARIABLES = { pageSize: RELATED_NEWS_COUNT + 1 };

// The API answers 404 for a page beyond the last by these sizes (api/src/pages/public-pages.ts):
// change both together.
const NEWS_PAGE_SIZE = 12;
const CAREERS_PAGE_SIZE = 20;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_PATTERN = /^\d+$/;

function pageNumber(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const newsListVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: NEWS_PAGE_SIZE,
});

export const careersVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: CAREERS_PAGE_SIZE,
});

/** Links from the old site carry an article's title where its slug now goes. */
export const isArticleSlug = (param: string) => SLUG_PATTERN.test(param);

export const newsArticleVariables = (param: string) =>
  isArticleSlug(param) ? { slug: param } : { title: param };

/** The API refuses an archdeaconry id that is not a number; such an address is not a page. */
export const isArchdeaconryId = (id: string) => ID_PATTERN.test(id);

export interface RouteQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

const query = (document: DocumentNode, variables: Record<string, unknown> = {}): RouteQuery => ({
  document,
  variables,
});

/** The name the server's answers are filed under: each document here holds one operation. */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === "OperationDefinition" && definition.name) return definition.name.value;
  }
  throw new Error("A route query needs a named operation");
}

type Params = Record<string, string | undefined>;

const PAGE_QUERIES: { path: string; queries: (params: Params, search: URLSearchParams) => RouteQuery[] }[] = [
  { path: paths.home.path, queries: () => [query(HomePageDocument, HOME_PAGE_VARIABLES)] },
  { path: paths.aboutUs.path, queries: () => [query(AboutUsPageDocument)] },
  { path: paths.dioceseHistory.path, queries: () => [query(DioceseHistoryPageDocument)] },
  {
    path: paths.governanceSystem.path,
    queries: () => [query(InformationPageDocument, GOVERNANCE_SYSTEM_VARIABLES)],
  },
  { path: paths.projects.path, queries: () => [query(ProjectsPageDocument, PROJECTS_PAGE_VARIABLES)] },
  {
    path: paths.archdeaconry.path,
    queries: ({ id = "" }) => (isArchdeaconryId(id) ? [query(ArchdeaconryPageDocument, { id })] : []),
  },
  { path: paths.department.path, queries: ({ slug = "" }) => [query(DepartmentPageDocument, { slug })] },
  { path: paths.newsList.path, queries: (_, search) => [query(NewsListDocument, newsListVariables(search))] },
  {
    path: paths.newsArticle.path,
    queries: ({ slug = "" }) => [
      query(NewsArticleDocument, newsArticleVariables(slug)),
      query(OtherNewsDocument, OTHER_NEWS_VARIABLES),
    ],
  },
  {
    path: paths.careers.path,
    queries: (_, search) => [query(CareersPageDocument, careersVariables(search))],
  },
  // Only the frame's queries: the token stays in the browser until the visitor presses Confirm.
  { path: paths.newsletterConfirm.path, queries: () => [] },
];

/**
 * What the frame of every public page asks for: the site settings (top bar, footer, titles) and
 * the menu. All that the 404 page needs.
 */
export const frameQueries = (): RouteQuery[] => [query(SiteSettingsDocument), query(SiteNavigationDocument)];

/**
 * The queries a public page runs on its first render: the frame's and the page's own. None for an
 * address that is not a public page.
 */
export function publicRouteQueries(pathname: string, search: URLSearchParams): RouteQuery[] {
  for (const page of PAGE_QUERIES) {
    const match = matchPath(page.path, pathname);
    if (match) return [...frameQueries(), ...page.queries(match.params, search)];
  }
  return [];
}
