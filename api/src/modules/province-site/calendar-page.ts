import { escapeHtml } from "../../lib/escape-html.js";
import { addDays } from "../../site/calendar-days.js";
import { inLanguage, LOCALES, type Language } from "../../site/languages.js";
import { sitePaths } from "../../site/site-routes.js";
import type { DioceseDay, DioceseOccurrence } from "./province-calendar.js";
import { provincePage, type ProvinceAt } from "./province-page.js";
import { provinceWord as word } from "./province-words.js";

/**
 * A day of the province's calendar (`/calendar?day=…`, `/sw/calendar`): each diocese that has
 * events that day, by name, with its first few in time order and a link to the day on its own
 * calendar, which has them all. The day before and after are a link away, and any day a form
 * away, without script.
 */
export function calendarPage(
  at: ProvinceAt,
  { day, today, dioceses }: { day: string; today: string; dioceses: readonly DioceseDay[] },
): string {
  const { language } = at;
  const title = word(language, "province.calendarTitle");
  const dayName = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
  const dayHref = (to: string) =>
    escapeHtml(`${inLanguage(language, "/calendar")}${to === today ? "" : `?day=${to}`}`);
  const parts = dioceses.map(({ diocese, occurrences, total }) => {
    const ownDay = `${diocese.siteUrl}${inLanguage(language, sitePaths.eventsDay.getHref(day))}`;
    const more = total - occurrences.length;
    const link =
      more > 0
        ? word(language, "province.moreOnItsCalendar", { count: more })
        : word(language, "province.onItsCalendar");
    return `<section><h2>${escapeHtml(diocese.name)}</h2>
<ul>
${occurrences.map((occurrence) => `<li>${occurrenceLine(language, occurrence)}</li>`).join("\n")}
</ul>
<p><a href="${escapeHtml(ownDay)}">${escapeHtml(link)}</a></p></section>`;
  });
  return provincePage(at, {
    path: "/calendar",
    title: `${title}: ${dayName}`,
    description: word(language, "province.calendarDescription"),
    main: `<p><a href="${inLanguage(language, "/")}">${escapeHtml(word(language, "province.allDioceses"))}</a></p>
<h1>${escapeHtml(title)}</h1>
<h2>${escapeHtml(dayName)}</h2>
<p><a href="${dayHref(addDays(day, -1))}" rel="prev">${escapeHtml(word(language, "province.dayBefore"))}</a> · <a href="${dayHref(addDays(day, 1))}" rel="next">${escapeHtml(word(language, "province.dayAfter"))}</a></p>
<form method="get" action="${inLanguage(language, "/calendar")}">
<label for="day">${escapeHtml(word(language, "province.dayLabel"))}</label>
<input id="day" name="day" type="date" value="${day}">
<button type="submit">${escapeHtml(word(language, "province.show"))}</button>
</form>
${parts.length > 0 ? parts.join("\n") : `<p>${escapeHtml(word(language, "province.noEvents"))}</p>`}`,
  });
}

/** "10:00–12:00 Confirmation service · St Luke's, Mumias", in the page's language where staff gave one. */
function occurrenceLine(language: Language, occurrence: DioceseOccurrence): string {
  const inKiswahili = language === "sw" ? occurrence.kiswahili : null;
  const title = inKiswahili?.title || occurrence.title;
  const place = inKiswahili?.place || occurrence.place;
  const hours = `${occurrence.startTime.slice(0, 5)}–${occurrence.endTime.slice(0, 5)}`;
  return [hours, escapeHtml(title), place ? `· ${escapeHtml(place)}` : null].filter(Boolean).join(" ");
}
