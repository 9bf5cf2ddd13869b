import { MaxLength, IsOptional, IsString } from "class-validator";
import { ArgsType, Field, ObjectType, type ClassType } from "type-graphql";
import type { FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from "typeorm";
import { UserInputError } from "../errors.js";
import { PageOf, type Page } from "../lib/pagination.js";

/**
 * Where a row sits in a newest-first list: its timestamp as the database's own text (PostgreSQL
 * keeps microseconds, which a JavaScript Date would cut) and its id, which breaks ties.
 */
export interface ListPosition {
  at: string;
  id: number;
}

/**
 * The condition for the rows after `position` in newest-first order (the older ones). The first
 * part alone bounds an index's range, on both databases, so the whole is a seek, never a scan.
 */
export function olderThan<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  column: string,
  position: ListPosition,
): SelectQueryBuilder<Row> {
  return query.andWhere(`${column} <= :olderAt AND (${column} < :olderAt OR entry.id < :olderId)`, {
    olderAt: position.at,
    olderId: position.id,
  });
}

/** The rows before `position` in newest-first order (the newer ones): `olderThan` turned round. */
function newerThan<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  column: string,
  position: ListPosition,
): SelectQueryBuilder<Row> {
  return query.andWhere(`${column} >= :newerAt AND (${column} > :newerAt OR entry.id > :newerId)`, {
    newerAt: position.at,
    newerId: position.id,
  });
}

/**
 * The two cursors a staff list takes besides its filters. A cursor is a row's position, written
 * so that nobody need read it: the page after one holds the rows older than it, the page before
 * one the rows newer. Each page is one seek on the list's index, however deep in the list it is,
 * where `page` (kept for integrators) skips the rows before it and slows as the list grows.
 */
export function WithCursors<Base extends ClassType>(BaseArgs: Base) {
  @ArgsType()
  class CursorArgs extends BaseArgs {
    @Field(() => String, {
      nullable: true,
      description: "The page after this cursor (a page's nextCursor): the entries older than it",
    })
    @IsOptional()
    @IsString({ message: "after must be a cursor a page of this list gave" })
    @MaxLength(200, { message: "after must be a cursor a page of this list gave" })
    after?: string | null;

    @Field(() => String, {
      nullable: true,
      description: "The page before this cursor (a page's previousCursor): the entries newer than it",
    })
    @IsOptional()
    @IsString({ message: "before must be a cursor a page of this list gave" })
    @MaxLength(200, { message: "before must be a cursor a page of this list gave" })
    before?: string | null;
  }
  return CursorArgs;
}

export interface CursorPage<T> extends Page<T> {
  /** Where the next (older) page begins, or null on the last. */
  nextCursor: string | null;
  /** Where the previous (newer) page ends, or null on the first. */
  previousCursor: string | null;
}

/** The GraphQL shape of a page of a newest-first staff list, with its cursors. */
export function CursorPageOf<T extends object>(ItemClass: ClassType<T>) {
  @ObjectType()
  abstract class CursorPageClass extends PageOf(ItemClass) implements CursorPage<T> {
    @Field(() => String, {
      nullable: true,
      description: "Give as `after` for the next page, of older entries; null on the last page",
    })
    nextCursor: string | null;

    @Field(() => String, {
      nullable: true,
      description: "Give as `before` for the previous page, of newer entries; null on the first page",
    })
    previousCursor: string | null;
  }
  return CursorPageClass;
}

export function cursorOf(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString("base64url");
}

/** A timestamp as either database writes it as text: SQLite's, or PostgreSQL's with its zone. */
const DATABASE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** The position a cursor names, or a UserInputError on `field` for anything this list did not give. */
export function positionOf(cursor: string, field: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === "string" &&
    DATABASE_TIMESTAMP.test(parsed[0]) &&
    Number.isSafeInteger(parsed[1]) &&
    (parsed[1] as number) > 0
  ) {
    return { at: parsed[0], id: parsed[1] as number };
  }
  throw new UserInputError(`${field} must be a cursor a page of this list gave`, field);
}

export interface NewestFirstPageArgs {
  page: number;
  pageSize: number;
  after?: string | null;
  before?: string | null;
}

/**
 * A page of the rows `where` chooses, newest first by the timestamp `property` and then by id,
 * with the cursors of the pages on either side. `after` and `before` seek on the list's index;
 * `page` alone skips the pages before it. A page a cursor chose has its number counted from the
 * rows newer than its first (a count on the index, as `total` already is), rounded up: once
 * entries have come or gone since the first page, pages no longer fall on multiples of the size.
 */
export async function newestFirstPage<Row extends ObjectLiteral & { id: number }>(
  repository: Repository<Row>,
  where: FindOptionsWhere<Row>,
  property: keyof Row & string,
  args: NewestFirstPageArgs,
): Promise<CursorPage<Row>> {
  const { pageSize } = args;
  if (args.after && args.before) {
    throw new UserInputError("give after or before, not both: a page has one side to start from", "after");
  }
  const cursor = args.after ?? args.before;
  if (cursor && args.page !== 1) {
    throw new UserInputError("give page or a cursor (after or before), not both", "page");
  }
  const skipped = (args.page - 1) * pageSize;
  const column = `entry.${property}`;
  const list = () =>
    repository.createQueryBuilder("entry").where(where).addSelect(`CAST(${column} AS VARCHAR)`, "cursor_at");
  const read = async (query: SelectQueryBuilder<Row>) => {
    const { entities, raw } = await query.getRawAndEntities<{ cursor_at: string }>();
    return entities.map((row, index) => ({ row, at: raw[index]!.cursor_at }));
  };
  const newestFirst = (query: SelectQueryBuilder<Row>) =>
    query
      .orderBy(column, "DESC")
      .addOrderBy("entry.id", "DESC")
      .limit(pageSize + 1);

  let rows: { row: Row; at: string }[];
  let hasOlder: boolean;
  if (args.before) {
    const from = positionOf(args.before, "before");
    const newer = await read(
      newerThan(list(), column, from).orderBy(column, "ASC").addOrderBy("entry.id", "ASC").limit(pageSize),
    );
    // Fewer than a page newer than the cursor: the previous page is the first, whole.
    rows = newer.length < pageSize ? await read(newestFirst(list())) : newer.reverse();
    hasOlder = newer.length < pageSize ? rows.length > pageSize : true;
  } else {
    const query = newestFirst(list());
    if (args.after) olderThan(query, column, positionOf(args.after, "after"));
    else query.offset(skipped);
    rows = await read(query);
    hasOlder = rows.length > pageSize;
  }
  rows = rows.slice(0, pageSize);

  const first = rows[0];
  const [total, newerCount] = await Promise.all([
    repository.count({ where }),
    !first ? 0 : cursor ? newerThan(list(), column, { at: first.at, id: first.row.id }).getCount() : skipped,
  ]);
  const last = rows.at(-1);
  return {
    items: rows.map(({ row }) => row),
    total,
    page: first ? Math.ceil(newerCount / pageSize) + 1 : args.page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    nextCursor: hasOlder && last ? cursorOf({ at: last.at, id: last.row.id }) : null,
    previousCursor: first
      ? newerCount > 0
        ? cursorOf({ at: first.at, id: first.row.id })
        : null
      : (args.after ?? null), // past the last entry: the page before is the one it came from
  };
}
