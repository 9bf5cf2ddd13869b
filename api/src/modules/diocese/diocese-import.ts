import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import * as tar from "tar";
import type { DataSource, EntityManager } from "typeorm";
import { currentDiocese } from "../../db/unit-of-work.js";
import { UserInputError } from "../../errors.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import { noteNoSampleContentWanted } from "../../db/app-state.entity.js";
import { contentTypeOf, isStorageKey, type MediaStorage } from "../media/media.storage.js";
import {
  ARCHIVE_FORMAT,
  FILES,
  MANIFEST,
  movedTables,
  placeholder,
  ROWS,
  schemaOf,
  storedValue,
  type ArchivedTable,
  type ArchiveManifest,
} from "./diocese-archive.js";
import { MovedIds } from "./moved-ids.js";

/** The most values one INSERT carries: well within SQLite's and PostgreSQL's limits. */
const VALUES_PER_INSERT = 900;
/** Ids the running site may give while an import reserves its own: its sequences run on meanwhile. */
const IDS_GIVEN_MEANWHILE = 10_000;

/** An archive unpacked into a folder of its own and checked against this site's schema. */
export interface OpenedArchive {
  manifest: ArchiveManifest;
  folder: string;
  close(): Promise<void>;
}

/**
 * Unpacks an archive of `npm run admin -- diocese export` and checks that this site can take it:
 * its format, its schema (the same newest migration), and a file of rows for every table that
 * moves. Refused with what is wrong; nothing is written.
 */
export async function openArchive(dataSource: DataSource, archive: string): Promise<OpenedArchive> {
  const folder = await mkdtemp(path.join(tmpdir(), "diocese-import-"));
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    try {
      await tar.extract({ file: archive, cwd: folder, strict: true });
    } catch (error) {
      throw new UserInputError(`${archive} is not an archive of a diocese: ${(error as Error).message}`);
    }
    const manifest = await manifestIn(folder, archive);
    const schema = await schemaOf(dataSource);
    if (manifest.schema !== schema) {
      throw new UserInputError(
        `${archive} was made by a site whose newest migration is ${manifest.schema}, and this site's is ${schema}: bring both to the same version first`,
      );
    }
    const tables = (await movedTables(dataSource)).map(({ name }) => name).sort();
    const archived = Object.keys(manifest.rows).sort();
    if (tables.join() !== archived.join()) {
      throw new UserInputError(
        `${archive} holds the tables ${archived.join(", ")}, but this site moves ${tables.join(", ")}`,
      );
    }
    const files = (await filesIn(path.join(folder, FILES))).length;
    if (files !== manifest.files) {
      throw new UserInputError(`${archive} lists ${manifest.files} files but holds ${files}: it is damaged`);
    }
    return { manifest, folder, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function manifestIn(folder: string, archive: string): Promise<ArchiveManifest> {
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), "utf8")) as ArchiveManifest;
  } catch {
    throw new UserInputError(`${archive} has no ${MANIFEST}: it is not an archive of a diocese`);
  }
  if (manifest.format !== ARCHIVE_FORMAT) {
    throw new UserInputError(`${archive} is not an archive of a diocese this version can read`);
  }
  return manifest;
}

/** What an import wrote: each table's rows, and the files. */
export interface Imported {
  rows: Record<string, number>;
  files: number;
}

/**
 * Writes an opened archive into the current diocese (the unit of work's), which must hold none of
 * the rows that move: whole or not at all. The files are stored first and deleted again should the
 * rows fail; the rows are written in one transaction, each table's counted against the manifest.
 * With `newIds`, where other dioceses' rows share the deployment's ids, every id the archive
 * holds is moved past every id the deployment has given, reserved first (one offset for all, so
 * that the links between rows, and the audit log's and revisions' references, keep pointing where
 * they did); without, the ids stay as they were.
 */
export async function fillDiocese(
  dataSource: DataSource,
  storage: MediaStorage,
  opened: OpenedArchive,
  options: { newIds: boolean },
): Promise<Imported> {
  const tables = await movedTables(dataSource);
  await refuseUnlessEmpty(dataSource, storage, tables);
  const ids = new MovedIds(
    options.newIds ? await highestIdGiven(dataSource, tables) : 0,
    tables,
    opened.manifest.highestIds ?? {},
  );
  if (options.newIds) await reserveIds(dataSource, tables, ids.offset, opened.manifest.highestIds);
  const stored = await storeFiles(storage, path.join(opened.folder, FILES));
  try {
    const rows: Record<string, number> = {};
    await dataSource
      .transaction(async (manager) => {
        for (const table of tables) {
          const count = await insertRows(manager, table, opened.folder, (row) => ids.move(table, row));
          if (count !== opened.manifest.rows[table.name]) {
            throw new UserInputError(
              `The archive lists ${opened.manifest.rows[table.name]} rows of ${table.name} but holds ${count}: it is damaged`,
            );
          }
          rows[table.name] = count;
        }
        await moveSequencesPast(manager, tables);
        await noteNoSampleContentWanted(manager, `moved in ${new Date().toISOString()}`);
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new UserInputError(
          `The archive holds a value this deployment keeps once (a token, an M-Pesa receipt, a slug): is this diocese here already? ${(error as Error).message}`,
        );
      });
    await analyse(dataSource, tables);
    return { rows, files: stored.length };
  } catch (error) {
    for (const key of stored) await storage.delete(key);
    throw error;
  }
}

/**
 * Gives the planner its figures for the tables that just grew. The rows are written by then, so a
 * failure here is no reason to take them back: the next autovacuum makes them.
 */
async function analyse(dataSource: DataSource, tables: readonly ArchivedTable[]): Promise<void> {
  if (dataSource.options.type !== "postgres") return;
  await dataSource
    .query(`ANALYZE ${tables.map(({ name }) => `"${name}"`).join(", ")}`)
    .catch(() => undefined);
}

/**
 * Refuses a diocese that already holds rows that would move (its app state aside, which merges) or
 * uploaded files, which the archive's could replace and, should the import fail, delete.
 */
async function refuseUnlessEmpty(
  dataSource: DataSource,
  storage: MediaStorage,
  tables: readonly ArchivedTable[],
): Promise<void> {
  const at = placeholder(dataSource, 0);
  const held: string[] = [];
  for (const { name } of tables) {
    if (name === "app_state") continue;
    const rows = (await dataSource.query(`SELECT 1 FROM "${name}" WHERE diocese_id = ${at} LIMIT 1`, [
      currentDiocese(),
    ])) as unknown[];
    if (rows.length > 0) held.push(name);
  }
  if ((await storage.list("")).length > 0) held.push("its uploaded files");
  if (held.length > 0) {
    throw new UserInputError(
      `A diocese is imported only into an empty site or a new diocese: this one already has rows in ${held.join(", ")}`,
    );
  }
}

/** The highest id any sequence of a table that moves has given, in every diocese. */
async function highestIdGiven(dataSource: DataSource, tables: readonly ArchivedTable[]): Promise<number> {
  let highest = 0;
  for (const table of tables.filter(({ givenIds }) => givenIds)) {
    const sequence = await sequenceOf(dataSource.manager, table);
    const [row] = (await dataSource.query(`SELECT last_value FROM ${sequence}`)) as { last_value: string }[];
    highest = Math.max(highest, Number(row!.last_value));
  }
  return highest + IDS_GIVEN_MEANWHILE;
}

/**
 * Reserves ids for the archive's rows before any is written, so that the running site's next rows
 * never take one: each sequence is set past the offset plus the archive's highest id of its table
 * (checked by MovedIds, as every row's id is against it).
 */
async function reserveIds(
  dataSource: DataSource,
  tables: readonly ArchivedTable[],
  offset: number,
  highestIds: Readonly<Record<string, number>>,
): Promise<void> {
  for (const table of tables.filter(({ givenIds }) => givenIds)) {
    const sequence = await sequenceOf(dataSource.manager, table);
    await dataSource.query(
      `SELECT setval('${sequence}', GREATEST((SELECT last_value FROM ${sequence}), $1))`,
      [offset + highestIds[table.name]!],
    );
  }
}

/**
 * Makes each sequence give ids past those just written, and past any it gave before, whatever the
 * archive said of its highest ids (SQLite's AUTOINCREMENT does so itself).
 */
async function moveSequencesPast(manager: EntityManager, tables: readonly ArchivedTable[]): Promise<void> {
  if (manager.connection.options.type !== "postgres") return;
  for (const table of tables.filter(({ givenIds }) => givenIds)) {
    const sequence = await sequenceOf(manager, table);
    await manager.query(
      `SELECT setval('${sequence}', GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table.name}"), (SELECT last_value FROM ${sequence})))`,
    );
  }
}

/** The sequence that gives a table's ids, as PostgreSQL names it. */
async function sequenceOf(manager: EntityManager, table: ArchivedTable): Promise<string> {
  const [sequence] = (await manager.query(`SELECT pg_get_serial_sequence($1, 'id') AS name`, [
    `"${table.name}"`,
  ])) as { name: string }[];
  return sequence!.name;
}

/** Inserts a table's rows from the archive, in pages; answers how many. */
async function insertRows(
  manager: EntityManager,
  table: ArchivedTable,
  folder: string,
  adjust: (row: Record<string, unknown>) => void,
): Promise<number> {
  const sqlite = manager.connection.options.type !== "postgres";
  const names = ["diocese_id", ...table.columns.map((column) => column.name)];
  const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / names.length));
  let batch: unknown[][] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map(
      (_, row) =>
        `(${names.map((__, column) => placeholder(manager.connection, row * names.length + column)).join(", ")})`,
    );
    await manager.query(
      `INSERT INTO "${table.name}" (${names.map((name) => `"${name}"`).join(", ")}) VALUES ${values.join(", ")}`,
      batch.flat(),
    );
    batch = [];
  };
  if (table.name === "app_state") await replaceAppState(manager, folder);
  const lines = createInterface({ input: createReadStream(path.join(folder, ROWS, `${table.name}.jsonl`)) });
  for await (const line of lines) {
    if (line === "") continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    adjust(row);
    batch.push([
      currentDiocese(),
      ...table.columns.map((column) => {
        if (!(column.name in row)) throw new UserInputError(`A row of ${table.name} has no ${column.name}`);
        return storedValue(row[column.name], column.kind, sqlite);
      }),
    ]);
    count += 1;
    if (batch.length >= perInsert) await flush();
  }
  await flush();
  return count;
}

/** The site's own notes (app_state) that the archive holds replace this diocese's of the same key. */
async function replaceAppState(manager: EntityManager, folder: string): Promise<void> {
  const at = (index: number) => placeholder(manager.connection, index);
  const lines = createInterface({ input: createReadStream(path.join(folder, ROWS, "app_state.jsonl")) });
  for await (const line of lines) {
    if (line === "") continue;
    const { state_key } = JSON.parse(line) as { state_key: string };
    await manager.query(`DELETE FROM app_state WHERE diocese_id = ${at(0)} AND state_key = ${at(1)}`, [
      currentDiocese(),
      state_key,
    ]);
  }
}

/** Stores every file under the folder in the diocese's uploads; answers their keys. */
async function storeFiles(storage: MediaStorage, folder: string): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const key of await filesIn(folder)) {
      if (!isStorageKey(key)) throw new UserInputError(`The archive holds a file no upload could be: ${key}`);
      await storage.put(key, await readFile(path.join(folder, ...key.split("/"))), contentTypeOf(key));
      stored.push(key);
    }
    return stored;
  } catch (error) {
    for (const key of stored) await storage.delete(key);
    throw error;
  }
}

/** The files under a folder (none where it is missing), each as a key: its path with forward slashes. */
async function filesIn(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}
