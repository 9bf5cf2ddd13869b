import { openServicesOrExit, readConfigOrExit } from "../bootstrap.js";
import { servesManyDioceses } from "../config/database.js";
import { ORPHAN_MIN_AGE_MS } from "../modules/media/media.service.js";

/**
 * `npm run media:clean`: deletes the uploaded files that no record refers to (see MEDIA_COLUMNS)
 * and prints each one. Reads the same environment variables as the server.
 */
const config = readConfigOrExit();
if (servesManyDioceses(config.database)) {
  // It reads which files are used as one diocese would, and would take every other diocese's for unused.
  console.error(
    "npm run media:clean does not run with MULTI_DIOCESE=true yet: it would read the files in use as one diocese's and delete every other diocese's (see docs/engineers/province.md).",
  );
  process.exit(1);
}
const { dataSource, services } = await openServicesOrExit(config);
try {
  const removed = await services.media.removeOrphans();
  for (const key of removed) console.log(`Removed ${key}`);
  const minutes = ORPHAN_MIN_AGE_MS / 60_000;
  const where = config.storage.kind === "s3" ? `the bucket ${config.storage.bucket}` : config.uploadsDir;
  console.log(
    `${removed.length} orphaned file(s) removed from ${where} (files younger than ${minutes} minutes are kept).`,
  );
} finally {
  await dataSource.destroy();
}
