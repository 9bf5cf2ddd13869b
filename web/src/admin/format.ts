import { todayInKakamega } from "../lib/today";
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-06-10" as "10 Jun 2026". */
export function formatDay(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

// en-CA writes dates as YYYY-MM-DD, the form the API's dates take.

/** The day of a moment (an ISO timestamp) in Kakamega, as "10 Jun 2026". */
export function formatDayOf(timestamp: string): string {
  return formatDay(todayInKakamega(new Date(timestamp)));
}

/** "1 address", "2 addresses": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const shillings = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

export function formatKes(amount: number): string {
  return `KES ${shillings.format(amount)}`;
}
