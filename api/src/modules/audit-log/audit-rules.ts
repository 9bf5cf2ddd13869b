import type { ObjectLiteral } from "typeorm";
import type { AuditAction } from "./audit-log.entity.js";

/**
 * What a module says of the audit of one of its tables, where the defaults do not fit: every
 * insert CREATED, every update UPDATED, every delete DELETED, a visitor's own writes not recorded.
 */
export interface TableAuditRules {
  /** The table is the module's own bookkeeping, no one's act: never recorded. */
  bookkeeping?: boolean;
  /** A visitor's write of it is recorded too, as the system's (money received through M-Pesa). */
  visitorsWritesRecorded?: boolean;
  /** What an insert of these values is, or null when it is no one's act. */
  inserted?(values: ObjectLiteral | undefined): AuditAction | null;
  /** What an update that sets these values is, or null when it is no one's act. */
  updated?(values: ObjectLiteral | undefined): AuditAction | null;
}

/** The rules of each table that has some, by table name (services.ts hands the modules' to the audit log). */
export type AuditRules = Readonly<Record<string, TableAuditRules>>;
