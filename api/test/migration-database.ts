import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DataSource } from "typeorm";
import { afterAll, beforeAll } from "vitest";
import { AppState } from "../src/db/app-state.entity.js";
import { ENTITIES } from "../src/modules.js";
import { MIGRATIONS } from "../src/db/migrations/index.js";
import type { MigrationClass } from "../src/db/data-source.js";

type Migration = MigrationClass;
type OpenDatabase = (migrations: Migration[]) => DataSource;

/**
 * For a migration's test: a SQLite file in a folder of its own for the test file, opened with the
 * migrations given, so that a test can make the database of an installation from before one
 * migration and then run it.
 */
export function migrationTestDatabase(): OpenDatabase {
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

/** The database of an installation from before `migration`, with every migration before it run. */
export async function installationBefore(open: OpenDatabase, migration: Migration): Promise<DataSource> {
  const every: readonly Migration[] = MIGRATIONS;
  const old = await open(every.slice(0, every.indexOf(migration))).initialize();
  await old.runMigrations();
  return old;
}

/** Runs every migration on the database, hands it to `look`, and closes it. */
export async function afterEveryMigration<T>(
  open: OpenDatabase,
  look: (current: DataSource) => Promise<T>,
): Promise<T> {
  const current = await open(MIGRATIONS).initialize();
  try {
    await current.runMigrations();
    return await look(current);
  } finally {
    await current.destroy();
  }
}
