import { createRequire } from "node:module";
import type pg from "pg";
import { DataSource, type MigrationInterface } from "typeorm";
import type { DatabaseConfig } from "../config.js";
import { AppState } from "./app-state.entity.js";
import { MIGRATIONS } from "./migrations/index.js";
import { withStartupLock } from "./startup-lock.js";
import { serializeSqliteTransactions } from "./sqlite-turns.js";
import {
  keepEachDiocesesRows,
  markManyDioceses,
  migrateFailingOnRowsKeptApart,
  nameTheDioceseOfEachTransaction,
} from "./diocese-per-transaction.js";

/** An entity class, as the registry lists them (api/src/modules.ts). */
export type EntityClass = abstract new (...args: never[]) => object;

/** A migration class, as a module declares its own (api/src/module-declaration.ts). */
export type MigrationClass = new () => MigrationInterface;

/** Migrations in the order they run: by the timestamp that ends each one's name, as TypeORM records it. */
const inTimestampOrder = (migrations: readonly MigrationClass[]) =>
  [...migrations].sort((a, b) => Number(a.name.slice(-13)) - Number(b.name.slice(-13)));

/** The database drivers, required when a data source of their kind is made, as TypeORM would. */
const requireDriver = createRequire(import.meta.url);

/**
 * sqlite3 as TypeORM is given it. TypeORM turns on sqlite3's verbose mode, which wraps every call
 * to take a stack trace and print its SQL and parameters, only to lengthen an error's stack: about
 * 30 us of CPU a query, half again what a query through plain sqlite3 costs, over the 2,600 of a
 * first start with the sample content and every request's after. So wrapped, a query's rows also
 * outlive the young generation's collections and wait in the old one for a full collection:
 * reading 200,000 gifts as the ledger's CSV does moved 123 MB there (27 MB without). Errors keep
 * their messages, codes and query. PostgreSQL's data source never loads sqlite3.
 */
const sqliteWithoutVerboseMode = { verbose: () => requireDriver("sqlite3") as unknown };

/**
 * pg's client, but a query that TypeORM awaits (a text and its values, no callback) is answered
 * through pg's callback rather than its own promise: with that promise each query's rows outlived
 * the young generation's collections as sqlite3's verbose mode does (200 reads of 1,000 rows in a
 * loop moved 163 MB to the old generation, 7 MB so; a CSV export grew the process by 90 MB).
 * Such a query is also sent only once the one before it on the connection is answered: TypeORM
 * tells a subscriber of each row of a many-row insert at once (the audit log then reads each row's
 * label together), and pg, which would queue them itself, warns that from its version 9 it will
 * not. Sent at once when the connection is idle, so the order of queries is as before.
 * Made when a PostgreSQL data source is: SQLite's never loads pg.
 */
function pgClientAnsweringByCallback(): typeof pg.Client {
  const { Client } = requireDriver("pg") as typeof pg;
  class PgClient extends Client {
    /** Settles once the last query sent so has been answered; null when none is waited for. */
    lastQuery: Promise<void> | null = null;
  }
  const pgQuery = Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  Object.assign(PgClient.prototype, {
    query(this: PgClient, text: unknown, values?: unknown, callback?: unknown): unknown {
      if (typeof text !== "string" || callback !== undefined || typeof values === "function") {
        return pgQuery.call(this, text, values, callback);
      }
      const send = () =>
        new Promise((resolve, reject) =>
          pgQuery.call(this, text, values, (error: Error | null, result: unknown) =>
            error ? reject(error) : resolve(result),
          ),
        );
      const sent = this.lastQuery ? this.lastQuery.then(send) : send();
      const answered = sent.then(
        () => undefined,
        () => undefined,
      );
      this.lastQuery = answered;
      void answered.then(() => {
        if (this.lastQuery === answered) this.lastQuery = null;
      });
      return sent;
    },
  });
  return PgClient;
}

/**
 * The database connection. Its schema comes only from the migrations: those of db/migrations/
 * and the modules' own (the registry's MODULE_MIGRATIONS), run together in timestamp order. A
 * data source made without the modules' migrations only opens a database migrated already, and
 * `migrate` refuses it. `synchronize` stays off so that a deploy never changes tables behind the
 * operator's back.
 */
export function createDataSource(
  database: DatabaseConfig,
  moduleEntities: readonly EntityClass[],
  moduleMigrations?: readonly MigrationClass[],
): DataSource {
  // The app's own state (app-state.entity.ts) beside the modules' tables.
  const entities = [AppState, ...moduleEntities];
  const migrations = moduleMigrations ? inTimestampOrder([...MIGRATIONS, ...moduleMigrations]) : [];
  if (database.kind === "postgres") {
    const dataSource = new DataSource({
      type: "postgres",
      url: database.url,
      // A server that never answers (a wrong address behind a firewall) fails the start in 10 s.
      connectTimeoutMS: 10_000,
      extra: { Client: pgClientAnsweringByCallback() },
      entities,
      migrations,
      migrationsTransactionMode: "each",
      synchronize: false,
    });
    if (database.multiDiocese) markManyDioceses(dataSource);
    return dataSource;
  }
  return new DataSource({
    type: "sqlite",
    driver: sqliteWithoutVerboseMode,
    database: database.file,
    entities,
    migrations,
    migrationsTransactionMode: "each",
    synchronize: false,
    // WAL lets readers go on while one writer writes; the busy timeout makes writers wait their turn:
    // up to 15 s, since a writer of another process (a second instance, a backup, the admin script)
    // on a loaded machine may hold the lock for seconds, and waiting beats refusing a gift's write.
    enableWAL: true,
    busyTimeout: 15_000,
  });
}

/**
 * Connects; on SQLite makes transactions safe to run from concurrent requests, and where the
 * deployment serves several dioceses names each transaction's.
 */
export async function openDataSource(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  serializeSqliteTransactions(dataSource);
  nameTheDioceseOfEachTransaction(dataSource);
  return dataSource;
}

/**
 * Runs the migrations that have not run yet, one instance at a time, and gives new rows the
 * diocese as this deployment does.
 */
export async function migrate(dataSource: DataSource): Promise<void> {
  if (dataSource.migrations.length === 0)
    throw new Error("This data source was made without the modules' migrations: it cannot migrate");
  await withStartupLock(dataSource, async () => {
    await migrateFailingOnRowsKeptApart(dataSource);
    await keepEachDiocesesRows(dataSource);
  });
}
