import { AsyncLocalStorage } from "node:async_hooks";
import type {
  DataSource,
  DeleteResult,
  EntityManager,
  FindOptionsWhere,
  InsertResult,
  ObjectLiteral,
  Repository,
  UpdateResult,
} from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity.js";

/*
 * The write path for writes that name their rows by criteria (`update ... where`, `delete ...
 * where`) or add rows without loading them (`insert`). TypeORM tells its subscribers which
 * entity a save() or remove() wrote, but not which rows an update or delete by criteria touched,
 * nor does it put a bare insert in a transaction. So such writes go through here: when a watcher
 * (the audit log) records writes of the table, the write runs in a transaction of its own (or
 * the caller's), and the ids of the rows it touches are read first, with the same criteria, and
 * told to the watcher through `criteriaWrite()`. A write no one records runs as it would have.
 *
 * The audit log refuses a recorded write by criteria that did not come through here, so one
 * written straight against a repository fails the first test that makes it.
 */

/** Which tables' writes someone records: the audit log, which knows its rules and who is acting. */
export interface WriteWatcher {
  /**
   * Whether a write of the table, by the code running now, is recorded: an update that sets
   * `values`, or a delete or insert (no values).
   */
  records(table: string, values?: ObjectLiteral): boolean;
}

/** A write by criteria running now: its table and the ids of the rows it touches, read before it. */
export interface CriteriaWrite {
  readonly table: string;
  readonly ids: readonly string[];
}

const watchers = new WeakMap<DataSource, WriteWatcher>();
const running = new AsyncLocalStorage<CriteriaWrite>();

/** Tells the store who records the writes of a data source (once; tests run several apps in one process). */
export function watchWrites(dataSource: DataSource, watcher: WriteWatcher): void {
  watchers.set(dataSource, watcher);
}

/** The write by criteria the running code is inside, if it came through the store. */
export function criteriaWrite(): CriteriaWrite | undefined {
  return running.getStore();
}

type Where<Entity> = FindOptionsWhere<Entity> | FindOptionsWhere<Entity>[];

/** Sets `values` on every row of the repository's table that `where` matches (a transaction's repository writes in it). */
export function updateWhere<Entity extends ObjectLiteral>(
  rows: Repository<Entity>,
  where: Where<Entity>,
  values: QueryDeepPartialEntity<Entity>,
): Promise<UpdateResult> {
  return byCriteria(rows, where, (writer) => writer.update(rows.target, where, values), values);
}

/** Deletes every row of the repository's table that `where` matches. */
export function deleteWhere<Entity extends ObjectLiteral>(
  rows: Repository<Entity>,
  where: Where<Entity>,
): Promise<DeleteResult> {
  return byCriteria(rows, where, (writer) => writer.delete(rows.target, where));
}

/** Adds rows as they are given, without loading anything first; `ignoringDuplicates` skips a row whose unique key is taken. */
export function insertRows<Entity extends ObjectLiteral>(
  rows: Repository<Entity>,
  values: QueryDeepPartialEntity<Entity> | QueryDeepPartialEntity<Entity>[],
  options: { ignoringDuplicates?: boolean } = {},
): Promise<InsertResult> {
  const insert = (writer: EntityManager) =>
    options.ignoringDuplicates
      ? writer.createQueryBuilder().insert().into(rows.target).values(values).orIgnore().execute()
      : writer.insert(rows.target, values);
  if (!recorded(rows)) return insert(rows.manager);
  return inTransaction(rows.manager, insert);
}

async function byCriteria<Entity extends ObjectLiteral, Result>(
  rows: Repository<Entity>,
  where: Where<Entity>,
  write: (writer: EntityManager) => Promise<Result>,
  values?: ObjectLiteral,
): Promise<Result> {
  if (!recorded(rows, values)) return write(rows.manager);
  return inTransaction(rows.manager, async (writer) => {
    const { metadata } = rows;
    const key = metadata.primaryColumns[0]?.propertyName;
    // On PostgreSQL the rows are locked as they are read, so that a write of another instance
    // that got there first is waited for and its rows, if they no longer match, are not counted;
    // SQLite has one writer at a time already.
    const lock =
      writer.connection.options.type === "postgres" ? { mode: "pessimistic_write" as const } : undefined;
    const found: ObjectLiteral[] = key
      ? await writer.find(rows.target, { where, select: { [key]: true } as never, lock })
      : [];
    const ids = found.map((row) => String(row[key!]));
    return running.run({ table: metadata.tableName, ids }, () => write(writer));
  });
}

function recorded(
  { manager, metadata }: Pick<Repository<ObjectLiteral>, "manager" | "metadata">,
  values?: ObjectLiteral,
): boolean {
  const watcher = watchers.get(manager.connection);
  return watcher !== undefined && watcher.records(metadata.tableName, values);
}

/** Runs the write in the caller's transaction, or in one of its own, so that it and its record are one. */
function inTransaction<Result>(
  manager: EntityManager,
  write: (writer: EntityManager) => Promise<Result>,
): Promise<Result> {
  return manager.queryRunner?.isTransactionActive ? write(manager) : manager.transaction(write);
}
