import { inLanguage, KISWAHILI_SEGMENT, type Language } from "../site/languages.js";
import { isPagedList, SEARCH_PAGES } from "../site/page-queries.js";
import { DASHBOARD_SECTIONS, sitePaths } from "../site/site-routes.js";

/**
 * A request's address as this site spells it, read from the address alone (no database), so that
 * every spelling of a page leads to one address, one drawing and one entry in the response cache.
 */
export interface PageAddress {
  /** The page's language: Kiswahili for an address under /sw, English for every other. */
  language: Language;
  /** The path without empty segments, each segment spelt as encodeURIComponent spells it. */
  path: string;
  /** The page's segments in its language's tree (without the /sw), decoded. */
  segments: string[];
  /** Which page of a paged list (the news, the careers); 1 for every other page. */
  page: number;
  /**
   * The page's own address: its path, with `?page=n` after a list's first page, or a search
   * page's fields that have a value, in their order.
   */
  own: string;
  /** The query string to carry on a redirect: the page number as spelt here, and the rest as it came. */
  search: string;
  /** Whether the request spelt the address so; if not, it is sent on to `path` and `search`. */
  asRequested: boolean;
}

/**
 * The address of the page a request asks for: `/blogs-and-news/`, `//blogs-and-news`,
 * `/archdeaconry/007` and `/blogs-and-news?page=1` are spellings of `/blogs-and-news`,
 * `/archdeaconry/7` and `/blogs-and-news`, and the same under `/sw` in Kiswahili. Null where no
 * page can be: a broken percent-escape, or a list's page number that is not a whole number from 1.
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
  const language: Language = segments[0] === KISWAHILI_SEGMENT ? "sw" : "en";
  if (language === "sw") segments.shift();
  // An archdeaconry's address carries its id, which has one spelling: `/archdeaconry/007` is `/archdeaconry/7`.
  const isArchdeaconry = segments.length === 2 && `/${segments[0]}/:id` === sitePaths.archdeaconry.path;
  if (isArchdeaconry && /^\d+$/.test(segments[1]!)) {
    segments[1] = segments[1]!.replace(/^0+(?=\d)/, "");
  }
  // Never two slashes at the start, which a browser would read as another site's address.
  const pagePath = `/${segments.map(encodeURIComponent).join("/")}`;
  const path = inLanguage(language, pagePath);
  const searchFields = SEARCH_PAGES[pagePath];
  if (searchFields) {
    // A form sends its empty fields too, and in its own order: that is the same search, not a
    // spelling to send on, since a phone would pay for the round trip.
    const own = new URLSearchParams();
    for (const field of searchFields) {
      const value = query.get(field)?.trim();
      if (value) own.set(field, value);
    }
    const search = query.size > 0 ? `?${query}` : "";
    return {
      language,
      path,
      segments,
      page: 1,
      own: own.size > 0 ? `${path}?${own}` : path,
      search,
      asRequested: path === rawPath,
    };
  }
  if (!isPagedList(pagePath)) {
    const search = query.size > 0 ? `?${query}` : "";
    return { language, path, segments, page: 1, own: path, search, asRequested: path === rawPath };
  }

  const asked = query.getAll("page");
  const page = asked.length === 0 ? 1 : /^\d+$/.test(asked[0]!) ? Number(asked[0]) : 0;
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const carried = new URLSearchParams();
  if (page > 1) carried.set("page", String(page));
  for (const [name, value] of query) if (name !== "page") carried.append(name, value);
  return {
    language,
    path,
    segments,
    page,
    own: page > 1 ? `${path}?page=${page}` : path,
    search: carried.size > 0 ? `?${carried}` : "",
    asRequested: path === rawPath && asked.join() === carried.getAll("page").join(),
  };
}

/** The dashboard is the app's shell at every address of it, drawn by the browser: one answer. */
export const isDashboard = (address: PageAddress) =>
  address.language === "en" && DASHBOARD_SECTIONS.includes(address.segments[0] ?? "");

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
