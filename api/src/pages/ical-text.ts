import type { ICalCalendar } from "ical-generator";
import { printable } from "./printable.js";

/**
 * A value of an iCalendar TEXT property as RFC 5545 (3.3.11) writes it: backslash, semicolon and
 * comma escaped, each line break as `\n`, no other control character. ical-generator escapes the
 * properties of events so, but writes a calendar's NAME and X-WR-CALNAME as it is given them: a
 * title with a line break would otherwise add lines of its own (an ATTENDEE, an alarm) to every
 * calendar that subscribes.
 */
export function icalText(text: string): string {
  return printable(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** The calendar as a file: RFC 5545 ends every line with CRLF, the last one too. */
export function calendarFile(calendar: ICalCalendar): string {
  return `${calendar.toString()}\r\n`;
}
