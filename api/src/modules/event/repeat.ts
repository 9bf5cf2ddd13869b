import { ICalWeekday } from "ical-generator";
import ICAL from "ical.js";
import {
  addDays,
  daysBetween,
  weekdayOf,
  type Repeat,
  type RepeatFrequency,
} from "../../site/calendar-days.js";
import { WEEKDAYS, type Weekday } from "../../site/worship.js";

/*
 * How an event repeats, kept as the text of an RFC 5545 recurrence rule (RRULE) such as
 * "FREQ=WEEKLY;BYDAY=SU;UNTIL=20261231": the form every calendar application reads, so that the
 * feeds carry the rule itself and integrators can read it. ical.js (Mozilla's iCalendar library,
 * the one Thunderbird uses) expands the rules into dates; only the dates matter to it here, as
 * the diocese's clock has one offset all year. The dashboard's terms (Repeat) are in
 * site/calendar-days.ts and their summary in words, in both languages, in site/repeat-words.ts,
 * which the dashboard reads too.
 */

/** The most times staff may ask an event to happen, and the longest gap between two of them. */
export const MAX_REPEAT_COUNT = 730;
export const MAX_REPEAT_INTERVAL = 99;

/** The days as iCalendar writes them (BYDAY=SU), for the rules here and the feeds alike. */
export const ICAL_DAYS: Readonly<Record<Weekday, ICalWeekday>> = {
  SUNDAY: ICalWeekday.SU,
  MONDAY: ICalWeekday.MO,
  TUESDAY: ICalWeekday.TU,
  WEDNESDAY: ICalWeekday.WE,
  THURSDAY: ICalWeekday.TH,
  FRIDAY: ICalWeekday.FR,
  SATURDAY: ICalWeekday.SA,
};

/** Whatever a rule says, no expansion walks further than this many dates. */
const MAX_DATES_WALKED = 50_000;

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

/**
 * The dates the rule gives from `firstDate` on, one at a time, until the rule's own end; with
 * `from`, only those on `from` or later.
 */
export function* ruleDatesFrom(rule: string, firstDate: string, from = firstDate): Generator<string> {
  const recur = ICAL.Recur.fromString(rule);
  const iterator = recur.iterator(ICAL.Time.fromDateString(walkStart(recur, firstDate, from)));
  for (let walked = 0; walked < MAX_DATES_WALKED; walked++) {
    const next = iterator.next();
    if (!next) return;
    const date = next.toString().slice(0, 10);
    if (date >= from) yield date;
  }
}

/**
 * Where a walk of the rule may begin to give its dates from `from` on: the first date, or a later
 * day a whole number of the rule's periods after it, before `from`. A calendar's month then walks
 * the weeks of that month, not every week since a series began years ago. A rule with a count is
 * walked from its first date, the only way to count its dates. The walk gives the day it begins on
 * whatever the rule says (RFC 5545 counts DTSTART as a date); that day is before `from`, so is
 * never given. A weekly rule's weeks keep their place, being moved by whole periods of weeks; a
 * monthly rule names its days (BYDAY, BYMONTHDAY), so its walk may begin on the first of a month a
 * whole number of its periods later. A yearly rule, a date a year, is walked from its first date:
 * begun in a year without 29 February, ical.js gives 1 March for it.
 */
function walkStart(recur: ICAL.Recur, firstDate: string, from: string): string {
  if (recur.count || from <= firstDate) return firstDate;
  const interval = recur.interval ?? 1;
  if (recur.freq === "DAILY" || recur.freq === "WEEKLY") {
    const periodDays = recur.freq === "DAILY" ? interval : 7 * interval;
    return addDays(firstDate, Math.floor((daysBetween(firstDate, from) - 1) / periodDays) * periodDays);
  }
  if (recur.freq === "MONTHLY") {
    const months = monthIndex(from) - monthIndex(firstDate);
    const periods = Math.floor((months - 1) / interval);
    if (periods <= 0) return firstDate;
    const start = monthIndex(firstDate) + periods * interval;
    return `${String(Math.floor(start / 12)).padStart(4, "0")}-${String((start % 12) + 1).padStart(2, "0")}-01`;
  }
  return firstDate;
}

/** The months since the year 0 of a YYYY-MM-DD date. */
function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/**
 * The dates the rule gives from `firstDate` on, up to `lastWanted` (YYYY-MM-DD) or the rule's
 * own end, whichever comes first; with `from`, only those on `from` or later.
 */
export function ruleDates(rule: string, firstDate: string, lastWanted: string, from = firstDate): string[] {
  const dates: string[] = [];
  for (const date of ruleDatesFrom(rule, firstDate, from)) {
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
