import type { EntityManager } from "typeorm";
import { UserInputError } from "../../errors.js";
import { addDays } from "../../site/calendar-days.js";
import { deleteWhere } from "../../db/store.js";
import { Event } from "./event.entity.js";
import type { EventColumns } from "./event-columns.js";
import { OccurrenceChange } from "./occurrence-change.entity.js";
import { lastDateOf } from "./occurrences.js";
import { isRuleDate, repeatOf, ruleDates, ruleEndingOn, ruleOf } from "./repeat.js";
import { keepComingKey } from "./next-dates.js";

/*
 * How a change reaches a series of events, inside the write's transaction: all of it, one
 * occurrence cancelled or changed, or those from one date on split off as a new event.
 */

/** The occurrence date a THIS_ONE or THIS_AND_FOLLOWING change names, which must be one of the event's. */
export function occurrenceOf(event: Event, occurrenceDate: string | null | undefined): string {
  if (!occurrenceDate) {
    throw new UserInputError(
      "occurrenceDate is needed to change or delete one occurrence or those that follow it",
      "occurrenceDate",
    );
  }
  if (event.repeatRule === null || !isRuleDate(event.repeatRule, event.date, occurrenceDate)) {
    throw new UserInputError(
      `The event "${event.title}" does not take place on ${occurrenceDate}; occurrenceDate must be one of its dates`,
      "occurrenceDate",
    );
  }
  return occurrenceDate;
}

/** The whole series takes the new details; changed occurrences that its new rule still gives stay. */
export async function changeSeries(
  manager: EntityManager,
  event: Event,
  columns: EventColumns,
): Promise<Event> {
  Object.assign(event, columns);
  await keepChangesOfRule(manager, event);
  return saveWithLastDate(manager, event);
}

/** One occurrence takes its own details; given back the series' own, it is no longer a change. */
export async function changeOccurrence(
  manager: EntityManager,
  event: Event,
  occurrenceDate: string,
  columns: EventColumns,
): Promise<Event> {
  const asInSeries =
    columns.date === occurrenceDate &&
    columns.startTime === event.startTime &&
    columns.endTime === event.endTime &&
    columns.title === event.title &&
    columns.place === event.place &&
    columns.description === event.description;
  if (asInSeries)
    await deleteWhere(manager.getRepository(OccurrenceChange), { eventId: event.id, occurrenceDate });
  else await saveChange(manager, event, occurrenceDate, columns);
  return saveWithLastDate(manager, event);
}

/**
 * "This and following": the series ends the day before the occurrence, and a new event with the
 * input's details and rule takes over from it, with the changed occurrences its rule still gives.
 */
export async function splitSeries(
  manager: EntityManager,
  event: Event,
  occurrenceDate: string,
  columns: EventColumns,
): Promise<Event> {
  if (columns.date < occurrenceDate) {
    throw new UserInputError(
      `For this and following events, the date must be on or after ${occurrenceDate}: the dates before it stay as they are`,
      "date",
    );
  }
  const series = repeatOf(event.repeatRule!);
  const following = manager.create(Event, { ...columns, lastDate: null });
  const repeat = following.repeatRule === null ? null : repeatOf(following.repeatRule);
  // The same "10 times" sent again counts the series' times, not ten more.
  if (repeat !== null && series.count !== null && repeat.count === series.count) {
    const before = ruleDates(event.repeatRule!, event.date, addDays(occurrenceDate, -1)).length;
    const left = series.count - before;
    // One time left is an event that happens once.
    following.repeatRule = left > 1 ? ruleOf({ ...repeat, count: left }, following.date) : null;
  }
  event.repeatRule = ruleEndingOn(event.repeatRule!, event.date, addDays(occurrenceDate, -1));
  await manager.save(Event, following);
  const moved = (await manager.findBy(OccurrenceChange, { eventId: event.id })).filter(
    (change) =>
      change.occurrenceDate >= occurrenceDate &&
      following.repeatRule !== null &&
      isRuleDate(following.repeatRule, following.date, change.occurrenceDate),
  );
  for (const change of moved) change.eventId = following.id;
  await manager.save(OccurrenceChange, moved);
  await keepChangesOfRule(manager, event);
  await saveWithLastDate(manager, event);
  return saveWithLastDate(manager, following);
}

/** Records one occurrence as cancelled (no columns) or changed to the columns given. */
export async function saveChange(
  manager: EntityManager,
  event: Event,
  occurrenceDate: string,
  columns: EventColumns | null,
): Promise<void> {
  const change =
    (await manager.findOneBy(OccurrenceChange, { eventId: event.id, occurrenceDate })) ??
    manager.create(OccurrenceChange, { eventId: event.id, occurrenceDate });
  Object.assign(change, {
    cancelled: columns === null,
    date: columns?.date ?? null,
    startTime: columns?.startTime ?? null,
    endTime: columns?.endTime ?? null,
    title: columns?.title ?? null,
    place: columns?.place ?? null,
    description: columns?.description ?? null,
  });
  await manager.save(OccurrenceChange, change);
}

/** Drops the changes of occurrences the event's rule no longer gives (all of them, once it happens once). */
export async function keepChangesOfRule(manager: EntityManager, event: Event): Promise<void> {
  const changes = await manager.findBy(OccurrenceChange, { eventId: event.id });
  const gone = changes.filter(
    (change) => event.repeatRule === null || !isRuleDate(event.repeatRule, event.date, change.occurrenceDate),
  );
  if (gone.length > 0) await manager.remove(OccurrenceChange, gone);
}

/**
 * Saves the event with the day of its last occurrence worked out again, as changed now even when
 * only one of its occurrences was: the sitemap and the feeds date pages by it.
 */
export async function saveWithLastDate(manager: EntityManager, event: Event): Promise<Event> {
  const changes = await manager.findBy(OccurrenceChange, { eventId: event.id });
  event.lastDate = lastDateOf(event, changes);
  keepComingKey(event, changes);
  event.updatedAt = new Date();
  return manager.save(Event, event);
}
