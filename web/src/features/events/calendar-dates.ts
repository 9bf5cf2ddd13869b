import { addDays, datesBetween, isDay, weekdayOf } from "@diocese/site/calendar-days";
import { churchSeasonOn, FIRST_YEAR, LAST_YEAR, type LiturgicalColour } from "@diocese/site/church-year";
import { timeOfDayName, WEEKDAYS } from "@diocese/site/worship";

/*
 * The calendar page's days as YYYY-MM-DD text and its months as YYYY-MM, within the years the
 * church year is worked out for. The days' arithmetic and names are the API's
 * (api/src/site/calendar-days.ts), so that the server and every phone write them alike.
 */

const inYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** Whether text is a real day (not 30 February) in a year the church year can be worked out for. */
export const isCalendarDate = (text: string): boolean => isDay(text) && inYears(Number(text.slice(0, 4)));

/** Whether text is a month, YYYY-MM, in a year the church year can be worked out for. */
export const isCalendarMonth = (text: string): boolean =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(text) && inYears(Number(text.slice(0, 4)));

/** The day so many days after (or before) this one; null beyond the years the calendar knows. */
export function addCalendarDays(date: string, days: number): string | null {
  if (!isCalendarDate(date)) return null;
  const moved = addDays(date, days);
  return isCalendarDate(moved) ? moved : null;
}

/** The month so many months after (or before) this one; null beyond the years the calendar knows. */
export function addMonths(month: string, months: number): string | null {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  const moved = `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
  return isCalendarMonth(moved) ? moved : null;
}

export const monthOf = (date: string) => date.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;

/** The last day of a month: the day before the first of the next. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, "0")}`;
}

/**
 * A month as its calendar shows it: weeks from Sunday to Saturday, each day as YYYY-MM-DD, with
 * null for the days of the months before and after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const cells: (string | null)[] = [
    ...Array.from({ length: WEEKDAYS.indexOf(weekdayOf(firstDayOf(month))) }, () => null),
    ...datesBetween(firstDayOf(month), lastDayOf(month)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// Formatters are made once per locale and kind; a calendar page writes many days.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Africa/Nairobi" });
    formats.set(key, made);
  }
  return made;
}

/** A calendar day as a moment inside it: its noon in Kakamega, so that no zone moves it to another. */
const middayOf = (date: string) => new Date(`${date}T09:00:00Z`);

/** "April" ("Aprili"), of a month (YYYY-MM) */
export const formatMonthName = (month: string, locale: string) =>
  format(locale, "month", { month: "long" }).format(middayOf(firstDayOf(month)));

/** "April 2026" ("Aprili 2026"), of a month (YYYY-MM) */
export const formatMonth = (month: string, locale: string) =>
  format(locale, "month-year", { month: "long", year: "numeric" }).format(middayOf(firstDayOf(month)));

/** "15 March" ("15 Machi") */
export const formatDayAndMonth = (date: string, locale: string) =>
  format(locale, "day-month", { day: "numeric", month: "long" }).format(middayOf(date));

/** "15 March 2030" ("15 Machi 2030") */
export const formatDate = (date: string, locale: string) =>
  format(locale, "date", { day: "numeric", month: "long", year: "numeric" }).format(middayOf(date));

/** "Sunday" ("Jumapili"), or its short form ("Sun"), of a date. */
export const formatWeekday = (date: string, locale: string, width: "long" | "short" = "long") =>
  format(locale, `weekday-${width}`, { weekday: width }).format(middayOf(date));

/**
 * A time of day ("14:30:00" or "14:30") as the page's readers write it: "2:30 pm" in English (as
 * the API's calendars and summaries do), "14:30" in Kiswahili (sw-KE's clock).
 */
export function formatTimeOfDay(time: string, locale: string): string {
  if (locale.startsWith("en")) return timeOfDayName(time);
  return format(locale, "time", { hour: "2-digit", minute: "2-digit" }).format(
    new Date(`2000-01-01T${time.slice(0, 5)}:00+03:00`),
  );
}

/** "5 April – 5 May 2026", or across years "20 December 2026 – 19 January 2027" */
export function formatStretch(from: string, to: string, locale: string): string {
  // Not Intl's formatRange: for sw-KE it leaves out the first month ("5 – 5 Mei 2026").
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${formatDayAndMonth(from, locale)} – ${formatDate(to, locale)}`
    : `${formatDate(from, locale)} – ${formatDate(to, locale)}`;
}

export interface SeasonStretch {
  name: string;
  colour: LiturgicalColour;
  from: string;
  to: string;
}

/** The seasons of the church year these days fall in, in order, each with its first and last of them. */
export function seasonsBetween(from: string, to: string): SeasonStretch[] {
  const stretches: SeasonStretch[] = [];
  for (const date of datesBetween(from, to)) {
    const season = churchSeasonOn(date);
    const last = stretches.at(-1);
    if (last && last.name === season.name) last.to = date;
    else stretches.push({ ...season, from: date, to: date });
  }
  return stretches;
}
