import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import * as tar from "tar";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { QUEUE_SCHEMA } from "./dioceses.js";

const run = promisify(execFile);

interface Manifest {
  format: 1;
  createdAt: string;
  database: "sqlite" | "postgres";
}

const MANIFEST = "manifest.json";
const SQLITE_SNAPSHOT = "database.sqlite";
const POSTGRES_DUMP = "database.pgdump";
const UPLOADS = "uploads";

/**
 * The uploaded files, wherever the site keeps them: the media module's storage, which this layer
 * takes as it is given rather than imports.
 */
export interface UploadedFiles {
  /** Puts every file under `folder`, laid out as in DATA_DIR/uploads. */
  backUpInto(folder: string): Promise<void>;
  /** Makes the files those under `folder` (which may be missing: none), and only those. */
  restoreFrom(folder: string): Promise<void>;
}

/**
 * Writes one .tar.gz holding a consistent snapshot of the database (SQLite's VACUUM INTO, which
 * works while the site runs, or pg_dump) and every uploaded file, from the folder or the bucket
 * alike: the archive's uploads/ has the same layout either way.
 */
export async function createBackup(
  config: Config,
  dataSource: DataSource,
  uploads: UploadedFiles,
  archive: string,
): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "diocese-backup-"));
  try {
    const snapshot = config.database.kind === "sqlite" ? SQLITE_SNAPSHOT : POSTGRES_DUMP;
    if (config.database.kind === "sqlite") {
      await dataSource.query("VACUUM INTO ?", [path.join(work, snapshot)]);
    } else {
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        // A province's timed jobs' turns waiting (db/fair-queue.ts): nothing to keep; a site makes the queue as it starts.
        `--exclude-schema=${QUEUE_SCHEMA}`,
        `--file=${path.join(work, snapshot)}`,
        dumpedAs(config.database),
      ]);
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: config.database.kind,
    };
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    await uploads.backUpInto(path.join(work, UPLOADS));
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    await tar.create({ gzip: true, file: archive, cwd: work, follow: true }, [MANIFEST, snapshot, UPLOADS]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The address pg_dump reads the database at. A province's rows are each kept to their diocese by
 * row-level security, which binds the site's role, so pg_dump, which reads with it off, would
 * stop at the first such table: it reads as BACKUP_DATABASE_URL's role, which bypasses it.
 * pg_restore writes every row before the policies come back, so a restore needs no such role.
 */
function dumpedAs(database: Extract<Config["database"], { kind: "postgres" }>): string {
  if (database.backupUrl) return database.backupUrl;
  if (database.multiDiocese) {
    throw new BackupRefused(
      "A province's backup reads every diocese's rows, which row-level security keeps from the site's own role: set BACKUP_DATABASE_URL to this database as a role that bypasses it (CREATE ROLE diocese_backup LOGIN BYPASSRLS; GRANT pg_read_all_data TO diocese_backup)",
    );
  }
  return database.url;
}

/** A backup that cannot be taken as the site is configured, saying why. */
export class BackupRefused extends Error {}

/**
 * Puts a backup back: the database and the uploaded files (in the folder or the bucket) are
 * replaced by the archive's. The site must be stopped (SQLite), or be one whose data may be
 * replaced under it (PostgreSQL).
 */
export async function restoreBackup(
  config: Config,
  uploads: UploadedFiles,
  archive: string,
): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), "diocese-restore-"));
  try {
    await tar.extract({ file: archive, cwd: work });
    const manifest = JSON.parse(await readFile(path.join(work, MANIFEST), "utf8")) as Manifest;
    if (manifest.format !== 1) throw new Error(`${archive} is not a backup this version can read`);
    if (manifest.database !== config.database.kind) {
      throw new Error(
        `${archive} holds a ${manifest.database} database, but this site is configured for ${config.database.kind}`,
      );
    }
    if (config.database.kind === "sqlite") {
      const file = config.database.file;
      await mkdir(path.dirname(file), { recursive: true });
      await Promise.all(["-wal", "-shm"].map((suffix) => rm(`${file}${suffix}`, { force: true })));
      await rename(path.join(work, SQLITE_SNAPSHOT), file);
    } else {
      await run("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        `--dbname=${config.database.url}`,
        path.join(work, POSTGRES_DUMP),
      ]);
    }
    await uploads.restoreFrom(path.join(work, UPLOADS));
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
