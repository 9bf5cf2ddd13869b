import { ObjectType } from "type-graphql";
import type { DataSource, Repository, SelectQueryBuilder } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError, UserInputError } from "../../errors.js";
import { todayInDiocese, withSeconds } from "../../lib/calendar.js";
import { PageOf, pageOf, pageWindow, type Page } from "../../lib/pagination.js";
import { parseId, validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { Event } from "./event.entity.js";
import { EventInput, EventPageArgs, EventPeriod } from "./event.inputs.js";

@ObjectType({
  description: "One page of events: upcoming ones first, soonest first, then past ones, latest first",
})
export class EventPage extends PageOf(Event) {}

const OPTIONAL_FIELDS = ["place", "description"];

/** The rules of the diocese's events: the one place that reads and writes them. */
export class EventService {
  private readonly events: Repository<Event>;

  constructor(
    dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = dataSource.getRepository(Event);
  }

  async page(args: Partial<EventPageArgs>): Promise<Page<Event>> {
    const input = await validated(EventPageArgs, args);
    const { skip, take } = pageWindow(input);
    const [items, total] = await this.inCalendarOrder(input.period).skip(skip).take(take).getManyAndCount();
    return pageOf(items, total, input);
  }

  /** Every event, upcoming first: the legacy list has no paging. */
  listAll(): Promise<Event[]> {
    return this.inCalendarOrder(EventPeriod.ALL).getMany();
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

  /** The checked columns of an event: times with seconds, and the end after the start. */
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
    };
  }

  /**
   * Upcoming events (today's included) first, soonest first; then past ones, latest first. Dates
   * are YYYY-MM-DD text, so comparing the text compares the days on SQLite and PostgreSQL alike.
   */
  private inCalendarOrder(period: EventPeriod): SelectQueryBuilder<Event> {
    const query = this.events.createQueryBuilder("event").setParameter("today", todayInDiocese(this.now()));
    if (period === EventPeriod.UPCOMING) query.where("event.date >= :today");
    if (period === EventPeriod.PAST) query.where("event.date < :today");
    return query
      .orderBy("CASE WHEN event.date >= :today THEN 0 ELSE 1 END", "ASC")
      .addOrderBy("CASE WHEN event.date >= :today THEN event.date END", "ASC")
      .addOrderBy("event.date", "DESC")
      .addOrderBy("event.startTime", "ASC")
      .addOrderBy("event.id", "ASC");
  }
}
