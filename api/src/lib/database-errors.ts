import { QueryFailedError } from "typeorm";
import { InsufficientStorageError, ServiceUnavailableError, type AppError } from "../errors.js";

/**
 * Whether a write failed because another row already holds a value that must be unique, on
 * SQLite or PostgreSQL. Services check first and say so kindly; this catches the rare race
 * between two requests that both passed the check.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; message?: string };
  return (
    driverError.code === "23505" ||
    (driverError.code === "SQLITE_CONSTRAINT" && /UNIQUE/i.test(driverError.message ?? ""))
  );
}

/** Runs a save, and turns a unique-index violation (another row took the value meanwhile) into `conflict()`. */
export async function saveOrConflict<T>(save: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** SQLite's, PostgreSQL's and the file system's ways of saying that the disk is full. */
const DISK_FULL = /^(SQLITE_FULL|53100|ENOSPC|EDQUOT)$/;
/**
 * ...and that the database or the disk cannot write for now: read-only, failing, out of
 * resources, shutting down (PostgreSQL's classes 08, 53 and 57P, read_only_sql_transaction).
 */
const CANNOT_WRITE = /^(SQLITE_(IOERR|READONLY|CANTOPEN|NOMEM)|08\w{3}|53\w{3}|57P\d\d|25006|EROFS|EIO)$/;

const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing could be saved. Please tell the website's administrator.";
const CANNOT_WRITE_MESSAGE =
  "The database cannot save anything at the moment, so nothing was saved. Try again in a few minutes, or tell the website's administrator.";

/**
 * The error to answer when `error` says that the database or the disk cannot store anything
 * (507 when full, 503 otherwise), or null for any other error. Such a failure is the server's,
 * not the request's: the person is told that nothing was saved and whom to tell.
 */
export function storageFailureOf(error: unknown): AppError | null {
  const code = errorCodeOf(error);
  if (code === undefined) return null;
  if (DISK_FULL.test(code)) return new InsufficientStorageError(DISK_FULL_MESSAGE);
  if (CANNOT_WRITE.test(code)) return new ServiceUnavailableError(CANNOT_WRITE_MESSAGE);
  return null;
}

function errorCodeOf(error: unknown): string | undefined {
  const driverError = error instanceof QueryFailedError ? error.driverError : error;
  const code = (driverError as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
