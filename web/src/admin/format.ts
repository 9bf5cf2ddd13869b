import { todayInKakamega } from "../lib/today";

/** One Intl.DateTimeFormat per locale for `options`, made at its first use (making one is slow). */
function formatsFor(options: Intl.DateTimeFormatOptions): (locale: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      formats.set(locale, format);
    }
    return format;
  };
}

const dateFormat = formatsFor({ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

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

// The 24-hour clock the dashboard's time fields use.
const timeFormat = formatsFor({
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Africa/Nairobi",
});

/**
 * The time of a moment (an ISO timestamp) in Kakamega, on the 24-hour clock the dashboard's
 * time fields use: "18:00", in the given locale.
 */
export function formatTimeOf(timestamp: string, locale = "en-GB"): string {
  return timeFormat(locale).format(new Date(timestamp));
}

/** A moment as its day and time in Kakamega, as the lists write them: "24 Dec 2099, 18:00". */
export function formatMomentOf(timestamp: string, locale = "en-GB"): string {
  return `${formatDayOf(timestamp, locale)}, ${formatTimeOf(timestamp, locale)}`;
}

/** An amount of Kenya shillings, "KES 12,345", in the member of staff's locale. */
export function formatKes(amount: number, locale = "en-KE"): string {
  return `KES ${amount.toLocaleString(locale, { maximumFractionDigits: 0 })}`;
}
