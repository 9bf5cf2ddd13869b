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
