import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../../test/factories.js";
import { openDataSource } from "./data-source.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";

const SCRIPTS = path.join(import.meta.dirname, "../../dist/scripts");
let server: TestApp;
let backups: string;

beforeAll(async () => {
  server = await startTestApp();
  backups = await mkdtemp(path.join(tmpdir(), "diocese-backups-"));
});
afterAll(async () => {
  await server.close();
  await rm(backups, { recursive: true, force: true });
});

function npmRun(script: "backup" | "restore", ...args: string[]) {
  return promisify(execFile)(process.execPath, [path.join(SCRIPTS, `${script}.js`), ...args], {
    env: {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      DATABASE_URL: server.config.database.kind === "postgres" ? server.config.database.url : "",
      LOG_LEVEL: "silent",
    },
  });
}

const titles = async () =>
  (await server.services.news.pageSummaries({ pageSize: 50 })).items.map((article) => article.title).sort();

describe("npm run backup and npm run restore", () => {
  it("bring back the database and the uploads as they were at the backup", async () => {
    await createNewsArticle(server.services, { title: "Before the backup" });
    const upload = path.join(server.config.uploadsDir, "news", "cover.jpg");
    await mkdir(path.dirname(upload), { recursive: true });
    await writeFile(upload, "the cover picture");

    const archive = path.join(backups, "snapshot.tar.gz");
    const backup = await npmRun("backup", archive); // while the site runs
    expect(backup.stdout).toContain(`Wrote ${archive}`);
    const atBackup = await titles();

    await createNewsArticle(server.services, { title: "After the backup" });
    await rm(upload);
    await server.app.close();
    await server.dataSource.destroy();

    const restore = await npmRun("restore", archive);
    expect(restore.stdout).toMatch(/^Restored the backup of \d{4}-\d\d-\d\dT/);

    await openDataSource(server.dataSource);
    expect(await titles()).toEqual(atBackup);
    expect(await readFile(upload, "utf8")).toBe("the cover picture");
  });

  it("refuses an archive that is not a backup, and changes nothing", async () => {
    const bogus = path.join(backups, "bogus.tar.gz");
    await writeFile(bogus, "not an archive");
    await expect(npmRun("restore", bogus)).rejects.toMatchObject({ code: 1 });
    expect(existsSync(server.config.uploadsDir)).toBe(true);
    expect((await titles()).length).toBeGreaterThan(0);
  });
});
