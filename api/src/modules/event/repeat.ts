import { ICalWeekday } from "ical-generator";
import ICAL from "ical.js";
import { weekdayOf, type Repeat, type RepeatFrequency } from "../../site/calendar-days.js";
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
