import path from "node:path";
import { isUrl, type SettingReader } from "./read-settings.js";

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** The embedded SQLite file in DATA_DIR, unless DATABASE_URL names a PostgreSQL database. */
export function readDatabase(value: SettingReader, dataDir: string, problems: string[]): DatabaseConfig {
  const databaseUrl = value("DATABASE_URL");
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !isUrl(databaseUrl)) {
      problems.push(
        "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/diocese; leave it unset to use the embedded SQLite database",
      );
    } else {
      return { kind: "postgres", url: databaseUrl };
    }
  }
  return { kind: "sqlite", file: path.join(dataDir, "diocese.sqlite") };
}
