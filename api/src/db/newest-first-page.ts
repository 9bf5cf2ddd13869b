import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, Int, ObjectType, type ClassType } from "type-graphql";
import type { FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from "typeorm";
import { UserInputError } from "../errors.js";
import { PAGE_SIZE_MAX } from "../lib/page-size.js";
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
 * The arguments of a page of a newest-first staff list, besides its filters (`Filters`): its size
 * (at most 50, `defaultPageSize` unless asked) and where it is. A cursor is a row's position,
 * written so that nobody need read it: the page after one holds the rows older than it, the page
 * before one the rows newer. Each page is one seek on the list's index, however deep in the list
 * it is, where `page` (kept for integrators) skips the rows before it and slows as the list grows.
 */
export function CursorPageArgs<Filters extends ClassType>(FilterArgs: Filters, defaultPageSize: number) {
  @ArgsType()
  class CursorArgs extends FilterArgs {
    @Field(() => Int, { defaultValue: 1 })
    @IsInt({ message: "page must be a whole number" })
    @Min(1, { message: "page must be 1 or more" })
    page: number = 1;

    @Field(() => Int, { defaultValue: defaultPageSize })
    @IsInt({ message: "pageSize must be a whole number" })
    @Min(1, { message: "pageSize must be 1 or more" })
    @Max(PAGE_SIZE_MAX, { message: `pageSize must be at most ${PAGE_SIZE_MAX}` })
    pageSize: number = defaultPageSize;

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

/**
 * Where a cursor points: a row's position, and the number of the page it leads to, so that a page
 * need not count the rows before it to say its number.
 */
interface Cursor extends ListPosition {
  page: number;
}

export function cursorOf({ at, id, page }: Cursor): string {
  return Buffer.from(JSON.stringify([at, id, page])).toString("base64url");
}

/** A timestamp as either database writes it as text: SQLite's, or PostgreSQL's with its zone. */
const DATABASE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const isPositive = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** What a cursor says, or a UserInputError on `field` for anything this list did not give. */
function cursorFrom(cursor: string, field: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const [at, id, page] = parsed as unknown[];
    if (typeof at === "string" && DATABASE_TIMESTAMP.test(at) && isPositive(id) && isPositive(page)) {
      return { at, id, page };
    }
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
 * `page` alone skips the pages before it. A page a cursor chose takes its number from the cursor:
 * counting the rows before it would cost what the seek saves. Once entries have come or gone
 * since the first page, the numbers are as the reader walked, which is what they expect.
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
  if ((args.after || args.before) && args.page !== 1) {
    throw new UserInputError("give page or a cursor (after or before), not both", "page");
  }
  const column = `entry.${property}`;
  const list = () =>
    repository.createQueryBuilder("entry").where(where).addSelect(`CAST(${column} AS VARCHAR)`, "cursor_at");
  const read = async (query: SelectQueryBuilder<Row>) => {
    const { entities, raw } = await query.getRawAndEntities<{ cursor_at: string }>();
    return entities.map((row, index) => ({ row, at: raw[index]!.cursor_at }));
  };
  // One row more than a page: whether there is another page past it.
  const newestFirst = (query: SelectQueryBuilder<Row>) =>
    query
      .orderBy(column, "DESC")
      .addOrderBy("entry.id", "DESC")
      .limit(pageSize + 1);

  let rows: { row: Row; at: string }[];
  let page = args.page;
  let hasOlder: boolean;
  let hasNewer: boolean;
  if (args.before) {
    const from = cursorFrom(args.before, "before");
    const newer = await read(
      newerThan(list(), column, from)
        .orderBy(column, "ASC")
        .addOrderBy("entry.id", "ASC")
        .limit(pageSize + 1),
    );
    if (newer.length < pageSize) {
      // Less than a page newer than the cursor: the previous page is the first, whole.
      rows = await read(newestFirst(list()));
      [page, hasOlder, hasNewer] = [1, rows.length > pageSize, false];
    } else {
      rows = newer.slice(0, pageSize).reverse();
      hasNewer = newer.length > pageSize;
      [page, hasOlder] = [hasNewer ? Math.max(from.page, 2) : 1, true];
    }
  } else {
    const query = newestFirst(list());
    if (args.after) {
      const from = cursorFrom(args.after, "after");
      olderThan(query, column, from);
      page = from.page;
    } else query.offset((args.page - 1) * pageSize);
    rows = await read(query);
    hasOlder = rows.length > pageSize;
    hasNewer = page > 1;
  }
  rows = rows.slice(0, pageSize);

  const [first, last] = [rows[0], rows.at(-1)];
  const total = await repository.count({ where });
  return {
    items: rows.map(({ row }) => row),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    nextCursor: hasOlder && last ? cursorOf({ at: last.at, id: last.row.id, page: page + 1 }) : null,
    previousCursor: hasNewer && first ? cursorOf({ at: first.at, id: first.row.id, page: page - 1 }) : null,
  };
}
