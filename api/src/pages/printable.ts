/**
 * Characters that have no place in text: control characters other than tab and line breaks (a
 * word processor's pasted page break, say), and code points that are no characters. XML forbids
 * them, so one would make the whole feed unreadable, and iCalendar forbids the control characters.
 */
const NOT_TEXT = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text as staff wrote it, without the characters that have no place in text. */
export function printable(text: string): string {
  return text.replace(NOT_TEXT, "");
}
