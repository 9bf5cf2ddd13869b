import type { DataSource } from "typeorm";
import { vi } from "vitest";

/**
 * Counts the SQL statements the data source runs while `work` runs, through TypeORM's logger,
 * which every query of every driver passes.
 */
export async function countQueries(dataSource: DataSource, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(dataSource.logger, "logQuery");
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** The SQL statements the data source runs while `work` runs, in order. */
export async function statementsRun(dataSource: DataSource, work: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(dataSource.logger, "logQuery");
  try {
    await work();
    return spy.mock.calls.map(([sql]) => sql);
  } finally {
    spy.mockRestore();
  }
}
