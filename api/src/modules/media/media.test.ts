import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle, signedInHeaders } from "../../../test/factories.js";
import { graphqlUpload, type UploadedFile } from "../../../test/http.js";
import {
  decompressionBomb,
  detailedPhoto,
  filesUnder,
  htmlPage,
  pdfDocument,
  phonePhotoWithGps,
  smallImage,
  svgWithScript,
  truncatedJpeg,
  widePng,
} from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { NewsArticle } from "../news/news.entity.js";
import { base64Length, MediaService } from "./media.service.js";
import { LocalFolderStorage, type MediaStorage } from "./media.storage.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const SET_IMAGE = `mutation ($slug: String!, $image: Upload!) {
  setNewsArticleImage(slug: $slug, image: $image) { imageUrl image { url width height srcSet jpegSrcSet } }
}`;

interface ImageFields {
  url: string;
  width: number;
  height: number;
  srcSet: string;
  jpegSrcSet: string;
}

/** Uploads a file as the cover of an article through GraphQL, as the dashboard will. */
async function uploadCover(file: UploadedFile, slug?: string) {
  const articleSlug = slug ?? (await createNewsArticle(server.services)).slug;
  return graphqlUpload<{ setNewsArticleImage: { imageUrl: string; image: ImageFields } }>(
    server.url,
    SET_IMAGE,
    { slug: articleSlug },
    { image: file },
    staff,
  );
}

async function download(url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The URLs and widths of a srcset: "a 320w, b 640w" -> [["a", 320], ["b", 640]]. */
function candidates(srcSet: string): [string, number][] {
  return srcSet.split(", ").map((candidate) => {
    const [url, width] = candidate.split(" ");
    return [url!, Number(width!.replace("w", ""))];
  });
}

const uploadedFiles = () => filesUnder(server.config.uploadsDir);

describe("a picture uploaded through GraphQL", () => {
  it("is stored upright, without EXIF or GPS, in every width as WebP and JPEG", async () => {
    const photo = await phonePhotoWithGps();
    const sent = exifReader((await sharp(photo).metadata()).exif!);
    expect(sent.GPSInfo?.GPSLatitude).toEqual([0, 17, 12.34]);
    expect(sent.Image?.Orientation).toBe(6);

    const { body } = await uploadCover({ bytes: photo, filename: "IMG_2041.jpg", type: "image/jpeg" });
    expect(body.errors).toBeUndefined();
    const image = body.data!.setNewsArticleImage.image;
    expect(body.data!.setNewsArticleImage.imageUrl).toBe(image.url);
    expect(image.url).toMatch(/^\/uploads\/images\/[0-9a-f]{24}_600x800\.jpg$/);
    expect([image.width, image.height]).toEqual([600, 800]);
    const base = image.url.replace(/_600x800\.jpg$/, "");
    expect(image.srcSet).toBe(`${base}-320.webp 320w, ${base}-600.webp 600w`);
    expect(image.jpegSrcSet).toBe(`${base}-320.jpg 320w, ${image.url} 600w`);

    for (const [url, width] of [...candidates(image.srcSet), ...candidates(image.jpegSrcSet)]) {
      const { response, bytes } = await download(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(url.endsWith(".webp") ? "image/webp" : "image/jpeg");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const served = await sharp(bytes).metadata();
      expect(served.width).toBe(width);
      // Upright: as tall as the phone held it, with no orientation left to apply.
      expect(served.height).toBeGreaterThan(served.width);
      expect(served.exif).toBeUndefined();
      expect(served.orientation).toBeUndefined();
      expect(served.xmp).toBeUndefined();
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }
  });

  it("makes a wide PNG with transparency at most 1600 pixels wide, in four widths", async () => {
    const { body } = await uploadCover({ bytes: await widePng(), filename: "banner.png", type: "image/png" });
    expect(body.errors).toBeUndefined();
    const image = body.data!.setNewsArticleImage.image;
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(candidates(image.srcSet).map(([, width]) => width)).toEqual([320, 640, 1024, 1600]);
    const { bytes } = await download(candidates(image.srcSet)[3]![0]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1600, hasAlpha: true });
  });

  it.each(["webp", "gif", "avif"] as const)("accepts a %s picture", async (format) => {
    const { body } = await uploadCover({
      bytes: await smallImage(format),
      filename: `picture.${format}`,
      type: `image/${format}`,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.setNewsArticleImage.image).toMatchObject({ width: 300, height: 150 });
  });

  describe("refuses, leaving the article's picture as it was and no file behind,", () => {
    const OVER_LIMIT = 10 * 1024 * 1024 + 1;

    it.each([
      [
        "an HTML page named .png",
        async () => ({ bytes: htmlPage, filename: "photo.png", type: "image/png" }),
        "BAD_USER_INPUT",
        "The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
      ],
      [
        "an SVG with a script",
        async () => ({ bytes: svgWithScript, filename: "logo.svg", type: "image/svg+xml" }),
        "BAD_USER_INPUT",
        "SVG is not accepted. The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
      ],
      [
        "a file one byte over the 10 MB limit",
        async () => {
          const bytes = Buffer.alloc(OVER_LIMIT);
          bytes.set([0xff, 0xd8, 0xff]);
          return { bytes, filename: "big.jpg", type: "image/jpeg" };
        },
        "PAYLOAD_TOO_LARGE",
        "The file is larger than the 10 MB limit",
      ],
      [
        "a decompression bomb",
        async () => ({ bytes: await decompressionBomb(), filename: "bomb.png", type: "image/png" }),
        "BAD_USER_INPUT",
        "The picture is 10000 x 10000 pixels (100 megapixels), more than the limit of 50 megapixels. Make it smaller and try again",
      ],
      [
        "a truncated JPEG",
        async () => ({ bytes: await truncatedJpeg(), filename: "cut.jpg", type: "image/jpeg" }),
        "BAD_USER_INPUT",
        "The picture is damaged or incomplete and cannot be read. Try uploading it again",
      ],
    ])("%s", async (_name, makeFile, code, message) => {
      const article = await createNewsArticle(server.services, {}, { buffer: await smallImage("jpeg") });
      const imageUrl = article.imageUrl;
      const file = await makeFile();
      const before = await uploadedFiles();

      const { body } = await uploadCover(file, article.slug);

      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code } });
      expect(body.data).toBeNull();
      const saved = await server.dataSource.getRepository(NewsArticle).findOneByOrFail({ id: article.id });
      expect(saved.imageUrl).toBe(imageUrl);
      expect(await uploadedFiles()).toEqual(before);
    });
  });
});

describe("the media service", () => {
  let folder: string;
  let storage: LocalFolderStorage;
  const limits = { maxBytes: 20_000, maxPixels: 1_000_000, maxAudioBytes: 20_000 };
  let media: MediaService;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "diocese-media-"));
    storage = new LocalFolderStorage(folder);
    media = new MediaService(server.dataSource, storage, limits);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("takes a picture as a data URL, as the legacy paths send it", async () => {
    const png = await smallImage("png");
    const url = await media.storeImage({ dataUrl: `data:image/png;base64,${png.toString("base64")}` });
    expect(media.describeImage(url)).toMatchObject({ width: 300, height: 150 });
    expect(await storage.exists(url.replace("/uploads/", ""))).toBe(true);
  });

  it.each([
    "https://example.org/photo.jpg",
    "data:image/png,not-base64",
    "data:image/png;base64,@@@@",
    "image/png;base64,iVBORw0KGgo=",
  ])("refuses %s as not a data URL", async (dataUrl) => {
    await expect(media.storeImage({ dataUrl })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "The file must be sent as a base64 data URL, such as data:image/jpeg;base64,...",
    });
  });

  it("refuses a data URL that is too long before decoding it", async () => {
    // Not even base64: only its length can have refused it.
    const dataUrl = `data:image/jpeg;base64,${"!".repeat(base64Length(limits.maxBytes) + 1)}`;
    await expect(media.storeImage({ dataUrl })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than the 19.5 KB limit",
    });
  });

  it("accepts a file of exactly the size limit and refuses one byte more", async () => {
    const png = await smallImage("png", 40);
    const exact = new MediaService(server.dataSource, storage, { ...limits, maxBytes: png.length });
    expect(await exact.storeImage({ buffer: png })).toMatch(/^\/uploads\/images\//);
    const smaller = new MediaService(server.dataSource, storage, { ...limits, maxBytes: png.length - 1 });
    await expect(smaller.storeImage({ buffer: png })).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a picture over the pixel limit", async () => {
    await expect(media.storeImage({ buffer: await smallImage("png", 1500) })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: expect.stringContaining(
        "1500 x 750 pixels (1.1 megapixels), more than the limit of 1 megapixels",
      ),
    });
  });

  it("stores a PDF document, served as application/pdf", async () => {
    const url = await server.services.media.storeDocument({ buffer: pdfDocument });
    expect(url).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);
    const { response, bytes } = await download(url);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(bytes.equals(pdfDocument)).toBe(true);
  });

  it("refuses a picture as a document, an incomplete PDF, and a PDF as a picture", async () => {
    await expect(media.storeDocument({ buffer: await smallImage("jpeg") })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "The document must be a PDF file",
    });
    await expect(media.storeDocument({ buffer: pdfDocument.subarray(0, 60) })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "The PDF file is incomplete. Try uploading it again",
    });
    await expect(media.storeImage({ buffer: pdfDocument })).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      message: "The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
    });
  });

  it("gives the same photo stored twice its own files, so removing one leaves the other", async () => {
    const jpeg = await smallImage("jpeg", 700);
    const first = await media.storeImage({ buffer: jpeg });
    const second = await media.storeImage({ buffer: jpeg });
    expect(first).not.toBe(second);
    // The content-hash part of the names is the same.
    expect(path.basename(first).slice(0, 16)).toBe(path.basename(second).slice(0, 16));

    await media.remove(first);

    for (const variant of media.describeImage(first)!.variants) {
      expect(await storage.exists(variant.webp.replace("/uploads/", ""))).toBe(false);
      expect(await storage.exists(variant.jpeg.replace("/uploads/", ""))).toBe(false);
    }
    for (const variant of media.describeImage(second)!.variants) {
      expect(await storage.exists(variant.webp.replace("/uploads/", ""))).toBe(true);
      expect(await storage.exists(variant.jpeg.replace("/uploads/", ""))).toBe(true);
    }
  });

  it("removes nothing for an empty or foreign URL", async () => {
    const before = await filesUnder(folder);
    for (const url of [
      null,
      undefined,
      "",
      "/uploads/sample/harvest.jpg",
      "https://example.org/a.jpg",
      "/uploads/images/../../main.js",
    ]) {
      await media.remove(url);
      expect(media.describeImage(url)).toBeNull();
    }
    expect(await filesUnder(folder)).toEqual(before);
  });

  it("describes a picture from its URL alone", () => {
    expect(media.describeImage("/uploads/images/0123456789abcdef01234567_1200x675.jpg")).toEqual({
      url: "/uploads/images/0123456789abcdef01234567_1200x675.jpg",
      width: 1200,
      height: 675,
      variants: [320, 640, 1024]
        .map((width) => ({
          width,
          webp: `/uploads/images/0123456789abcdef01234567-${width}.webp`,
          jpeg: `/uploads/images/0123456789abcdef01234567-${width}.jpg`,
        }))
        .concat({
          width: 1200,
          webp: "/uploads/images/0123456789abcdef01234567-1200.webp",
          jpeg: "/uploads/images/0123456789abcdef01234567_1200x675.jpg",
        }),
      share: { url: "/uploads/images/0123456789abcdef01234567-share.jpg", width: 1200, height: 675 },
    });
  });

  it("makes each picture's share preview: at most 1200 wide in its own shape, a JPEG under 300 KB however detailed", async () => {
    for (const [picture, size] of [
      [await detailedPhoto(), { width: 1200, height: 800 }],
      [await smallImage("png", 500), { width: 500, height: 250 }],
    ] as const) {
      const url = await server.services.media.storeImage({ buffer: picture });
      const share = server.services.media.describeImage(url)!.share;
      expect(share).toMatchObject(size);
      const bytes = await readStored(share.url, server.services.media.storage);
      expect(bytes.length).toBeLessThan(300_000);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", ...size });
      // The detailed photograph's largest JPEG is over what WhatsApp shows: why the preview is its own file.
      if (size.width === 1200) {
        expect((await readStored(url, server.services.media.storage)).length).toBeGreaterThan(300_000);
      }
    }
  });

  it("makes the share previews that pictures stored before them lack, once", async () => {
    const older = await media.storeImage({ buffer: await smallImage("jpeg", 700) });
    const share = media.describeImage(older)!.share;
    await storage.delete(share.url.replace("/uploads/", ""));

    expect(await media.addMissingShareImages()).toBe(1);
    expect(await sharp(await readStored(share.url)).metadata()).toMatchObject({
      format: "jpeg",
      width: 700,
      height: 350,
    });
    expect(await media.addMissingShareImages()).toBe(0);
  });

  /** A stored file's bytes, by its URL. */
  async function readStored(url: string, from: MediaStorage = storage): Promise<Buffer> {
    return buffer((await from.read(url.replace("/uploads/", "")))!.body);
  }
});

describe("the clean-up of orphaned files", () => {
  const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

  /** Stores a picture and makes its files look two hours old. */
  async function storeOldImage(): Promise<string> {
    return makeOld(await server.services.media.storeImage({ buffer: await smallImage("jpeg", 500) }));
  }

  /** Makes a stored picture's files look two hours old. */
  async function makeOld(url: string): Promise<string> {
    const name = path.basename(url).slice(0, 24);
    for (const file of await uploadedFiles()) {
      if (file.includes(name))
        await utimes(path.join(server.config.uploadsDir, file), twoHoursAgo(), twoHoursAgo());
    }
    return url;
  }

  const filesOf = async (url: string) =>
    (await uploadedFiles()).filter((file) => file.includes(path.basename(url).slice(0, 24)));

  it("deletes the files no record refers to, once they are an hour old", async () => {
    const article = await createNewsArticle(server.services, {}, { buffer: await smallImage("jpeg", 500) });
    const kept = await makeOld(article.imageUrl!);
    const orphan = await storeOldImage();
    const recent = await server.services.media.storeImage({ buffer: await smallImage("jpeg", 500) });
    const orphanFiles = await filesOf(orphan);
    // Two widths as WebP and JPEG, and the share preview.
    expect(orphanFiles).toHaveLength(5);

    const removed = await server.services.media.removeOrphans();

    expect(removed.sort()).toEqual(orphanFiles.map((file) => file.split(path.sep).join("/")).sort());
    expect(await filesOf(orphan)).toEqual([]);
    expect(await filesOf(kept)).toHaveLength(5);
    expect(await filesOf(recent)).toHaveLength(5);
  });
});
