import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** A stored file, as a listing names it. */
export interface StoredFile {
  /** Its key: a relative path with forward slashes, such as images/ab12..._1600x900.jpg. */
  key: string;
  lastModified: Date;
}

/**
 * Where uploaded files live. The media service only speaks to this interface, so that an object
 * store (S3 and the like) can replace the local folder without touching any service.
 */
export interface MediaStorage {
  /** Stores bytes under a key, replacing what was there; readers never see a partial file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the file under a key; deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with the prefix ("" for all). */
  list(prefix: string): Promise<StoredFile[]>;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes; null when there is no file under the key. */
  size(key: string): Promise<number | null>;
}

/** Path segments that cannot start with a dot, so never "." or "..". */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Files in a folder on the server's disk (config.uploadsDir), served by the app under /uploads/. */
export class LocalFolderStorage implements MediaStorage {
  constructor(private readonly root: string) {}

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
      if (!key.startsWith(prefix)) continue;
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

  /** Keys come from the service, but a key that could leave the folder is refused all the same. */
  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, ...key.split("/"));
  }
}
