import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import type { DataSource } from "typeorm";
import { PayloadTooLargeError, UserInputError } from "../../errors.js";
import {
  contentHashOf,
  encodePicture,
  encodeShareImage,
  SHARE_SUFFIX,
  shareSize,
  variantWidths,
  type EncodedImage,
} from "./image-encoding.js";
import { MEDIA_COLUMNS } from "./media.columns.js";
import type { MediaStorage } from "./media.storage.js";
import { readRecording } from "./recording.js";

/** Where the bytes of a new file come from: a GraphQL upload, a legacy data URL, or the server itself. */
export type FileSource =
  { dataUrl: string } | { upload: Promise<FileUpload> | FileUpload } | { buffer: Buffer };

/**
 * A new file, or a picture the server has made into its files already (the sample content's,
 * made when the API is built): stored as it is, under a name of its own.
 */
export type MediaSource = FileSource | { encoded: EncodedImage };

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
    const encoded = "encoded" in source ? source.encoded : await this.encodeImage(source);
    const name = nameWith(encoded.contentHash);
    const files = encoded.files.map(({ suffix, bytes, contentType }) => ({
      key: `images/${name}${suffix}`,
      bytes,
      contentType,
    }));
    await this.putAll(files);
    return URL_PREFIX + files[0]!.key;
  }

  /** Checks a picture by its content and makes it into every file it is stored as. */
  async encodeImage(source: FileSource): Promise<EncodedImage> {
    return encodePicture(await this.read(source), this.limits.maxPixels);
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
    // Only a picture is ever made ahead: as a document or a recording it is the server's mistake.
    if ("encoded" in source) throw new Error("A picture made ahead can be stored only as a picture");
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

interface EncodedFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** Where a picture's share preview is kept, beside its other variants. */
function shareKey(name: string): string {
  return `images/${name}${SHARE_SUFFIX}`;
}

/** The length of the base64 text of so many bytes: four characters carry three bytes. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** A hash of the content and a random part: the same photo uploaded twice gets two names. */
function nameFor(bytes: Buffer): string {
  return nameWith(contentHashOf(bytes));
}

function nameWith(contentHash: string): string {
  return contentHash + randomBytes(4).toString("hex");
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
