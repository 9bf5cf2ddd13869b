import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { todayInDiocese } from "../src/lib/calendar.js";

const API = path.resolve(import.meta.dirname, "..");
const TEMPLATES = path.resolve(API, "../node_modules/.cache/diocese-sample-content");

/**
 * A data folder (SQLite database and uploads) holding the sample content, filled once by the
 * built site's own code and copied for each site a test starts: filling one takes some 20 s of a
 * busy machine, copying it a moment. It belongs to one build of the API (the hash of its sources
 * that build-if-stale writes beside it: the sample content and the migrations are among them) and
 * to one day, as the sample content is dated from the day it is written. Made if missing; the
 * templates of other builds and days are deleted then.
 */
export async function sampleTemplate(): Promise<string> {
  const build = readFileSync(path.join(API, "dist/.build-hash"), "utf8").slice(0, 16);
  const template = path.join(TEMPLATES, `${build}-${todayInDiocese(new Date())}`);
  if (existsSync(template)) return template;

  await mkdir(TEMPLATES, { recursive: true });
  const making = await mkdtemp(path.join(TEMPLATES, "making-"));
  try {
    await promisify(execFile)(process.execPath, [path.join(API, "test/seed-sample-template.mjs")], {
      env: { ...process.env, DATA_DIR: making, DATABASE_URL: "", STORAGE_BUCKET: "", LOG_LEVEL: "warn" },
    });
    // Several workers may make it at once: the first to finish gives it its name.
    await rename(making, template).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    });
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  for (const other of await readdir(TEMPLATES)) {
    if (other !== path.basename(template) && !other.startsWith("making-"))
      await rm(path.join(TEMPLATES, other), { recursive: true, force: true });
  }
  return template;
}

/** Fills `dataDir` (new and empty) with a copy of the sample content. */
export async function copySampleContent(dataDir: string): Promise<void> {
  await cp(await sampleTemplate(), dataDir, { recursive: true });
}
