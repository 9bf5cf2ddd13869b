import { plainTextPreview } from "../lib/rich-text.js";
import { isPossibleId } from "../lib/validation.js";
import type { Services } from "../services.js";

/** A picture for share previews: an absolute path on this site, and its size in pixels. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
}

/** What the server knows of a public page before the app runs: enough for sharing and finding it. */
export interface PageMeta {
  /** The page's own name, shown as '{short name} | {title}'. */
  title: string;
  /** What a share preview calls the page: its title, but the diocese's name for the home page. */
  shareTitle: string;
  description: string;
  /** The page's own picture, or null for the site's share picture. */
  image: ShareImage | null;
  type: "website" | "article";
  /** Search engines leave the sign-in pages and the dashboard alone. */
  indexable: boolean;
}

export type PageResolution =
  { status: 200; meta: PageMeta } | { status: 301; location: string } | { status: 404 };

const page = (title: string, description: string, extra: Partial<PageMeta> = {}): PageResolution => ({
  status: 200,
  meta: { title, shareTitle: title, description, image: null, type: "website", indexable: true, ...extra },
});

/** The information pages and the name each has in titles (the spec's page titles). */
const INFORMATION_PAGES: Record<string, string> = {
  "/about-us": "About Us",
  "/diocese-history": "History",
  "/governance-system": "Governance System",
  "/projects": "Projects",
};

/** Correctly spelt addresses of the pages the old site spelt otherwise; old links keep working. */
export const PAGE_ALIASES: Record<string, string> = {
  "/career-opportunities": "/career-oppotunities",
};

/** How many items a page of the public lists holds: what web/src/public/route-data.ts asks for. */
export const NEWS_PAGE_SIZE = 12;
export const CAREERS_PAGE_SIZE = 20;
/** The lists that come in pages, `?page=2` onwards; the first page's address has no `?page`. */
const PAGED_LISTS = new Set(["/blogs-and-news", "/career-oppotunities"]);

/** The first parts of the dashboard's addresses: the old site's and the short ones. */
const DASHBOARD_SECTIONS = new Set(["administrator", "admin"]);

/**
 * A request's address as this site spells it, read from the address alone (no database), so that
 * every spelling of a page leads to one address, one drawing and one entry in the response cache.
 */
export interface PageAddress {
  /** The path without empty segments, each segment spelt as encodeURIComponent spells it. */
  path: string;
  /** The path's segments, decoded. */
  segments: string[];
  /** Which page of a paged list (the news, the careers); 1 for every other page. */
  page: number;
  /** The page's own address: its path, with `?page=n` after a list's first page. */
  own: string;
  /** The query string to carry on a redirect: the page number as spelt here, and the rest as it came. */
  search: string;
  /** Whether the request spelt the address so; if not, it is sent on to `path` and `search`. */
  asRequested: boolean;
}

/**
 * The address of the page a request asks for: `/blogs-and-news/`, `//blogs-and-news`,
 * `/archdeaconry/007` and `/blogs-and-news?page=1` are spellings of `/blogs-and-news`,
 * `/archdeaconry/7` and `/blogs-and-news`. Null where no page can be: a broken percent-escape, or
 * a list's page number that is not a whole number from 1.
 */
export function pageAddress(url: string): PageAddress | null {
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
  const segments: string[] = [];
  for (const segment of rawPath.split("/")) {
    if (segment === "") continue;
    const decoded = decodeSegment(segment);
    if (decoded === null) return null;
    segments.push(decoded);
  }
  if (segments.length === 2 && segments[0] === "archdeaconry" && /^\d+$/.test(segments[1]!)) {
    segments[1] = segments[1]!.replace(/^0+(?=\d)/, "");
  }
  // Never two slashes at the start, which a browser would read as another site's address.
  const path = `/${segments.map(encodeURIComponent).join("/")}`;
  if (!PAGED_LISTS.has(path)) {
    const search = query.size > 0 ? `?${query}` : "";
    return { path, segments, page: 1, own: path, search, asRequested: path === rawPath };
  }

  const asked = query.getAll("page");
  const page = asked.length === 0 ? 1 : /^\d+$/.test(asked[0]!) ? Number(asked[0]) : 0;
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const carried = new URLSearchParams();
  if (page > 1) carried.set("page", String(page));
  for (const [name, value] of query) if (name !== "page") carried.append(name, value);
  return {
    path,
    segments,
    page,
    own: page > 1 ? `${path}?page=${page}` : path,
    search: carried.size > 0 ? `?${carried}` : "",
    asRequested: path === rawPath && asked.join() === carried.getAll("page").join(),
  };
}

/** The dashboard is the app's shell at every address of it, drawn by the browser: one answer. */
export const isDashboard = (address: PageAddress) => DASHBOARD_SECTIONS.has(address.segments[0] ?? "");

/** Whether a list of `total` items has this page; the first it always has, if only to say it is empty. */
const hasPage = (page: number, total: number, pageSize: number) =>
  page <= Math.max(1, Math.ceil(total / pageSize));

/**
 * Every public route of the web app, resolved on the server: its meta tags for the HTML the server
 * sends (WhatsApp and Facebook do not run scripts), or 404 for a path no page answers and a page
 * of a list beyond its last, or the redirect of an alias or an old link. The web app's routes are
 * in web/src/lib/paths.ts.
 */
export async function resolvePublicPage(address: PageAddress, services: Services): Promise<PageResolution> {
  const { path, segments } = address;
  const alias = PAGE_ALIASES[path];
  if (alias) return { status: 301, location: alias };
  const settings = await services.siteSettings.get();
  const siteDescription = settings.bannerText ?? settings.fullName;

  if (path === "/") return page("Home", siteDescription, { shareTitle: settings.fullName });
  const informationTitle = INFORMATION_PAGES[path];
  if (informationTitle) {
    const information = await services.informationPages.findBySlug(path.slice(1));
    return page(informationTitle, information ? plainTextPreview(information.body, 200) : siteDescription);
  }
  if (path === "/blogs-and-news") {
    if (!hasPage(address.page, await services.news.count(), NEWS_PAGE_SIZE)) return NOT_FOUND;
    return page("News", `News and stories from the ${settings.fullName}`);
  }
  if (path === "/career-oppotunities") {
    if (!hasPage(address.page, await services.jobOpenings.countOpen(), CAREERS_PAGE_SIZE)) return NOT_FOUND;
    return page("Career Opportunities", `Job openings at the ${settings.fullName}`);
  }

  if (segments.length === 2 && segments[0] === "blogs-and-news") {
    const article = await services.news.findByTitleOrSlug(segments[1]!);
    if (!article) return NOT_FOUND;
    // Old links carry the article's title: they move on to its one address.
    if (article.slug !== segments[1]) {
      return { status: 301, location: `/blogs-and-news/${encodeURIComponent(article.slug)}` };
    }
    return page(article.title, article.preview, {
      image: services.media.describeImage(article.imageUrl),
      type: "article",
    });
  }
  if (segments.length === 2 && segments[0] === "departments") {
    const department = await services.departments.findBySlug(segments[1]!);
    if (!department) return NOT_FOUND;
    return page(department.name, plainTextPreview(department.body, 200), {
      image: services.media.describeImage(department.imageUrl),
    });
  }
  if (segments.length === 2 && segments[0] === "archdeaconry") {
    const id = segments[1]!;
    // Digits alone (parseId would also take " 7"), and only an id a row can have (not 0).
    const archdeaconry =
      /^\d+$/.test(id) && isPossibleId(id) ? await services.archdeaconries.findById(id) : null;
    if (!archdeaconry) return NOT_FOUND;
    return page(archdeaconry.name, `The parishes of ${archdeaconry.name}, ${settings.fullName}`);
  }
  if (path === "/newsletter/confirm") {
    return page("Confirm Subscription", "Confirm your subscription to our newsletter", { indexable: false });
  }
  if (path === "/authentication/login" || path === "/authentication/password-reset") {
    return page(path.endsWith("login") ? "Login" : "Reset Password", siteDescription, { indexable: false });
  }
  if (isDashboard(address)) return page("Dashboard", siteDescription, { indexable: false });
  return NOT_FOUND;
}

const NOT_FOUND: PageResolution = { status: 404 };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
