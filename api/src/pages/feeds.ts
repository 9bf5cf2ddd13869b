import { sitemapPagesOfTypes } from "../content-types.js";
import type { Services } from "../services.js";
import { translated } from "../modules/translation/translation.js";
import { feedWord } from "../site/feed-words.js";
import { inLanguage, LANGUAGES, type Language } from "../site/languages.js";
import { SITEMAP_PAGES } from "../site/main-menu.js";
import { NEWS_FEED_PATH, PRIVATE_SECTIONS, sitePaths } from "../site/site-routes.js";
import { printable } from "./printable.js";

/** How many of the newest articles the news feed carries. */
const FEED_ARTICLES = 20;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text for an XML element or attribute: markup characters escaped, so that no title can add any. */
export function xml(text: string): string {
  return printable(text).replace(/[&<>"]/g, (character) => XML_ESCAPES[character]!);
}

/** The lines of an XML document, without those left null (an element it does not have). */
export const lines = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join("\n");

/**
 * RSS 2.0 of the newest news, for feed readers, in a language: in Kiswahili, each article's
 * Kiswahili where it has one (its English otherwise, as on its page), linking to the Kiswahili pages.
 */
export async function newsFeed(services: Services, publicUrl: string, language: Language): Promise<string> {
  const settings = translated(await services.siteSettings.get(), language);
  const { items } = await services.news.page({ page: 1, pageSize: FEED_ARTICLES });
  const newsUrl = `${publicUrl}${inLanguage(language, sitePaths.newsList.getHref())}`;
  const entries: string[] = [];
  for (const article of items.map((item) => translated(item, language))) {
    const link = `${publicUrl}${inLanguage(language, sitePaths.newsArticle.getHref(article.slug))}`;
    // A reader shows an enclosure's size before fetching it; without its real size there is none.
    const pictureBytes = await services.media.fileSize(article.imageUrl);
    entries.push(
      lines(
        "    <item>",
        `      <title>${xml(article.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <pubDate>${article.createdAt.toUTCString()}</pubDate>`,
        `      <description>${xml(article.preview)}</description>`,
        `      <content:encoded>${xml(article.body)}</content:encoded>`,
        pictureBytes === null
          ? null
          : `      <enclosure url="${xml(`${publicUrl}${article.imageUrl}`)}" length="${pictureBytes}" type="image/jpeg"/>`,
        "    </item>",
      ),
    );
  }
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${xml(feedWord(language, "feeds.newsTitle", { site: settings.shortName }))}</title>`,
    `    <link>${xml(newsUrl)}</link>`,
    `    <description>${xml(feedWord(language, "feeds.newsDescription", { diocese: settings.fullName }))}</description>`,
    `    <language>${language}</language>`,
    `    <copyright>${xml(settings.fullName)}</copyright>`,
    `    <lastBuildDate>${(items[0]?.updatedAt ?? new Date(0)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xml(`${publicUrl}${inLanguage(language, NEWS_FEED_PATH)}`)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  );
}

/** The latest of these changes; null when none is known. */
function latest(changes: (Date | null | undefined)[]): Date | null {
  let found: Date | null = null;
  for (const change of changes) if (change && (!found || change > found)) found = change;
  return found;
}

/** The latest change of these records (missing ones left aside). */
const changed = (records: ({ updatedAt: Date | null } | null)[]) =>
  latest(records.map((record) => record?.updatedAt));

/**
 * Every public page, for search engines, with the latest change of what the page itself shows
 * (not the frame around it: a new phone number in the footer is no news of the page's).
 */
export async function sitemap(services: Services, publicUrl: string): Promise<string> {
  const settings = await services.siteSettings.get();
  const informationPage = (slug: string) => services.informationPages.findBySlug(slug);
  const articles = await services.news.listSummaries();
  const events = await services.events.listAll();
  // 50, the most a page of the API holds, as the Projects page asks for them.
  const { items: projects } = await services.projects.page({ pageSize: 50 });
  const archdeaconries = await services.archdeaconries.list();
  const parishes = await services.parishes.listOfEach(archdeaconries.map((archdeaconry) => archdeaconry.id));
  const allParishes = parishes.flat();
  const sermons = await services.sermons.latest();
  const albums = await services.gallery.list();

  // When each page of one fixed address last changed.
  const fixedPageChanged: Record<(typeof SITEMAP_PAGES)[number], () => Promise<Date | null>> = {
    home: async () =>
      latest([
        // The appeal banner's words and numbers.
        settings.updatedAt,
        changed(await services.slides.list()),
        changed([await services.bishopMessages.current(), await services.projects.featured()]),
        changed(events),
        changed(articles),
      ]),
    aboutUs: async () =>
      changed([await informationPage("about-us"), await services.administrativeSecretary.get()]),
    dioceseHistory: async () =>
      changed([await informationPage("diocese-history"), ...(await services.historyBishops.list())]),
    governanceSystem: async () =>
      changed([await informationPage("governance-system"), await services.committees.standingCommittee()]),
    projects: async () => changed([await informationPage("projects"), ...projects]),
    parishes: async () => changed([...archdeaconries, ...allParishes]),
    // The events it lists; the parishes and departments its form offers are dated on their own pages.
    events: async () => changed(events),
    newsList: async () => changed(articles),
    careers: async () => changed(await services.jobOpenings.listOpen()),
    boardsAndCommittees: async () => {
      const committees = await services.committees.list();
      return changed([...committees, ...committees.flatMap((committee) => committee.members)]);
    },
    sermons: async () => changed(sermons),
    gallery: async () => changed(albums),
  };
  const pages: { path: string; changed: Date | null }[] = [];
  for (const name of SITEMAP_PAGES) {
    pages.push({ path: sitePaths[name].getHref(), changed: await fixedPageChanged[name]() });
  }
  pages.push(
    ...articles.map((article) => ({
      path: sitePaths.newsArticle.getHref(article.slug),
      changed: article.updatedAt,
    })),
    ...(await services.departments.list()).map((department) => ({
      path: sitePaths.department.getHref(department.slug),
      changed: department.updatedAt,
    })),
    ...allParishes.map((parish) => ({
      path: sitePaths.parish.getHref(parish.slug),
      changed: parish.updatedAt,
    })),
    ...sermons.map((sermon) => ({ path: sitePaths.sermon.getHref(sermon.slug), changed: sermon.updatedAt })),
    ...albums.map((album) => ({ path: sitePaths.photoAlbum.getHref(album.slug), changed: album.updatedAt })),
    ...archdeaconries.map((archdeaconry, index) => ({
      path: sitePaths.archdeaconry.getHref(String(archdeaconry.id)),
      changed: changed([archdeaconry, ...parishes[index]!]),
    })),
  );
  pages.push(...(await sitemapPagesOfTypes(services)));
  return sitemapXml(pages, publicUrl);
}

/** The sitemap of dated pages, each in every language. */
function sitemapXml(pages: { path: string; changed: Date | null }[], publicUrl: string): string {
  // A page that shows nothing dated (no news yet, no open job) changed when its last item went,
  // which nothing records: the latest change of the whole site is the nearest known date. Only a
  // site where nothing was ever saved has none at all.
  const siteChanged = latest(pages.map((page) => page.changed));
  // Every page in each language, each naming the other (and English for a reader of neither), as
  // search engines read a site's languages from its sitemap.
  const entries = pages.flatMap((page) => {
    const lastmod = page.changed ?? siteChanged;
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

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...LANGUAGES.flatMap((language) =>
      PRIVATE_SECTIONS.map((section) => `Disallow: ${inLanguage(language, `/${section}/`)}`),
    ),
    "Disallow: /api/",
    "Disallow: /graphql",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
