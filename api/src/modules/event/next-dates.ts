import type { DataSource, EntityManager, SelectQueryBuilder } from "typeorm";
import { todayInDiocese } from "../../lib/calendar.js";
import { TimedJob } from "../../db/timed-job.js";
import { Event } from "./event.entity.js";
import { OccurrenceChange } from "./occurrence-change.entity.js";
import { nextOccurrence } from "./occurrences.js";

/** Where an event stands among the coming ones: the date and start time of its next occurrence. */
export interface ComingKey {
  date: string;
  startTime: string;
}

/**
 * Its next occurrence on or after `today`; for one whose every coming occurrence is cancelled, its
 * last day at "99", after every time of that day (it goes last among the coming, by its last day).
 */
export function comingKeyOf(event: Event, changes: readonly OccurrenceChange[], today: string): ComingKey {
  const next = nextOccurrence(event, changes, today);
  return next ?? { date: event.lastDate ?? "9999-12-31", startTime: "99" };
}

/** Soonest first; at the same time, the event added first: the order of the coming events. */
export const inComingOrder = (a: { key: ComingKey; event: Event }, b: { key: ComingKey; event: Event }) =>
  a.key.date.localeCompare(b.key.date) ||
  a.key.startTime.localeCompare(b.key.startTime) ||
  a.event.id - b.event.id;

/**
 * Keeps on the event where it stands among the coming events as of today, so that SQL can order
 * and page them (a stored key holds on later days until its date has passed: nothing happens in
 * between). Called by every write of an event's dates.
 */
export function keepComingKey(event: Event, changes: readonly OccurrenceChange[], now = new Date()): void {
  const today = todayInDiocese(now);
  const key = comingKeyOf(event, changes, today);
  event.nextDate = key.date;
  event.nextStartTime = key.startTime;
  event.nextKnownOn = today;
}

/** How many events one turn of the job works out, in one transaction. */
const BATCH = 200;
const LOOK_EVERY_MS = 10 * 60_000;

/**
 * Works out again the next occurrence of the events whose stored one has passed (each morning, a
 * day's worth of repeating events) or was never worked out (those of an older version), so that
 * the coming events' order stays in SQL. Until it has, a read works them out itself
 * (EventService.comingPage), so the order is right either way; several instances doing the same
 * write the same values.
 */
export class EventNextDates extends TimedJob<number> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  override start(everyMs = LOOK_EVERY_MS): void {
    super.start(everyMs);
  }

  /** One turn, or the one under way: how many events it worked out. */
  refresh(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    let done = 0;
    for (;;) {
      const count = await this.dataSource.transaction((manager) => this.refreshBatch(manager));
      done += count;
      if (count < BATCH) return done;
    }
  }

  private async refreshBatch(manager: EntityManager): Promise<number> {
    const today = todayInDiocese(this.now());
    const stale = await staleComing(manager.getRepository(Event).createQueryBuilder("event"), today)
      .orderBy("event.id")
      .take(BATCH)
      .getMany();
    for (const event of stale) {
      const changes = await manager.findBy(OccurrenceChange, { eventId: event.id });
      const key = comingKeyOf(event, changes, today);
      // By SQL, not through TypeORM: no one changed the event, so no audit entry, no new
      // updated_at and no emptied cache (what a visitor sees of it is the same).
      await manager.query(
        `UPDATE "event" SET "next_date" = $1, "next_start_time" = $2, "next_known_on" = $3 WHERE "id" = $4`,
        [key.date, key.startTime, today, event.id],
      );
    }
    return stale.length;
  }
}

/** The events with an occurrence today or later (their last day not past). */
function coming<Query extends { andWhere(where: string, parameters?: object): Query }>(
  query: Query,
  today: string,
) {
  return query.andWhere("(event.last_date IS NULL OR event.last_date >= :today)", { today });
}

/**
 * The coming events whose stored key does not hold today: never worked out, worked out on a later
 * day (a clock set back, a test's), or already passed.
 */
export function staleComing<Query extends { andWhere(where: string, parameters?: object): Query }>(
  query: Query,
  today: string,
): Query {
  return coming(query, today).andWhere(
    "(event.next_known_on IS NULL OR event.next_date IS NULL OR event.next_known_on > :today OR event.next_date < :today)",
    { today },
  );
}

/**
 * A page of the coming events of a selection, by their next occurrence (soonest first; at the same
 * time, the one added first), and how many there are. The kept keys let SQL order and page them;
 * those whose kept one has passed or was never worked out (until the timed job has been round) are
 * worked out here and merged in.
 */
export async function comingPageOf(
  selection: () => SelectQueryBuilder<Event>,
  changesOf: (events: Event[]) => Promise<Map<number, OccurrenceChange[]>>,
  { today, skip, take }: { today: string; skip: number; take: number },
): Promise<{ items: Event[]; total: number }> {
  const fresh = await coming(selection(), today)
    .andWhere("event.next_known_on <= :today AND event.next_date >= :today", { today })
    .orderBy("event.next_date", "ASC")
    .addOrderBy("event.next_start_time", "ASC")
    .addOrderBy("event.id", "ASC")
    .take(skip + take)
    .getMany();
  const stale = await staleComing(selection(), today).getMany();
  const changes = await changesOf(stale);
  const items = [
    ...fresh.map((event) => ({ event, key: { date: event.nextDate!, startTime: event.nextStartTime! } })),
    ...stale.map((event) => ({ event, key: comingKeyOf(event, changes.get(event.id) ?? [], today) })),
  ]
    .sort(inComingOrder)
    .slice(skip, skip + take)
    .map(({ event }) => event);
  return { items, total: await coming(selection(), today).getCount() };
}
