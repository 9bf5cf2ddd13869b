import path from "node:path";
import { HOST_NAME } from "../lib/host-name.js";
import { isUrl, type SettingReader } from "./read-settings.js";

export type DatabaseConfig =
  | { kind: "sqlite"; file: string }
  | {
      kind: "postgres";
      url: string;
      /**
       * MULTI_DIOCESE=true: one deployment serves several dioceses, each found by the host name a
       * request comes to (docs/engineers/province.md). Only PostgreSQL; SQLite is one diocese.
       */
      multiDiocese: boolean;
      /**
       * PROVINCE_HOST, with MULTI_DIOCESE: the host name of the province's own pages, where its
       * administrators sign in and make dioceses (modules/province-admin/); null without one.
       */
      provinceHost: string | null;
      /**
       * BACKUP_DATABASE_URL: the same database as a role that row-level security does not bind,
       * which `npm run backup` reads a province's every diocese as; null without one.
       */
      backupUrl: string | null;
    };

/** The embedded SQLite file in DATA_DIR, unless DATABASE_URL names a PostgreSQL database. */
export function readDatabase(value: SettingReader, dataDir: string, problems: string[]): DatabaseConfig {
  const databaseUrl = value("DATABASE_URL");
  const multiDiocese = readMultiDiocese(value("MULTI_DIOCESE"), problems);
  const provinceHost = readProvinceHost(value("PROVINCE_HOST"), multiDiocese, problems);
  const backupUrl = value("BACKUP_DATABASE_URL") ?? null;
  if (backupUrl !== null && (!databaseUrl || !/^postgres(ql)?:\/\//.test(backupUrl) || !isUrl(backupUrl))) {
    problems.push(
      "BACKUP_DATABASE_URL must be a PostgreSQL URL of the database DATABASE_URL names, as a role that bypasses row-level security",
    );
  }
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !isUrl(databaseUrl)) {
      problems.push(
        "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/diocese; leave it unset to use the embedded SQLite database",
      );
    } else {
      return { kind: "postgres", url: databaseUrl, multiDiocese, provinceHost, backupUrl };
    }
  } else if (multiDiocese) {
    problems.push(
      "MULTI_DIOCESE=true needs PostgreSQL (DATABASE_URL): the embedded SQLite database holds one diocese",
    );
  }
  return { kind: "sqlite", file: path.join(dataDir, "diocese.sqlite") };
}

function readMultiDiocese(raw: string | undefined, problems: string[]): boolean {
  const setting = (raw ?? "false").toLowerCase();
  if (setting === "true" || setting === "false") return setting === "true";
  problems.push(`MULTI_DIOCESE must be true or false, not "${raw}"`);
  return false;
}

function readProvinceHost(raw: string | undefined, multiDiocese: boolean, problems: string[]): string | null {
  if (raw === undefined) return null;
  const host = raw.trim().toLowerCase();
  if (!multiDiocese) {
    problems.push(
      "PROVINCE_HOST is the province's own pages: set it with MULTI_DIOCESE=true, or leave it unset",
    );
  } else if (!HOST_NAME.test(host)) {
    problems.push(`PROVINCE_HOST must be a host name such as province.example.org, not "${raw}"`);
  }
  return host;
}

/** Whether this deployment serves several dioceses (MULTI_DIOCESE=true on PostgreSQL). */
export const servesManyDioceses = (database: DatabaseConfig): boolean =>
  database.kind === "postgres" && database.multiDiocese;

/** The province's own host (PROVINCE_HOST), where the deployment serves several dioceses and has one. */
export const provinceHostOf = (database: DatabaseConfig): string | null =>
  database.kind === "postgres" && database.multiDiocese ? database.provinceHost : null;
