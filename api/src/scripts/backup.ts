import path from "node:path";
import { openServicesOrExit, readConfigOrExit } from "../bootstrap.js";
import { BackupRefused, createBackup } from "../db/backup.js";

/** `npm run backup [-- FILE]`: one archive of the database and the uploads (default: ./backups/). */
const config = readConfigOrExit();
const archive =
  process.argv[2] ??
  path.resolve("backups", `diocese-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
const { dataSource, services } = await openServicesOrExit(config);
try {
  await createBackup(config, dataSource, services.media.storage, archive);
  console.log(`Wrote ${archive}`);
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
