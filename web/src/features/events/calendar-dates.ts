import {
  addDays,
  datesBetween,
  isDay,
  MONTH_NAMES,
  spokenDayAndMonth,
  weekdayOf,
} from "../../../../api/src/site/calendar-days";
import {
  churchSeasonOn,
  FIRST_YEAR,
  LAST_YEAR,
  type LiturgicalColour,
} from "../../../../api/src/site/church-year";
import { WEEKDAYS } from "../../../../api/src/site/worship";

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

/** "April", of a month (YYYY-MM) */
export const formatMonthName = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1];

/** "April 2026", of a month (YYYY-MM) */
export const formatMonth = (month: string) => `${formatMonthName(month)} ${month.slice(0, 4)}`;

/** "5 April – 5 May 2026", or across years "20 December 2026 – 19 January 2027" */
export function formatStretch(from: string, to: string): string {
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${spokenDayAndMonth(from)} – ${spokenDayAndMonth(to)} ${to.slice(0, 4)}`
    : `${spokenDayAndMonth(from)} ${from.slice(0, 4)} – ${spokenDayAndMonth(to)} ${to.slice(0, 4)}`;
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
