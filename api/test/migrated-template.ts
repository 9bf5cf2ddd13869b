import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { createDataSource, migrate, openDataSource } from "../src/db/data-source.js";
import { ENTITIES, MODULE_MIGRATIONS } from "../src/modules.js";

/*
 * An empty database with every migration run, made once and copied for each test app: running the
 * migrations took one to three seconds of every test on a busy machine, copying a template a
 * moment. A template belongs to one state of the migrations (the hash of the migrations folder's
 * files and of the modules' own migrations' code), so a migration added or edited makes a new
 * one; the templates of other states are deleted then.
 */

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../src/db/migrations");
const SQLITE_TEMPLATES = path.resolve(import.meta.dirname, "../../node_modules/.cache/diocese-migrated");
const POSTGRES_TEMPLATE_PREFIX = "diocese_migrated_";

function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith(".test.ts")) continue;
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(MIGRATIONS_DIR, file)))
      .update("\0");
  }
  // A module's migrations live in its folder (module-declaration.ts): their code, as loaded, every
  // method of it (up and down call helpers of their own, such as a table's creation).
  for (const migration of MODULE_MIGRATIONS) {
    hash.update(migration.name);
    const methods = migration.prototype as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(methods).sort()) hash.update(String(methods[name]));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

let sqliteTemplate: Promise<string> | null = null;

/** Puts a migrated SQLite database at `file` (in a new, empty data folder). */
export async function copyMigratedSqlite(file: string): Promise<void> {
  sqliteTemplate ??= makeSqliteTemplate();
  try {
    await copyFile(await sqliteTemplate, file);
  } catch (error) {
    // Another run, of other migrations (another checkout), replaced it: make ours again.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    sqliteTemplate = makeSqliteTemplate();
    await copyFile(await sqliteTemplate, file);
  }
}

async function makeSqliteTemplate(): Promise<string> {
  const template = path.join(SQLITE_TEMPLATES, `${migrationsHash()}.sqlite`);
  if (existsSync(template)) return template;
  await mkdir(SQLITE_TEMPLATES, { recursive: true });
  const making = await mkdtemp(path.join(SQLITE_TEMPLATES, "making-"));
  try {
    const dataSource = createDataSource(
      { kind: "sqlite", file: path.join(making, "diocese.sqlite") },
      ENTITIES,
      MODULE_MIGRATIONS,
    );
    await openDataSource(dataSource);
    await migrate(dataSource);
    // Closing the last connection folds the write-ahead log into the file, which is then whole.
    await dataSource.destroy();
    // Several workers may make it at once: renaming is atomic, and the last one's is as good.
    await rename(path.join(making, "diocese.sqlite"), template);
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  for (const other of await readdir(SQLITE_TEMPLATES)) {
    if (other !== path.basename(template) && !other.startsWith("making-"))
      await rm(path.join(SQLITE_TEMPLATES, other), { force: true });
  }
  return template;
}

/** The test run's way in as PostgreSQL's administrator (test-app.ts). */
export interface PostgresAdmin {
  url: string;
  withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
  dropDatabase(name: string): Promise<void>;
}

let postgresTemplate: Promise<string> | null = null;

/**
 * Creates the database `name` (on `tablespace`, if given) as a copy of one with every migration
 * run, which is made if missing; no one connects to the template once it is made, as PostgreSQL's
 * `CREATE DATABASE ... TEMPLATE` requires.
 */
export async function createMigratedPostgres(
  name: string,
  tablespace: string | undefined,
  admin: PostgresAdmin,
): Promise<void> {
  const where = tablespace ? ` TABLESPACE "${tablespace}"` : "";
  for (let attempt = 1; ; attempt++) {
    postgresTemplate ??= makePostgresTemplate(admin);
    try {
      const template = await postgresTemplate;
      await admin.withClient((client) =>
        client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"${where}`),
      );
      return;
    } catch (error) {
      postgresTemplate = null;
      // Another run, of other migrations (another checkout), dropped it: make ours again.
      if (attempt === 3 || (error as { code?: string }).code !== "3D000") throw error;
    }
  }
}

async function makePostgresTemplate(admin: PostgresAdmin): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${migrationsHash()}`;
  const existing = async () =>
    admin.withClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`${POSTGRES_TEMPLATE_PREFIX}%`],
      );
      return rows.map((row) => row.datname);
    });
  if ((await existing()).includes(name)) return name;

  const making = `diocese_making_${randomBytes(6).toString("hex")}`;
  await admin.withClient((client) => client.query(`CREATE DATABASE "${making}"`));
  try {
    const url = new URL(admin.url);
    url.pathname = `/${making}`;
    const dataSource = createDataSource(
      { kind: "postgres", url: url.toString(), multiDiocese: false, provinceHost: null, backupUrl: null },
      ENTITIES,
      MODULE_MIGRATIONS,
    );
    await openDataSource(dataSource);
    await migrate(dataSource);
    await dataSource.destroy();
    // Several workers may make it at once: the first to rename gives it its name. Two renames at
    // the same moment meet at the catalogue's unique index rather than its check of the name.
    await admin
      .withClient((client) => client.query(`ALTER DATABASE "${making}" RENAME TO "${name}"`))
      .catch((error: { code?: string }) => {
        if (error.code !== "42P04" && error.code !== "23505") throw error; // duplicate_database, unique_violation
      });
  } finally {
    await admin.dropDatabase(making);
  }
  for (const other of await existing()) {
    if (other !== name) await admin.dropDatabase(other);
  }
  return name;
}
