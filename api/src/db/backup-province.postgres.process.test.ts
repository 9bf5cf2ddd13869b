import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../../test/factories.js";
import { inDiocese, startProvinceApp } from "../../test/in-diocese.js";
import type { TestApp } from "../../test/test-app.js";
import { openDataSource } from "./data-source.js";

/*
 * `npm run backup` and `npm run restore` of a province (issue #44): the backup reads every
 * diocese's rows as BACKUP_DATABASE_URL's role, which row-level security does not bind; the
 * restore, as the site's own role, brings each diocese's rows back as they were, still kept apart.
 */

const SCRIPTS = path.join(import.meta.dirname, "../../dist/scripts");
let app: TestApp;
let backups: string;
/** The site's own role's address, and the same database as the machine's postgres, a superuser. */
let siteUrl: string;
let bypassingUrl: string;

beforeAll(async () => {
  app = await startProvinceApp();
  backups = await mkdtemp(path.join(tmpdir(), "province-backups-"));
  siteUrl = (app.config.database as { url: string }).url;
  const bypassing = new URL(siteUrl);
  bypassing.username = "postgres";
  bypassingUrl = bypassing.toString();
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(backups, { recursive: true, force: true });
});

function npmRun(script: "backup" | "restore", env: NodeJS.ProcessEnv, ...args: string[]) {
  return promisify(execFile)(process.execPath, [path.join(SCRIPTS, `${script}.js`), ...args], {
    env: {
      ...process.env,
      DATA_DIR: app.config.dataDir,
      DATABASE_URL: siteUrl,
      MULTI_DIOCESE: "true",
      LOG_LEVEL: "silent",
      ...env,
    },
  });
}

const titlesOf = (dioceseId: number) =>
  inDiocese(dioceseId, async () =>
    (await app.services.news.pageSummaries({ pageSize: 50 })).items.map((article) => article.title).sort(),
  );

describe("a province's backup", { timeout: 120_000 }, () => {
  it("is refused as the site's own role, saying which role to take it as", async () => {
    const archive = path.join(backups, "refused.tar.gz");
    const refused = npmRun("backup", {}, archive);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("set BACKUP_DATABASE_URL to this database as a role that bypasses it"),
    });
  });

  it("holds every diocese's rows, and a restore brings each back to its own diocese", async () => {
    await inDiocese(1, () => createNewsArticle(app.services, { title: "Kakamega's synod" }));
    await inDiocese(2, () => createNewsArticle(app.services, { title: "Mumias's harvest" }));
    const archive = path.join(backups, "province.tar.gz");
    const backup = await npmRun("backup", { BACKUP_DATABASE_URL: bypassingUrl }, archive);
    expect(backup.stdout).toContain(`Wrote ${archive}`);
    const kakamegaAtBackup = await titlesOf(1);
    const mumiasAtBackup = await titlesOf(2);
    expect(kakamegaAtBackup).toContain("Kakamega's synod");
    expect(mumiasAtBackup).toEqual(["Mumias's harvest"]);

    await inDiocese(2, () => createNewsArticle(app.services, { title: "After the backup" }));
    await app.app.close();
    await app.dataSource.destroy();

    const restore = await npmRun("restore", {}, archive);
    expect(restore.stdout).toMatch(/^Restored the backup of \d{4}-\d\d-\d\dT/);

    await openDataSource(app.dataSource);
    expect(await titlesOf(1)).toEqual(kakamegaAtBackup);
    expect(await titlesOf(2)).toEqual(mumiasAtBackup);
    // Still kept apart: the first diocese's statement counts its own article alone, of the two.
    const [{ count }] = await inDiocese(1, () =>
      app.dataSource.query(`SELECT count(*)::int AS count FROM news_article`),
    );
    expect(count).toBe(kakamegaAtBackup.length);
  });
});
