import { createHash, randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { DataSource } from "typeorm";
import { PayloadTooLargeError, UserInputError } from "../../errors.js";
import { MEDIA_COLUMNS } from "./media.columns.js";
import type { MediaStorage } from "./media.storage.js";
import { readRecording } from "./recording.js";

/** Where the bytes of a new file come from: a GraphQL upload, a legacy data URL, or the server itself. */
export type MediaSource =
  { dataUrl: string } | { upload: Promise<FileUpload> | FileUpload } | { buffer: Buffer };

export interface ImageVariant {
  width: number;
  webp: string;
  jpeg: string;
}

/** A stored picture: its largest JPEG and every width it was made in. */
export interface ImageInfo {
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The JPEG for share previews (og:image): see `encodeShareImage`. */
  share: { url: string; width: number; height: number };
}

export interface MediaLimits {
  maxBytes: number;
  maxPixels: number;
  /** A sermon's recording is far larger than a picture: its own limit (AUDIO_MAX_BYTES). */
  maxAudioBytes: number;
}

/** A stored recording: its URL, size and type (a podcast's enclosure says them) and its length. */
export interface AudioInfo {
  url: string;
  bytes: number;
  contentType: "audio/mpeg" | "audio/mp4";
  durationSeconds: number;
}

/**
 * The widths every picture is made in (never wider than the original): a 360 px phone takes 320
 * or 640, a card on a desktop 640 or 1024, a picture across a wide screen 1600.
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600];
/**
 * A share preview's picture: as wide as Open Graph's 1200 x 630 card, in the picture's own shape,
 * and a JPEG under 300 KB, above which WhatsApp shows none.
 */
export const SHARE_WIDTH = 1200;
export const SHARE_MAX_BYTES = 300_000;

/** A file younger than this may belong to an upload whose record is not saved yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const URL_PREFIX = "/uploads/";
/** A content hash (16 hex digits) and a random part (8), so that two records never share files. */
const NAME_PATTERN = "[0-9a-f]{24}";
const IMAGE_URL = new RegExp(`^/uploads/images/(${NAME_PATTERN})_(\\d{1,5})x(\\d{1,5})\\.jpg$`);
const DOCUMENT_URL = new RegExp(`^/uploads/documents/(${NAME_PATTERN})\\.pdf$`);
const AUDIO_URL = new RegExp(`^/uploads/audio/(${NAME_PATTERN})\\.(mp3|m4a)$`);
/** The files of one stored image, document or recording (a group) share this start of their keys. */
const GROUP_OF_KEY = new RegExp(`^(images|documents|audio)/(${NAME_PATTERN})`);
const UPLOADS_URLS = /\/uploads\/[^\s"'<>()?#]+/g;
const DATA_URL_START = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[a-z0-9+/]*={0,2}$/i;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const IMAGE_FORMATS = "The picture must be a JPEG, PNG, WebP, GIF or AVIF image";
const DAMAGED = "The picture is damaged or incomplete and cannot be read. Try uploading it again";

type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/**
 * Every uploaded file goes through here: checked by its content, pictures re-encoded without
 * their metadata into the widths and formats visitors' browsers pick from, and stored under
 * server-made names. Records keep only the URL this service returns.
 */
export class MediaService {
  constructor(
    private readonly dataSource: DataSource,
    /** Where the files are kept: /uploads/ serves them from here, and backups copy them. */
    readonly storage: MediaStorage,
    private readonly limits: MediaLimits,
  ) {}

  /** Stores a picture in every width as WebP and JPEG; returns the URL of its largest JPEG. */
  async storeImage(source: MediaSource): Promise<string> {
    const bytes = await this.read(source);
    const format = sniffImage(bytes);
    if (!format) {
      throw new UserInputError(looksLikeSvg(bytes) ? `SVG is not accepted. ${IMAGE_FORMATS}` : IMAGE_FORMATS);
    }
    const decoded = await this.decode(bytes, format);
    const name = nameFor(bytes);
    const files = await encodeVariants(decoded, name);
    const largest = sharp(decoded.pixels, { raw: decoded });
    files.push({ key: shareKey(name), bytes: await encodeShareImage(largest), contentType: "image/jpeg" });
    await this.putAll(files);
    return URL_PREFIX + files[0]!.key;
  }

  /** Stores a PDF as it is (a PDF cannot be re-encoded); returns its URL. */
  async storeDocument(source: MediaSource): Promise<string> {
    const bytes = await this.read(source);
    if (!bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
      throw new UserInputError("The document must be a PDF file");
    }
    // Every complete PDF ends with this marker; an upload cut short does not.
    if (!bytes.subarray(-1024).includes("%%EOF")) {
      throw new UserInputError("The PDF file is incomplete. Try uploading it again");
    }
    const key = `documents/${nameFor(bytes)}.pdf`;
    await this.putAll([{ key, bytes, contentType: "application/pdf" }]);
    return URL_PREFIX + key;
  }

  /**
   * Stores an MP3 or M4A recording as it is, once its content has been read as one: the container
   * and codec come from the bytes (`readRecording`), never from the name, and a file that is not
   * audio, is cut short or has no length a sermon can have is refused.
   */
  async storeAudio(source: MediaSource): Promise<AudioInfo> {
    const bytes = await this.read(source, this.limits.maxAudioBytes);
    const kind = await readRecording(bytes);
    const key = `audio/${nameFor(bytes)}.${kind.extension}`;
    await this.putAll([{ key, bytes, contentType: kind.contentType }]);
    return {
      url: URL_PREFIX + key,
      bytes: bytes.length,
      contentType: kind.contentType,
      durationSeconds: kind.durationSeconds,
    };
  }

  /** Deletes a stored file and all its variants; anything not made here is left alone. */
  async remove(url: string | null | undefined): Promise<void> {
    const key = keyOf(url);
    if (!key) return;
    for (const file of await this.storage.list(groupOf(key))) await this.storage.delete(file.key);
  }

  /** The sizes and variants of a stored picture, read from its URL alone; null for other URLs. */
  describeImage(url: string | null | undefined): ImageInfo | null {
    const match = IMAGE_URL.exec(url ?? "");
    if (!match) return null;
    const [jpegUrl, name, width, height] = match;
    const largest = Number(width);
    return {
      url: jpegUrl,
      width: largest,
      height: Number(height),
      variants: variantWidths(largest).map((variantWidth) => ({
        width: variantWidth,
        webp: `${URL_PREFIX}images/${name}-${variantWidth}.webp`,
        jpeg: variantWidth === largest ? jpegUrl : `${URL_PREFIX}images/${name}-${variantWidth}.jpg`,
      })),
      share: { url: `${URL_PREFIX}${shareKey(name!)}`, ...shareSize(largest, Number(height)) },
    };
  }

  /**
   * Makes the share preview's JPEG of every stored picture that has none (those stored before the
   * site made them), from its largest JPEG, and says how many it made. Run in the background at
   * start; running it twice, or on two instances at once, makes the same files.
   */
  async addMissingShareImages(): Promise<number> {
    const keys = new Set((await this.storage.list("images/")).map((file) => file.key));
    let made = 0;
    for (const key of keys) {
      const match = IMAGE_URL.exec(URL_PREFIX + key);
      if (!match || keys.has(shareKey(match[1]!))) continue;
      const stored = await this.storage.read(key);
      if (!stored) continue;
      const share = await encodeShareImage(await buffer(stored.body));
      await this.storage.put(shareKey(match[1]!), share, "image/jpeg");
      made += 1;
    }
    return made;
  }

  /** The size in bytes of a file stored here (a feed's enclosure says it); null for other URLs. */
  async fileSize(url: string | null | undefined): Promise<number | null> {
    const key = keyOf(url);
    return key ? this.storage.size(key) : null;
  }

  /**
   * Deletes the stored files that no record refers to (left behind by a failed save, a crash, or
   * a record deleted by hand) and returns their keys. Recent files are kept: their record may be
   * on its way.
   */
  async removeOrphans(): Promise<string[]> {
    const referenced = await this.referencedGroups();
    const cutoff = Date.now() - ORPHAN_MIN_AGE_MS;
    const removed: string[] = [];
    for (const file of await this.storage.list("")) {
      if (referenced.has(groupOf(file.key)) || file.lastModified.getTime() > cutoff) continue;
      await this.storage.delete(file.key);
      removed.push(file.key);
    }
    return removed;
  }

  /**
   * The file groups (see groupOf) named by an /uploads/ URL in a column of MEDIA_COLUMNS; a
   * column may hold one URL, or HTML that mentions several.
   */
  private async referencedGroups(): Promise<Set<string>> {
    const quote = (name: string) => this.dataSource.driver.escape(name);
    const groups = new Set<string>();
    for (const { table, column } of MEDIA_COLUMNS) {
      const rows: { value: string }[] = await this.dataSource.query(
        `SELECT ${quote(column)} AS value FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL`,
      );
      for (const { value } of rows) {
        for (const [url] of value.matchAll(UPLOADS_URLS)) groups.add(groupOf(url.slice(URL_PREFIX.length)));
      }
    }
    return groups;
  }

  private async read(source: MediaSource, maxBytes = this.limits.maxBytes): Promise<Buffer> {
    if ("buffer" in source) {
      if (source.buffer.length > maxBytes) throw this.tooLarge(maxBytes);
      return source.buffer;
    }
    if ("dataUrl" in source) return this.decodeDataUrl(source.dataUrl, maxBytes);
    return this.readUpload(source.upload, maxBytes);
  }

  /** Reads an upload as it streams in and stops as soon as it passes the limit. */
  private async readUpload(pending: Promise<FileUpload> | FileUpload, maxBytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      const upload = await pending;
      for await (const chunk of upload.createReadStream()) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) throw this.tooLarge(maxBytes);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      throw this.uploadError(error, maxBytes);
    }
    return Buffer.concat(chunks);
  }

  /** graphql-upload reports its own refusals (size limit, missing file) as HTTP errors. */
  private uploadError(error: unknown, maxBytes: number): unknown {
    const status = (error as { status?: unknown }).status;
    if (status === 413) return this.tooLarge(maxBytes);
    if (typeof status === "number" && status >= 400 && status < 500) {
      return new UserInputError(`The upload did not arrive whole: ${(error as Error).message}`);
    }
    return error;
  }

  private decodeDataUrl(dataUrl: string, maxBytes: number): Buffer {
    const start = DATA_URL_START.exec(dataUrl.slice(0, 256));
    const base64 = start ? dataUrl.slice(start[0].length) : "";
    // The length says "too large" before anything is decoded.
    if (base64.length > base64Length(maxBytes)) throw this.tooLarge(maxBytes);
    if (!start || !BASE64.test(base64)) {
      throw new UserInputError(
        "The file must be sent as a base64 data URL, such as data:image/jpeg;base64,...",
      );
    }
    const bytes = Buffer.from(base64, "base64");
    if (bytes.length > maxBytes) throw this.tooLarge(maxBytes);
    return bytes;
  }

  /**
   * Decodes the whole picture once, upright and no wider than the largest variant. Its header is
   * read first: a picture that declares too many pixels is refused before any decoding.
   */
  private async decode(bytes: Buffer, format: ImageFormat): Promise<DecodedImage> {
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new UserInputError(DAMAGED);
    }
    if (!sameFormat(format, metadata)) throw new UserInputError(IMAGE_FORMATS);
    if (metadata.width * metadata.height > this.limits.maxPixels) {
      throw new UserInputError(
        `The picture is ${metadata.width} x ${metadata.height} pixels (${megapixels(metadata.width * metadata.height)} megapixels), more than the limit of ${megapixels(this.limits.maxPixels)} megapixels. Make it smaller and try again`,
      );
    }
    try {
      const { data, info } = await sharp(bytes, {
        limitInputPixels: this.limits.maxPixels,
        // "error" also refuses truncated data, yet lets through the harmless warnings that some
        // phone cameras' JPEGs raise.
        failOn: "error",
        autoOrient: true,
      })
        .resize({
          width: Math.min(metadata.autoOrient.width, IMAGE_WIDTHS.at(-1)!),
          withoutEnlargement: true,
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { pixels: data, width: info.width, height: info.height, channels: info.channels };
    } catch {
      throw new UserInputError(DAMAGED);
    }
  }

  /** Stores every file or, when one fails, none: no partial picture is left behind. */
  private async putAll(files: EncodedFile[]): Promise<void> {
    try {
      for (const file of files) await this.storage.put(file.key, file.bytes, file.contentType);
    } catch (error) {
      await Promise.all(files.map((file) => this.storage.delete(file.key).catch(() => undefined)));
      throw error;
    }
  }

  private tooLarge(maxBytes = this.limits.maxBytes): PayloadTooLargeError {
    return new PayloadTooLargeError(`The file is larger than the ${formatSize(maxBytes)} limit`);
  }
}

interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

interface EncodedFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** The length of the base64 text of so many bytes: four characters carry three bytes. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Where a picture's share preview is kept, beside its other variants. */
function shareKey(name: string): string {
  return `images/${name}-share.jpg`;
}

/** The share preview's size: no wider than SHARE_WIDTH, as sharp rounds a resized height. */
function shareSize(width: number, height: number): { width: number; height: number } {
  const shareWidth = Math.min(width, SHARE_WIDTH);
  return { width: shareWidth, height: Math.round((height * shareWidth) / width) };
}

/**
 * The share preview's JPEG of a picture (decoded pixels or a stored JPEG's bytes): at most
 * SHARE_WIDTH wide, at the best quality that keeps it under SHARE_MAX_BYTES.
 */
async function encodeShareImage(picture: Sharp | Buffer): Promise<Buffer> {
  const source = Buffer.isBuffer(picture) ? sharp(picture) : picture;
  const resized = await source
    .resize({ width: SHARE_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bytes = Buffer.alloc(0);
  for (const quality of [80, 70, 60, 50, 40, 30]) {
    bytes = await sharp(resized.data, { raw: resized.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (bytes.length < SHARE_MAX_BYTES) break;
  }
  return bytes;
}

/** The widths an image of this width is made in: the standard ones below it, and its own. */
function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((standard) => standard < largest), largest];
}

/**
 * Encodes each width as WebP and JPEG, without metadata (sharp writes none unless asked). The
 * largest JPEG comes first: its URL, which names its size, is the one records keep.
 */
async function encodeVariants(image: DecodedImage, name: string): Promise<EncodedFile[]> {
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const files: EncodedFile[] = [];
  for (const width of variantWidths(image.width).reverse()) {
    const resized = (): Sharp => sharp(image.pixels, { raw }).resize({ width });
    const jpeg = await resized()
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const largest = width === image.width;
    files.push({
      key: largest
        ? `images/${name}_${jpeg.info.width}x${jpeg.info.height}.jpg`
        : `images/${name}-${width}.jpg`,
      bytes: jpeg.data,
      contentType: "image/jpeg",
    });
    files.push({
      key: `images/${name}-${width}.webp`,
      bytes: await resized().webp({ quality: 75 }).toBuffer(),
      contentType: "image/webp",
    });
  }
  return files;
}

function sniffImage(bytes: Buffer): ImageFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // The ftyp box lists the file's brands: its major brand, then compatible ones from byte 16.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

/** The decoder must agree with the bytes' signature; AVIF is decoded as HEIF with AV1 inside. */
function sameFormat(format: ImageFormat, metadata: Metadata): boolean {
  if (format === "avif") return metadata.format === "heif" && metadata.compression === "av1";
  return metadata.format === format;
}

function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));
}

/** A hash of the content and a random part: the same photo uploaded twice gets two names. */
function nameFor(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16) + randomBytes(4).toString("hex");
}

/** The storage key of a file this service stored, from its URL; null for any other URL. */
function keyOf(url: string | null | undefined): string | null {
  if (!url || !(IMAGE_URL.test(url) || DOCUMENT_URL.test(url) || AUDIO_URL.test(url))) return null;
  return url.slice(URL_PREFIX.length);
}

function groupOf(key: string): string {
  const match = GROUP_OF_KEY.exec(key);
  return match ? `${match[1]}/${match[2]}` : key;
}

function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Number((bytes / 1024).toFixed(1))} KB`;
}

function megapixels(pixels: number): number {
  return Number((pixels / 1_000_000).toFixed(1));
}
