import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import { withLock } from "../../scripts/build-if-stale.mjs";
import { todayInDiocese } from "../src/lib/calendar.js";

const API = path.resolve(import.meta.dirname, "..");
const TEMPLATES = path.resolve(API, "../node_modules/.cache/diocese-sample-content");

/**
 * A data folder (SQLite database and uploads) holding the sample content, filled once by the
 * built site's own code and copied for each site a test starts: filling one takes some 20 s of a
 * busy machine, copying it a moment. It belongs to one build of the API (the hash of its sources
 * that build-if-stale writes beside it: the sample content and the migrations are among them) and
 * to one day, as the sample content is dated from the day it is written. Made if missing, by one
 * process at a time (`npm test` runs the journeys in a vitest of their own, beside the rest, and
 * each asks for it); the templates of other builds and days are deleted then.
 */
export async function sampleTemplate(): Promise<string> {
  const build = readFileSync(path.join(API, "dist/.build-hash"), "utf8").slice(0, 16);
  const template = path.join(TEMPLATES, `${build}-${todayInDiocese(new Date())}`);
  if (existsSync(template)) return template;

  withLock("sample-content", () => {
    // Another process may have made it while this one waited for the lock.
    if (existsSync(template)) return;
    mkdirSync(TEMPLATES, { recursive: true });
    const making = mkdtempSync(path.join(TEMPLATES, "making-"));
    try {
      execFileSync(process.execPath, [path.join(API, "test/seed-sample-template.mjs")], {
        env: { ...process.env, DATA_DIR: making, DATABASE_URL: "", STORAGE_BUCKET: "", LOG_LEVEL: "warn" },
      });
      renameSync(making, template);
    } finally {
      rmSync(making, { recursive: true, force: true });
    }
    for (const other of readdirSync(TEMPLATES)) {
      if (other !== path.basename(template) && !other.startsWith("making-"))
        rmSync(path.join(TEMPLATES, other), { recursive: true, force: true });
    }
  });
  return template;
}

/** Fills `dataDir` (new and empty) with a copy of the sample content. */
export async function copySampleContent(dataDir: string): Promise<void> {
  await cp(await sampleTemplate(), dataDir, { recursive: true });
}
