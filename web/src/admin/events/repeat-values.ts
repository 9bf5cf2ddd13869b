import type { TFunction } from "i18next";
import { isDay, isInLastWeekOfMonth, weekdayOf } from "@diocese/site/calendar-days";
import { formatWeekday } from "../../features/events/calendar-dates";
import { messages } from "../../lib/language";
import "../locales/register";
import { WEEKDAYS } from "@diocese/site/worship";
import type {
  AdminEventFieldsFragment,
  MonthlyRepeat,
  RepeatFrequency,
  RepeatInput,
  Weekday,
} from "../gql/graphql";

/*
 * The event form's Repeats section as plain functions of its values: what it offers for a date,
 * what it sends, the terms it words (with the API's own words, api/src/site/repeat-words.ts, so
 * that the form and the list of events agree) and what it refuses.
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

/** How a part of the Repeats section changes one of its values. */
export type SetRepeat = (name: keyof RepeatValues, value: string) => void;

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

/** "Every week on Sunday" as the middle of a sentence: "It repeats every week on Sunday." */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export type MonthlyChoice = { value: MonthlyRepeat; label: string };

/**
 * The ways a monthly event on `date` may find its day, as the API accepts them: its day of the
 * month always; "the second Sunday" unless the date is a fifth one (most months have none);
 * "the last Sunday" only when the date is one.
 */
export function monthlyChoices(
  date: string,
  t: TFunction = messages.en.t,
  locale = "en-KE",
): MonthlyChoice[] {
  if (!isDay(date)) return [];
  const allowed: MonthlyRepeat[] = ["DAY_OF_MONTH"];
  if (Number(date.slice(8)) <= 28) allowed.push("WEEKDAY_OF_MONTH");
  if (isInLastWeekOfMonth(date)) allowed.push("LAST_WEEKDAY_OF_MONTH");
  const day = Number(date.slice(8));
  const weekday = formatWeekday(date, locale);
  const label = (value: MonthlyRepeat) =>
    value === "DAY_OF_MONTH"
      ? t("dashboardEvents.repeat.onDay", { day })
      : value === "LAST_WEEKDAY_OF_MONTH"
        ? t("dashboardEvents.repeat.onLast", { weekday })
        : t(NTH_WEEKDAY_MESSAGES[Math.ceil(day / 7) - 1] ?? NTH_WEEKDAY_MESSAGES[3], { weekday });
  return allowed.map((value) => ({ value, label: label(value) }));
}

/** "On the second Sunday", by which of its weekdays in the month the date is. */
const NTH_WEEKDAY_MESSAGES = [
  "dashboardEvents.repeat.onFirst",
  "dashboardEvents.repeat.onSecond",
  "dashboardEvents.repeat.onThird",
  "dashboardEvents.repeat.onFourth",
] as const;

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

/** The repetition's terms as the form has them so far, for its summary; null when it happens once. */
export function repeatTerms(values: RepeatValues, date: string) {
  const frequency = values.repeatFrequency;
  if (frequency === "") return null;
  const dated = isDay(date);
  const interval = Number(values.repeatInterval);
  const count = Number(values.repeatCount);
  const repeat = {
    frequency,
    interval: Number.isInteger(interval) ? interval : 1,
    weekdays: frequency === "WEEKLY" ? weekdaysFor(values, date) : [],
    monthlyOn: frequency === "MONTHLY" && dated ? monthlyOnFor(values, date) : null,
    until: values.repeatEnds === "UNTIL" && isDay(values.repeatUntil) ? values.repeatUntil : null,
    count: values.repeatEnds === "COUNT" && values.repeatCount && Number.isInteger(count) ? count : null,
  };
  return repeat;
}

export type RepeatErrors = Partial<Record<keyof RepeatValues, string>>;

/** The API's checks of a repetition, made first so that a slip is shown at its field. */
export function validateRepeat(
  values: RepeatValues,
  date: string,
  t: TFunction = messages.en.t,
): RepeatErrors {
  const errors: RepeatErrors = {};
  if (values.repeatFrequency === "") return errors;
  const interval = Number(values.repeatInterval);
  if (
    !values.repeatInterval.trim() ||
    !Number.isInteger(interval) ||
    interval < 1 ||
    interval > MAX_INTERVAL
  ) {
    errors.repeatInterval = t("dashboardEvents.repeat.intervalError", { max: MAX_INTERVAL });
  }
  if (values.repeatEnds === "UNTIL") {
    if (!isDay(values.repeatUntil)) errors.repeatUntil = t("dashboardEvents.repeat.chooseLastDay");
    else if (isDay(date) && values.repeatUntil <= date) {
      errors.repeatUntil = t("dashboardEvents.repeat.lastDayAfter");
    }
  }
  if (values.repeatEnds === "COUNT") {
    const count = Number(values.repeatCount);
    if (!values.repeatCount.trim() || !Number.isInteger(count) || count < MIN_COUNT || count > MAX_COUNT) {
      errors.repeatCount = t("dashboardEvents.repeat.countError", { min: MIN_COUNT, max: MAX_COUNT });
    }
  }
  return errors;
}
