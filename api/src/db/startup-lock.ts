import type { DataSource } from "typeorm";

/** Any fixed number: the PostgreSQL advisory lock that instances take while preparing the database. */
const STARTUP_LOCK_KEY = 72_616_101;

/**
 * Runs `work` while holding a lock that other instances starting against the same PostgreSQL
 * database wait for, so that migrations, sample content and the first admin happen once. SQLite
 * serves one process, which needs no lock.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== "postgres") return work();
  // An advisory lock belongs to a connection: hold one connection for the whole time.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await runner.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
