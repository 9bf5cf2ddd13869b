import { PledgeSchedule } from "./pledge.entity.js";

/*
 * When a pledger is reminded, on the pledge's schedule: a monthly pledge a month after it was
 * made and each month after, a weekly one each week, and every pledge on the day it falls due;
 * a pledge to be paid at once, three days before that day. Days are the diocese's calendar days,
 * `YYYY-MM-DD`, counted in UTC so that no server's time zone moves them.
 */

const DAY_MS = 86_400_000;
/** A pledge to be paid at once is reminded this many days before its day. */
const ONCE_REMINDED_DAYS_BEFORE = 3;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOf(dayOf(date) + days * DAY_MS);
}

/** The same day `months` later, or that month's last day when it has no such day (31 January → 28 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dateOf(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, lastDay)));
}

/** Every reminder day of a pledge made on `madeOn`, in order, ending on the day it falls due. */
export function* reminderDays(schedule: PledgeSchedule, madeOn: string, dueOn: string): Generator<string> {
  if (schedule === PledgeSchedule.ONCE) {
    const before = addDays(dueOn, -ONCE_REMINDED_DAYS_BEFORE);
    if (before > madeOn) yield before;
  } else {
    for (let step = 1; ; step++) {
      const day = schedule === PledgeSchedule.MONTHLY ? addMonths(madeOn, step) : addDays(madeOn, 7 * step);
      if (day >= dueOn) break;
      yield day;
    }
  }
  if (dueOn > madeOn) yield dueOn;
}

/** The first reminder day after `today`, or null when the schedule has none left. */
export function nextReminderDay(
  schedule: PledgeSchedule,
  madeOn: string,
  dueOn: string,
  today: string,
): string | null {
  for (const day of reminderDays(schedule, madeOn, dueOn)) if (day > today) return day;
  return null;
}
