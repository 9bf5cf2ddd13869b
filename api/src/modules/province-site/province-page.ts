import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, type Language } from "../../site/languages.js";
import { provinceWord as word } from "./province-words.js";

/**
 * A page of the province's own site (issue #44), drawn on the server as plain HTML: a phone on
 * slow data reads it at once, with no script and no picture. `path` is its address in English;
 * each page links to itself in the other language. `main` is HTML, escaped by its maker.
 */
export function provincePage(
  language: Language,
  { path, title, description, main }: { path: string; title: string; description: string; main: string },
): string {
  const other: Language = language === "en" ? "sw" : "en";
  const otherHref = escapeHtml(inLanguage(other, path));
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="alternate" hreflang="${other}" href="${otherHref}">
</head>
<body><main>
<p><a href="${otherHref}" hreflang="${other}" lang="${other}">${word(language, "province.otherLanguage")}</a></p>
${main}
</main></body></html>
`;
}
