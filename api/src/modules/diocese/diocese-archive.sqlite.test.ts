import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  changedArchive,
  editManifest,
  fileHashes,
  movedRowCounts,
  overHttp,
  whatVisitorsSee,
} from "../../../test/diocese-archives.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { asUnitOfWork, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import { seedSampleContentOnce } from "../../sample-content/sample-content.js";
import { movedTables, ROW_IDS_NAMED_OTHERWISE } from "./diocese-archive.js";
import { exportDiocese } from "./diocese-export.js";
import { fillDiocese, openArchive } from "./diocese-import.js";

/*
 * A diocese's site moved whole to a new site of its own (issue #44): every row and file of the
 * sample content, counted, and what visitors see the same; what cannot be taken is refused with
 * what is wrong, and nothing is written.
 */

let source: TestApp;
let work: string;
let archive: string;
beforeAll(async () => {
  source = await startTestApp();
  await seedSampleContentOnce(source.dataSource, source.services);
  work = await mkdtemp(path.join(tmpdir(), "diocese-archive-test-"));
  archive = path.join(work, "diocese.tar.gz");
  await exportDiocese(source.dataSource, source.services.media.storage, archive);
}, 120_000);
afterAll(async () => {
  await source.close();
  await rm(work, { recursive: true, force: true });
});

/** A new, empty site for the test, closed after it. */
async function withNewSite(test: (site: TestApp) => Promise<void>): Promise<void> {
  const site = await startTestApp();
  try {
    await test(site);
  } finally {
    await site.close();
  }
}

function importInto(site: TestApp, file: string) {
  return asUnitOfWork(async () => {
    const opened = await openArchive(site.dataSource, file);
    try {
      return await fillDiocese(site.dataSource, site.services.media.storage, opened, { newIds: false });
    } finally {
      await opened.close();
    }
  }, FIRST_DIOCESE);
}

describe("moving a diocese to a new site", () => {
  it("takes every row and file, and the new site shows visitors what the old one did", async () => {
    const counts = await movedRowCounts(source.dataSource, FIRST_DIOCESE);
    // The sample content fills most tables: a count of zeros would prove nothing.
    expect(Object.values(counts).filter((count) => count > 0).length).toBeGreaterThan(30);
    const files = await fileHashes(source.services.media.storage);
    expect(Object.keys(files).length).toBeGreaterThan(20);

    await withNewSite(async (site) => {
      const imported = await importInto(site, archive);
      expect(imported).toEqual({ rows: counts, files: Object.keys(files).length });
      expect(await movedRowCounts(site.dataSource, FIRST_DIOCESE)).toEqual(counts);
      expect(await fileHashes(site.services.media.storage)).toEqual(files);

      const seen = await whatVisitorsSee(overHttp(site.url));
      expect(seen).toEqual(await whatVisitorsSee(overHttp(source.url)));
      expect(seen.newsArticles.items.length).toBeGreaterThan(0);
      const picture = seen.newsArticles.items.find((item) => item.imageUrl)!.imageUrl!;
      const served = await fetch(new URL(picture, site.url));
      expect(served.status).toBe(200);

      // Exported again, every table's rows are what they were, line for line: ids and all.
      const again = path.join(work, "again.tar.gz");
      await exportDiocese(site.dataSource, site.services.media.storage, again);
      const [first, second] = [await unpacked(archive), await unpacked(again)];
      for (const { name } of await movedTables(site.dataSource)) {
        expect(await second(name), name).toEqual(await first(name));
      }
    });
  }, 120_000);

  it("refuses a site that has content already, and writes nothing", async () => {
    const before = await movedRowCounts(source.dataSource, FIRST_DIOCESE);
    await expect(importInto(source, archive)).rejects.toThrow(
      /only into an empty site or a new diocese: this one already has rows in .*news_article/,
    );
    expect(await movedRowCounts(source.dataSource, FIRST_DIOCESE)).toEqual(before);
  });

  it("refuses a file that is no archive of a diocese", async () => {
    const notAnArchive = path.join(work, "notes.tar.gz");
    await writeFile(notAnArchive, "minutes of the synod");
    await withNewSite(async (site) => {
      await expect(importInto(site, notAnArchive)).rejects.toThrow("is not an archive of a diocese");
      await expect(importInto(site, path.join(work, "missing.tar.gz"))).rejects.toThrow(
        "is not an archive of a diocese",
      );
      const withoutManifest = await changedArchive(archive, (folder) =>
        rm(path.join(folder, "manifest.json")),
      );
      await expect(importInto(site, withoutManifest)).rejects.toThrow("has no manifest.json");
    });
  });

  it("refuses an archive of a site at another version of the schema", async () => {
    const older = await changedArchive(archive, (folder) =>
      editManifest(folder, (manifest) => (manifest.schema = "Dioceses1796900000000")),
    );
    await withNewSite(async (site) => {
      await expect(importInto(site, older)).rejects.toThrow(
        "newest migration is Dioceses1796900000000, and this site's is",
      );
    });
  });

  it("refuses a site that has uploaded files, which the archive's could replace", async () => {
    await withNewSite(async (site) => {
      await site.services.media.storage.put(
        "documents/synod-minutes.pdf",
        Buffer.from("%PDF-1.4"),
        "application/pdf",
      );
      await expect(importInto(site, archive)).rejects.toThrow("already has rows in its uploaded files");
      expect(
        Object.values(await movedRowCounts(site.dataSource, FIRST_DIOCESE)).some((count) => count > 0),
      ).toBe(false);
    });
  });

  it("refuses an archive whose files or ids are not what its manifest says, before writing anything", async () => {
    const lostFile = await changedArchive(archive, (folder) =>
      editManifest(folder, (manifest) => (manifest.files = Number(manifest.files) + 1)),
    );
    const idPastHighest = await changedArchive(archive, async (folder) => {
      const file = path.join(folder, "rows", "news_article.jsonl");
      const [first, ...rest] = (await readFile(file, "utf8")).split("\n");
      await writeFile(file, [JSON.stringify({ ...JSON.parse(first!), id: 2_000_000 }), ...rest].join("\n"));
    });
    const sequenceOverflow = await changedArchive(archive, (folder) =>
      editManifest(folder, (manifest) => ((manifest.highestIds as Record<string, number>).parish = 2 ** 31)),
    );
    await withNewSite(async (site) => {
      await expect(importInto(site, lostFile)).rejects.toThrow(
        /lists \d+ files but holds \d+: it is damaged/,
      );
      await expect(importInto(site, idPastHighest)).rejects.toThrow(
        "A row of news_article has id 2000000: the archive is damaged",
      );
      await expect(importInto(site, sequenceOverflow)).rejects.toThrow(
        "The archive's highest id of parish (2147483648) is not one this deployment can give",
      );
      expect(
        Object.values(await movedRowCounts(site.dataSource, FIRST_DIOCESE)).some((count) => count > 0),
      ).toBe(false);
      expect(await site.services.media.storage.list("")).toEqual([]);
    });
  });

  it("moves every whole-number column that holds a row id, whatever it is named", async () => {
    const named = /_(by|key|through)$/;
    const unsure = (await movedTables(source.dataSource)).flatMap((table) =>
      table.columns
        .filter((column) => column.kind === "whole" && named.test(column.name) && !column.holdsRowId)
        .map((column) => `${table.name}.${column.name}`),
    );
    // A column so named holds a row id: name it in ROW_IDS_NAMED_OTHERWISE (diocese-archive.ts).
    expect(unsure).toEqual([]);
    expect(Object.keys(ROW_IDS_NAMED_OTHERWISE).length).toBeGreaterThan(0);
  });

  it("writes no row and no file of a damaged archive", async () => {
    const damaged = await changedArchive(archive, (folder) =>
      editManifest(folder, (manifest) => {
        const rows = manifest.rows as Record<string, number>;
        rows.sermon = (rows.sermon ?? 0) + 1;
      }),
    );
    await withNewSite(async (site) => {
      await expect(importInto(site, damaged)).rejects.toThrow(
        /lists \d+ rows of sermon but holds \d+: it is damaged/,
      );
      const counts = await movedRowCounts(site.dataSource, FIRST_DIOCESE);
      expect(Object.entries(counts).filter(([, count]) => count > 0)).toEqual([]);
      expect(await site.services.media.storage.list("")).toEqual([]);
    });
  });
});

/** An archive's rows of each table, as the lines of its file. */
async function unpacked(file: string): Promise<(table: string) => Promise<string[]>> {
  const folder = await mkdtemp(path.join(work, "unpacked-"));
  await tar.extract({ file, cwd: folder });
  return async (table) => (await readFile(path.join(folder, "rows", `${table}.jsonl`), "utf8")).split("\n");
}
