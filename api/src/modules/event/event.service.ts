import { ObjectType } from "type-graphql";
import { In, type DataSource, type EntityManager, type Repository, type SelectQueryBuilder } from "typeorm";
import {
  requireOwnedContentEditing,
  requireOwnedContentReading,
  requireOwnersKept,
  requireSomeEditing,
  type Actor,
  type ContentOwners,
} from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese, withSeconds } from "../../lib/calendar.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import {
  addDays,
  daysBetween,
  isInLastWeekOfMonth,
  weekdayOf,
  type Repeat,
} from "../../site/calendar-days.js";
import { WEEKDAY_NAMES } from "../../site/worship.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import type { EventOccurrence } from "./event-views.js";
import { Event, EVENT_TRANSLATION } from "./event.entity.js";
import {
  EditScope,
  EditScopeArgs,
  EventInput,
  EventPageArgs,
  EventPeriod,
  MAX_CALENDAR_DAYS,
  MAX_UPCOMING_EVENTS,
  OccurrenceArgs,
  RepeatInput,
} from "./event.inputs.js";
import { OccurrenceChange } from "./occurrence-change.entity.js";
import { inTimeOrder, lastDateOf, nextOccurrence, occurrencesBetween } from "./occurrences.js";
import { isRuleDate, lastRuleDate, repeatOf, ruleDates, ruleEndingOn, ruleOf } from "./repeat.js";
import { ownerIdToStore } from "../../lib/owners.js";
import { needsTranslationWhere, translationsOf, withTranslations } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

@ObjectType({
  description:
    "One page of events: coming ones first, by their next occurrence, then past ones, latest first",
})
export class EventPage extends PageOf(Event) {}

const OPTIONAL_FIELDS = ["place", "description"];

/**
 * The years an event may fall in: a date typed as 1026 for 2026 is refused rather than kept, since
 * working out a rule's dates walks them from its first one.
 */
const FIRST_EVENT_DATE = "2000-01-01";
const LAST_EVENT_DATE = "2099-12-31";
const EVENT_YEARS = "2000 to 2099";

/** How far ahead a calendar shows a repeating event's dates (its changed ones are always shown). */
export const REPEAT_HORIZON_YEARS = 5;

/** Whose events: one parish's, one department's, or (neither given) the whole diocese's. */
export interface EventOwner {
  parishId?: number;
  departmentId?: number;
  archdeaconryId?: number;
}

/** The events a list shows: an owner's, and with the staff's filter, only those (not) translated. */
type EventSelection = EventOwner & { needsTranslation?: boolean };

/** An event's checked columns, as the input gives them. */
type EventColumns = Pick<
  Event,
  | "title"
  | "date"
  | "startTime"
  | "endTime"
  | "place"
  | "description"
  | "parishId"
  | "departmentId"
  | "repeatRule"
  | "kiswahili"
  | "needsTranslation"
>;

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
    const owner = { ...this.ownerOf(input), ...needsTranslationWhere(input.needsTranslation) };
    const coming = input.period === EventPeriod.PAST ? [] : await this.comingInOrder(owner);
    const past = input.period === EventPeriod.UPCOMING ? null : this.pastInOrder(owner);
    const pastTotal = past ? await past.getCount() : 0;
    const items = coming.slice(skip, skip + take);
    if (past && items.length < take) {
      items.push(
        ...(await past
          .skip(Math.max(skip - coming.length, 0))
          .take(take - items.length)
          .getMany()),
      );
    }
    return pageOf(items, coming.length + pastTotal, input);
  }

  /**
   * Every event, coming ones first, or those of one parish or department: the legacy list and
   * the calendars have no paging.
   */
  async listAll(owner: EventOwner = {}): Promise<Event[]> {
    return [...(await this.comingInOrder(owner)), ...(await this.pastInOrder(owner).getMany())];
  }

  /**
   * The next events of one parish or department (today's included), by their next occurrence:
   * `count` of them, from none to MAX_UPCOMING_EVENTS whatever is asked.
   */
  async upcomingOf(owner: EventOwner, count: number): Promise<Event[]> {
    const wanted = Math.min(Math.max(Math.trunc(count), 0), MAX_UPCOMING_EVENTS);
    if (wanted === 0) return [];
    return (await this.comingInOrder(owner)).slice(0, wanted);
  }

  /** Every time an event takes place between two dates, in time order, for a calendar's month or list. */
  async occurrences(args: Untrusted<OccurrenceArgs>): Promise<EventOccurrence[]> {
    const input = await this.calendarWindow(args);
    const query = this.ownedBy(this.ownerOf(input))
      .andWhere(
        // Not "starts by :to" for a repeating one: a changed occurrence may be moved before its first day.
        "((event.repeat_rule IS NULL AND event.date BETWEEN :from AND :to) OR " +
          "(event.repeat_rule IS NOT NULL AND (event.last_date IS NULL OR event.last_date >= :from)))",
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
    const columns = await this.columnsOf(data, null);
    requireOwnersKept(staff, null, columns);
    const event = this.events.create(columns);
    event.lastDate = lastDateOf(event, []);
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
    const checked = await this.columnsOf(thisOne ? { ...data, repeat: null } : data, found);
    requireOwnersKept(staff, found, checked);
    return this.dataSource.transaction(async (manager) => {
      const event = await this.lockedInside(manager, found.id);
      // A save that leaves kiswahili out keeps the translation stored now, which another member
      // of staff may have changed since the read above.
      const columns =
        data.kiswahili === undefined
          ? { ...checked, ...translationsOf(EVENT_TRANSLATION, undefined, checked, event.kiswahili) }
          : checked;
      if (event.repeatRule === null || scope === EditScope.ALL)
        return this.changeSeries(manager, event, columns);
      const occurrence = this.occurrenceOf(event, occurrenceDate);
      if (scope === EditScope.THIS_ONE) return this.changeOccurrence(manager, event, occurrence, columns);
      if (occurrence === event.date) return this.changeSeries(manager, event, columns);
      return this.splitSeries(manager, event, occurrence, columns);
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
        event.repeatRule === null || scope === EditScope.ALL
          ? null
          : this.occurrenceOf(event, occurrenceDate);
      if (occurrence === null || (scope === EditScope.THIS_AND_FOLLOWING && occurrence === event.date)) {
        await deleteWhere(manager.getRepository(OccurrenceChange), { eventId: event.id });
        await deleteWhere(manager.getRepository(Event), { id: event.id });
      } else if (scope === EditScope.THIS_ONE) {
        await this.saveChange(manager, event, occurrence, null);
        await this.saveWithLastDate(manager, event);
      } else {
        event.repeatRule = ruleEndingOn(event.repeatRule!, event.date, addDays(occurrence, -1));
        await this.keepChangesOfRule(manager, event);
        await this.saveWithLastDate(manager, event);
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
      const occurrence = this.occurrenceOf(event, date);
      await deleteWhere(manager.getRepository(OccurrenceChange), {
        eventId: event.id,
        occurrenceDate: occurrence,
      });
      return this.saveWithLastDate(manager, event);
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

  /** The occurrence date a THIS_ONE or THIS_AND_FOLLOWING change names, which must be one of the event's. */
  private occurrenceOf(event: Event, occurrenceDate: string | null | undefined): string {
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
  private async changeSeries(manager: EntityManager, event: Event, columns: EventColumns): Promise<Event> {
    Object.assign(event, columns);
    await this.keepChangesOfRule(manager, event);
    return this.saveWithLastDate(manager, event);
  }

  /** One occurrence takes its own details; given back the series' own, it is no longer a change. */
  private async changeOccurrence(
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
    else await this.saveChange(manager, event, occurrenceDate, columns);
    return this.saveWithLastDate(manager, event);
  }

  /**
   * "This and following": the series ends the day before the occurrence, and a new event with the
   * input's details and rule takes over from it, with the changed occurrences its rule still gives.
   */
  private async splitSeries(
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
    await this.keepChangesOfRule(manager, event);
    await this.saveWithLastDate(manager, event);
    return this.saveWithLastDate(manager, following);
  }

  /** Records one occurrence as cancelled (no columns) or changed to the columns given. */
  private async saveChange(
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
  private async keepChangesOfRule(manager: EntityManager, event: Event): Promise<void> {
    const changes = await manager.findBy(OccurrenceChange, { eventId: event.id });
    const gone = changes.filter(
      (change) =>
        event.repeatRule === null || !isRuleDate(event.repeatRule, event.date, change.occurrenceDate),
    );
    if (gone.length > 0) await manager.remove(OccurrenceChange, gone);
  }

  /**
   * Saves the event with the day of its last occurrence worked out again, as changed now even when
   * only one of its occurrences was: the sitemap and the feeds date pages by it.
   */
  private async saveWithLastDate(manager: EntityManager, event: Event): Promise<Event> {
    event.lastDate = lastDateOf(event, await manager.findBy(OccurrenceChange, { eventId: event.id }));
    event.updatedAt = new Date();
    return manager.save(Event, event);
  }

  private async changesByEvent(events: readonly Event[]): Promise<Map<number, OccurrenceChange[]>> {
    const repeating = events.filter((event) => event.repeatRule !== null).map((event) => event.id);
    const changes = repeating.length === 0 ? [] : await this.changesOfEach(repeating);
    return new Map(repeating.map((id, index) => [id, changes[index]!]));
  }

  /** The checked columns of an event: times with seconds, the end after the start, its owners and rule. */
  private async columnsOf(data: Untrusted<EventInput>, stored: Event | null): Promise<EventColumns> {
    const input = await validated(EventInput, withTrimmedText(data, OPTIONAL_FIELDS));
    const startTime = withSeconds(input.startTime);
    const endTime = withSeconds(input.endTime);
    // Both are HH:mm:ss, so comparing the text compares the times.
    if (endTime <= startTime) {
      throw new UserInputError(
        `The end time (${endTime}) must be after the start time (${startTime})`,
        "endTime",
      );
    }
    if (input.date < FIRST_EVENT_DATE || input.date > LAST_EVENT_DATE) {
      throw new UserInputError(`date must be in the years ${EVENT_YEARS}, such as 2026-03-14`, "date");
    }
    const repeat = input.repeat == null ? null : await this.repeatOf(input.repeat, input.date);
    const repeatRule = repeat === null ? null : ruleOf(repeat, input.date);
    if (repeatRule !== null && (lastRuleDate(repeatRule, input.date) ?? "") > LAST_EVENT_DATE) {
      throw new UserInputError(
        `repeat: its last time would be after ${LAST_EVENT_DATE}; choose fewer times or a shorter interval`,
        "repeat",
      );
    }
    const english = {
      title: input.title,
      date: input.date,
      startTime,
      endTime,
      place: input.place ?? null,
      description: input.description ?? null,
      parishId: await this.ownerId(Parish, "parishId", "parish", input.parishId, stored),
      departmentId: await this.ownerId(Department, "departmentId", "department", input.departmentId, stored),
      repeatRule,
    };
    return withTranslations(EVENT_TRANSLATION, english, input.kiswahili, stored?.kiswahili ?? null);
  }

  /** A checked repetition of an event whose first day is `date`; its fields are named repeat.<field>. */
  private async repeatOf(raw: unknown, date: string): Promise<Repeat> {
    if (typeof raw !== "object" || Array.isArray(raw)) {
      throw new UserInputError("repeat must be how the event repeats, or null", "repeat");
    }
    let input: RepeatInput;
    try {
      input = await validated(RepeatInput, raw as Untrusted<RepeatInput>);
    } catch (error) {
      if (error instanceof UserInputError) throw new UserInputError(`repeat: ${error.message}`, "repeat");
      throw error;
    }
    const fail = (message: string): never => {
      throw new UserInputError(`repeat: ${message}`, "repeat");
    };
    const weekday = weekdayOf(date);
    if (input.until != null && input.count != null) fail("give until or count, not both");
    if (input.until != null && input.until <= date)
      fail(`until (${input.until}) must be after the date (${date})`);
    if (input.until != null && input.until > LAST_EVENT_DATE)
      fail(`until must be in the years ${EVENT_YEARS}`);
    if (input.weekdays != null && input.frequency !== "WEEKLY")
      fail("weekdays are only for an event that repeats WEEKLY");
    if (input.monthlyOn != null && input.frequency !== "MONTHLY")
      fail("monthlyOn is only for an event that repeats MONTHLY");
    const weekdays = input.frequency === "WEEKLY" ? [...new Set(input.weekdays ?? [weekday])] : [];
    if (input.frequency === "WEEKLY" && !weekdays.includes(weekday)) {
      fail(`weekdays must include ${WEEKDAY_NAMES[weekday]}, the day of the date (${date}) it starts on`);
    }
    const monthlyOn = input.frequency === "MONTHLY" ? (input.monthlyOn ?? "DAY_OF_MONTH") : null;
    if (monthlyOn === "LAST_WEEKDAY_OF_MONTH" && !isInLastWeekOfMonth(date)) {
      fail(`${date} is not the last ${WEEKDAY_NAMES[weekday]} of its month; choose WEEKDAY_OF_MONTH`);
    }
    if (monthlyOn === "WEEKDAY_OF_MONTH" && Number(date.slice(8)) > 28) {
      fail(
        `${date} is the fifth ${WEEKDAY_NAMES[weekday]} of its month, which most months lack; choose LAST_WEEKDAY_OF_MONTH`,
      );
    }
    return {
      frequency: input.frequency,
      interval: input.interval ?? 1,
      weekdays,
      monthlyOn,
      until: input.until ?? null,
      count: input.count ?? null,
    };
  }

  /**
   * The parish or department an event is given to, which must exist; null for none. Left out, an
   * edit keeps the stored one and a new event is the diocese's, a scoped editor's too (who is then
   * refused): the legacy createEvents names no owner, and stays diocese-wide editors' alone.
   */
  private ownerId(
    entity: typeof Parish | typeof Department,
    field: keyof ContentOwners,
    what: string,
    rawId: string | number | null | undefined,
    stored: Event | null,
  ): Promise<number | null> {
    return ownerIdToStore(this.dataSource.getRepository(entity), field, what, rawId, {
      stored,
      editorsOwn: null,
    });
  }

  /** The owner a query names, its ids checked. */
  private ownerOf(input: {
    parishId?: string | number | null;
    departmentId?: string | number | null;
    archdeaconryId?: string | number | null;
  }): EventOwner {
    const idOf = (raw: string | number | null | undefined, field: string) =>
      raw == null ? undefined : parseId(raw, field);
    return {
      parishId: idOf(input.parishId, "parishId"),
      departmentId: idOf(input.departmentId, "departmentId"),
      archdeaconryId: idOf(input.archdeaconryId, "archdeaconryId"),
    };
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

  /**
   * The events with an occurrence today or later, by their next one (soonest first; at the same
   * time, the one added first). Their next occurrences are worked out here, not in SQL, as a
   * repeating event's depends on its rule; a diocese has hundreds of events, not millions.
   */
  private async comingInOrder(owner: EventSelection): Promise<Event[]> {
    const today = todayInDiocese(this.now());
    const events = await this.ownedBy(owner)
      .andWhere("(event.last_date IS NULL OR event.last_date >= :today)", { today })
      .getMany();
    const next = await this.nextOccurrences(events);
    // An event whose every coming occurrence is cancelled goes last, by its last day.
    const sortKey = (index: number) =>
      next[index] ?? { date: events[index]!.lastDate ?? "9999-12-31", startTime: "99" };
    return events
      .map((event, index) => ({ event, key: sortKey(index) }))
      .sort(
        (a, b) =>
          a.key.date.localeCompare(b.key.date) ||
          a.key.startTime.localeCompare(b.key.startTime) ||
          a.event.id - b.event.id,
      )
      .map(({ event }) => event);
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
