import type { FindOptionsWhere, ObjectLiteral, Repository } from "typeorm";

/** How many rows one read of an export takes: a few hundred kilobytes of CSV. */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * Every row that `where` chooses, newest first by the timestamp `property` and then by id (the
 * dashboard lists' order), `size` rows at a time: each batch is one short read of its own, the rows
 * after the last one read (keyset, never OFFSET), so an export of a whole table holds one batch in
 * memory and no transaction open (SQLite would keep every writer's changes in its WAL meanwhile).
 *
 * What an export read so gets: every row that existed when it began and still exists when it ends
 * comes exactly once and in order, as the timestamp never changes once written and the id breaks
 * ties. A row added meanwhile may or may not come (a new one sorts before the rows still to read,
 * so it usually does not), and a row deleted meanwhile comes only if it was read before it went.
 *
 * The last row's timestamp is carried as the database's own text, not as a Date: PostgreSQL keeps
 * microseconds, and a cursor cut to a JavaScript Date's milliseconds would skip the rows between.
 */
export async function* newestFirstBatches<Row extends ObjectLiteral & { id: number }>(
  repository: Repository<Row>,
  {
    where,
    property,
    select,
    size = EXPORT_BATCH_ROWS,
  }: {
    where: FindOptionsWhere<Row>;
    property: keyof Row & string;
    /** The properties the export writes (the id and `property` come anyway): half the time of all. */
    select: readonly (keyof Row & string)[];
    size?: number;
  },
): AsyncGenerator<Row[], void, undefined> {
  const at = `entry.${property}`;
  const properties = [...new Set(["id", property, ...select])].map((name) => `entry.${name}`);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const query = repository
      .createQueryBuilder("entry")
      .select(properties)
      .where(where)
      .addSelect(`CAST(${at} AS VARCHAR)`, "cursor_at")
      .orderBy(at, "DESC")
      .addOrderBy("entry.id", "DESC")
      .limit(size);
    if (after) {
      // The first condition alone bounds an index's range, on both databases: the whole is a seek.
      query.andWhere(`${at} <= :afterAt AND (${at} < :afterAt OR entry.id < :afterId)`, {
        afterAt: after.at,
        afterId: after.id,
      });
    }
    const { entities, raw } = await query.getRawAndEntities<{ cursor_at: string }>();
    if (entities.length > 0) yield entities;
    if (entities.length < size) return;
    after = { at: raw.at(-1)!.cursor_at, id: entities.at(-1)!.id };
  }
}
