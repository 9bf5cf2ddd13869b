import "reflect-metadata";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { DataSource } from "typeorm";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { createDataSource, migrate, openDataSource } from "./db/data-source.js";
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

/** Opens and migrates the database and makes the services: shared by the server and the command line. */
export async function openServices(config: Config): Promise<Running> {
  await mkdir(config.uploadsDir, { recursive: true });
  const dataSource = createDataSource(config.database);
  await openDataSource(dataSource);
  await migrate(dataSource);
  const logger = createLogger(config.logLevel);
  return { dataSource, services: createServices(dataSource, config, logger), logger };
}
