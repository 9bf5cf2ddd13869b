import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, utimes } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { FastifyBaseLogger } from "fastify";
import type { ObjectStorageConfig } from "../../config.js";
import {
  contentTypeOf,
  isStorageKey,
  partOf,
  RangeNotSatisfiableError,
  StorageUnavailableError,
  type ByteRange,
  type FileContent,
  type MediaStorage,
  type StoredFile,
} from "./media.storage.js";

/**
 * Files as objects in a bucket of an S3-compatible object store (Amazon S3, MinIO, Ceph, and the
 * like), through the AWS SDK: several servers share one bucket, where they could not share a
 * folder. Keys are the same as the folder's paths, so a backup of either restores into the other.
 * A failure of the store is logged here with its cause and thrown as StorageUnavailableError.
 */
export class S3ObjectStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    private readonly settings: ObjectStorageConfig,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      // Most stores other than Amazon's own take the bucket in the path, not in the host name.
      forcePathStyle: settings.endpoint !== null,
      credentials: settings.credentials ?? undefined,
      // The SDK adds CRC32 checksums to every request unless told otherwise, which several
      // S3-compatible stores refuse or mishandle; S3 itself still checks what it requires.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A store that does not answer is reported rather than waited for (the SDK sets no limit).
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async open(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(this.cannotOpen(error), { cause: error });
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.withStore("store", key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
        }),
      ),
    );
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.withStore("delete", key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async list(prefix: string): Promise<StoredFile[]> {
    return this.withStore("list", prefix, async () => {
      const files: StoredFile[] = [];
      // The paginator follows ListObjectsV2's continuation tokens: a page holds at most 1,000 keys.
      for await (const page of paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: prefix },
      )) {
        for (const object of page.Contents ?? []) {
          // Objects the site cannot have written (a console's "folder" markers, say) are not its files.
          if (!object.Key || !isStorageKey(object.Key)) continue;
          files.push({ key: object.Key, lastModified: object.LastModified! });
        }
      }
      return files;
    });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    checkKey(key);
    return this.withStore("read", key, async () => {
      try {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        // An answer to HEAD has no body to tell a missing bucket from a missing file.
        if (statusOf(error) === 404) return null;
        throw error;
      }
    });
  }

  async read(key: string, range?: ByteRange): Promise<FileContent | null> {
    checkKey(key);
    return this.withStore("read", key, async () => {
      let header: string | undefined;
      if (range && "suffix" in range) {
        // Some S3-compatible stores (s3rver among them) read "bytes=-500" as the first 500 bytes:
        // the size is asked first, so that every store gets the part's first and last byte.
        const size = await this.size(key);
        if (size === null) return null;
        const part = partOf(range, size);
        header = `bytes=${part.start}-${part.end}`;
      } else if (range) {
        header = `bytes=${range.start}-${range.end ?? ""}`;
      }
      try {
        const object = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: header }),
        );
        const part = parseContentRange(object.ContentRange);
        return {
          body: object.Body as Readable,
          size: part?.size ?? object.ContentLength ?? 0,
          part: part && { start: part.start, end: part.end },
          // S3 answers both with every object.
          etag: object.ETag!,
          lastModified: object.LastModified!,
        };
      } catch (error) {
        // A missing bucket is the store's trouble, not a missing file.
        if (statusOf(error) === 404 && nameOf(error) !== "NoSuchBucket") return null;
        if (statusOf(error) === 416) {
          const size = await this.size(key);
          if (size === null) return null;
          throw new RangeNotSatisfiableError(size);
        }
        throw error;
      }
    });
  }

  /** Downloads every object, keeping its time as the file's, so that the clean-up's age rule holds after a restore. */
  async backUpInto(folder: string): Promise<void> {
    await mkdir(folder, { recursive: true });
    for (const file of await this.list("")) {
      const content = await this.read(file.key);
      if (!content) continue;
      const target = path.join(folder, ...file.key.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(content.body, createWriteStream(target));
      await utimes(target, file.lastModified, file.lastModified);
    }
  }

  /**
   * Uploads every file of the folder, then deletes the objects it does not hold: stopped half-way,
   * the bucket has every file of the backup, or more, and running the restore again finishes it.
   */
  async restoreFrom(folder: string): Promise<void> {
    const keys = await keysUnder(folder);
    for (const key of keys) {
      await this.put(key, await readFile(path.join(folder, ...key.split("/"))), contentTypeOf(key));
    }
    const restored = new Set(keys);
    for (const file of await this.list("")) {
      if (!restored.has(file.key)) await this.delete(file.key);
    }
  }

  /** Runs calls to the store; a failure is logged with its cause and thrown as StorageUnavailableError. */
  private async withStore<T>(doing: string, key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof RangeNotSatisfiableError || error instanceof StorageUnavailableError) throw error;
      this.logger.error(
        { err: error, bucket: this.bucket, key },
        `The object store failed to ${doing} a file (${this.where()})`,
      );
      throw new StorageUnavailableError();
    }
  }

  /** What an operator should check when the bucket cannot be used at start. */
  private cannotOpen(error: unknown): string {
    const bucket = `the bucket "${this.bucket}" (STORAGE_BUCKET) at ${this.where()}`;
    const status = statusOf(error);
    if (status === 404) {
      return `Cannot use ${bucket}: it does not exist. Create it, or correct STORAGE_BUCKET.`;
    }
    if (status === 301) {
      return `Cannot use ${bucket}: it is in another region. Set STORAGE_REGION to the bucket's region.`;
    }
    if (status === 400) {
      return `Cannot use ${bucket}: the store refused the request as malformed. Check STORAGE_REGION (the bucket's region) and STORAGE_ENDPOINT.`;
    }
    if (status === 401 || status === 403) {
      return `Cannot use ${bucket}: access was refused. Check STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, and that they may read, write and list the bucket.`;
    }
    const reason = error instanceof Error && error.message ? error.message.split("\n")[0] : nameOf(error);
    return `Cannot reach ${bucket} (${reason}). Check: is the object store running there, and may this server reach it?`;
  }

  private where(): string {
    return this.settings.endpoint ?? `Amazon S3 (${this.settings.region})`;
  }
}

/** Keys come from the service and the uploads route, but a key the folder would refuse is refused here too. */
function checkKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
}

/** The part and the whole size from a Content-Range such as "bytes 0-99/1234"; null without one. */
function parseContentRange(
  contentRange: string | undefined,
): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? "");
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** Every file under a folder as a storage key, leaving out names the site cannot have made (nor serve). */
async function keysUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(isStorageKey);
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function nameOf(error: unknown): string {
  if (error instanceof S3ServiceException) return error.name;
  return (error as { code?: string } | null)?.code ?? (error as Error).name;
}
