import { currentDiocese, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import type { ByteRange, FileContent, MediaStorage, StoredFile } from "./media.storage.js";

/** The folder of a diocese but the first, at the top of the storage: d2/, d3/, … */
const ANOTHER_DIOCESES_FOLDER = /^d\d+\//;

/**
 * Each diocese's uploaded files in a folder of its own, where the deployment serves several
 * (MULTI_DIOCESE=true, issue #44): the first diocese's at the top, where a single diocese's site
 * keeps them, so that a site made a province's deployment keeps its files where they are; every
 * other diocese's under d<id>/. The keys the services store in records and /uploads/ is asked for
 * stay as they were (images/…): this storage reads and writes them in the folder of the diocese
 * the running code works for (db/unit-of-work.ts), so a diocese's host never serves another's file
 * and no service can delete one. The first diocese's keys never reach into another's folder.
 * Backups copy and restore the whole storage, every diocese's folder with it.
 */
export class DioceseFolders implements MediaStorage {
  constructor(private readonly shared: MediaStorage) {}

  open(): Promise<void> {
    return this.shared.open();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const stored = this.inFolder(key);
    if (stored === null) throw new Error(`Not a storage key of this diocese: ${key}`);
    await this.shared.put(stored, bytes, contentType);
  }

  async delete(key: string): Promise<void> {
    const stored = this.inFolder(key);
    if (stored !== null) await this.shared.delete(stored);
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const folder = folderOf(currentDiocese());
    const files = await this.shared.list(folder + prefix);
    return files
      .filter((file) => folder !== "" || !ANOTHER_DIOCESES_FOLDER.test(file.key))
      .map((file) => ({ ...file, key: file.key.slice(folder.length) }));
  }

  async exists(key: string): Promise<boolean> {
    const stored = this.inFolder(key);
    return stored !== null && this.shared.exists(stored);
  }

  async size(key: string): Promise<number | null> {
    const stored = this.inFolder(key);
    return stored === null ? null : this.shared.size(stored);
  }

  async read(key: string, range?: ByteRange): Promise<FileContent | null> {
    const stored = this.inFolder(key);
    return stored === null ? null : this.shared.read(stored, range);
  }

  backUpInto(folder: string): Promise<void> {
    return this.shared.backUpInto(folder);
  }

  restoreFrom(folder: string): Promise<void> {
    return this.shared.restoreFrom(folder);
  }

  /** Where the current diocese keeps the file of that key; null for a key in another's folder. */
  private inFolder(key: string): string | null {
    const folder = folderOf(currentDiocese());
    if (folder === "" && ANOTHER_DIOCESES_FOLDER.test(key)) return null;
    return folder + key;
  }
}

/** The folder a diocese's files are kept in: "" (the top) for the first. */
export function folderOf(dioceseId: number): string {
  return dioceseId === FIRST_DIOCESE ? "" : `d${dioceseId}/`;
}
