import type { SitemapPage } from "../content-type.js";
import type { StretchedAddresses } from "../modules/publication/published-stretches.js";
import type { Services } from "../services.js";
import { inLanguage, LANGUAGES } from "../site/languages.js";
import { sitePaths } from "../site/site-routes.js";
import { lines, xml } from "./feeds.js";
import { latest, sitemapPages } from "./sitemap-pages.js";

/** The most addresses one file of a sitemap may list: the sitemaps.org format's limit. */
export const SITEMAP_FILE_ADDRESSES = 50_000;
/** Pages in one file of articles or sermons: each page is listed once in each language. */
const PAGES_PER_FILE = SITEMAP_FILE_ADDRESSES / LANGUAGES.length;

/** The index search engines are told of (robots.txt), which lists the files below. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";
/** The sitemap's files: `pages.xml`, then `news-1.xml`, `sermons-1.xml`... */
export const SITEMAP_FILE_PATH = "/sitemaps/:file";
const fileHref = (file: string) => `/sitemaps/${file}.xml`;

/**
 * The kinds of page that grow every week, in files of their own of PAGES_PER_FILE pages at most,
 * by stretches of ids (published-stretches.ts): a new article changes the last file alone.
 */
const GROWING: Record<
  string,
  { stretches(services: Services): StretchedAddresses; path(slug: string): string }
> = {
  news: {
    stretches: (services) => services.news.publishedStretches(PAGES_PER_FILE),
    path: (slug) => sitePaths.newsArticle.getHref(slug),
  },
  sermons: {
    stretches: (services) => services.sermons.publishedStretches(PAGES_PER_FILE),
    path: (slug) => sitePaths.sermon.getHref(slug),
  },
};

/** The sitemap index: the file of the site's pages, then every file of articles and sermons. */
export async function sitemapIndex(services: Services, publicUrl: string): Promise<string> {
  const files = [
    { href: fileHref("pages"), changed: latest((await sitemapPages(services)).map((page) => page.changed)) },
  ];
  for (const [kind, { stretches }] of Object.entries(GROWING)) {
    for (const stretch of await stretches(services).list()) {
      files.push({ href: fileHref(`${kind}-${stretch.number}`), changed: stretch.changed });
    }
  }
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(({ href, changed }) =>
      lines(
        "  <sitemap>",
        `    <loc>${xml(`${publicUrl}${href}`)}</loc>`,
        changed && `    <lastmod>${changed.toISOString()}</lastmod>`,
        "  </sitemap>",
      ),
    ),
    "</sitemapindex>",
    "",
  );
}

/** One file of the sitemap by its name (`pages`, `news-2`...); null for one the index does not list. */
export async function sitemapFile(
  services: Services,
  publicUrl: string,
  file: string,
): Promise<string | null> {
  if (file === "pages.xml") return urlset(await sitemapPages(services), publicUrl);
  const [, kind, number] = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(file) ?? [];
  const growing = kind === undefined ? undefined : GROWING[kind];
  if (!growing) return null;
  const addresses = await growing.stretches(services).addressesOf(Number(number));
  if (addresses.length === 0) return null;
  return urlset(
    addresses.map((address) => ({ path: growing.path(address.slug), changed: address.updatedAt })),
    publicUrl,
  );
}

/** A file of dated pages, each in every language. */
function urlset(pages: SitemapPage[], publicUrl: string): string {
  // A page that shows nothing dated (no news yet, no open job) changed when its last item went,
  // which nothing records: the latest change of the file is the nearest known date. Only a site
  // where nothing was ever saved has none at all.
  const fileChanged = latest(pages.map((page) => page.changed));
  // Every page in each language, each naming the other (and English for a reader of neither), as
  // search engines read a site's languages from its sitemap.
  const entries = pages.flatMap((page) => {
    const lastmod = page.changed ?? fileChanged;
    const alternates = [
      ...LANGUAGES.map((language) => [language, inLanguage(language, page.path)]),
      ["x-default", page.path],
    ].map(
      ([hreflang, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${publicUrl}${path}`)}"/>`,
    );
    return LANGUAGES.map((language) =>
      lines(
        "  <url>",
        `    <loc>${xml(`${publicUrl}${inLanguage(language, page.path)}`)}</loc>`,
        lastmod && `    <lastmod>${lastmod.toISOString()}</lastmod>`,
        ...alternates,
        "  </url>",
      ),
    );
  });
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  );
}
