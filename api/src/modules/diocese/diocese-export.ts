import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import type { DataSource, EntityManager } from "typeorm";
import { currentDiocese } from "../../db/unit-of-work.js";
import type { MediaStorage } from "../media/media.storage.js";
import {
  ARCHIVE_FORMAT,
  FILES,
  MANIFEST,
  movedTables,
  placeholder,
  portableValue,
  ROWS,
  schemaOf,
  type ArchivedTable,
  type ArchiveManifest,
} from "./diocese-archive.js";

/** Rows read at a time: a table of any size is read in pages of this many, never whole. */
const PAGE = 500;

/**
 * Writes the current diocese (the unit of work's) to one .tar.gz: its rows of every table that
 * moves with it (diocese-archive.ts), page by page, and its uploaded files, one by one, each
 * streamed to the disk. On PostgreSQL the rows are one snapshot, read while the site runs; on
 * SQLite take it while the site is quiet, since a write between two tables' reads is not held off.
 */
export async function exportDiocese(
  dataSource: DataSource,
  storage: MediaStorage,
  archive: string,
): Promise<ArchiveManifest> {
  const work = await mkdtemp(path.join(tmpdir(), "diocese-export-"));
  try {
    await mkdir(path.join(work, ROWS));
    const tables = await movedTables(dataSource);
    const rows: Record<string, number> = {};
    const highestIds: Record<string, number> = {};
    const readAll = async (manager: EntityManager) => {
      for (const table of tables) {
        const written = await writeRows(manager, table, path.join(work, ROWS));
        rows[table.name] = written.count;
        if (table.givenIds) highestIds[table.name] = written.highestId;
      }
    };
    if (dataSource.options.type === "postgres") await dataSource.transaction("REPEATABLE READ", readAll);
    else await readAll(dataSource.manager);
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      name: await nameOf(dataSource),
      exportedAt: new Date().toISOString(),
      schema: await schemaOf(dataSource),
      rows,
      highestIds,
      files: await writeFiles(storage, path.join(work, FILES)),
    };
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    await tar.create({ gzip: true, file: archive, cwd: work, portable: true }, [MANIFEST, ROWS, FILES]);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Writes a table's rows of the diocese as JSON lines, a page at a time in key order; answers how
 * many, and the highest id where the deployment gives them (the last row's: they are in id order).
 */
async function writeRows(
  manager: EntityManager,
  table: ArchivedTable,
  folder: string,
): Promise<{ count: number; highestId: number }> {
  const out = createWriteStream(path.join(folder, `${table.name}.jsonl`));
  const at = (index: number) => placeholder(manager.connection, index);
  const keys = table.key.map((column) => `"${column}"`).join(", ");
  let after: unknown[] | null = null;
  let count = 0;
  let highestId = 0;
  try {
    for (;;) {
      const parameters: unknown[] = [currentDiocese(), ...(after ?? [])];
      const past = after ? ` AND (${keys}) > (${table.key.map((_, index) => at(index + 1)).join(", ")})` : "";
      const page = (await manager.query(
        `SELECT * FROM "${table.name}" WHERE diocese_id = ${at(0)}${past} ORDER BY ${keys} LIMIT ${PAGE}`,
        parameters,
      )) as Record<string, unknown>[];
      for (const row of page) {
        const line = Object.fromEntries(
          table.columns.map((column) => [column.name, portableValue(row[column.name], column.kind)]),
        );
        if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, "drain");
      }
      count += page.length;
      if (table.givenIds && page.length > 0) highestId = Number(page[page.length - 1]!.id);
      if (page.length < PAGE) break;
      const last = page[page.length - 1]!;
      after = table.key.map((column) => last[column]);
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  return { count, highestId };
}

/** Copies every file of the diocese's uploads into the folder, keys as paths; answers how many. */
async function writeFiles(storage: MediaStorage, folder: string): Promise<number> {
  await mkdir(folder, { recursive: true });
  let count = 0;
  for (const { key } of await storage.list("")) {
    const content = await storage.read(key);
    // A file deleted since it was listed is no longer the diocese's.
    if (content === null) continue;
    const target = path.join(folder, ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(content.body, createWriteStream(target));
    count += 1;
  }
  return count;
}

/** The diocese's name as its site heads its pages, else as the deployment lists it. */
async function nameOf(dataSource: DataSource): Promise<string> {
  const at = placeholder(dataSource, 0);
  const [settings] = (await dataSource.query(`SELECT full_name FROM site_settings WHERE diocese_id = ${at}`, [
    currentDiocese(),
  ])) as { full_name: string }[];
  if (settings) return settings.full_name;
  const [diocese] = (await dataSource.query(`SELECT name FROM diocese WHERE id = ${at}`, [
    currentDiocese(),
  ])) as {
    name: string;
  }[];
  return diocese?.name ?? "";
}
