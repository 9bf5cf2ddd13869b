import { timeOfDayName } from "@diocese/site/worship";

const ENGLISH_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A date ("2026-12-05") at midday in Kakamega, so that formatting it in Kakamega's zone keeps its day. */
const middayOf = (date: string) => new Date(`${date}T12:00:00+03:00`);

/**
 * An event's date ("2026-12-05") as the card shows it: day "05", month "Dec" ("Des" in sw-KE),
 * year "2026". Read from the text, so that no time zone can move it to the day before; the month
 * is named for `locale` (English's as the diocese writes them, three letters).
 */
export function eventDateParts(date: string, locale = "en-KE"): { day: string; month: string; year: string } {
  const [year = "", month = "", day = ""] = date.split("-");
  const monthName = locale.startsWith("en")
    ? ENGLISH_MONTHS[Number(month) - 1]
    : /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? new Intl.DateTimeFormat(locale, { month: "short", timeZone: "Africa/Nairobi" }).format(middayOf(date))
      : undefined;
  return { day, month: monthName ?? month, year };
}

/**
 * A time of day ("14:00:00" or "14:00") without seconds: "2:00 pm" in English, as the diocese
 * writes it, and as `locale` writes it otherwise ("14:00" in sw-KE).
 */
export function formatEventTime(time: string, locale = "en-KE"): string {
  if (locale.startsWith("en")) return timeOfDayName(time);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** "2:00 pm – 4:30 pm" */
export function formatEventTimes(startTime: string, endTime: string, locale = "en-KE"): string {
  return `${formatEventTime(startTime, locale)} – ${formatEventTime(endTime, locale)}`;
}
