/**
 * Dates and times of the diocese's calendar. Event dates are kept as `YYYY-MM-DD` strings and
 * times as `HH:mm:ss` strings: they mean the same on SQLite and PostgreSQL, and a date in Kakamega
 * does not shift with the server's time zone.
 */
export const DIOCESE_TIME_ZONE = "Africa/Nairobi";

export const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** `HH:mm` (what a browser's time field sends) or `HH:mm:ss`, on a 24-hour clock. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

// Made once: a formatter costs about 0.15 ms and 25 KB to make, and exports call these per row.
// The en-CA locale writes dates as YYYY-MM-DD.
const DIOCESE_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: DIOCESE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const DIOCESE_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: DIOCESE_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Today's date in the diocese (East Africa Time), as `YYYY-MM-DD`. */
export function todayInDiocese(now: Date): string {
  return dayInDiocese(now);
}

/** The date of a moment in the diocese (East Africa Time), as `YYYY-MM-DD`: a CSV's day column. */
export function dayInDiocese(moment: Date): string {
  return DIOCESE_DATE.format(moment);
}

/** A valid clock time as `HH:mm:ss`. */
export function withSeconds(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** The time of day in the diocese (East Africa Time) as `HH:mm`, on a 24-hour clock. */
export function clockTimeInDiocese(moment: Date): string {
  return DIOCESE_CLOCK.format(moment);
}

const DIOCESE_MOMENT = (second?: "2-digit") =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: DIOCESE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second,
    hourCycle: "h23",
  });
const DIOCESE_MINUTE = DIOCESE_MOMENT();
const DIOCESE_SECOND = DIOCESE_MOMENT("2-digit");

/**
 * A moment in the diocese (East Africa Time) as a spreadsheet reads it, `YYYY-MM-DD HH:mm`, or
 * `YYYY-MM-DD HH:mm:ss` to the second: the exports' date and time columns.
 */
export function momentInDiocese(moment: Date, toThe: "minute" | "second" = "minute"): string {
  return (toThe === "second" ? DIOCESE_SECOND : DIOCESE_MINUTE).format(moment).replace(",", "");
}
