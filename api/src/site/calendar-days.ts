/*
 * The calendar's days as YYYY-MM-DD text: their arithmetic, worked out on UTC midnights so that no
 * time zone moves a day, and their names in words, written without Intl so that the server and
 * every phone write them alike. Both processes read it: the API for its rules and its summaries of
 * repeating events (repeat-words.ts), the dashboard's Repeats section for its own. It imports
 * nothing but worship.ts (the days' names) and the languages' type, and uses no Node API.
 */
import type { Language } from "./languages.js";
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from "./worship.js";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const MONTH_NAMES_IN_KISWAHILI = [
  "Januari",
  "Februari",
  "Machi",
  "Aprili",
  "Mei",
  "Juni",
  "Julai",
  "Agosti",
  "Septemba",
  "Oktoba",
  "Novemba",
  "Desemba",
] as const;

const MONTH_NAMES_IN: Readonly<Record<Language, readonly string[]>> = {
  en: MONTH_NAMES,
  sw: MONTH_NAMES_IN_KISWAHILI,
};

const DAY_MS = 86_400_000;

/** The date's UTC midnight in milliseconds since the epoch; NaN for text that is no date. */
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether the text is a real day written YYYY-MM-DD: not "2026-4-5", nor 30 February, which Date.parse rolls into March. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = timeOf(text);
  return !Number.isNaN(time) && dateOf(time) === text;
}

/** The day of the week of YYYY-MM-DD. */
export function weekdayOf(date: string): Weekday {
  // WEEKDAYS starts on Sunday, as getUTCDay counts.
  return WEEKDAYS[new Date(timeOf(date)).getUTCDay()]!;
}

/** The date `days` after (or before, when negative) YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return dateOf(timeOf(date) + days * DAY_MS);
}

/** How many days `to` comes after `from`; negative when it is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((timeOf(to) - timeOf(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let time = timeOf(from); time <= timeOf(to); time += DAY_MS) dates.push(dateOf(time));
  return dates;
}

/** Whether the date is in the last seven days of its month, so that "the last Sunday" names it. */
export function isInLastWeekOfMonth(date: string): boolean {
  return addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
}

/** "15 March" ("15 Machi") */
export const spokenDayAndMonth = (date: string, language: Language = "en") =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES_IN[language][Number(date.slice(5, 7)) - 1]}`;

/** "15 March 2030" ("15 Machi 2030") */
export const spokenDate = (date: string, language: Language = "en") =>
  `${spokenDayAndMonth(date, language)} ${date.slice(0, 4)}`;

/** "Sunday 15 March 2030": where the day of the week matters. */
export const spokenWeekdayAndDate = (date: string) => `${WEEKDAY_NAMES[weekdayOf(date)]} ${spokenDate(date)}`;

export const REPEAT_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** On which day of the month a monthly event falls: its date (the 14th) or its weekday (the second Sunday). */
export const MONTHLY_REPEATS = ["DAY_OF_MONTH", "WEEKDAY_OF_MONTH", "LAST_WEEKDAY_OF_MONTH"] as const;
export type MonthlyRepeat = (typeof MONTHLY_REPEATS)[number];

/** How an event repeats, in the terms of the dashboard's form. */
export interface Repeat {
  frequency: RepeatFrequency;
  /** Every how many days, weeks, months or years. */
  interval: number;
  /** The days of a weekly event, Sunday first; empty for the others. */
  weekdays: Weekday[];
  /** How a monthly event finds its day; null for the others. */
  monthlyOn: MonthlyRepeat | null;
  /** The last day it may happen (YYYY-MM-DD), or null. */
  until: string | null;
  /** How many times it happens in all, or null. */
  count: number | null;
}
