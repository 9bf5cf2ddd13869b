import { spokenWeekdayAndDate } from "../../site/calendar-days.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import { timeOfDayName } from "../../site/worship.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { newsletterWord } from "./newsletter-words.js";

/** What a digest names of an article, in the letter's language. */
export interface DigestArticle {
  slug: string;
  title: string;
}

/** What a digest names of one time an event takes place, in the letter's language. */
export interface DigestEvent {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  startTime: string;
  title: string;
  place: string | null;
}

const KISWAHILI_WEEKDAY = new Intl.DateTimeFormat(LOCALES.sw, { weekday: "long", timeZone: "UTC" });
const KISWAHILI_DATE = new Intl.DateTimeFormat(LOCALES.sw, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * When an event takes place, as the site's calendar writes it in each language: "Monday 7
 * December 2026, 10:00 am" (site/calendar-days.ts and worship.ts), and "Jumatatu, 7 Desemba 2026,
 * 10:00" (sw-KE, as the Kiswahili calendar page writes it).
 */
export function eventTimeInWords(language: Language, date: string, startTime: string): string {
  const hoursAndMinutes = startTime.slice(0, 5);
  if (language === "en") return `${spokenWeekdayAndDate(date)}, ${timeOfDayName(hoursAndMinutes)}`;
  // The day's midnight in UTC, written in UTC, is the day itself whatever the server's zone.
  const day = new Date(`${date}T00:00:00Z`);
  return `${KISWAHILI_WEEKDAY.format(day)}, ${KISWAHILI_DATE.format(day)}, ${hoursAndMinutes}`;
}

/**
 * A digest's subject and letter in one language: the news, each article linking to its page, and
 * the coming events, each linking to its own day of the calendar, on the site in that language.
 * The HTML is to be sanitised by the caller, as any letter is.
 */
export function digestLetter(
  language: Language,
  {
    siteName,
    publicUrl,
    articles,
    events,
  }: {
    siteName: string;
    publicUrl: string;
    articles: readonly DigestArticle[];
    events: readonly DigestEvent[];
  },
): { subject: string; body: string } {
  const link = (href: string, text: string) =>
    `<a href="${publicUrl}${escapeHtml(inLanguage(language, href))}">${escapeHtml(text)}</a>`;
  const parts: string[] = [];
  if (articles.length > 0) {
    parts.push(
      `<h2>${escapeHtml(newsletterWord(language, "newsletter.digestNews"))}</h2>`,
      "<ul>",
      ...articles.map(
        (article) => `<li>${link(sitePaths.newsArticle.getHref(article.slug), article.title)}</li>`,
      ),
      "</ul>",
    );
  }
  if (events.length > 0) {
    parts.push(
      `<h2>${escapeHtml(newsletterWord(language, "newsletter.digestEvents"))}</h2>`,
      "<ul>",
      ...events.map((event) => {
        const when = escapeHtml(eventTimeInWords(language, event.date, event.startTime));
        const place = event.place ? `, ${escapeHtml(event.place)}` : "";
        return `<li>${when}: ${link(sitePaths.eventsDay.getHref(event.date), event.title)}${place}</li>`;
      }),
      "</ul>",
    );
  }
  if (parts.length === 0)
    parts.push(`<p>${escapeHtml(newsletterWord(language, "newsletter.digestNothing"))}</p>`);
  return {
    subject: newsletterWord(language, "newsletter.digestSubject", { site: siteName }),
    body: parts.join("\n"),
  };
}
