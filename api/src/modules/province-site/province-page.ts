import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, type Language } from "../../site/languages.js";
import { provinceWord as word } from "./province-words.js";

/**
 * Where a page of the province's site is drawn: in which language, the site's own address, and
 * the province's name in that language (null while its administrators have given none).
 */
export interface ProvinceAt {
  language: Language;
  /** PROVINCE_HOST with PUBLIC_URL's scheme and port: what a link that must be whole starts with. */
  origin: string;
  name: string | null;
}

/**
 * A page of the province's own site (issue #44), drawn on the server as plain HTML: a phone on
 * slow data reads it at once, with no script and no picture. `path` is its address in English;
 * each page links to itself in the other language (wholly in its head, as search engines ask). It
 * names no icon to fetch: the province's host has none. The province's name, once it has one,
 * ends each page's title and heads it, linking to the home page. `main` is HTML, escaped by its maker.
 */
export function provincePage(
  { language, origin, name }: ProvinceAt,
  { path, title, description, main }: { path: string; title: string; description: string; main: string },
): string {
  const other: Language = language === "en" ? "sw" : "en";
  const otherHref = escapeHtml(inLanguage(other, path));
  const home = name ? `<a href="${inLanguage(language, "/")}">${escapeHtml(name)}</a> · ` : "";
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name ? `${title} · ${name}` : title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="alternate" hreflang="${other}" href="${escapeHtml(origin)}${otherHref}">
<link rel="icon" href="data:,">
</head>
<body><header><p>${home}<a href="${otherHref}" hreflang="${other}" lang="${other}">${word(language, "province.otherLanguage")}</a></p></header>
<main>
${main}
</main></body></html>
`;
}
