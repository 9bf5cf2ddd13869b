import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import {
  mkdir,
  open as openFile,
  readdir,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
  type FileHandle,
} from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { ServiceUnavailableError } from "../../errors.js";

/** A stored file, as a listing names it. */
export interface StoredFile {
  /** Its key: a relative path with forward slashes, such as images/ab12..._1600x900.jpg. */
  key: string;
  lastModified: Date;
}

/** Bytes of a file, as HTTP's Range asks for them: from `start` to `end` (or the end), or the last `suffix`. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A stored file being read: its bytes as they stream in, and what an answer over HTTP says of it. */
export interface FileContent {
  /** The whole file, or the part asked for. */
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  /** The first and last byte the body holds when it is a part; null when it is the whole file. */
  part: { start: number; end: number } | null;
  /** A strong validator that changes whenever the content does (quoted, as HTTP's ETag). */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded files live. The media service, /uploads/ and backups only speak to this
 * interface: the local folder (LocalFolderStorage) or an S3-compatible object store
 * (S3ObjectStorage, object-storage.ts), as the configuration says.
 */
export interface MediaStorage {
  /**
   * Makes sure files can be kept here, before the site starts: the folder is made, the bucket is
   * found. Throws an error whose message tells the operator what to check.
   */
  open(): Promise<void>;
  /** Stores bytes under a key, replacing what was there; readers never see a partial file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the file under a key; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with the prefix ("" for all). */
  list(prefix: string): Promise<StoredFile[]>;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes; null when there is no file under the key. */
  size(key: string): Promise<number | null>;
  /**
   * The file under a key, whole or the part a range names; null when there is none. Throws
   * RangeNotSatisfiableError when the range lies past the file's end.
   */
  read(key: string, range?: ByteRange): Promise<FileContent | null>;
  /** Puts every stored file under `folder` (a backup's uploads/), laid out as their keys say. */
  backUpInto(folder: string): Promise<void>;
  /** Makes the stored files those under `folder` (a restored backup's uploads/), and only those. */
  restoreFrom(folder: string): Promise<void>;
}

/** HTTP's 416: the part asked for starts past the end of the file. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`The file has ${size} bytes, none of them in the range asked for`);
  }
}

/**
 * The storage cannot be reached, or refused: the server's trouble, not the request's (503). The
 * storage logs the cause for the operator.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(
      "The uploaded files cannot be reached at the moment. Try again in a few minutes, or tell the website's administrator.",
    );
  }
}

/** Path segments that cannot start with a dot, so never "." or "..". */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Whether a key may name a stored file: nothing else is ever read, written or served. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * The types of the files the site stores (pictures as JPEG and WebP, documents as PDF) and of those
 * an older site may have left in the folder; anything else is served as plain bytes to download.
 */
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
};

/** A stored file's content type, from its key's extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** Files in a folder on the server's disk (config.uploadsDir), served by the app under /uploads/. */
export class LocalFolderStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async open(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  // The content type is for object stores; a local file's type comes from its extension when served.
  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside its target and renamed, so a crash or a reader never meets half a file.
    const partial = `${target}.${randomBytes(4).toString("hex")}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<StoredFile[]> {
    // Only the folder the prefix names is read, not the whole tree.
    const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
    const entries = await readdir(path.join(this.root, ...folder.split("/")), {
      recursive: true,
      withFileTypes: true,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const files: StoredFile[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, absolute).split(path.sep).join("/");
      if (!key.startsWith(prefix) || !isStorageKey(key)) continue;
      files.push({ key, lastModified: (await stat(absolute)).mtime });
    }
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const file = await stat(this.pathOf(key));
      return file.isFile() ? file.size : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<FileContent | null> {
    // Opened once and read through the same handle, so the file cannot go between the two.
    let file: FileHandle;
    try {
      file = await openFile(this.pathOf(key));
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
    try {
      const info = await file.stat();
      if (!info.isFile()) {
        await file.close();
        return null;
      }
      const part = range ? partOf(range, info.size) : null;
      return {
        body: file.createReadStream(part ?? {}),
        size: info.size,
        part,
        // A file is only ever written whole (see put), so its size and time tell its content apart.
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  /** The archive reads the folder itself through a link, rather than a copy of every file. */
  async backUpInto(folder: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await symlink(this.root, folder);
  }

  async restoreFrom(folder: string): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
    if (existsSync(folder)) await rename(folder, this.root);
    else await mkdir(this.root, { recursive: true });
  }

  /** Keys come from the service, but a key that could leave the folder is refused all the same. */
  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, ...key.split("/"));
  }
}

/**
 * The first and last byte a range names in a file of `size` bytes, as HTTP (and S3) read it; throws
 * RangeNotSatisfiableError when it names none.
 */
export function partOf(range: ByteRange, size: number): { start: number; end: number } {
  if ("suffix" in range) {
    if (range.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(size - range.suffix, 0), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
