import { LessThanOrEqual, type FindOptionsWhere, type Repository } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity.js";
import { updateWhere } from "../../db/store.js";
import { announce } from "../../db/write-events.js";
import { PublicationStatus, type Publication } from "./publication.js";

/**
 * Publishes the scheduled items of one table whose time has come, and says how many this call
 * published: the publishDue of every Schedulable service (see ScheduledPublishing).
 *
 * One conditional update for the whole table: an item still scheduled when it runs is published by
 * it, so when several instances look at once each item is counted by exactly one of them, and a
 * round of publishing is one write however many items fall due (on SQLite, one turn of its lock).
 */
export async function publishDueIn<Item extends Publication & { id: number }>(
  items: Repository<Item>,
  now: Date,
): Promise<number> {
  // TypeORM's option types cannot follow a generic entity's columns: the casts name the shared ones.
  const due = {
    status: PublicationStatus.SCHEDULED,
    publishAt: LessThanOrEqual(now),
  } as FindOptionsWhere<Item>;
  // Most looks find nothing due, and write nothing: an update, even of no row, is a content change
  // that would empty every instance's response cache (db/content-change.subscriber.ts).
  if (!(await items.existsBy(due))) return 0;
  const { affected } = await updateWhere(items, due, {
    status: PublicationStatus.PUBLISHED,
  } as unknown as QueryDeepPartialEntity<Item>);
  const count = affected ?? 0;
  if (count > 0) {
    await announce(items.manager, { type: "ContentPublished", table: items.metadata.tableName, count });
  }
  return count;
}
