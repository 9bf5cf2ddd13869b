import { ObjectType } from "type-graphql";
import type { DataSource, Repository, SelectQueryBuilder } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese, withSeconds } from "../../lib/calendar.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Department } from "../department/department.entity.js";
import { Parish } from "../parish/parish.entity.js";
import { Event } from "./event.entity.js";
import { EventInput, EventPageArgs, EventPeriod, MAX_UPCOMING_EVENTS } from "./event.inputs.js";

@ObjectType({
  description: "One page of events: upcoming ones first, soonest first, then past ones, latest first",
})
export class EventPage extends PageOf(Event) {}

const OPTIONAL_FIELDS = ["place", "description"];

/** Whose events: one parish's, one department's, or (neither given) the whole diocese's. */
export interface EventOwner {
  parishId?: number;
  departmentId?: number;
}

/** The rules of the diocese's events: the one place that reads and writes them. */
export class EventService {
  private readonly events: Repository<Event>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = dataSource.getRepository(Event);
  }

  async page(args: Partial<EventPageArgs>): Promise<Page<Event>> {
    const input = await validated(EventPageArgs, args);
    const { skip, take } = pageWindow(input);
    const owner = {
      parishId: input.parishId == null ? undefined : parseId(input.parishId, "parishId"),
      departmentId: input.departmentId == null ? undefined : parseId(input.departmentId, "departmentId"),
    };
    const [items, total] = await this.inCalendarOrder(input.period, owner)
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return pageOf(items, total, input);
  }

  /**
   * Every event, upcoming first, or those of one parish or department: the legacy list and the
   * calendars have no paging.
   */
  listAll(owner: EventOwner = {}): Promise<Event[]> {
    return this.inCalendarOrder(EventPeriod.ALL, owner).getMany();
  }

  /**
   * The next events of one parish or department (today's included), soonest first: `count` of
   * them, from none to MAX_UPCOMING_EVENTS whatever is asked.
   */
  upcomingOf(owner: EventOwner, count: number): Promise<Event[]> {
    const wanted = Math.min(Math.max(Math.trunc(count), 0), MAX_UPCOMING_EVENTS);
    if (wanted === 0) return Promise.resolve([]);
    return this.inCalendarOrder(EventPeriod.UPCOMING, owner).take(wanted).getMany();
  }

  findById(rawId: unknown): Promise<Event | null> {
    return this.events.findOneBy({ id: parseId(rawId) });
  }

  async create(actor: Actor | null, data: Untrusted<EventInput>): Promise<Event> {
    requireEditor(actor);
    const columns = await this.columnsOf(data);
    return this.events.save(this.events.create(columns));
  }

  async update(actor: Actor | null, rawId: unknown, data: Untrusted<EventInput>): Promise<Event> {
    requireEditor(actor);
    const event = await this.get(rawId);
    Object.assign(event, await this.columnsOf(data));
    return this.events.save(event);
  }

  async delete(actor: Actor | null, rawId: unknown): Promise<void> {
    requireEditor(actor);
    const event = await this.get(rawId);
    await this.events.delete({ id: event.id });
  }

  private async get(rawId: unknown): Promise<Event> {
    const event = await this.findById(rawId);
    if (!event) throw new NotFoundError(`There is no event with id ${String(rawId)}`);
    return event;
  }

  /** The checked columns of an event: times with seconds, the end after the start, its parish and department. */
  private async columnsOf(data: Untrusted<EventInput>) {
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
    return {
      title: input.title,
      date: input.date,
      startTime,
      endTime,
      place: input.place ?? null,
      description: input.description ?? null,
      parishId: await this.existing(Parish, "parishId", "parish", input.parishId),
      departmentId: await this.existing(Department, "departmentId", "department", input.departmentId),
    };
  }

  /** The id of the parish or department an event is given to, which must exist; null for none. */
  private async existing(
    entity: typeof Parish | typeof Department,
    field: string,
    what: string,
    rawId: string | number | null | undefined,
  ): Promise<number | null> {
    if (rawId == null) return null;
    const id = parseId(rawId, field);
    if (!(await this.dataSource.getRepository(entity).existsBy({ id }))) {
      throw new UserInputError(`There is no ${what} with id ${id}; choose an existing ${what}`, field);
    }
    return id;
  }

  /**
   * Upcoming events (today's included) first, soonest first; then past ones, latest first. Dates
   * are YYYY-MM-DD text, so comparing the text compares the days on SQLite and PostgreSQL alike.
   */
  private inCalendarOrder(period: EventPeriod, owner: EventOwner = {}): SelectQueryBuilder<Event> {
    const query = this.events.createQueryBuilder("event").setParameter("today", todayInDiocese(this.now()));
    if (period === EventPeriod.UPCOMING) query.andWhere("event.date >= :today");
    if (period === EventPeriod.PAST) query.andWhere("event.date < :today");
    if (owner.parishId !== undefined) query.andWhere("event.parish_id = :parishId", owner);
    if (owner.departmentId !== undefined) query.andWhere("event.department_id = :departmentId", owner);
    return query
      .orderBy("CASE WHEN event.date >= :today THEN 0 ELSE 1 END", "ASC")
      .addOrderBy("CASE WHEN event.date >= :today THEN event.date END", "ASC")
      .addOrderBy("event.date", "DESC")
      .addOrderBy("event.startTime", "ASC")
      .addOrderBy("event.id", "ASC");
  }
}
