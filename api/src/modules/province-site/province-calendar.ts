import { asUnitOfWork } from "../../db/unit-of-work.js";
import { CALENDAR_DATE } from "../../lib/calendar.js";
import { addDays } from "../../site/calendar-days.js";
import type { EventService } from "../event/event.service.js";
import type { DirectoryEntry } from "./directory-page.js";

/**
 * How many of one diocese's events of a day the province's calendar shows, the earliest: the rest
 * are a link away on its own calendar. A province's day is then at most this many for each of its
 * dioceses (some forty), however busy each diocese is.
 */
export const EVENTS_PER_DIOCESE = 5;

/** How far from today the calendar goes, back and ahead: a diocese's own calendar goes further. */
const DAYS_EACH_WAY = 366;

/** An event's occurrence as a diocese's own calendar gives it. */
export type DioceseOccurrence = Awaited<
  ReturnType<EventService["calendarDays"]>
>[number]["occurrences"][number];

/** One diocese's part of a day of the province's calendar. */
export interface DioceseDay {
  diocese: DirectoryEntry;
  /** Its first EVENTS_PER_DIOCESE occurrences of the day, in time order. */
  occurrences: DioceseOccurrence[];
  /** How many it has that day in all. */
  total: number;
}

/**
 * The day a request asks for (`day`, YYYY-MM-DD), today when it asks for none; null for one that
 * is no date, or further from today than DAYS_EACH_WAY.
 */
export function askedDay(given: unknown, today: string): string | null {
  if (given === undefined || given === "") return today;
  if (typeof given !== "string" || !CALENDAR_DATE.test(given)) return null;
  // A date that does not exist (2026-02-30) comes back from Date as another day.
  if (Number.isNaN(Date.parse(given)) || new Date(given).toISOString().slice(0, 10) !== given) return null;
  return given >= addDays(today, -DAYS_EACH_WAY) && given <= addDays(today, DAYS_EACH_WAY) ? given : null;
}

/**
 * What each of the listed dioceses publishes on its own calendar for a day: the dioceses that have
 * events then, in the order given. Each diocese's is read in its own unit of work, by the same rule
 * as its own site's calendar (repeating events, and the occurrences its staff cancelled or moved),
 * so the province shows exactly what each diocese shows.
 */
export async function provinceDay(
  events: EventService,
  dioceses: readonly DirectoryEntry[],
  day: string,
): Promise<DioceseDay[]> {
  const days: DioceseDay[] = [];
  for (const diocese of dioceses) {
    const [found] = await asUnitOfWork(
      () => events.calendarDays({ from: day, to: day, perDay: EVENTS_PER_DIOCESE }),
      diocese.dioceseId,
    );
    if (found) days.push({ diocese, occurrences: found.occurrences, total: found.total });
  }
  return days;
}
