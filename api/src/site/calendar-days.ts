/*
 * The calendar's days as YYYY-MM-DD text: their arithmetic, worked out on UTC midnights so that no
 * time zone moves a day, and their names in words, written without Intl so that the server and
 * every phone write them alike. Both processes read it: the API for its rules and its summaries of
 * repeating events, the dashboard's Repeats section and the calendar page for theirs, so that the
 * two can never word a date or a repetition differently. It imports nothing but worship.ts (the
 * days' names) and uses no Node API.
 */
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

const ORDINALS = ["first", "second", "third", "fourth", "fifth"] as const;

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

/** "15 March" */
export const spokenDayAndMonth = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;

/** "15 March 2030" */
export const spokenDate = (date: string) => `${spokenDayAndMonth(date)} ${date.slice(0, 4)}`;

/** "Sunday 15 March 2030": where the day of the week matters. */
export const spokenWeekdayAndDate = (date: string) => `${WEEKDAY_NAMES[weekdayOf(date)]} ${spokenDate(date)}`;

export const REPEAT_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** "Every 2 weeks": what each frequency counts in. */
export const FREQUENCY_UNITS: Readonly<Record<RepeatFrequency, string>> = {
  DAILY: "day",
  WEEKLY: "week",
  MONTHLY: "month",
  YEARLY: "year",
};

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

/** "day 14", "the second Sunday", "the last Sunday": the day a monthly event on `date` takes place. */
export function monthlyDay(monthlyOn: MonthlyRepeat | null, date: string): string {
  const day = Number(date.slice(8, 10));
  const weekday = WEEKDAY_NAMES[weekdayOf(date)];
  if (monthlyOn === "WEEKDAY_OF_MONTH") return `the ${ORDINALS[Math.ceil(day / 7) - 1]} ${weekday}`;
  if (monthlyOn === "LAST_WEEKDAY_OF_MONTH") return `the last ${weekday}`;
  return `day ${day}`;
}

/** "Sunday", "Sunday and Wednesday", "Sunday, Tuesday and Wednesday" */
function listOf(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * "Every week on Sunday and Wednesday, until 31 December 2026", for people to read. `firstDate` is
 * null while the dashboard's form has no date yet: what only the date can say is then left out.
 */
export function repeatSummary(repeat: Repeat, firstDate: string | null): string {
  const unit = FREQUENCY_UNITS[repeat.frequency];
  let summary = repeat.interval > 1 ? `Every ${repeat.interval} ${unit}s` : `Every ${unit}`;
  if (repeat.frequency === "WEEKLY" && repeat.weekdays.length > 0) {
    summary += ` on ${listOf(repeat.weekdays.map((weekday) => WEEKDAY_NAMES[weekday]))}`;
  } else if (repeat.frequency === "MONTHLY" && firstDate !== null) {
    summary += ` on ${monthlyDay(repeat.monthlyOn, firstDate)}`;
    const day = Number(firstDate.slice(8, 10));
    if (repeat.monthlyOn === "DAY_OF_MONTH" && day > 28) summary += ` (not in months without a day ${day})`;
  } else if (repeat.frequency === "YEARLY" && firstDate !== null) {
    summary += ` on ${spokenDayAndMonth(firstDate)}`;
    if (firstDate.slice(5) === "02-29") summary += " (in leap years)";
  }
  if (repeat.until !== null) summary += `, until ${spokenDate(repeat.until)}`;
  if (repeat.count !== null) summary += `, ${repeat.count} times`;
  return summary;
}
