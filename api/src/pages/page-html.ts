import { inLanguage, LANGUAGES, LOCALES, splitLanguage } from "../site/languages.js";
import { feedWord } from "../site/feed-words.js";
import type { PageMeta, ShareImage } from "../site/page-seam.js";
import { NEWS_FEED_PATH, sitePaths } from "../site/site-routes.js";
import { escapeHtml } from "../lib/escape-html.js";

/**
 * The site's own card for share previews of pages without a picture (web/public/share-image.jpg):
 * a JPEG at the size Open Graph asks for, since WhatsApp and Facebook show no SVG.
 */
const SITE_SHARE_IMAGE: Omit<ShareImage, "alt"> = {
  url: sitePaths.shareImage.getHref(),
  width: 1200,
  height: 630,
};

export interface PageContext {
  publicUrl: string;
  /**
   * The page's own address on the site (its path, and `?page=n` of a list's later pages); null for
   * an answer that is the same at many addresses (the 404 page, the dashboard).
   */
  address: string | null;
}

/**
 * JSON for a `<script>` element: "<" written as its escape, so that no text in it ("</script>")
 * can end the element early, and the two line separators that older JavaScript reads as line ends.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The built index.html with the page's own title, description, canonical address and Open Graph
 * and Twitter card tags, and links to the page's own feeds (the sermons' podcast) and the news and
 * events feeds, so that a link shared on WhatsApp or Facebook shows the page as it is, and readers,
 * podcast apps and calendars find the feeds. Of the page
 * drawn on the server, `headEnd` (its styles) goes last in the head and `rootHtml` inside the
 * app's root element; `bodyEnd` (the page's data) goes last in the body.
 */
export function renderPageHtml(
  template: string,
  meta: PageMeta,
  context: PageContext,
  {
    headEnd = "",
    rootHtml = "",
    bodyEnd = "",
  }: { headEnd?: string; rootHtml?: string; bodyEnd?: string } = {},
): string {
  const url = context.address === null ? null : `${context.publicUrl}${context.address}`;
  // Each language's address of the same page, for search engines to show the reader's; English
  // for a reader of neither. Pages kept from search engines name none.
  const pageInEachLanguage =
    meta.indexable && context.address !== null ? splitLanguage(context.address).path : null;
  const alternates =
    pageInEachLanguage === null
      ? []
      : [
          ...LANGUAGES.map((language) => [language, inLanguage(language, pageInEachLanguage)]),
          ["x-default", pageInEachLanguage],
        ].map(
          ([hreflang, href]) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${context.publicUrl}${href}`)}" />`,
        );
  const image = meta.image ?? { ...SITE_SHARE_IMAGE, alt: meta.siteName };
  const imageUrl = `${context.publicUrl}${image.url}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : null,
    meta.indexable ? null : `<meta name="robots" content="noindex" />`,
    // In <noscript>, which <head> may hold: with JavaScript, the page's behaviour asks instead.
    meta.refreshWithoutScriptSeconds
      ? `<noscript><meta http-equiv="refresh" content="${Math.round(meta.refreshWithoutScriptSeconds)}" /></noscript>`
      : null,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.shareTitle)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : null,
    `<meta property="og:locale" content="${LOCALES[meta.language].replace("-", "_")}" />`,
    ...alternates,
    `<meta property="og:image" content="${escapeHtml(imageUrl)}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.shareTitle)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(imageUrl)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
    // The page's own feeds first: a reader or podcast app given the page takes the first it finds.
    ...(meta.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    ),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feedWord(meta.language, "feeds.newsTitle", { site: meta.siteName }))}" href="${inLanguage(meta.language, NEWS_FEED_PATH)}" />`,
    `<link rel="alternate" type="text/calendar" title="${escapeHtml(feedWord(meta.language, "feeds.eventsTitle", { site: meta.siteName }))}" href="${sitePaths.eventsFeed.getHref()}" />`,
    meta.structuredData
      ? `<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`
      : null,
  ].filter((tag): tag is string => tag !== null);
  // Replacements are functions: in a replacement string, "$&" or "$'" in a title would insert parts
  // of the page.
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${meta.language}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, "")
      .replace("</head>", () => `    ${tags.join("\n    ")}\n  ${headEnd}</head>`)
      .replace("</body>", () => `${bodyEnd}</body>`)
      // Last, so that no text of the page can be taken for one of the template's tags.
      .replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`)
  );
}
