import { execFile } from "node:child_process";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../../../test/factories.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { inDiocese, startProvinceApp } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";

/*
 * `npm run media:clean` (the built script) where one deployment serves several dioceses: each
 * diocese's unused files go, judged by its own records alone, and no other diocese's file is
 * touched (issue #44).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const nameOf = (url: string) => path.basename(url).slice(0, 24);
const filesOf = async (url: string) =>
  (await filesUnder(app.config.uploadsDir)).filter((file) => file.includes(nameOf(url)));

/** Stores a picture as the diocese and makes its files look two hours old. */
async function oldPicture(dioceseId: number, used: boolean): Promise<string> {
  const url = await inDiocese(dioceseId, async () => {
    const picture = { buffer: await smallImage("jpeg", 400) };
    if (!used) return app.services.media.storeImage(picture);
    const article = await createNewsArticle(app.services, {}, picture);
    return article.imageUrl!;
  });
  for (const file of await filesOf(url)) {
    await utimes(path.join(app.config.uploadsDir, file), twoHoursAgo(), twoHoursAgo());
  }
  return url;
}

describe("the clean-up of orphaned files in a province", () => {
  it("removes each diocese's unused files, judged by its own records, and keeps what any uses", async () => {
    const kakamegasOrphan = await oldPicture(1, false);
    const mumiassOrphan = await oldPicture(2, false);
    const mumiassArticlePicture = await oldPicture(2, true);
    const kakamegasArticlePicture = await oldPicture(1, true);
    if (app.config.database.kind !== "postgres") throw new Error("A province's database is PostgreSQL");
    const env = {
      ...process.env,
      DATA_DIR: app.config.dataDir,
      DATABASE_URL: app.config.database.url,
      MULTI_DIOCESE: "true",
      LOG_LEVEL: "silent",
    };
    const script = path.join(import.meta.dirname, "../../../dist/scripts/clean-media.js");

    const { stdout } = await promisify(execFile)(process.execPath, [script], { env });

    expect(await filesOf(kakamegasOrphan)).toEqual([]);
    expect(await filesOf(mumiassOrphan)).toEqual([]);
    expect((await filesOf(mumiassArticlePicture)).length).toBeGreaterThan(0);
    expect((await filesOf(kakamegasArticlePicture)).length).toBeGreaterThan(0);
    expect(stdout).toContain(`Removed images/${path.basename(kakamegasOrphan)}\n`);
    expect(stdout).toContain(`Removed d2/images/${path.basename(mumiassOrphan)}\n`);
    expect(stdout).toMatch(/^ACK Diocese of Mumias: 5 orphaned file\(s\) removed from /m);
  });
});
