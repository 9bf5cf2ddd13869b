import { LessThanOrEqual, type FindOptionsSelect, type FindOptionsWhere, type Repository } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity.js";
import { PublicationStatus, type Publication } from "./publication.js";

/**
 * Publishes the scheduled items of one table whose time has come, and says how many this call
 * published: the publishDue of every Schedulable service (see ScheduledPublishing).
 */
export async function publishDueIn<Item extends Publication & { id: number }>(
  items: Repository<Item>,
  now: Date,
): Promise<number> {
  // TypeORM's option types cannot follow a generic entity's columns: the casts name the shared ones.
  const due = await items.find({
    select: { id: true } as FindOptionsSelect<Item>,
    where: { status: PublicationStatus.SCHEDULED, publishAt: LessThanOrEqual(now) } as FindOptionsWhere<Item>,
  });
  let published = 0;
  for (const { id } of due) {
    // Only the instance whose update finds the item still scheduled publishes it.
    const { affected } = await items.update(
      { id, status: PublicationStatus.SCHEDULED } as FindOptionsWhere<Item>,
      { status: PublicationStatus.PUBLISHED } as unknown as QueryDeepPartialEntity<Item>,
    );
    published += affected ?? 0;
  }
  return published;
}
