import { timeOfDayName } from "../../../../api/src/site/worship";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An event's date ("2026-12-05") as the card shows it: day "05", month "Dec", year "2026". Read
 * from the text, not through Date, so no time zone can move it to the day before.
 */
export function eventDateParts(date: string): { day: string; month: string; year: string } {
  const [year = "", month = "", day = ""] = date.split("-");
  return { day, month: MONTHS[Number(month) - 1] ?? month, year };
}

/** A time of day ("14:00:00" or "14:00") in 12-hour form without seconds: "2:00 pm". */
export const formatEventTime = timeOfDayName;

/** "2:00 pm – 4:30 pm" */
export function formatEventTimes(startTime: string, endTime: string): string {
  return `${formatEventTime(startTime)} – ${formatEventTime(endTime)}`;
}
