import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DataSource } from "typeorm";
import { afterAll, beforeAll } from "vitest";
import { AppState } from "../src/db/app-state.entity.js";
import { ENTITIES } from "../src/modules.js";
import type { MIGRATIONS } from "../src/db/migrations/index.js";

/**
 * For a migration's test: a SQLite file in a folder of its own for the test file, opened with the
 * migrations given, so that a test can make the database of an installation from before one
 * migration and then run it.
 */
export function migrationTestDatabase(): (migrations: (typeof MIGRATIONS)[number][]) => DataSource {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "diocese-migration-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  return (migrations) =>
    new DataSource({
      type: "sqlite",
      database: path.join(dataDir, "diocese.sqlite"),
      entities: [AppState, ...ENTITIES],
      migrations,
      synchronize: false,
    });
}
