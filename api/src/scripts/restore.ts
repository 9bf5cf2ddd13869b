import { readConfigOrExit } from "../bootstrap.js";
import { restoreBackup } from "../db/backup.js";
import { createLogger } from "../logging.js";
import { createMediaStorage } from "../services.js";

/** `npm run restore -- FILE`: puts a backup back. Stop the site first. */
const archive = process.argv[2];
if (!archive) {
  console.error(
    "Usage: npm run restore -- FILE   (a .tar.gz written by npm run backup; stop the site first)",
  );
  process.exit(1);
}
const config = readConfigOrExit();
const storage = await createMediaStorage(config, createLogger(config.logLevel));
try {
  // A bucket that cannot be used is found before the database is touched.
  await storage.open();
  const manifest = await restoreBackup(config, storage, archive);
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
