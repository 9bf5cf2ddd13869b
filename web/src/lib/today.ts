// The diocese's day, whatever the reader's time zone: "en-CA" writes dates as YYYY-MM-DD.
const kakamegaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today's date in Kakamega, as "2026-06-10": a job closes, an event comes or a day begins there
 * and not at UTC's midnight, for the dashboard and the public pages alike.
 */
export function todayInKakamega(now = new Date()): string {
  return kakamegaDate.format(now);
}
