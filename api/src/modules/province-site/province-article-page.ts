import { DIOCESE_TIME_ZONE } from "../../lib/calendar.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { shortenedText } from "../../lib/rich-text.js";
import { inLanguage, LANGUAGES, LOCALES, type Language } from "../../site/languages.js";
import type { ProvinceArticle } from "../province-article/province-article.entity.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/** How much of an article's text a list shows under its title. */
const SUMMARY_CHARACTERS = 200;

/** A text as a page shows it, and its `lang` attribute where it is not in the page's language. */
export interface ShownText {
  text: string;
  lang: string;
}

/**
 * The title and text a page in `language` shows: each in Kiswahili where the administrators gave
 * it, else in English, marked so (`lang`) for a screen reader to read it as English.
 */
function inPageLanguage(language: Language, article: ProvinceArticle): { title: ShownText; body: ShownText } {
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

/** Each language's long date, made once. */
const PUBLISHED_DATE = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: DIOCESE_TIME_ZONE }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

function publishedOn(language: Language, article: ProvinceArticle): string {
  const date = PUBLISHED_DATE[language].format(article.publishedAt!);
  return word(language, "province.publishedOn", { date });
}

/** The start of the text, cut at a word, for a list and the page's description. */
const summaryOf = (body: string) => shortenedText(body, SUMMARY_CHARACTERS);

/**
 * An article as a list names it: its title linked to its page and its date, and with `summary`
 * the start of its text.
 */
export function articleItem(language: Language, article: ProvinceArticle, summary: boolean): string {
  const { title, body } = inPageLanguage(language, article);
  const href = escapeHtml(inLanguage(language, `/news/${article.slug}`));
  const start = summary ? `<br><span${body.lang}>${escapeHtml(summaryOf(body.text))}</span>` : "";
  return `<li><a href="${href}"${title.lang}>${escapeHtml(title.text)}</a> · ${escapeHtml(publishedOn(language, article))}${start}</li>`;
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
