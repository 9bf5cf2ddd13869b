import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload, type UploadedFile } from "../../../test/http.js";
import { pdfDocument, smallImage, widePng } from "../../../test/images.js";
import { startObjectStore, type TestObjectStore } from "../../../test/object-store.js";
import { startSiteProcess } from "../../../test/site-process.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { createLogger } from "../../logging.js";
import { S3ObjectStorage } from "./object-storage.js";

const SCRIPTS = path.join(import.meta.dirname, "../../../dist/scripts");
const MAIN = path.join(import.meta.dirname, "../../../dist/main.js");

let store: TestObjectStore;
let bucket: string;
let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  store = await startObjectStore();
  bucket = await store.createBucket();
  server = await startTestApp({ env: store.settings(bucket) });
  staff = await signedInHeaders(server);
});
afterAll(async () => {
  await server?.close();
  await store?.stop();
});

const SET_IMAGE = `mutation ($slug: String!, $image: Upload!) {
  setNewsArticleImage(slug: $slug, image: $image) { id imageUrl }
}`;

const DELETE_ARTICLE = "mutation ($id: ID!) { deleteNewsArticle(id: $id) }";

/** Uploads a cover for an article through GraphQL, as the dashboard does; its URL comes back. */
async function uploadCover(file: UploadedFile, slug?: string): Promise<{ id: string; imageUrl: string }> {
  const articleSlug = slug ?? (await createNewsArticle(server.services)).slug;
  const { body } = await graphqlUpload<{ setNewsArticleImage: { id: string; imageUrl: string } }>(
    server.url,
    SET_IMAGE,
    { slug: articleSlug },
    { image: file },
    staff,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.setNewsArticleImage;
}

const jpeg = async (width = 500): Promise<UploadedFile> => ({
  bytes: await smallImage("jpeg", width),
  filename: "synod.jpg",
  type: "image/jpeg",
});

/** The keys of a picture's every file (each width as WebP and JPEG), from its URL. */
function keysOfPicture(url: string): string[] {
  const { variants, share } = server.services.media.describeImage(url)!;
  return [...variants.flatMap((variant) => [variant.webp, variant.jpeg]), share.url].map(keyOf).sort();
}

const keyOf = (url: string) => url.replace("/uploads/", "");
const keysOfGroup = async (url: string) =>
  (await store.keys(bucket)).filter((key) => key.includes(path.basename(url).slice(0, 24)));

describe("uploads kept in an S3-compatible bucket", () => {
  it("stores an uploaded picture's every width and format in the bucket, and nothing in the folder", async () => {
    const { imageUrl } = await uploadCover({
      bytes: await widePng(),
      filename: "banner.png",
      type: "image/png",
    });

    // Four widths as WebP and JPEG, and the share preview.
    expect(keysOfPicture(imageUrl)).toHaveLength(9);
    expect(await keysOfGroup(imageUrl)).toEqual(keysOfPicture(imageUrl));
    expect(existsSync(server.config.uploadsDir)).toBe(false);
  });

  it("serves a stored file's bytes as the bucket holds them, with S3's ETag", async () => {
    const { imageUrl } = await uploadCover(await jpeg());
    const webp = server.services.media.describeImage(imageUrl)!.variants[0]!.webp;

    const response = await fetch(`${server.url}${webp}`);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(await store.bytes(bucket, keyOf(webp)))).toBe(
      true,
    );
  });

  it("stores a job opening's PDF in the bucket and serves it as application/pdf", async () => {
    const { body } = await graphqlUpload<{ createJobOpening: { documentUrl: string } }>(
      server.url,
      `mutation ($input: JobOpeningInput!, $document: Upload) { createJobOpening(input: $input, document: $document) { documentUrl } }`,
      {
        input: {
          referenceNumber: "ADK/S3/2026/01",
          position: "Diocesan Accountant",
          description: "Keeps the books.",
        },
      },
      { document: { bytes: pdfDocument, filename: "advertisement.pdf", type: "application/pdf" } },
      staff,
    );
    expect(body.errors).toBeUndefined();
    const url = body.data!.createJobOpening.documentUrl;
    expect(await store.keys(bucket)).toContain(keyOf(url));

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdfDocument)).toBe(true);
  });

  it("keeps a replaced picture's objects while the article's history shows it, and deletes all with the article", async () => {
    const article = await createNewsArticle(server.services);
    const first = await uploadCover(await jpeg(), article.slug);
    const second = await uploadCover(await jpeg(700), article.slug);
    expect(await keysOfGroup(first.imageUrl)).toEqual(keysOfPicture(first.imageUrl));
    expect(await keysOfGroup(second.imageUrl)).toEqual(keysOfPicture(second.imageUrl));

    const deleted = await graphql(server.url, DELETE_ARTICLE, { id: article.id }, staff);
    expect(deleted.body.errors).toBeUndefined();
    expect(await keysOfGroup(first.imageUrl)).toEqual([]);
    expect(await keysOfGroup(second.imageUrl)).toEqual([]);
    expect((await fetch(`${server.url}${second.imageUrl}`)).status).toBe(404);
  });

  it("lists a bucket of more than one page of keys (1,000 a page)", async () => {
    const large = await store.createBucket();
    const keys = Array.from(
      { length: 1005 },
      (_, index) => `documents/${String(index).padStart(4, "0")}.pdf`,
    );
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys
          .slice(start, start + 50)
          .map((key) => store.client.send(new PutObjectCommand({ Bucket: large, Key: key, Body: "%PDF-" }))),
      );
    }
    const storage = new S3ObjectStorage(store.config(large), createLogger("silent"));

    const listed = await storage.list("documents/");

    expect(listed.map((file) => file.key).sort()).toEqual(keys);
  }, 60_000);
});

describe("the clean-up of orphaned objects (npm run media:clean)", () => {
  it("deletes the objects no record refers to once they are an hour old, and keeps the rest", async () => {
    const kept = await createNewsArticle(server.services, {}, { buffer: await smallImage("jpeg", 500) });
    const orphan = await server.services.media.storeImage({ buffer: await smallImage("jpeg", 500) });
    const recent = await server.services.media.storeImage({ buffer: await smallImage("jpeg", 500) });
    for (const url of [kept.imageUrl!, orphan]) {
      for (const key of keysOfPicture(url)) await store.makeOld(bucket, key);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: server.config.dataDir,
      ...store.settings(bucket),
    };
    if (server.config.database.kind === "postgres") env.DATABASE_URL = server.config.database.url;

    const { stdout } = await promisify(execFile)(process.execPath, [path.join(SCRIPTS, "clean-media.js")], {
      env,
    });

    for (const key of keysOfPicture(orphan)) expect(stdout).toContain(`Removed ${key}`);
    expect(stdout).toContain(`5 orphaned file(s) removed from the bucket ${bucket}`);
    expect(await keysOfGroup(orphan)).toEqual([]);
    expect(await keysOfGroup(kept.imageUrl!)).toEqual(keysOfPicture(kept.imageUrl!));
    expect(await keysOfGroup(recent)).toEqual(keysOfPicture(recent));
  });
});

describe("an object store that cannot be used", () => {
  it("is answered 503 with a message, for a file and for an upload, and logged without the secret key", async () => {
    const gone = await startObjectStore();
    const settings = {
      ...gone.settings("diocese-uploads"),
      STORAGE_ACCESS_KEY_ID: "diocese",
      STORAGE_SECRET_ACCESS_KEY: "never-Logged-Secret-0123",
    };
    await gone.stop();
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split("\n"));
        done();
      },
    });
    const unreachable = await startTestApp({ env: settings, logTo: capture });
    try {
      const response = await fetch(`${unreachable.url}/uploads/images/0123456789abcdef01234567_800x600.jpg`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: "error",
        message: expect.stringContaining("The uploaded files cannot be reached at the moment"),
      });

      const upload = await graphqlUpload(
        unreachable.url,
        SET_IMAGE,
        { slug: (await createNewsArticle(unreachable.services)).slug },
        { image: await jpeg() },
        await signedInHeaders(unreachable),
      );
      expect(upload.body.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");

      const logged = lines.join("\n");
      expect(logged).toContain("The object store failed to read a file");
      expect(logged).toContain("ECONNREFUSED");
      expect(logged).not.toContain("never-Logged-Secret-0123");
    } finally {
      await unreachable.close();
    }
  });

  it("is answered 503, not 404, when the bucket is missing", async () => {
    const missing = await startTestApp({ env: store.settings("no-such-bucket") });
    try {
      const response = await fetch(`${missing.url}/uploads/images/0123456789abcdef01234567_800x600.jpg`);
      expect(response.status).toBe(503);
    } finally {
      await missing.close();
    }
  });

  /** Starts the built site and expects it to stop at once, with all it printed. */
  async function failedStart(env: Record<string, string>): Promise<{ code: number; output: string }> {
    const failure = await promisify(execFile)(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.database.kind === "postgres" ? server.config.database.url : "",
        PORT: "45997",
        LOG_LEVEL: "warn",
        // On Node.js 20 the AWS SDK warns that its later versions will need Node.js 22: true, but
        // not what this test reads.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        ...env,
      },
      timeout: 30_000,
    }).then(
      () => expect.fail("the site started"),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    return { code: failure.code, output: `${failure.stdout}${failure.stderr}`.trim() };
  }

  it("stops the site at start with one line that names the bucket and what to check, never the secret key", async () => {
    const missing = await failedStart(store.settings("no-such-bucket"));
    expect(missing.code).toBe(1);
    expect(missing.output).toBe(
      `Cannot use the bucket "no-such-bucket" (STORAGE_BUCKET) at ${store.endpoint}: it does not exist. Create it, or correct STORAGE_BUCKET.`,
    );

    const gone = await startObjectStore();
    const settings = { ...gone.settings(bucket), STORAGE_SECRET_ACCESS_KEY: "never-Printed-Secret-0123" };
    await gone.stop();
    const unreachable = await failedStart(settings);
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(
      new RegExp(
        `^Cannot reach the bucket "${bucket}" \\(STORAGE_BUCKET\\) at ${gone.endpoint} \\(.*ECONNREFUSED.*\\)\\. Check: is the object store running there, and may this server reach it\\?$`,
      ),
    );
    expect(unreachable.output).not.toContain("never-Printed-Secret-0123");

    const unknownKey = await failedStart({ ...store.settings(bucket), STORAGE_ACCESS_KEY_ID: "NOT-A-KEY" });
    expect(unknownKey.code).toBe(1);
    expect(unknownKey.output).toBe(
      `Cannot use the bucket "${bucket}" (STORAGE_BUCKET) at ${store.endpoint}: access was refused. Check STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, and that they may read, write and list the bucket.`,
    );

    const badName = await failedStart({ ...store.settings("Diocese_Uploads") });
    expect(badName.code).toBe(1);
    expect(badName.output).toContain("STORAGE_BUCKET must be a bucket name of 3 to 63 lower-case letters");
  }, 90_000);
});

describe("a site that keeps its uploads in a bucket", () => {
  it("puts its sample pictures there on its first start, serves them, and makes no uploads folder", async () => {
    const own = await store.createBucket();
    const site = await startSiteProcess({ env: store.settings(own) });
    try {
      const keys = await store.keys(own);
      expect(keys.length).toBeGreaterThan(0);
      const response = await fetch(`${site.url}/uploads/${keys[0]}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(await store.bytes(own, keys[0]!))).toBe(true);
      expect(existsSync(path.join(site.dataDir, "uploads"))).toBe(false);
    } finally {
      await site.dispose();
    }
  }, 120_000);
});
