import type { DataSource } from "typeorm";
import { vi } from "vitest";

/**
 * The SQL statements the data source runs while `work` runs, in order, through TypeORM's logger,
 * which every query of every driver passes.
 */
export async function statementsRun(dataSource: DataSource, work: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(dataSource.logger, "logQuery");
  try {
    await work();
    return spy.mock.calls.map(([sql]) => sql);
  } finally {
    spy.mockRestore();
  }
}

/** How many SQL statements the data source runs while `work` runs. */
export async function countQueries(dataSource: DataSource, work: () => Promise<unknown>): Promise<number> {
  return (await statementsRun(dataSource, work)).length;
}
