/*
 * How an appeal's progress and a gift are written, in the page's locale, the same on the server's
 * page and in the behaviours that update it (no React here).
 */

/** A share of the target as the API gives it (one decimal at most): "3.1%". */
export function formatPercent(percent: number, locale: string): string {
  return `${percent.toLocaleString(locale, { maximumFractionDigits: 1 })}%`;
}

/** A count of gifts with its digits grouped: "1,204". */
export const formatCount = (count: number, locale: string) => count.toLocaleString(locale);

// A fixed time zone keeps a gift's time the same on the server and in every donor's browser.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, dateStyle: "long" | "medium"): Intl.DateTimeFormat {
  const key = `${locale} ${dateStyle}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: "short", timeZone: "Africa/Nairobi" });
    formats.set(key, made);
  }
  return made;
}

/** A moment in Kakamega, as a receipt writes it: "26 November 2026 at 09:38" ("26 Novemba 2026 saa 09:38"). */
export const formatDateAndTime = (isoDate: string, locale: string) =>
  dateFormat(locale, "long").format(new Date(isoDate));

/** A moment in Kakamega, as a list of gifts writes it: "26 Nov 2026, 09:38". */
export const formatShortDateAndTime = (isoDate: string, locale: string) =>
  dateFormat(locale, "medium").format(new Date(isoDate));
