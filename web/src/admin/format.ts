import { todayInKakamega } from "../lib/today";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * "2026-06-10" as "10 Jun 2026", in the member of staff's locale (useLocale()); the day is a
 * calendar day, the same anywhere.
 */
export function formatDay(date: string, locale = "en-GB"): string {
  return dateFormat(locale).format(new Date(`${date}T00:00:00Z`));
}

// en-CA writes dates as YYYY-MM-DD, the form the API's dates take.

/** The day of a moment (an ISO timestamp) in Kakamega, as "10 Jun 2026", in the given locale. */
export function formatDayOf(timestamp: string, locale = "en-GB"): string {
  return formatDay(todayInKakamega(new Date(timestamp)), locale);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of a moment (an ISO timestamp) in Kakamega, on the 24-hour clock the dashboard's
 * time fields use: "18:00", in the given locale.
 */
export function formatTimeOf(timestamp: string, locale = "en-GB"): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Africa/Nairobi",
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(timestamp));
}

/** A moment as its day and time in Kakamega, as the lists write them: "24 Dec 2099, 18:00". */
export function formatMomentOf(timestamp: string, locale = "en-GB"): string {
  return `${formatDayOf(timestamp, locale)}, ${formatTimeOf(timestamp, locale)}`;
}

/** An amount of Kenya shillings, "KES 12,345", in the member of staff's locale. */
export function formatKes(amount: number, locale = "en-KE"): string {
  return `KES ${amount.toLocaleString(locale, { maximumFractionDigits: 0 })}`;
}
