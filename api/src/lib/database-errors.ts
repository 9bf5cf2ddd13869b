import { QueryFailedError } from "typeorm";

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
