import { utimes } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder, smallImage } from "../../../test/images.js";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, startProvinceApp } from "../../../test/in-diocese.js";
import type { TestApp } from "../../../test/test-app.js";

/*
 * Where one deployment serves several dioceses, each diocese's uploads are kept in a folder of its
 * own and served at its own host alone (issue #44): the first diocese's where they always were.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
}, 60_000);
afterAll(() => app.close());

const get = (host: string, url: string) => app.app.inject({ method: "GET", url, headers: { host } });
const storePicture = async () => app.services.media.storeImage({ buffer: await smallImage("jpeg", 400) });
const storedFiles = () => filesUnder(app.config.uploadsDir);

describe("each diocese's uploads", () => {
  it("are kept in the diocese's folder: the first diocese's at the top, another's under d<id>/", async () => {
    const kakamegas = await inDiocese(1, storePicture);
    const mumiass = await inDiocese(2, storePicture);
    // The URL a record keeps is the same shape in every diocese.
    expect(mumiass).toMatch(/^\/uploads\/images\/[0-9a-f]{24}_400x\d+\.jpg$/);

    const files = await storedFiles();
    expect(files).toContain(kakamegas.slice("/uploads/".length));
    expect(files).toContain(`d2/${mumiass.slice("/uploads/".length)}`);
    expect(files).not.toContain(mumiass.slice("/uploads/".length));
  });

  it("are served at the diocese's own host alone", async () => {
    const kakamegas = await inDiocese(1, storePicture);
    const mumiass = await inDiocese(2, storePicture);

    expect((await get(FIRST_HOST, kakamegas)).statusCode).toBe(200);
    expect((await get(MUMIAS_HOST, mumiass)).statusCode).toBe(200);
    expect((await get(MUMIAS_HOST, mumiass)).headers["content-type"]).toBe("image/jpeg");
    expect((await get(MUMIAS_HOST, kakamegas)).statusCode).toBe(404);
    expect((await get(FIRST_HOST, mumiass)).statusCode).toBe(404);
  });

  it("cannot be reached in another diocese's folder by its path", async () => {
    const mumiass = await inDiocese(2, storePicture);
    const inItsFolder = `/uploads/d2/${mumiass.slice("/uploads/".length)}`;

    expect((await get(FIRST_HOST, inItsFolder)).statusCode).toBe(404);
    expect((await get(MUMIAS_HOST, inItsFolder)).statusCode).toBe(404);
    await expect(inDiocese(1, () => app.services.media.storage.exists(inItsFolder.slice(9)))).resolves.toBe(
      false,
    );
  });

  it("are never listed, removed or deleted by another diocese", async () => {
    const mumiass = await inDiocese(2, storePicture);
    const name = path.basename(mumiass).slice(0, 24);
    // Old enough for the clean-up to take them, were they the first diocese's and unused.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const file of (await storedFiles()).filter((file) => file.includes(name))) {
      await utimes(path.join(app.config.uploadsDir, file), twoHoursAgo, twoHoursAgo);
    }

    const listedByTheFirst = await inDiocese(1, () => app.services.media.storage.list(""));
    expect(listedByTheFirst.filter((file) => file.key.includes(name))).toEqual([]);
    await inDiocese(1, () => app.services.media.remove(mumiass));
    const removed = await inDiocese(1, () => app.services.media.removeOrphans());
    expect(removed.filter((key) => key.includes(name))).toEqual([]);

    expect((await get(MUMIAS_HOST, mumiass)).statusCode).toBe(200);
    const listedByMumias = await inDiocese(2, () => app.services.media.storage.list("images/"));
    expect(listedByMumias.map((file) => file.key)).toContain(mumiass.slice("/uploads/".length));
  });

  it("are removed by their own diocese", async () => {
    const mumiass = await inDiocese(2, storePicture);
    await inDiocese(2, () => app.services.media.remove(mumiass));
    expect((await get(MUMIAS_HOST, mumiass)).statusCode).toBe(404);
    const name = path.basename(mumiass).slice(0, 24);
    expect((await storedFiles()).filter((file) => file.includes(name))).toEqual([]);
  });
});
