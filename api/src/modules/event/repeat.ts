import ICAL from "ical.js";
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from "../../site/worship.js";

/*
 * How an event repeats, kept as the text of an RFC 5545 recurrence rule (RRULE) such as
 * "FREQ=WEEKLY;BYDAY=SU;UNTIL=20261231": the form every calendar application reads, so that the
 * feeds carry the rule itself and integrators can read it. ical.js (Mozilla's iCalendar library,
 * the one Thunderbird uses) expands the rules into dates; only the dates matter to it here, as
 * the diocese's clock has one offset all year.
 */

export const REPEAT_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** On which day of the month a monthly event falls: its date (the 14th) or its weekday (the second Sunday). */
export const MONTHLY_REPEATS = ["DAY_OF_MONTH", "WEEKDAY_OF_MONTH", "LAST_WEEKDAY_OF_MONTH"] as const;
export type MonthlyRepeat = (typeof MONTHLY_REPEATS)[number];

/** The most times staff may ask an event to happen, and the longest gap between two of them. */
export const MAX_REPEAT_COUNT = 730;
export const MAX_REPEAT_INTERVAL = 99;

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

const ICAL_DAYS: Readonly<Record<Weekday, string>> = {
  SUNDAY: "SU",
  MONDAY: "MO",
  TUESDAY: "TU",
  WEDNESDAY: "WE",
  THURSDAY: "TH",
  FRIDAY: "FR",
  SATURDAY: "SA",
};

/** Whatever a rule says, no expansion walks further than this many dates. */
const MAX_DATES_WALKED = 50_000;

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

export function weekdayOf(date: string): Weekday {
  // WEEKDAYS starts on Sunday, as getUTCDay counts.
  return WEEKDAYS[utcDay(date).getUTCDay()]!;
}

/** The date `days` after (or before, when negative) YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const moment = utcDay(date);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Whether the date is in the last seven days of its month, so that "the last Sunday" names it. */
export function isInLastWeekOfMonth(date: string): boolean {
  return addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
}

/** "31 December 2026" */
export function spokenDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** The RRULE text of a repetition whose first date is `firstDate`. */
export function ruleOf(repeat: Repeat, firstDate: string): string {
  const parts = [`FREQ=${repeat.frequency}`];
  if (repeat.interval > 1) parts.push(`INTERVAL=${repeat.interval}`);
  const [, month, day] = firstDate.split("-").map(Number);
  const weekday = ICAL_DAYS[weekdayOf(firstDate)];
  if (repeat.frequency === "WEEKLY") {
    const days = WEEKDAYS.filter((candidate) => repeat.weekdays.includes(candidate));
    parts.push(`BYDAY=${days.map((candidate) => ICAL_DAYS[candidate]).join(",")}`);
    // Every other week counts weeks from Sunday, the church's first day, not RFC 5545's Monday:
    // otherwise a fortnightly Sunday-and-Wednesday event pairs a Sunday with the Wednesday before.
    if (repeat.interval > 1) parts.push("WKST=SU");
  } else if (repeat.frequency === "MONTHLY") {
    if (repeat.monthlyOn === "WEEKDAY_OF_MONTH") parts.push(`BYDAY=${Math.ceil(day! / 7)}${weekday}`);
    else if (repeat.monthlyOn === "LAST_WEEKDAY_OF_MONTH") parts.push(`BYDAY=-1${weekday}`);
    else parts.push(`BYMONTHDAY=${day}`);
  } else if (repeat.frequency === "YEARLY") {
    parts.push(`BYMONTH=${month}`, `BYMONTHDAY=${day}`);
  }
  if (repeat.until !== null) parts.push(`UNTIL=${repeat.until.replaceAll("-", "")}`);
  if (repeat.count !== null) parts.push(`COUNT=${repeat.count}`);
  return parts.join(";");
}

/** A rule this module wrote, read back into the dashboard's terms. */
export function repeatOf(rule: string): Repeat {
  const recur = ICAL.Recur.fromString(rule);
  const frequency = recur.freq as RepeatFrequency;
  const byDay = recur.parts.BYDAY ?? [];
  const nthDay = frequency === "MONTHLY" ? byDay[0] : undefined;
  return {
    frequency,
    interval: recur.interval ?? 1,
    weekdays: frequency === "WEEKLY" ? WEEKDAYS.filter((weekday) => byDay.includes(ICAL_DAYS[weekday])) : [],
    monthlyOn:
      frequency !== "MONTHLY"
        ? null
        : nthDay === undefined
          ? "DAY_OF_MONTH"
          : nthDay.startsWith("-1")
            ? "LAST_WEEKDAY_OF_MONTH"
            : "WEEKDAY_OF_MONTH",
    until: recur.until ? recur.until.toString().slice(0, 10) : null,
    count: recur.count ?? null,
  };
}

/** The dates the rule gives from `firstDate` on, one at a time, until the rule's own end. */
export function* ruleDatesFrom(rule: string, firstDate: string): Generator<string> {
  const iterator = ICAL.Recur.fromString(rule).iterator(ICAL.Time.fromDateString(firstDate));
  for (let walked = 0; walked < MAX_DATES_WALKED; walked++) {
    const next = iterator.next();
    if (!next) return;
    yield next.toString().slice(0, 10);
  }
}

/**
 * The dates the rule gives from `firstDate` on, up to `lastWanted` (YYYY-MM-DD) or the rule's
 * own end, whichever comes first.
 */
export function ruleDates(rule: string, firstDate: string, lastWanted: string): string[] {
  const dates: string[] = [];
  for (const date of ruleDatesFrom(rule, firstDate)) {
    if (date > lastWanted) break;
    dates.push(date);
  }
  return dates;
}

/** The last date the rule gives, or null when it repeats for ever. */
export function lastRuleDate(rule: string, firstDate: string): string | null {
  const recur = ICAL.Recur.fromString(rule);
  if (!recur.until && !recur.count) return null;
  return ruleDates(rule, firstDate, "9999-12-31").at(-1) ?? firstDate;
}

/** Whether `date` is one of the rule's dates. */
export function isRuleDate(rule: string, firstDate: string, date: string): boolean {
  return date >= firstDate && ruleDates(rule, firstDate, date).at(-1) === date;
}

/** The same rule, ending on `lastDate` at the latest (its count, if any, becomes that end). */
export function ruleEndingOn(rule: string, firstDate: string, lastDate: string): string {
  const repeat = repeatOf(rule);
  const ownLast = lastRuleDate(rule, firstDate);
  if (ownLast !== null && ownLast <= lastDate) return rule;
  return ruleOf({ ...repeat, count: null, until: lastDate }, firstDate);
}

/** "Every week on Sunday and Wednesday, until 31 December 2026", for people to read. */
export function repeatSummary(repeat: Repeat, firstDate: string): string {
  const every = (unit: string) =>
    repeat.interval > 1 ? `Every ${repeat.interval} ${unit}s` : `Every ${unit}`;
  const weekday = WEEKDAY_NAMES[weekdayOf(firstDate)];
  const [, month, day] = firstDate.split("-").map(Number);
  let summary: string;
  if (repeat.frequency === "DAILY") summary = every("day");
  else if (repeat.frequency === "WEEKLY") {
    const days = repeat.weekdays.map((candidate) => WEEKDAY_NAMES[candidate]);
    const listed = days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : days[0];
    summary = `${every("week")} on ${listed}`;
  } else if (repeat.frequency === "MONTHLY") {
    const on =
      repeat.monthlyOn === "WEEKDAY_OF_MONTH"
        ? `the ${ORDINALS[Math.ceil(day! / 7) - 1]} ${weekday}`
        : repeat.monthlyOn === "LAST_WEEKDAY_OF_MONTH"
          ? `the last ${weekday}`
          : `day ${day}`;
    summary = `${every("month")} on ${on}`;
    if (repeat.monthlyOn === "DAY_OF_MONTH" && day! > 28) summary += ` (not in months without a day ${day})`;
  } else {
    summary = `${every("year")} on ${day} ${MONTHS[month! - 1]}`;
    if (month === 2 && day === 29) summary += " (in leap years)";
  }
  if (repeat.until !== null) summary += `, until ${spokenDate(repeat.until)}`;
  if (repeat.count !== null) summary += `, ${repeat.count} times`;
  return summary;
}
