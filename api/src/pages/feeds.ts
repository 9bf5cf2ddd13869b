import type { Services } from "../services.js";
import { translated } from "../modules/translation/translation.js";
import { feedWord } from "../site/feed-words.js";
import { inLanguage, LANGUAGES, type Language } from "../site/languages.js";
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
