import type { FindOptionsWhere, ObjectLiteral, Repository } from "typeorm";
import { olderThan, type ListPosition } from "./newest-first-page.js";

/**
 * How many rows one read of an export takes: some 40 KB of the ledger's CSV. Few enough that a
 * batch is gone before the young generation's next collection or the one after: at 1,000, a site
 * just started sometimes kept every batch in the old generation (the process grew by 80 to 100 MB
 * over 200,000 gifts), at 250 in none of five starts (7 MB at most), and as fast.
 */
export const EXPORT_BATCH_ROWS = 250;

/**
 * The next batch of an export's rows, or null once every row has been read. Nothing but the cursor
 * is kept between two calls, so a batch is garbage as soon as its caller lets go of it. Read
 * through async generators (one inside another, down to the response), batches outlived the young
 * generation's collections and piled up in the old one until a full collection: on SQLite, 80 MB of
 * the 100,000 gifts of contributions-csv-stream.test.ts, 3 MB read so.
 */
export type NextBatch<Row> = () => Promise<Row[] | null>;

/**
 * Every row that `where` chooses, newest first by the timestamp `property` and then by id (the
 * dashboard lists' order), `size` rows a call: each batch is one short read of its own, the rows
 * after the last one read (keyset, never OFFSET), so an export of a whole table holds one batch in
 * memory and no transaction open (SQLite would keep every writer's changes in its WAL meanwhile).
 *
 * What an export read so gets: every row that existed when it began and still exists when it ends
 * comes exactly once and in order, as the timestamp never changes once written and the id breaks
 * ties. A row added meanwhile may or may not come (a new one sorts before the rows still to read,
 * so it usually does not), and a row deleted meanwhile comes only if it was read before it went.
 */
export function newestFirstBatches<Row extends ObjectLiteral & { id: number }>(
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
): NextBatch<Row> {
  const at = `entry.${property}`;
  const properties = [...new Set(["id", property, ...select])].map((name) => `entry.${name}`);
  let after: ListPosition | null = null;
  let done = false;
  return async () => {
    if (done) return null;
    const query = repository
      .createQueryBuilder("entry")
      .select(properties)
      .where(where)
      .addSelect(`CAST(${at} AS VARCHAR)`, "cursor_at")
      .orderBy(at, "DESC")
      .addOrderBy("entry.id", "DESC")
      .limit(size);
    if (after) olderThan(query, at, after);
    const { entities, raw } = await query.getRawAndEntities<{ cursor_at: string }>();
    done = entities.length < size;
    if (entities.length === 0) return null;
    after = { at: raw.at(-1)!.cursor_at, id: entities.at(-1)!.id };
    return entities;
  };
}
