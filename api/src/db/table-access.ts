import { AsyncLocalStorage } from "node:async_hooks";
import type { AfterQueryEvent, BeforeQueryEvent, DataSource, EntitySubscriberInterface } from "typeorm";
import { writeEventsOf, type WriteEvents } from "./write-events.js";

/*
 * Which tables each statement names, for the response cache: an answer remembers the tables it
 * read, and a committed write tells which tables it wrote, so that a gift drops the answers that
 * read the ledger and the appeal's totals, not the news. Read from every statement the data source
 * runs (TypeORM's query events), so that raw SQL, a query builder's bulk update and a repository's
 * save are all seen, and no module has to say what it reads or writes.
 *
 * A statement's tables are the words of it that are names of the data source's tables (entities'
 * and join tables'): a column or alias of the same name counts too, which only ever drops an
 * answer that did not need to go.
 */

interface Statement {
  readonly tables: readonly string[];
  /** It changes rows (INSERT, UPDATE, DELETE, an upsert), as opposed to reading them or locking them. */
  readonly writes: boolean;
}

/**
 * Statements already read: the same few hundred come again and again. A long one (a bulk insert's
 * many rows) is read each time rather than kept, so that what is kept stays under 16 MB.
 */
const REMEMBERED_STATEMENTS = 2000;
const LONGEST_REMEMBERED_STATEMENT = 8000;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;
/** A statement that writes begins so; a SELECT that calls replace() or locks rows FOR UPDATE does not. */
const WRITING = /^\s*(INSERT|UPDATE|DELETE|REPLACE|MERGE|TRUNCATE)\b/i;
/** A common table expression may hold a write (WITH moved AS (UPDATE ... RETURNING ...) SELECT ...). */
const WITH_WRITE = /^\s*WITH\b[\s\S]*\b(INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i;

class StatementReader {
  private readonly remembered = new Map<string, Statement>();

  constructor(private readonly tableNames: ReadonlySet<string>) {}

  read(sql: string): Statement {
    let statement = this.remembered.get(sql);
    if (statement) return statement;
    const tables = new Set<string>();
    for (const [word] of sql.matchAll(WORD)) if (this.tableNames.has(word)) tables.add(word);
    statement = { tables: [...tables], writes: WRITING.test(sql) || WITH_WRITE.test(sql) };
    if (sql.length > LONGEST_REMEMBERED_STATEMENT) return statement;
    if (this.remembered.size >= REMEMBERED_STATEMENTS) this.remembered.clear();
    this.remembered.set(sql, statement);
    return statement;
  }
}

const reading = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `produce` and every query it makes, however deep, noting the tables they read into
 * `tables` (which the caller may look at while it runs).
 */
export function noteTablesRead<Result>(tables: Set<string>, produce: () => Result): Result {
  return reading.run(tables, produce);
}

/** Notes `tables` as read by the answer being made, if one is (an answer kept that it is made from). */
export function noteRead(tables: Iterable<string>): void {
  const reads = reading.getStore();
  if (reads) for (const table of tables) reads.add(table);
}

const following = new WeakSet<DataSource>();

/**
 * Makes every statement run on the data source note the tables it reads (for the answer being
 * made, see noteTablesRead), and every committed write announce the tables it wrote (a
 * ContentChanged, see write-events.ts), except writes to `quietTables` alone: tables that no
 * answer anyone may keep reads (sessions, the audit log), whose writes need no one told.
 * Once per data source (tests run several apps in one process).
 */
export function followTableAccess(dataSource: DataSource, quietTables: ReadonlySet<string>): void {
  if (following.has(dataSource)) return;
  following.add(dataSource);
  const tableNames = new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName));
  dataSource.subscribers.push(
    new TableAccess(new StatementReader(tableNames), writeEventsOf(dataSource), quietTables),
  );
}

class TableAccess implements EntitySubscriberInterface {
  constructor(
    private readonly statements: StatementReader,
    private readonly events: WriteEvents,
    private readonly quietTables: ReadonlySet<string>,
  ) {}

  beforeQuery(event: BeforeQueryEvent<unknown>): void {
    const tables = reading.getStore();
    if (!tables) return;
    for (const table of this.statements.read(event.query).tables) tables.add(table);
  }

  async afterQuery(event: AfterQueryEvent<unknown>): Promise<void> {
    if (!event.success) return;
    const statement = this.statements.read(event.query);
    if (!statement.writes) return;
    const told = statement.tables.filter((table) => !this.quietTables.has(table));
    if (told.length > 0) await this.events.tablesWritten(event.queryRunner, told);
  }
}
