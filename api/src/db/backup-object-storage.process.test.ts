import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../../test/factories.js";
import { filesUnder, pdfDocument, smallImage } from "../../test/images.js";
import { startObjectStore, type TestObjectStore } from "../../test/object-store.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { openDataSource } from "./data-source.js";

const SCRIPTS = path.join(import.meta.dirname, "../../dist/scripts");
let store: TestObjectStore;
let backups: string;

beforeAll(async () => {
  store = await startObjectStore();
  backups = await mkdtemp(path.join(tmpdir(), "diocese-backups-"));
});
afterAll(async () => {
  await store?.stop();
  await rm(backups, { recursive: true, force: true });
});

/** npm run backup or restore against a test site's database, with its uploads where `storage` says. */
function npmRun(
  server: TestApp,
  storage: Record<string, string>,
  script: "backup" | "restore",
  archive: string,
) {
  return promisify(execFile)(process.execPath, [path.join(SCRIPTS, `${script}.js`), archive], {
    env: {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      DATABASE_URL: server.config.database.kind === "postgres" ? server.config.database.url : "",
      LOG_LEVEL: "silent",
      ...storage,
    },
  });
}

/** The files of the archive's uploads/, with their bytes. */
async function uploadsIn(archive: string): Promise<Map<string, Buffer>> {
  const folder = await mkdtemp(path.join(tmpdir(), "diocese-archive-"));
  try {
    await tar.extract({ file: archive, cwd: folder });
    const uploads = path.join(folder, "uploads");
    const files = new Map<string, Buffer>();
    for (const file of await filesUnder(uploads)) {
      files.set(file.split(path.sep).join("/"), await readFile(path.join(uploads, file)));
    }
    return files;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function objectsIn(bucket: string): Promise<Map<string, Buffer>> {
  const objects = new Map<string, Buffer>();
  for (const key of await store.keys(bucket)) objects.set(key, await store.bytes(bucket, key));
  return objects;
}

async function filesIn(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const file of await filesUnder(folder)) {
    files.set(file.split(path.sep).join("/"), await readFile(path.join(folder, file)));
  }
  return files;
}

/** Stores a picture with an article and a PDF, so that a site has files of both kinds. */
async function addUploads(server: TestApp): Promise<void> {
  await createNewsArticle(server.services, {}, { buffer: await smallImage("jpeg", 700) });
  await server.services.media.storeDocument({ buffer: pdfDocument });
}

/** Stops the app and closes its database, as a restore needs; reopens it afterwards for the checks. */
async function withSiteStopped(server: TestApp, restore: () => Promise<unknown>): Promise<void> {
  await server.app.close();
  await server.dataSource.destroy();
  try {
    await restore();
  } finally {
    await openDataSource(server.dataSource);
  }
}

// A backup and a restore are each a new Node process that loads the whole API: seconds apiece on
// a busy machine.
describe("npm run backup and npm run restore with uploads in a bucket", { timeout: 120_000 }, () => {
  let server: TestApp;
  let bucket: string;

  beforeAll(async () => {
    bucket = await store.createBucket();
    server = await startTestApp({ env: store.settings(bucket) });
  });
  afterAll(() => server.close());

  it("put every object in the archive, and restore them, and only them, into another bucket", async () => {
    await addUploads(server);
    const atBackup = await objectsIn(bucket);
    expect(atBackup.size).toBeGreaterThan(1);

    const archive = path.join(backups, "from-a-bucket.tar.gz");
    expect((await npmRun(server, store.settings(bucket), "backup", archive)).stdout).toContain(
      `Wrote ${archive}`,
    );
    expect(await uploadsIn(archive)).toEqual(atBackup);

    const other = await store.createBucket();
    await store.client.send(
      new PutObjectCommand({ Bucket: other, Key: "images/not-in-the-backup.jpg", Body: "x" }),
    );
    await withSiteStopped(server, () => npmRun(server, store.settings(other), "restore", archive));

    expect(await objectsIn(other)).toEqual(atBackup);
  });

  it("refuses to restore into a bucket that does not exist, before the database is touched", async () => {
    const archive = path.join(backups, "before-a-missing-bucket.tar.gz");
    await npmRun(server, store.settings(bucket), "backup", archive);
    await createNewsArticle(server.services, { title: "Written after the backup" });

    const failure = await npmRun(server, store.settings("no-such-bucket"), "restore", archive).catch(
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"no-such-bucket" (STORAGE_BUCKET)'),
    });
    const titles = (await server.services.news.pageSummaries({ pageSize: 50 })).items.map(
      (summary) => summary.title,
    );
    expect(titles).toContain("Written after the backup");
  });
});

describe("a backup restored from a folder into a bucket, and back", () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  // Four runs of the backup and restore scripts, each a Node process of its own that opens the
  // database: well over the usual 30 s on a machine busy with the rest of the suite.
  it("brings every file across each way", { timeout: 120_000 }, async () => {
    await addUploads(server);
    const inFolder = await filesIn(server.config.uploadsDir);
    const fromFolder = path.join(backups, "from-a-folder.tar.gz");
    await npmRun(server, {}, "backup", fromFolder);

    const bucket = await store.createBucket();
    await withSiteStopped(server, () => npmRun(server, store.settings(bucket), "restore", fromFolder));
    expect(await objectsIn(bucket)).toEqual(inFolder);

    const fromBucket = path.join(backups, "from-a-bucket-to-a-folder.tar.gz");
    await npmRun(server, store.settings(bucket), "backup", fromBucket);
    await rm(server.config.uploadsDir, { recursive: true });
    await withSiteStopped(server, () => npmRun(server, {}, "restore", fromBucket));
    expect(await filesIn(server.config.uploadsDir)).toEqual(inFolder);
  });
});
