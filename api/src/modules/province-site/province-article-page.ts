import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import type { ProvinceArticle } from "../province-article/province-article.entity.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/** How much of an article's text a list shows under its title. */
const SUMMARY_CHARACTERS = 200;

/** An article's own page on the province's site, in the page's language. */
export const articleHref = (language: Language, article: ProvinceArticle) =>
  inLanguage(language, `/news/${article.slug}`);

/** A text as a page shows it, and its `lang` attribute where it is not in the page's language. */
export interface ShownText {
  text: string;
  lang: string;
}

/**
 * The title and text a page in `language` shows: each in Kiswahili where the administrators gave
 * it, else in English, marked so (`lang`) for a screen reader to read it as English.
 */
export function inPageLanguage(
  language: Language,
  article: ProvinceArticle,
): { title: ShownText; body: ShownText } {
  const shown = (english: string, kiswahili: string | null): ShownText =>
    language === "en"
      ? { text: english, lang: "" }
      : kiswahili
        ? { text: kiswahili, lang: "" }
        : { text: english, lang: ' lang="en"' };
  return {
    title: shown(article.title, article.titleInKiswahili),
    body: shown(article.body, article.bodyInKiswahili),
  };
}

export function publishedOn(language: Language, article: ProvinceArticle): string {
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: DIOCESE_TIME_ZONE });
  return word(language, "province.publishedOn", { date: date.format(article.publishedAt!) });
}

/** The start of the text, cut at a word, for a list. */
export function summaryOf(body: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  if (text.length <= SUMMARY_CHARACTERS) return text;
  const cut = text.slice(0, SUMMARY_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), SUMMARY_CHARACTERS / 2))}…`;
}

/** The text as paragraphs: a blank line between two, a single line break kept as one. */
function paragraphs(body: string): string {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split(/\r?\n/).map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
}

/** An article of the province's news (`/news/<slug>`, `/sw/news/<slug>`). */
export function provinceArticlePage(at: ProvinceAt, article: ProvinceArticle): string {
  const { language } = at;
  const { title, body } = inPageLanguage(language, article);
  return provincePage(at, {
    path: `/news/${article.slug}`,
    title: title.text,
    description: summaryOf(body.text),
    main: `<p><a href="${inLanguage(language, "/news")}">${escapeHtml(word(language, "province.allTheNews"))}</a></p>
<article>
<h1${title.lang}>${escapeHtml(title.text)}</h1>
<p>${escapeHtml(publishedOn(language, article))}</p>
<div${body.lang}>
${paragraphs(body.text)}
</div>
</article>`,
  });
}
