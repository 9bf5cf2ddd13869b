import "reflect-metadata";
import { ConfigError, loadConfig, type Config } from "../config.js";
import { createDataSource } from "../db/data-source.js";
import { ORPHAN_MIN_AGE_MS } from "../modules/media/media.service.js";
import { createServices } from "../services.js";

/**
 * `npm run media:clean`: deletes the uploaded files that no record refers to (see MEDIA_COLUMNS)
 * and prints each one. Reads the same environment variables as the server.
 */
function readConfig(): Config {
  try {
    return loadConfig(process.env, { webDistDir: null });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const dataSource = createDataSource(config.database);
await dataSource.initialize();
try {
  const removed = await createServices(dataSource, config).media.removeOrphans();
  for (const key of removed) console.log(`Removed ${key}`);
  const minutes = ORPHAN_MIN_AGE_MS / 60_000;
  console.log(
    `${removed.length} orphaned file(s) removed from ${config.uploadsDir} (files younger than ${minutes} minutes are kept).`,
  );
} finally {
  await dataSource.destroy();
}
