/*
 * The diocese's clock for SMS: Kakamega keeps East Africa Time, UTC+3 all year (no daylight
 * saving), so its hours are fixed offsets from UTC.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const KAKAMEGA_OFFSET_MS = 3 * HOUR_MS;
/** Promotional messages (reminders, progress, thanks) go from 08:00 to 18:00 in Kakamega. */
export const PROMOTIONAL_HOURS = { from: 8, to: 18 } as const;

/** Midnight in Kakamega at the start of `now`'s day there. */
export function startOfKakamegaDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + KAKAMEGA_OFFSET_MS) / DAY_MS) * DAY_MS - KAKAMEGA_OFFSET_MS);
}

/** `now` if it is within the promotional hours, or the next 08:00 in Kakamega. */
export function nextPromotionalMoment(now: Date): Date {
  const day = startOfKakamegaDay(now).getTime();
  const opens = day + PROMOTIONAL_HOURS.from * HOUR_MS;
  const closes = day + PROMOTIONAL_HOURS.to * HOUR_MS;
  if (now.getTime() < opens) return new Date(opens);
  if (now.getTime() < closes) return now;
  return new Date(opens + DAY_MS);
}

/** When a message held back by its number's daily limit may go: the next day, in its hours if promotional. */
export function nextDayFor(now: Date, promotional: boolean): Date {
  const tomorrow = new Date(startOfKakamegaDay(now).getTime() + DAY_MS);
  return promotional ? nextPromotionalMoment(tomorrow) : tomorrow;
}

/** Whether `now` is within the promotional hours in Kakamega. */
export function isPromotionalHour(now: Date): boolean {
  return nextPromotionalMoment(now).getTime() === now.getTime();
}
