import { statfs } from "node:fs/promises";
import type { DataSource } from "typeorm";
import type { AppError } from "../errors.js";
import { storageFailureOf } from "../lib/database-errors.js";
import { AppState } from "./app-state.entity.js";

export type Readiness =
  | { ready: true }
  | { ready: false; status: "database unreachable" | "migrations pending" | "cannot write"; message: string };

/** Below this much free space in DATA_DIR the next picture or article may not fit. */
const MIN_FREE_BYTES = 1024 * 1024;
/** A database that has not answered `SELECT 1` by then is as good as unreachable. */
const ANSWER_WITHIN_MS = 5000;

/**
 * Whether this instance can serve, for GET /readyz: the database answers, is migrated, and can
 * save. A write that failed because the disk is full or the database cannot write is remembered
 * (the transports report every such failure here) until a write succeeds again, so that a load
 * balancer or an operator sees it; while it is remembered, each readiness check tries a small
 * write of its own, so the instance is ready again as soon as the disk is.
 */
export class DatabaseHealth {
  private writeFailure: AppError | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly dataDir: string,
    private readonly logger: { error(details: object, message: string): void },
  ) {
    dataSource.subscribers.push({
      afterTransactionCommit: () => {
        this.writeFailure = null;
      },
    });
  }

  /** The answer for an error that says the database or its disk cannot store anything (null for any other). */
  noteFailure(error: unknown): AppError | null {
    const failure = storageFailureOf(error);
    if (failure) {
      this.logger.error({ err: error }, "the database or its disk could not save");
      this.writeFailure = failure;
    }
    return failure;
  }

  async readiness(): Promise<Readiness> {
    try {
      await withinTime(this.dataSource.query("SELECT 1"), ANSWER_WITHIN_MS);
      if (await this.dataSource.showMigrations()) {
        return { ready: false, status: "migrations pending", message: "The database is not migrated yet" };
      }
    } catch {
      return { ready: false, status: "database unreachable", message: "The database does not answer" };
    }
    const { bavail, bsize } = await statfs(this.dataDir);
    if (bavail * bsize < MIN_FREE_BYTES) {
      return { ready: false, status: "cannot write", message: "DATA_DIR's disk has less than 1 MB free" };
    }
    if (this.writeFailure) {
      try {
        await this.dataSource
          .getRepository(AppState)
          .save({ key: "storage-check", value: new Date().toISOString() });
      } catch (error) {
        const diskFull = this.noteFailure(error)?.code === "INSUFFICIENT_STORAGE";
        const message = diskFull ? "The database's disk is full" : "The database cannot save";
        return { ready: false, status: "cannot write", message };
      }
    }
    return { ready: true };
  }
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
