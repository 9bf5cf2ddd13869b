import { ObjectType } from "type-graphql";
import { In, type DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from "typeorm";
import {
  requireOwnedContentEditing,
  requireOwnedContentReading,
  requireOwnersKept,
  requireSomeEditing,
  type Actor,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, type Untrusted } from "../../lib/validation.js";
import { addDays, daysBetween } from "../../site/calendar-days.js";
import type { CalendarDay, EventOccurrence } from "./event-views.js";
import { Event, EVENT_TRANSLATION } from "./event.entity.js";
import {
  CalendarDayArgs,
  EditScope,
  EditScopeArgs,
  EventInput,
  EventPageArgs,
  EventPeriod,
  FEED_PAST_DAYS,
  MAX_CALENDAR_DAYS,
  MAX_FEED_EVENTS,
  MAX_OCCURRENCES,
  MAX_UPCOMING_EVENTS,
  OccurrenceArgs,
} from "./event.inputs.js";
import { OccurrenceChange } from "./occurrence-change.entity.js";
import { byDay, inTimeOrder, lastDateOf, nextOccurrence, occurrencesBetween } from "./occurrences.js";
import { ruleEndingOn } from "./repeat.js";
import { comingPageOf, keepComingKey } from "./next-dates.js";
import { ownerNamedBy, type EventOwner } from "./event-owner.js";
import { needsTranslationWhere, translationsOf } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";
import { eventColumnsOf } from "./event-columns.js";
import {
  changeOccurrence,
  changeSeries,
  keepChangesOfRule,
  occurrenceOf,
  saveChange,
  saveWithLastDate,
  splitSeries,
} from "./series-edits.js";

@ObjectType({
  description:
    "One page of events: coming ones first, by their next occurrence, then past ones, latest first",
})
export class EventPage extends PageOf(Event) {}

/** How far ahead a calendar shows a repeating event's dates (its changed ones are always shown). */
export const REPEAT_HORIZON_YEARS = 5;

/** The events a list shows: an owner's, and with the staff's filter, only those (not) translated. */
type EventSelection = EventOwner & { needsTranslation?: boolean };

/**
 * The rules of the diocese's events, those that happen once and those that repeat, with their
 * cancelled and changed occurrences: the one place that reads and writes them.
 */
export class EventService {
  private readonly events: Repository<Event>;
  private readonly changes: Repository<OccurrenceChange>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = dataSource.getRepository(Event);
    this.changes = dataSource.getRepository(OccurrenceChange);
  }

  /** Coming events first, by their next occurrence, then past ones, the latest ended first. */
  async page(args: Partial<EventPageArgs>): Promise<Page<Event>> {
    const input = await validated(EventPageArgs, args);
    const { skip, take } = pageWindow(input);
    const owner = { ...ownerNamedBy(input), ...needsTranslationWhere(input.needsTranslation) };
    const coming =
      input.period === EventPeriod.PAST ? { items: [], total: 0 } : await this.comingPage(owner, skip, take);
    const past = input.period === EventPeriod.UPCOMING ? null : this.pastInOrder(owner);
    const pastTotal = past ? await past.getCount() : 0;
    const items = coming.items;
    if (past && items.length < take) {
      items.push(
        ...(await past
          .skip(Math.max(skip - coming.total, 0))
          .take(take - items.length)
          .getMany()),
      );
    }
    return pageOf(items, coming.total + pastTotal, input);
  }

  /**
   * The events a calendar to subscribe to carries (the diocese's, a parish's, a department's):
   * those still to come and those ended in the last FEED_PAST_DAYS, at most MAX_FEED_EVENTS, the
   * earliest begun first (so an ongoing series goes before the far future). A phone keeps what it
   * has read, so the feed need not carry the years gone, and it stays bounded however long the
   * diocese keeps them.
   */
  forCalendarFeed(owner: EventOwner = {}): Promise<Event[]> {
    const since = addDays(todayInDiocese(this.now()), -FEED_PAST_DAYS);
    return this.ownedBy(owner)
      .andWhere("(event.last_date IS NULL OR event.last_date >= :since)", { since })
      .orderBy("event.date", "ASC")
      .addOrderBy("event.id", "ASC")
      .take(MAX_FEED_EVENTS)
      .getMany();
  }

  /** When any event last changed (the sitemap's date of the pages that show them); null for none. */
  async latestChange(): Promise<Date | null> {
    const latest = await this.events.findOne({
      select: { updatedAt: true },
      where: {},
      order: { updatedAt: "DESC" },
    });
    return latest?.updatedAt ?? null;
  }

  /**
   * The next events of one parish or department (today's included), by their next occurrence:
   * `count` of them, from none to MAX_UPCOMING_EVENTS whatever is asked.
   */
  async upcomingOf(owner: EventOwner, count: number): Promise<Event[]> {
    const wanted = Math.min(Math.max(Math.trunc(count), 0), MAX_UPCOMING_EVENTS);
    if (wanted === 0) return [];
    return (await this.comingPage(owner, 0, wanted)).items;
  }

  /**
   * Every time an event takes place between two dates, in time order, up to MAX_OCCURRENCES: more
   * is refused, with the way to ask (a shorter stretch, or calendarDays), not cut short unsaid.
   */
  async occurrences(args: Untrusted<OccurrenceArgs>): Promise<EventOccurrence[]> {
    const input = await this.calendarWindow(args);
    const occurrences = await this.allOccurrences(input);
    if (occurrences.length > MAX_OCCURRENCES) {
      throw new UserInputError(
        `There are ${occurrences.length} occurrences from ${input.from} to ${input.to}, more than the ` +
          `${MAX_OCCURRENCES} one answer gives: ask for fewer days, or for calendarDays, which gives each day's first`,
        "to",
      );
    }
    return occurrences;
  }

  /**
   * The days between two dates that have events, for a calendar's month or list: each with its
   * first perDay occurrences after skip, in time order, and how many it has in all.
   */
  async calendarDays(args: Untrusted<CalendarDayArgs>): Promise<CalendarDay[]> {
    const input = await validated(CalendarDayArgs, args);
    const occurrences = await this.allOccurrences(await this.calendarWindow(input));
    return byDay(occurrences, { skip: input.skip, take: input.perDay });
  }

  private async allOccurrences(input: OccurrenceArgs): Promise<EventOccurrence[]> {
    const query = this.ownedBy(ownerNamedBy(input))
      .andWhere(
        // A repeating one begun by :to, or with an occurrence moved there from later in the series.
        "((event.repeat_rule IS NULL AND event.date BETWEEN :from AND :to) OR " +
          "(event.repeat_rule IS NOT NULL AND (event.last_date IS NULL OR event.last_date >= :from) AND " +
          "(event.date <= :to OR EXISTS (SELECT 1 FROM event_occurrence_change moved " +
          "WHERE moved.event_id = event.id AND moved.date <= :to))))",
      )
      .setParameters({ from: input.from, to: input.to });
    const events = await query.getMany();
    const changesOf = await this.changesByEvent(events);
    const horizon = this.horizon();
    return events
      .flatMap((event) =>
        occurrencesBetween(event, changesOf.get(event.id) ?? [], input.from, input.to, horizon),
      )
      .sort(inTimeOrder);
  }

  /**
   * Every time one event takes place between two dates, in time order: the dashboard's list of its
   * dates, for staff alone (a visitor's calendar asks `occurrences`, one walk of each rule a request).
   */
  async occurrencesOf(
    actor: Actor | null,
    event: Event,
    args: Untrusted<Pick<OccurrenceArgs, "from" | "to">>,
  ): Promise<EventOccurrence[]> {
    requireOwnedContentReading(actor, event);
    const { from, to } = await this.calendarWindow(args);
    const [changes = []] = event.repeatRule === null ? [] : await this.changesOfEach([event.id]);
    return occurrencesBetween(event, changes, from, to, this.horizon());
  }

  /** The last day a repeating event's dates are worked out for: REPEAT_HORIZON_YEARS from today. */
  private horizon(): string {
    return addDays(todayInDiocese(this.now()), REPEAT_HORIZON_YEARS * 366);
  }

  /** The next occurrence of each event (today's included), null for one that has no more: a DataLoader's batch. */
  async nextOccurrences(events: readonly Event[]): Promise<(EventOccurrence | null)[]> {
    const changesOf = await this.changesByEvent(events);
    const today = todayInDiocese(this.now());
    return events.map((event) => nextOccurrence(event, changesOf.get(event.id) ?? [], today));
  }

  /** The cancelled and changed occurrences of several events, in date order: a DataLoader's batch. */
  async changesOfEach(eventIds: readonly number[]): Promise<OccurrenceChange[][]> {
    const changes = await this.changes.find({
      where: { eventId: In([...eventIds]) },
      order: { occurrenceDate: "ASC" },
    });
    return eventIds.map((id) => changes.filter((change) => change.eventId === id));
  }

  findById(rawId: unknown): Promise<Event | null> {
    return this.events.findOneBy({ id: parseId(rawId) });
  }

  /** Adds an event; a parish or department editor's belongs to their parish or department. */
  async create(actor: Actor | null, data: Untrusted<EventInput>): Promise<Event> {
    const staff = requireSomeEditing(actor);
    const columns = await eventColumnsOf(this.dataSource, data, null);
    requireOwnersKept(staff, null, columns);
    const event = this.events.create(columns);
    event.lastDate = lastDateOf(event, []);
    keepComingKey(event, [], this.now());
    return this.events.save(event);
  }

  /**
   * Changes an event: all of it, or of a repeating one, the occurrence on `occurrenceDate` alone
   * (THIS_ONE: its day, times, title, place and description) or it and those after it
   * (THIS_AND_FOLLOWING: they become a new event, whose rule the input gives, and the first one
   * ends the day before). Returns the event changed: for THIS_AND_FOLLOWING, the new one.
   */
  async update(
    actor: Actor | null,
    rawId: unknown,
    data: Untrusted<EventInput>,
    scopeArgs: Untrusted<EditScopeArgs> = {},
  ): Promise<Event> {
    const staff = requireSomeEditing(actor);
    const { scope, occurrenceDate } = await validated(EditScopeArgs, scopeArgs);
    const found = await this.get(rawId);
    requireOwnedContentEditing(staff, found);
    // One occurrence keeps the series' rule: what the form sends of it is not this change's.
    const thisOne = scope === EditScope.THIS_ONE && found.repeatRule !== null;
    const checked = await eventColumnsOf(this.dataSource, thisOne ? { ...data, repeat: null } : data, found);
    requireOwnersKept(staff, found, checked);
    return this.dataSource.transaction(async (manager) => {
      const event = await this.lockedInside(manager, found.id);
      // A save that leaves kiswahili out keeps the translation stored now, which another member
      // of staff may have changed since the read above.
      const columns =
        data.kiswahili === undefined
          ? { ...checked, ...translationsOf(EVENT_TRANSLATION, undefined, checked, event.kiswahili) }
          : checked;
      if (event.repeatRule === null || scope === EditScope.ALL) return changeSeries(manager, event, columns);
      const occurrence = occurrenceOf(event, occurrenceDate);
      if (scope === EditScope.THIS_ONE) return changeOccurrence(manager, event, occurrence, columns);
      if (occurrence === event.date) return changeSeries(manager, event, columns);
      return splitSeries(manager, event, occurrence, columns);
    });
  }

  /**
   * Deletes an event, or of a repeating one, cancels the occurrence on `occurrenceDate`
   * (THIS_ONE) or ends the series the day before it (THIS_AND_FOLLOWING).
   */
  async delete(actor: Actor | null, rawId: unknown, scopeArgs: Untrusted<EditScopeArgs> = {}): Promise<void> {
    const staff = requireSomeEditing(actor);
    const { scope, occurrenceDate } = await validated(EditScopeArgs, scopeArgs);
    const found = await this.get(rawId);
    requireOwnedContentEditing(staff, found);
    await this.dataSource.transaction(async (manager) => {
      const event = await this.lockedInside(manager, found.id);
      const occurrence =
        event.repeatRule === null || scope === EditScope.ALL ? null : occurrenceOf(event, occurrenceDate);
      if (occurrence === null || (scope === EditScope.THIS_AND_FOLLOWING && occurrence === event.date)) {
        await deleteWhere(manager.getRepository(OccurrenceChange), { eventId: event.id });
        await deleteWhere(manager.getRepository(Event), { id: event.id });
      } else if (scope === EditScope.THIS_ONE) {
        await saveChange(manager, event, occurrence, null);
        await saveWithLastDate(manager, event);
      } else {
        event.repeatRule = ruleEndingOn(event.repeatRule!, event.date, addDays(occurrence, -1));
        await keepChangesOfRule(manager, event);
        await saveWithLastDate(manager, event);
      }
    });
  }

  /** Undoes the cancellation or change of one occurrence: it takes place as the series says. */
  async restoreOccurrence(actor: Actor | null, rawId: unknown, occurrenceDate: unknown): Promise<Event> {
    const staff = requireSomeEditing(actor);
    const { occurrenceDate: date } = await validated(EditScopeArgs, { occurrenceDate });
    const found = await this.get(rawId);
    requireOwnedContentEditing(staff, found);
    return this.dataSource.transaction(async (manager) => {
      const event = await this.lockedInside(manager, found.id);
      const occurrence = occurrenceOf(event, date);
      await deleteWhere(manager.getRepository(OccurrenceChange), {
        eventId: event.id,
        occurrenceDate: occurrence,
      });
      return saveWithLastDate(manager, event);
    });
  }

  /** Checked dates of a stretch of the calendar: from before to, and not too far apart to expand. */
  private async calendarWindow(args: Untrusted<OccurrenceArgs>): Promise<OccurrenceArgs> {
    const input = await validated(OccurrenceArgs, args);
    if (input.to < input.from) {
      throw new UserInputError(`to (${input.to}) must not be before from (${input.from})`, "to");
    }
    if (daysBetween(input.from, input.to) > MAX_CALENDAR_DAYS) {
      throw new UserInputError(`to must be at most ${MAX_CALENDAR_DAYS} days after from`, "to");
    }
    return input;
  }

  /**
   * The event as it is inside a write's transaction, which it holds until the end (a row lock on
   * PostgreSQL; SQLite has one writer at a time): two staff changing one series at once wait for
   * each other rather than one saving over the other, or bringing back a series just deleted.
   */
  private async lockedInside(manager: EntityManager, id: number): Promise<Event> {
    const lock =
      this.dataSource.options.type === "postgres" ? { lock: { mode: "pessimistic_write" as const } } : {};
    const event = await manager.findOne(Event, { where: { id }, ...lock });
    if (!event) throw new NotFoundError(`There is no event with id ${id}`);
    return event;
  }

  private async get(rawId: unknown): Promise<Event> {
    const event = await this.findById(rawId);
    if (!event) throw new NotFoundError(`There is no event with id ${String(rawId)}`);
    return event;
  }

  private async changesByEvent(events: readonly Event[]): Promise<Map<number, OccurrenceChange[]>> {
    const repeating = events.filter((event) => event.repeatRule !== null).map((event) => event.id);
    const changes = repeating.length === 0 ? [] : await this.changesOfEach(repeating);
    return new Map(repeating.map((id, index) => [id, changes[index]!]));
  }

  /** The events of an owner; all of them when it names none. */
  private ownedBy(owner: EventSelection): SelectQueryBuilder<Event> {
    const query = this.events.createQueryBuilder("event");
    if (owner.needsTranslation !== undefined)
      query.andWhere("event.needs_translation = :needsTranslation", owner);
    if (owner.parishId !== undefined) query.andWhere("event.parish_id = :parishId", owner);
    if (owner.departmentId !== undefined) query.andWhere("event.department_id = :departmentId", owner);
    if (owner.archdeaconryId !== undefined) {
      query.andWhere(
        "event.parish_id IN (SELECT parish.id FROM parish WHERE parish.archdeaconry_id = :archdeaconryId)",
        owner,
      );
    }
    return query;
  }

  /** A page of the events with an occurrence today or later, by their next one, and how many there are. */
  private comingPage(
    owner: EventSelection,
    skip: number,
    take: number,
  ): Promise<{ items: Event[]; total: number }> {
    return comingPageOf(
      () => this.ownedBy(owner),
      (stale) => this.changesByEvent(stale),
      {
        today: todayInDiocese(this.now()),
        skip,
        take,
      },
    );
  }

  /**
   * The events whose last occurrence is before today, latest first. Dates are YYYY-MM-DD text, so
   * comparing the text compares the days on SQLite and PostgreSQL alike.
   */
  private pastInOrder(owner: EventSelection): SelectQueryBuilder<Event> {
    return this.ownedBy(owner)
      .andWhere("event.last_date < :today", { today: todayInDiocese(this.now()) })
      .orderBy("event.last_date", "DESC")
      .addOrderBy("event.startTime", "ASC")
      .addOrderBy("event.id", "ASC");
  }
}
