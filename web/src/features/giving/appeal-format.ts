/*
 * How an appeal's progress and a gift are written, the same on the server's page and in the
 * behaviours that update it (no React here).
 */

/** "1 gift", "1,204 gifts" */
export function formatGifts(count: number): string {
  return count === 1 ? "1 gift" : `${count.toLocaleString("en-KE")} gifts`;
}

/** A share of the target as the API gives it (one decimal at most): "3.1%". */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString("en-KE", { maximumFractionDigits: 1 })}%`;
}

// A fixed time zone keeps a gift's time the same on the server and in every donor's browser.
const dateAndTime = new Intl.DateTimeFormat("en-KE", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Nairobi",
});
const shortDateAndTime = new Intl.DateTimeFormat("en-KE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Nairobi",
});

/** A moment in Kakamega, as a receipt writes it: "26 November 2026 at 09:38". */
export const formatDateAndTime = (isoDate: string) => dateAndTime.format(new Date(isoDate));

/** A moment in Kakamega, as a list of gifts writes it: "26 Nov 2026, 09:38". */
export const formatShortDateAndTime = (isoDate: string) => shortDateAndTime.format(new Date(isoDate));
