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

/** An amount of Kenya shillings, "KES 12,345", in the member of staff's locale. */
export function formatKes(amount: number, locale = "en-KE"): string {
  return `KES ${amount.toLocaleString(locale, { maximumFractionDigits: 0 })}`;
}
