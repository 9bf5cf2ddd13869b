import type { CalendarDay, EventOccurrence } from "./event-views.js";
import type { Event } from "./event.entity.js";
import type { KiswahiliTexts } from "../translation/translation.js";
import type { OccurrenceChange } from "./occurrence-change.entity.js";
import { lastRuleDate, ruleDates, ruleDatesFrom } from "./repeat.js";

/*
 * The times an event takes place: its rule's dates, less those cancelled, with the changed ones
 * in their own place. Pure functions of an event and its changes, which the service loads.
 */

/** An occurrence as the series gives it on `occurrenceDate`. */
function asInSeries(event: Event, occurrenceDate: string): EventOccurrence {
  return {
    id: `${event.id}/${occurrenceDate}`,
    event,
    occurrenceDate,
    date: occurrenceDate,
    startTime: event.startTime,
    endTime: event.endTime,
    title: event.title,
    place: event.place,
    description: event.description,
    changed: false,
    kiswahili: event.kiswahili,
  };
}

/** A changed occurrence with its own details; null when it is cancelled. */
function asChanged(event: Event, change: OccurrenceChange): EventOccurrence | null {
  if (change.cancelled) return null;
  return {
    id: `${event.id}/${change.occurrenceDate}`,
    event,
    occurrenceDate: change.occurrenceDate,
    date: change.date!,
    startTime: change.startTime!,
    endTime: change.endTime!,
    title: change.title!,
    place: change.place,
    description: change.description,
    changed: true,
    kiswahili: kiswahiliKept(event, change),
  };
}

/**
 * The series' Kiswahili of the words a changed occurrence kept (a Sunday moved to Saturday keeps
 * its title): words staff changed for that one occurrence have none.
 */
function kiswahiliKept(event: Event, change: OccurrenceChange): KiswahiliTexts | null {
  const kept = (["title", "place", "description"] as const).flatMap((field) => {
    const text = event.kiswahili?.[field];
    return text && change[field] === event[field] ? [[field, text] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** Soonest first; at the same time, the event added first. */
export function inTimeOrder(a: EventOccurrence, b: EventOccurrence): number {
  return (
    a.date.localeCompare(b.date) ||
    a.startTime.localeCompare(b.startTime) ||
    a.event.id - b.event.id ||
    a.occurrenceDate.localeCompare(b.occurrenceDate)
  );
}

/**
 * Every time the event takes place from `from` to `to` (YYYY-MM-DD, both included), in time order.
 * A rule's dates are given up to `horizon` at most: a rule with a count is walked from its first
 * date, and no one may make the server walk one for centuries.
 */
export function occurrencesBetween(
  event: Event,
  changes: readonly OccurrenceChange[],
  from: string,
  to: string,
  horizon: string,
): EventOccurrence[] {
  if (event.repeatRule === null) {
    return event.date >= from && event.date <= to ? [asInSeries(event, event.date)] : [];
  }
  const changed = new Set(changes.map((change) => change.occurrenceDate));
  const inSeries = ruleDates(event.repeatRule, event.date, to < horizon ? to : horizon, from)
    .filter((date) => !changed.has(date))
    .map((date) => asInSeries(event, date));
  const moved = changes
    .map((change) => asChanged(event, change))
    .filter((occurrence) => occurrence !== null && occurrence.date >= from && occurrence.date <= to);
  return [...inSeries, ...(moved as EventOccurrence[])].sort(inTimeOrder);
}

/** The first time the event takes place on `today` or later; null when it has no more. */
export function nextOccurrence(
  event: Event,
  changes: readonly OccurrenceChange[],
  today: string,
): EventOccurrence | null {
  if (event.repeatRule === null) return event.date >= today ? asInSeries(event, event.date) : null;
  const changed = new Set(changes.map((change) => change.occurrenceDate));
  let next: EventOccurrence | null = null;
  for (const date of ruleDatesFrom(event.repeatRule, event.date, today)) {
    if (!changed.has(date)) {
      next = asInSeries(event, date);
      break;
    }
  }
  for (const change of changes) {
    const occurrence = asChanged(event, change);
    if (occurrence && occurrence.date >= today && (!next || inTimeOrder(occurrence, next) < 0))
      next = occurrence;
  }
  return next;
}

/**
 * The day of the event's last occurrence, null when it repeats without end: what lets a query
 * tell past events from coming ones without expanding every rule.
 */
export function lastDateOf(event: Event, changes: readonly OccurrenceChange[]): string | null {
  if (event.repeatRule === null) return event.date;
  const ruleLast = lastRuleDate(event.repeatRule, event.date);
  if (ruleLast === null) return null;
  return changes.reduce(
    (last, change) => (!change.cancelled && change.date! > last ? change.date! : last),
    ruleLast,
  );
}

/**
 * Occurrences in time order gathered by day, each day with `take` of them after the first `skip`,
 * and how many it has: a calendar's days, of a size bounded however busy the diocese is.
 */
export function byDay(
  occurrences: readonly EventOccurrence[],
  { skip, take }: { skip: number; take: number },
): CalendarDay[] {
  const days = new Map<string, EventOccurrence[]>();
  for (const occurrence of occurrences) {
    const ofDay = days.get(occurrence.date);
    if (ofDay) ofDay.push(occurrence);
    else days.set(occurrence.date, [occurrence]);
  }
  return [...days].map(([date, ofDay]) => ({
    date,
    total: ofDay.length,
    occurrences: ofDay.slice(skip, skip + take),
  }));
}
