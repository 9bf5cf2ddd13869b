import type { DocumentNode } from "graphql";
import { matchPath } from "react-router-dom";
import { DASHBOARD_SECTIONS, PAGE_ALIASES, sitePaths } from "@diocese/site/site-routes";
import { inLanguage, splitLanguage } from "@diocese/site/languages";
import { PUBLIC_LISTS_OF_TYPES } from "@diocese/site/content-types";
import { exportOfList } from "../lib/content-type-files";
import { SiteNavigationDocument, SiteSettingsDocument } from "../gql/graphql";
import { homeRoute } from "./home.route";
import { aboutUsRoute } from "./about-us.route";
import { dioceseHistoryRoute } from "./diocese-history.route";
import { governanceSystemRoute } from "./governance-system.route";
import { boardsAndCommitteesRoute } from "./boards-and-committees.route";
import { yearsInNumbersRoute } from "./years-in-numbers.route";
import { yearInNumbersRoute } from "./year-in-numbers.route";
import { projectsRoute } from "./projects.route";
import { parishesRoute } from "./parishes.route";
import { eventsRoute } from "./events.route";
import { parishRoute } from "./parish.route";
import { institutionRoute } from "./institution.route";
import { archdeaconryRoute } from "./archdeaconry.route";
import { departmentRoute } from "./department.route";
import { newsListRoute } from "./news-list.route";
import { newsArticleRoute } from "./news-article.route";
import { careersRoute } from "./careers.route";
import { sermonsRoute } from "./sermons.route";
import { galleryRoute } from "./gallery.route";
import { sermonRoute } from "./sermon.route";
import { clergyMemberRoute } from "./clergy-member.route";
import { photoAlbumRoute, photoRoute } from "./photo-album.route";
import { giveRoute, giveProblemRoute } from "./give.route";
import { giftRoute } from "./gift.route";
import { pledgeFormRoute, pledgeFormProblemRoute } from "./pledge-form.route";
import { pledgeRoute, pledgeProblemRoute } from "./pledge.route";
import { honourRollByArchdeaconryRoute, honourRollRoute } from "./honour-roll.route";
import { giftReceiptRoute } from "./gift-receipt.route";
import {
  givingStatementCodeProblemRoute,
  givingStatementCodeRoute,
  givingStatementProblemRoute,
  givingStatementRoute,
} from "./giving-statement.route";
import { newsletterRoute } from "./newsletter.route";
import { newsletterConfirmRoute } from "./newsletter-confirm.route";
import { newsletterUnsubscribeRoute } from "./newsletter-unsubscribe.route";
import { offlineRoute } from "./offline.route";
import { eventRegistrationRoute } from "./event-registration.route";
import { registrationCancelRoute, registrationRoute } from "./registration.route";
import {
  query,
  type Answered,
  type Messages,
  type PageHead,
  type PageVerdict,
  type PublicPage,
  type RouteQuery,
  type SiteSettings,
} from "./public-route";

/*
 * The public pages, one route file each (see public-route.ts), in the order their paths are
 * matched, and what the server and the app ask of them: the queries of an address, and its page's
 * status and head from the answers.
 */

/** The name the server's answers are filed under: each document here holds one operation. */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === "OperationDefinition" && definition.name) return definition.name.value;
  }
  throw new Error("A route query needs a named operation");
}

/** One query's answer as the server sends it (api/src/site/page-seam.ts). */
export interface RouteAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** The answer to this query among these, asked with the same variables; undefined when it has none. */
export function answerTo(answers: readonly RouteAnswer[], { document, variables }: RouteQuery) {
  const name = operationName(document);
  return answers.find(
    (answer) =>
      answer.operationName === name && JSON.stringify(answer.variables) === JSON.stringify(variables),
  );
}

/** Every route file, which the content types' public lists (PUBLIC_LISTS_OF_TYPES) are found in. */
const ROUTE_FILES = import.meta.glob<Partial<Record<string, PublicPage>>>("./*.route.ts", { eager: true });

const PUBLIC_PAGES: PublicPage[] = [
  homeRoute,
  aboutUsRoute,
  dioceseHistoryRoute,
  governanceSystemRoute,
  boardsAndCommitteesRoute,
  yearsInNumbersRoute,
  yearInNumbersRoute,
  projectsRoute,
  parishesRoute,
  eventsRoute,
  parishRoute,
  institutionRoute,
  archdeaconryRoute,
  departmentRoute,
  newsListRoute,
  newsArticleRoute,
  careersRoute,
  sermonsRoute,
  galleryRoute,
  sermonRoute,
  clergyMemberRoute,
  photoAlbumRoute,
  photoRoute,
  // Before the give page's problems, which /give/<slug>/pledge and /give/<slug>/honour-roll would also match.
  pledgeFormRoute,
  pledgeFormProblemRoute,
  honourRollRoute,
  honourRollByArchdeaconryRoute,
  giveRoute,
  giveProblemRoute,
  pledgeRoute,
  pledgeProblemRoute,
  giftRoute,
  giftReceiptRoute,
  givingStatementRoute,
  givingStatementProblemRoute,
  givingStatementCodeRoute,
  givingStatementCodeProblemRoute,
  newsletterRoute,
  newsletterConfirmRoute,
  newsletterUnsubscribeRoute,
  offlineRoute,
  eventRegistrationRoute,
  registrationRoute,
  registrationCancelRoute,
  ...PUBLIC_LISTS_OF_TYPES.map((list) => exportOfList(ROUTE_FILES, ".", list, "route")),
];

/** The pages the browser draws: signing in, and the dashboard at every address of it (English addresses only). */
export function appPageHead(pathname: string, t: Messages): PageHead | null {
  if (pathname === sitePaths.login.path) return { name: t("site.pageNames.login"), hidden: true };
  if (pathname === sitePaths.passwordReset.path)
    return { name: t("site.pageNames.passwordReset"), hidden: true };
  const section = pathname.split("/")[1] ?? "";
  return DASHBOARD_SECTIONS.includes(section) ? { name: t("site.pageNames.dashboard"), hidden: true } : null;
}

/** Where an old or misspelt address of a page leads, if it is one, in the address's language. */
export function aliasOf(pathname: string): string | undefined {
  const { language, path } = splitLanguage(pathname);
  const alias = PAGE_ALIASES[path];
  return alias && inLanguage(language, alias);
}

/** The site's settings: every page's head needs the diocese's name. */
export const SITE_SETTINGS_QUERY = query(SiteSettingsDocument);

/**
 * What the frame of every public page asks for: the site settings (top bar, footer, titles) and
 * the menu. All that the 404 page needs.
 */
export const frameQueries = (): RouteQuery[] => [SITE_SETTINGS_QUERY, query(SiteNavigationDocument)];

/** A path as routes match it: each segment decoded, as React Router decodes the browser's. */
function decodedPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** The public page at an address of either language: its entry, the route's parameters and its queries. */
function matchPublicPage({ pathname, searchParams }: { pathname: string; searchParams: URLSearchParams }) {
  const { path } = splitLanguage(pathname);
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, decodedPath(path));
    if (!match) continue;
    const queries = page.queries(match.params, searchParams);
    return queries && { page, params: match.params, queries: [...frameQueries(), ...queries] };
  }
  return null;
}

/**
 * The queries a public page runs on its first render: the frame's and the page's own. None for an
 * address that is not a public page.
 */
export function publicRouteQueries(pathname: string, search: URLSearchParams): RouteQuery[] {
  return matchPublicPage({ pathname, searchParams: search })?.queries ?? [];
}

/**
 * The public page at this address decided from the answers to its queries, with its head in the
 * page's language (`t`), or null for an address that is no public page. A page moved elsewhere
 * moves in its language.
 */
export function publicPageVerdict(
  location: URL,
  answers: readonly RouteAnswer[],
  site: SiteSettings,
  siteUrl: string,
  t: Messages,
): PageVerdict | null {
  const matched = matchPublicPage(location);
  if (!matched) return null;
  const answered: Answered = (document) => {
    const asked = matched.queries.find((candidate) => candidate.document === document);
    return asked && (answerTo(answers, asked)?.data as never);
  };
  const { language } = splitLanguage(location.pathname);
  const verdict = matched.page.verdict({
    params: matched.params,
    answered,
    site,
    search: location.searchParams,
    siteUrl,
    language,
    t,
  });
  if (verdict.status !== 301) return verdict;
  return { status: 301, location: inLanguage(language, verdict.location) };
}
