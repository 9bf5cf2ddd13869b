import { WEEKDAYS, WEEKDAY_NAMES } from "../../../../api/src/site/worship";
import type {
  AdminEventFieldsFragment,
  MonthlyRepeat,
  RepeatFrequency,
  RepeatInput,
  Weekday,
} from "../gql/graphql";

/*
 * The event form's Repeats section as plain functions of its values: what it offers for a date,
 * what it sends, what it says in words and what it refuses. The words follow the API's own
 * summary (api/src/modules/event/repeat.ts), so that the form and the list of events agree.
 */

export type RepeatEnds = "NEVER" | "UNTIL" | "COUNT";

/** The Repeats section's values, kept as text like the rest of the form's. */
export type RepeatValues = {
  /** "" when the event happens once. */
  repeatFrequency: "" | RepeatFrequency;
  repeatInterval: string;
  /**
   * The days of a weekly event besides its date's own, which is always one of them, Sunday first:
   * "MONDAY,WEDNESDAY". Kept apart so that moving the date moves "every week on Sunday" with it.
   */
  repeatOtherDays: string;
  repeatMonthlyOn: MonthlyRepeat;
  repeatEnds: RepeatEnds;
  /** The last day it may happen, YYYY-MM-DD, when it ends on a date. */
  repeatUntil: string;
  /** How many times it happens in all, when it ends after a number of times. */
  repeatCount: string;
};

export const noRepeat: RepeatValues = {
  repeatFrequency: "",
  repeatInterval: "1",
  repeatOtherDays: "",
  repeatMonthlyOn: "DAY_OF_MONTH",
  repeatEnds: "NEVER",
  repeatUntil: "",
  repeatCount: "",
};

/** The API's limits (RepeatInput). */
export const MAX_INTERVAL = 99;
export const MIN_COUNT = 2;
export const MAX_COUNT = 730;

export const FREQUENCY_UNITS: Readonly<Record<RepeatFrequency, string>> = {
  DAILY: "day",
  WEEKLY: "week",
  MONTHLY: "month",
  YEARLY: "year",
};

export { WEEKDAYS, WEEKDAY_NAMES };

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const MONTHS = [
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
];

/** The date YYYY-MM-DD as a UTC midnight, for arithmetic that no time zone shifts. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** Whether the text is a real day as YYYY-MM-DD (a date input gives "" until it holds one). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && utcDay(text).toISOString().slice(0, 10) === text;
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[utcDay(date).getUTCDay()]!;
}

/** The date `days` after (before, when negative) YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const moment = utcDay(date);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The days from one date to another, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
}

/** "15 March 2030" */
export function spokenDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** "Sunday 15 March 2030": a date in the dates' list and the dialogs, where the weekday matters. */
export function formatLongDay(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${spokenDate(date)}`;
}

/** "Every week on Sunday" as the middle of a sentence: "It repeats every week on Sunday." */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Whether "the last Sunday" names the date: it is in the last seven days of its month. */
function inLastWeekOfMonth(date: string): boolean {
  return addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
}

export type MonthlyChoice = { value: MonthlyRepeat; label: string };

/** "day 14", "the second Sunday", "the last Sunday": the day a monthly event on `date` takes place. */
function monthlyDay(monthlyOn: MonthlyRepeat, date: string): string {
  const day = Number(date.slice(8));
  const weekday = WEEKDAY_NAMES[weekdayOf(date)];
  if (monthlyOn === "WEEKDAY_OF_MONTH") return `the ${ORDINALS[Math.ceil(day / 7) - 1]} ${weekday}`;
  if (monthlyOn === "LAST_WEEKDAY_OF_MONTH") return `the last ${weekday}`;
  return `day ${day}`;
}

/**
 * The ways a monthly event on `date` may find its day, as the API accepts them: its day of the
 * month always; "the second Sunday" unless the date is a fifth one (most months have none);
 * "the last Sunday" only when the date is one.
 */
export function monthlyChoices(date: string): MonthlyChoice[] {
  if (!isDay(date)) return [];
  const allowed: MonthlyRepeat[] = ["DAY_OF_MONTH"];
  if (Number(date.slice(8)) <= 28) allowed.push("WEEKDAY_OF_MONTH");
  if (inLastWeekOfMonth(date)) allowed.push("LAST_WEEKDAY_OF_MONTH");
  return allowed.map((value) => ({ value, label: `On ${monthlyDay(value, date)}` }));
}

/** The monthly choice in force: the one chosen while the date allows it, else its day of the month. */
export function monthlyOnFor(values: RepeatValues, date: string): MonthlyRepeat {
  const allowed = monthlyChoices(date).some((choice) => choice.value === values.repeatMonthlyOn);
  return allowed ? values.repeatMonthlyOn : "DAY_OF_MONTH";
}

/** The days a weekly event takes place, Sunday first: those ticked and always its date's own. */
export function weekdaysFor(values: RepeatValues, date: string): Weekday[] {
  const chosen = new Set(values.repeatOtherDays.split(",").filter(Boolean));
  if (isDay(date)) chosen.add(weekdayOf(date));
  return WEEKDAYS.filter((weekday) => chosen.has(weekday));
}

/** The other days as the form keeps them, from the days ticked. */
export function otherDaysText(days: readonly Weekday[], date: string): string {
  const own = isDay(date) ? weekdayOf(date) : null;
  return WEEKDAYS.filter((weekday) => weekday !== own && days.includes(weekday)).join(",");
}

/** What the form sends as `repeat`: null when the event happens once. Call after validateRepeat. */
export function toRepeatInput(values: RepeatValues, date: string): RepeatInput | null {
  const frequency = values.repeatFrequency;
  if (frequency === "") return null;
  return {
    frequency,
    interval: Number(values.repeatInterval),
    weekdays: frequency === "WEEKLY" ? weekdaysFor(values, date) : null,
    monthlyOn: frequency === "MONTHLY" ? monthlyOnFor(values, date) : null,
    until: values.repeatEnds === "UNTIL" ? values.repeatUntil : null,
    count: values.repeatEnds === "COUNT" ? Number(values.repeatCount) : null,
  };
}

/** How a saved event repeats, as the form shows it for `date` (the event's, or one occurrence's). */
export function repeatValues(repeat: AdminEventFieldsFragment["repeat"], date: string): RepeatValues {
  if (!repeat) return noRepeat;
  return {
    repeatFrequency: repeat.frequency,
    repeatInterval: String(repeat.interval),
    repeatOtherDays: otherDaysText(repeat.weekdays, date),
    repeatMonthlyOn: repeat.monthlyOn ?? "DAY_OF_MONTH",
    repeatEnds: repeat.until !== null ? "UNTIL" : repeat.count !== null ? "COUNT" : "NEVER",
    repeatUntil: repeat.until ?? "",
    repeatCount: repeat.count === null ? "" : String(repeat.count),
  };
}

/** "Sunday", "Sunday and Wednesday", "Sunday, Tuesday and Wednesday" */
function listOf(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * The repetition in words, as the API writes it: "Every 2 weeks on Sunday and Wednesday, until
 * 31 December 2026". Null when the event happens once. What the date does not yet say is left out.
 */
export function repeatSummary(values: RepeatValues, date: string): string | null {
  const frequency = values.repeatFrequency;
  if (frequency === "") return null;
  const interval = Number(values.repeatInterval);
  const unit = FREQUENCY_UNITS[frequency];
  let summary = Number.isInteger(interval) && interval > 1 ? `Every ${interval} ${unit}s` : `Every ${unit}`;
  const dated = isDay(date);
  if (frequency === "WEEKLY") {
    const days = weekdaysFor(values, date).map((weekday) => WEEKDAY_NAMES[weekday]);
    if (days.length) summary += ` on ${listOf(days)}`;
  } else if (frequency === "MONTHLY" && dated) {
    summary += ` on ${monthlyDay(monthlyOnFor(values, date), date)}`;
  } else if (frequency === "YEARLY" && dated) {
    summary += ` on ${spokenDate(date).replace(/ \d+$/, "")}`;
  }
  if (values.repeatEnds === "UNTIL" && isDay(values.repeatUntil)) {
    summary += `, until ${spokenDate(values.repeatUntil)}`;
  }
  const count = Number(values.repeatCount);
  if (values.repeatEnds === "COUNT" && values.repeatCount && Number.isInteger(count))
    summary += `, ${count} times`;
  return summary;
}

export type RepeatErrors = Partial<Record<keyof RepeatValues, string>>;

/** The API's checks of a repetition, made first so that a slip is shown at its field. */
export function validateRepeat(values: RepeatValues, date: string): RepeatErrors {
  const errors: RepeatErrors = {};
  if (values.repeatFrequency === "") return errors;
  const interval = Number(values.repeatInterval);
  if (
    !values.repeatInterval.trim() ||
    !Number.isInteger(interval) ||
    interval < 1 ||
    interval > MAX_INTERVAL
  ) {
    errors.repeatInterval = `Enter a whole number from 1 to ${MAX_INTERVAL}.`;
  }
  if (values.repeatEnds === "UNTIL") {
    if (!isDay(values.repeatUntil)) errors.repeatUntil = "Choose the last day it may take place.";
    else if (isDay(date) && values.repeatUntil <= date) {
      errors.repeatUntil = "The last day must be after the event's date.";
    }
  }
  if (values.repeatEnds === "COUNT") {
    const count = Number(values.repeatCount);
    if (!values.repeatCount.trim() || !Number.isInteger(count) || count < MIN_COUNT || count > MAX_COUNT) {
      errors.repeatCount = `Enter how many times in all, from ${MIN_COUNT} to ${MAX_COUNT}.`;
    }
  }
  return errors;
}
