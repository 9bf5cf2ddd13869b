import type { TypedDocumentNode } from "@apollo/client";
import type { DocumentNode } from "graphql";
import type { TFunction } from "i18next";
import { matchPath } from "react-router-dom";
import {
  DASHBOARD_SECTIONS,
  GIVE_PROBLEMS,
  isRecordId,
  PAGE_ALIASES,
  sitePaths,
  type GiveProblem,
} from "../../../api/src/site/site-routes";
import { inLanguage, splitLanguage, type Language } from "../../../api/src/site/languages";
import { feedWord } from "../../../api/src/site/feed-words";
import type { PageFeed, ShareImage } from "../../../api/src/site/page-seam";
import { SERVICE_LANGUAGES, WEEKDAYS } from "../../../api/src/site/worship";
import { calendarChoice, calendarVariables } from "../features/events/calendar-choice";
import { todayInKakamega } from "../lib/today";
import { parishStructuredData } from "../features/parishes/parish-structured-data";
import {
  AboutUsPageDocument,
  ArchdeaconryPageDocument,
  CareersPageDocument,
  DepartmentPageDocument,
  DioceseHistoryPageDocument,
  EventsCalendarDocument,
  FeaturedAppealDocument,
  GalleryPageDocument,
  GiftPageDocument,
  GivePageDocument,
  HomePageDocument,
  InformationPageDocument,
  NewsArticleDocument,
  NewsListDocument,
  OtherNewsDocument,
  ParishFinderDocument,
  ParishPageDocument,
  PhotoAlbumPageDocument,
  ProjectsPageDocument,
  SiteNavigationDocument,
  SiteSettingsDocument,
  StandingCommitteeDocument,
  BoardsAndCommitteesPageDocument,
  SermonPageDocument,
  SermonsPageDocument,
  type SiteSettingsQuery,
} from "../gql/graphql";

/*
 * The public pages, one entry each: its route, the data it asks for on its first render, and
 * its status and head decided from the answers. No React here, so that the server can run the
 * same queries before the app does, decide the page from their answers and send them inside it
 * (see app/route-data-cache.ts): a phone then draws the page at once instead of waiting for the
 * app's own requests. The pages take their variables from here.
 */

export const HOME_PAGE_VARIABLES = { eventCount: 4, newsCount: 3 };
// A diocese runs a handful of projects at a time: one page of the API holds them all.
export const PROJECTS_PAGE_VARIABLES = { pageSize: 50 };
export const GOVERNANCE_SYSTEM_VARIABLES = { slug: "governance-system" };
export const RELATED_NEWS_COUNT = 3;
// One more than shown, so that the list stays full when the article being read is among them.
export const OTHER_NEWS_VARIABLES = { pageSize: RELATED_NEWS_COUNT + 1 };

/** A page that waits for M-Pesa asks again this often without JavaScript (with it, a behaviour asks). */
export const PENDING_GIFT_REFRESH_SECONDS = 3;

const NEWS_PAGE_SIZE = 12;
const CAREERS_PAGE_SIZE = 20;
const SERMONS_PAGE_SIZE = 20;

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

/** The sermon list's page and filters from its address; a value the API would refuse is left out. */
export function sermonsVariables(search: URLSearchParams) {
  const text = (name: string) => search.get(name)?.trim().slice(0, 120) || null;
  const book = search.get("book");
  const year = Number(search.get("year"));
  return {
    page: pageNumber(search),
    pageSize: SERMONS_PAGE_SIZE,
    preacher: text("preacher"),
    series: text("series"),
    book: book && /^[1-3A-Z]{3}$/.test(book) ? book : null,
    year: Number.isInteger(year) && year >= 1900 && year <= 2999 ? year : null,
  };
}
const GALLERY_PAGE_SIZE = 12;
export const galleryVariables = (search: URLSearchParams) => ({
  page: pageNumber(search),
  pageSize: GALLERY_PAGE_SIZE,
});

/** The longest search the API takes; the finder searches for the start of a longer one. */
const PARISH_SEARCH_MAX_LENGTH = 200;

/**
 * The finder's search from its address (parish-finder fields of site-routes.ts), as the API takes
 * it: a value the API would refuse (a day that is none, an id no record can have) is left out, so
 * that a mistyped address still shows the parishes rather than an error.
 */
export function parishFinderVariables(search: URLSearchParams) {
  const text = search.get("q")?.trim().slice(0, PARISH_SEARCH_MAX_LENGTH) ?? "";
  const archdeaconry = search.get("archdeaconry")?.trim() ?? "";
  const day = search.get("day");
  const language = search.get("language");
  return {
    search: text || null,
    archdeaconryId: isRecordId(archdeaconry) ? archdeaconry : null,
    day: WEEKDAYS.find((candidate) => candidate === day) ?? null,
    language: SERVICE_LANGUAGES.find((candidate) => candidate === language) ?? null,
  };
}

/**
 * The calendar's days and filters from its address (calendar-choice.ts): what no form sends is left
 * out, so that a mistyped address shows this month rather than an error.
 */
export const eventsCalendarVariables = (search: URLSearchParams, today: string = todayInKakamega()) =>
  calendarVariables(calendarChoice(search, today));

/** The API refuses an archdeaconry id no record can have; such an address is not a page. */
export const isArchdeaconryId = isRecordId;

/** What was wrong with the last gift sent from the give page without JavaScript, from its address. */
export const isGiveProblem = (text: string | undefined): text is GiveProblem =>
  GIVE_PROBLEMS.some((problem) => problem === text);

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

const found = (head: PageHead): PageVerdict => ({ status: 200, head });
const NO_PAGE: PageVerdict = { status: 404 };

/** The data of this page's answer to a query it asked; undefined when the API refused it. */
export type Answered = <Data>(document: TypedDocumentNode<Data, never>) => Data | undefined;

type Params = Record<string, string | undefined>;
/** The messages of the page's language (lib/language.tsx), for the head's words. */
export type Messages = TFunction<"translation">;
export type SiteSettings = SiteSettingsQuery["siteSettings"];

/** What a page's entry decides its status and head from. */
interface PageFacts {
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

interface PublicPage {
  path: string;
  /** The page's own queries, besides the frame's; null where no page can be (an id no record can have). */
  queries(params: Params, search: URLSearchParams): RouteQuery[] | null;
  /** Its status and head, from what is known of it. */
  verdict(page: PageFacts): PageVerdict;
}

/** The head of an information page: its name, and the start of its text. */
const informationPage = (name: string, preview: string | undefined): PageVerdict =>
  found({ name, description: preview });

/** Whether a list with `pageCount` pages has this page; the first it always has, if only to say it is empty. */
const hasPage = (search: URLSearchParams, pageCount: number | undefined) =>
  pageCount === undefined || pageNumber(search) <= Math.max(1, pageCount);

/** A picture's share preview (its JPEG for og:image) and what it shows, for the page's head. */
const shareImage = (image: { share: Omit<ShareImage, "alt"> } | null | undefined, alt: string) =>
  image ? { ...image.share, alt } : null;

/** The API refused the one answer that says whether there is such a page: no status can be given. */
function undecided(path: string): never {
  throw new Error(`The API did not answer whether there is a page at ${path}`);
}

/** A project's give page: the project its slug names, with or without what went wrong last time. */
const givePage = (path: string): PublicPage => ({
  path,
  // An address with a problem no form sends is no page, and asks nothing.
  queries: ({ slug = "", problem }) =>
    problem === undefined || isGiveProblem(problem) ? [query(GivePageDocument, { slug })] : null,
  verdict: ({ params: { slug = "" }, answered, t }) => {
    const answer = answered(GivePageDocument) ?? undecided(sitePaths.give.getHref(slug));
    const project = answer.project;
    // The API finds a slug with spaces about it too; the page has one address.
    if (!project || project.slug !== slug) return NO_PAGE;
    return found({
      name: t("heads.giveName", { project: project.title }),
      description: t("heads.giveDescription", { project: project.title, summary: project.summary }),
      image: shareImage(project.image, project.title),
    });
  },
});

/** A gift's status or receipt page, by its token: none when the API knows no such gift. */
function giftPage(
  path: string,
  name: (t: Messages) => string,
  shows: (status: string) => boolean,
): PublicPage {
  return {
    path,
    queries: ({ token = "" }) => [query(GiftPageDocument, { token })],
    verdict: ({ params: { token = "" }, answered, t }) => {
      const gift = (answered(GiftPageDocument) ?? undecided(path.replace(":token", token))).gift;
      if (!gift || !shows(gift.status)) return NO_PAGE;
      // A donor's own page: kept from search engines, and nothing in its preview worth sharing.
      return found({
        name: name(t),
        description: t("heads.giftDescription", { project: gift.projectTitle }),
        hidden: true,
        refreshWithoutScriptSeconds: gift.status === "PENDING" ? PENDING_GIFT_REFRESH_SECONDS : undefined,
      });
    },
  };
}

const PUBLIC_PAGES: PublicPage[] = [
  {
    path: sitePaths.home.path,
    queries: () => [query(HomePageDocument, HOME_PAGE_VARIABLES)],
    verdict: ({ site, t }) => found({ name: t("site.pageNames.home"), shareTitle: site.fullName }),
  },
  {
    path: sitePaths.aboutUs.path,
    queries: () => [query(AboutUsPageDocument)],
    verdict: ({ answered, t }) =>
      informationPage(t("site.pageNames.aboutUs"), answered(AboutUsPageDocument)?.informationPage?.preview),
  },
  {
    path: sitePaths.dioceseHistory.path,
    queries: () => [query(DioceseHistoryPageDocument)],
    verdict: ({ answered, t }) =>
      informationPage(
        t("site.pageNames.dioceseHistory"),
        answered(DioceseHistoryPageDocument)?.informationPage?.preview,
      ),
  },
  {
    path: sitePaths.governanceSystem.path,
    queries: () => [
      query(InformationPageDocument, GOVERNANCE_SYSTEM_VARIABLES),
      query(StandingCommitteeDocument),
    ],
    verdict: ({ answered, t }) =>
      informationPage(
        t("site.pageNames.governanceSystem"),
        answered(InformationPageDocument)?.informationPage?.preview,
      ),
  },
  {
    path: sitePaths.boardsAndCommittees.path,
    queries: () => [query(BoardsAndCommitteesPageDocument)],
    verdict: ({ t }) => found({ name: t("site.pageNames.boardsAndCommittees") }),
  },
  {
    path: sitePaths.projects.path,
    queries: () => [query(ProjectsPageDocument, PROJECTS_PAGE_VARIABLES)],
    verdict: ({ answered, t }) =>
      informationPage(t("site.pageNames.projects"), answered(ProjectsPageDocument)?.informationPage?.preview),
  },
  {
    path: sitePaths.parishes.path,
    queries: (_, search) => [query(ParishFinderDocument, parishFinderVariables(search))],
    verdict: ({ site, t }) =>
      found({
        name: t("site.pageNames.parishes"),
        description: t("heads.parishesDescription", { diocese: site.fullName }),
      }),
  },
  {
    path: sitePaths.events.path,
    queries: (_, search) => [query(EventsCalendarDocument, eventsCalendarVariables(search))],
    verdict: ({ site, t }) =>
      found({
        name: t("site.pageNames.events"),
        description: t("heads.eventsDescription", { diocese: site.fullName }),
      }),
  },
  {
    path: sitePaths.parish.path,
    queries: ({ slug = "" }) => [query(ParishPageDocument, { slug })],
    verdict: ({ params: { slug = "" }, answered, site, siteUrl, language, t }) => {
      const parish = (answered(ParishPageDocument) ?? undecided(sitePaths.parish.getHref(slug))).parishBySlug;
      if (!parish) return NO_PAGE;
      // The API finds a slug in any case and with spaces about it; the page has one address.
      if (parish.slug !== slug) return { status: 301, location: sitePaths.parish.getHref(parish.slug) };
      const archdeaconry = t("heads.archdeaconryName", { archdeaconry: parish.archdeaconry.name });
      const where = [parish.town, archdeaconry].filter(Boolean).join(", ");
      return found({
        name: parish.name,
        description: t("heads.parishDescription", { parish: parish.name, where }),
        image: shareImage(parish.image, parish.name),
        structuredData: parishStructuredData(parish, { siteUrl, dioceseName: site.fullName, language }),
      });
    },
  },
  {
    path: sitePaths.archdeaconry.path,
    queries: ({ id = "" }) => (isArchdeaconryId(id) ? [query(ArchdeaconryPageDocument, { id })] : null),
    verdict: ({ params: { id = "" }, answered, site, t }) => {
      const answer = answered(ArchdeaconryPageDocument) ?? undecided(sitePaths.archdeaconry.getHref(id));
      if (!answer.archdeaconry) return NO_PAGE;
      const { name } = answer.archdeaconry;
      return found({
        name,
        description: t("heads.archdeaconryDescription", { archdeaconry: name, diocese: site.fullName }),
      });
    },
  },
  {
    path: sitePaths.department.path,
    queries: ({ slug = "" }) => [query(DepartmentPageDocument, { slug })],
    verdict: ({ params: { slug = "" }, answered }) => {
      const answer = answered(DepartmentPageDocument) ?? undecided(sitePaths.department.getHref(slug));
      if (!answer.department) return NO_PAGE;
      const { name, preview, image } = answer.department;
      return found({ name, description: preview, image: shareImage(image, name) });
    },
  },
  {
    path: sitePaths.newsList.path,
    queries: (_, search) => [query(NewsListDocument, newsListVariables(search))],
    verdict: ({ answered, site, search, t }) =>
      hasPage(search, answered(NewsListDocument)?.newsArticles.pageCount)
        ? found({
            name: t("site.pageNames.newsList"),
            description: t("heads.newsListDescription", { diocese: site.fullName }),
          })
        : NO_PAGE,
  },
  {
    path: sitePaths.newsArticle.path,
    queries: ({ slug = "" }) => [
      query(NewsArticleDocument, { address: slug }),
      query(OtherNewsDocument, OTHER_NEWS_VARIABLES),
      query(FeaturedAppealDocument),
    ],
    verdict: ({ params: { slug = "" }, answered }) => {
      const answer = answered(NewsArticleDocument) ?? undecided(sitePaths.newsArticle.getHref(slug));
      const article = answer.newsArticle;
      if (!article) return NO_PAGE;
      // Old links carry the article's title: they move on to its one address.
      if (article.slug !== slug)
        return { status: 301, location: sitePaths.newsArticle.getHref(article.slug) };
      return found({
        name: article.title,
        description: article.preview,
        image: shareImage(article.image, article.title),
        type: "article",
      });
    },
  },
  {
    path: sitePaths.careers.path,
    queries: (_, search) => [query(CareersPageDocument, careersVariables(search))],
    verdict: ({ answered, site, search, t }) =>
      hasPage(search, answered(CareersPageDocument)?.jobOpenings.pageCount)
        ? found({
            name: t("site.pageNames.careers"),
            description: t("heads.careersDescription", { diocese: site.fullName }),
          })
        : NO_PAGE,
  },
  {
    path: sitePaths.sermons.path,
    queries: (_, search) => [query(SermonsPageDocument, sermonsVariables(search))],
    verdict: ({ answered, site, search, language, t }) =>
      hasPage(search, answered(SermonsPageDocument)?.sermons.pageCount)
        ? found({
            name: t("site.pageNames.sermons"),
            description: t("heads.sermonsDescription", { diocese: site.fullName }),
            feeds: [
              {
                title: feedWord(language, "feeds.sermonsTitle", { site: site.shortName }),
                href: inLanguage(language, sitePaths.sermonsPodcast.getHref()),
              },
            ],
          })
        : NO_PAGE,
  },
  {
    path: sitePaths.gallery.path,
    queries: (_, search) => [query(GalleryPageDocument, galleryVariables(search))],
    verdict: ({ answered, site, search, t }) =>
      hasPage(search, answered(GalleryPageDocument)?.photoAlbums.pageCount)
        ? found({
            name: t("site.pageNames.gallery"),
            description: t("heads.galleryDescription", { diocese: site.fullName }),
          })
        : NO_PAGE,
  },
  {
    path: sitePaths.sermon.path,
    queries: ({ slug = "" }) => [query(SermonPageDocument, { slug })],
    verdict: ({ params: { slug = "" }, answered, t }) => {
      const sermon = (answered(SermonPageDocument) ?? undecided(sitePaths.sermon.getHref(slug))).sermon;
      if (!sermon) return NO_PAGE;
      return found({
        name: sermon.title,
        description: t("heads.sermonDescription", {
          preacher: sermon.preacher,
          passages: sermon.passages.map((passage) => passage.reference).join("; "),
        }),
        type: "article",
      });
    },
  },
  {
    path: sitePaths.photoAlbum.path,
    queries: ({ slug = "" }) => [query(PhotoAlbumPageDocument, { slug })],
    verdict: ({ params: { slug = "" }, answered, t }) => {
      const album = (answered(PhotoAlbumPageDocument) ?? undecided(sitePaths.photoAlbum.getHref(slug)))
        .photoAlbum;
      if (!album) return NO_PAGE;
      return found({
        name: album.title,
        description: album.description || t("heads.albumDescription", { album: album.title }),
        image: shareImage(album.cover?.image, album.title),
      });
    },
  },
  {
    path: sitePaths.photo.path,
    // An id no photograph can have asks nothing.
    queries: ({ slug = "", photoId = "" }) =>
      isRecordId(photoId) ? [query(PhotoAlbumPageDocument, { slug })] : null,
    verdict: ({ params: { slug = "", photoId = "" }, answered, t }) => {
      const album = (answered(PhotoAlbumPageDocument) ?? undecided(sitePaths.photo.getHref(slug, photoId)))
        .photoAlbum;
      const index = album?.photos.findIndex((photo) => photo.id === photoId) ?? -1;
      const photo = album?.photos[index];
      if (!album || !photo) return NO_PAGE;
      const alt = photo.caption || t("pages.gallery.photoAlt", { album: album.title, number: index + 1 });
      return found({
        name: alt,
        shareTitle: photo.caption ? `${photo.caption} (${album.title})` : alt,
        description: t("heads.photoDescription", {
          album: album.title,
          number: index + 1,
          total: album.photos.length,
        }),
        image: shareImage(photo.image, alt),
      });
    },
  },
  givePage(sitePaths.give.path),
  givePage(sitePaths.giveProblem.path),
  giftPage(
    sitePaths.gift.path,
    (t) => t("site.pageNames.gift"),
    () => true,
  ),
  // Only a paid gift has a receipt.
  giftPage(
    sitePaths.giftReceipt.path,
    (t) => t("site.pageNames.giftReceipt"),
    (status) => status === "PAID",
  ),
  {
    // Only the frame's queries: the sign-up form, which the footer's form posts to without JavaScript.
    path: sitePaths.newsletter.path,
    queries: () => [],
    verdict: ({ t }) =>
      found({ name: t("site.pageNames.newsletter"), description: t("heads.newsletterDescription") }),
  },
  {
    // Only the frame's queries: the page is the same for every link's token (?token=), which the
    // form posts back to the address it came in; no page is kept with one.
    path: sitePaths.newsletterConfirm.path,
    queries: () => [],
    verdict: ({ t }) =>
      found({
        name: t("site.pageNames.newsletterConfirm"),
        description: t("heads.newsletterConfirmDescription"),
        hidden: true,
        secretAddress: true,
      }),
  },
  {
    // As the confirm page: the same for every unsubscribe link, whose token the form posts back.
    path: sitePaths.newsletterUnsubscribe.path,
    queries: () => [],
    verdict: ({ t }) =>
      found({
        name: t("site.pageNames.newsletterUnsubscribe"),
        description: t("heads.newsletterUnsubscribeDescription"),
        hidden: true,
        secretAddress: true,
      }),
  },
  {
    // The frame alone, so that the service worker keeps it for any page it has not saved.
    path: sitePaths.offline.path,
    queries: () => [],
    verdict: ({ t }) =>
      found({ name: t("site.pageNames.offline"), description: t("heads.offlineDescription"), hidden: true }),
  },
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
