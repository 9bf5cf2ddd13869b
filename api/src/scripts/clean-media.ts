import { openServicesOrExit, readConfigOrExit } from "../bootstrap.js";
import { servesManyDioceses } from "../config/database.js";
import { asUnitOfWork } from "../db/unit-of-work.js";
import { folderOf } from "../modules/media/diocese-folders.js";
import { ORPHAN_MIN_AGE_MS } from "../modules/media/media.service.js";

/**
 * `npm run media:clean`: deletes the uploaded files that no record refers to (see MEDIA_COLUMNS)
 * and prints each one. Reads the same environment variables as the server. Where the deployment
 * serves several dioceses, each diocese's folder in turn, as that diocese: its records alone say
 * which of its files are used, and no other diocese's file is read or deleted.
 */
const config = readConfigOrExit();
const { dataSource, services } = await openServicesOrExit(config);
const where = config.storage.kind === "s3" ? `the bucket ${config.storage.bucket}` : config.uploadsDir;
const minutes = ORPHAN_MIN_AGE_MS / 60_000;
try {
  const dioceses = servesManyDioceses(config.database)
    ? (await services.province.list()).map(({ diocese }) => diocese)
    : [null];
  for (const diocese of dioceses) {
    const removed = await asUnitOfWork(() => services.media.removeOrphans(), diocese?.id);
    const folder = diocese ? folderOf(diocese.id) : "";
    for (const key of removed) console.log(`Removed ${folder}${key}`);
    console.log(
      `${diocese ? `${diocese.name}: ` : ""}${removed.length} orphaned file(s) removed from ${where} (files younger than ${minutes} minutes are kept).`,
    );
  }
} finally {
  await dataSource.destroy();
}
