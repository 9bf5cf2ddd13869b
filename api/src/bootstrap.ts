import "reflect-metadata";
import { ENTITIES, MODULE_MIGRATIONS } from "./modules.js";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { DataSource } from "typeorm";
import { ConfigError, loadConfig, type Config, type DatabaseConfig } from "./config.js";
import { createDataSource, migrate, openDataSource } from "./db/data-source.js";
import { whyNotStartAsConfigured } from "./db/diocese-per-transaction.js";
import { createLogger } from "./logging.js";
import { createServices, type Services } from "./services.js";

/** The configuration, or exit code 1 with a message saying what is wrong. */
export function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env, {
      webDistDir: fileURLToPath(new URL("../../web/dist", import.meta.url)),
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export interface Running {
  dataSource: DataSource;
  services: Services;
  logger: Logger;
}

/**
 * Opens and migrates the database and makes the services: shared by the server and the command
 * line. A folder it cannot write, a database it cannot reach or a bucket it cannot use stops it
 * with one line that says what to check (exit code 1), never a stack trace.
 */
export async function openServicesOrExit(config: Config): Promise<Running> {
  try {
    await checkWritable(config.dataDir);
    const dataSource = createDataSource(config.database, ENTITIES, MODULE_MIGRATIONS);
    await openDataSource(dataSource).catch((error: unknown) => {
      throw new StartUpError(cannotOpenDatabase(config.database, error));
    });
    const wrongDatabase = await whyNotStartAsConfigured(dataSource);
    if (wrongDatabase) throw new StartUpError(wrongDatabase);
    await migrate(dataSource);
    const logger = createLogger(config.logLevel);
    const services = await createServices(dataSource, config, logger);
    // The uploads folder is made here, or the bucket found: only the one the site uses.
    await services.media.storage.open().catch((error: unknown) => {
      throw new StartUpError(error instanceof Error ? error.message : String(error));
    });
    return { dataSource, services, logger };
  } catch (error) {
    if (!(error instanceof StartUpError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Something an operator must set right before the site can start. */
class StartUpError extends Error {}

/** Writes and deletes a file in DATA_DIR, which holds the database, the uploads and the outbox. */
async function checkWritable(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, "");
    await rm(probe);
  } catch (error) {
    throw new StartUpError(
      `DATA_DIR (${dataDir}) cannot be written (${codeOf(error) ?? String(error)}): the site keeps its database, uploads and outgoing mail there. Give the site's user write access to it, or set DATA_DIR to a folder it can write.`,
    );
  }
}

function cannotOpenDatabase(database: DatabaseConfig, error: unknown): string {
  if (database.kind === "sqlite") {
    return `Cannot open the SQLite database ${database.file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  // The URL's password is never printed.
  const url = new URL(database.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  const where = `Cannot connect to PostgreSQL at ${url.hostname}:${url.port || "5432"} (DATABASE_URL)`;
  switch (codeOf(error)) {
    case "ECONNREFUSED":
      return `${where}: the connection was refused. Check: is PostgreSQL running there, and listening on that port?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `${where}: there is no host called ${url.hostname}. Check the host name in DATABASE_URL.`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${where}: no answer. Check: is PostgreSQL running there, and may this server reach it?`;
    case "28P01":
    case "28000":
      return `${where}: the user "${decodeURIComponent(url.username)}" was refused. Check the user and password in DATABASE_URL, and PostgreSQL's pg_hba.conf.`;
    case "3D000":
      return `${where}: the database "${name}" does not exist. Create it (createdb ${name}) or correct DATABASE_URL.`;
    default:
      return `${where}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
