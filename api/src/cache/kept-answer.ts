import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, createGunzip, gzip, gzipSync } from "node:zlib";

/** An answer as the response cache keeps it. */
export interface Entry {
  contentType: string;
  /** Headers an answer carries besides its type (a capped list's paging), sent with every copy. */
  headers: Readonly<Record<string, string>>;
  /** The answer as made; null for a large one, kept compressed alone. */
  body: Buffer | null;
  etag: string;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
  /** What the entry holds in memory: key, body and compressed copies. */
  bytes: number;
  /** The tables the answer was made from: a write to one of them drops it. */
  tables: ReadonlySet<string>;
}

/** An answer as the cache sends it, in one encoding. */
export interface CachedAnswer {
  contentType: string;
  headers: Readonly<Record<string, string>>;
  /** The bytes; a large answer kept compressed is unzipped as it is sent, for a reader who takes no compression. */
  body: Buffer | Readable;
  etag: string;
  /** The tables it was made from. */
  tables: ReadonlySet<string>;
}

/**
 * An entry as sent in `encoding`, and how many bytes that added to it: a compressed copy is made
 * the first time it is asked for (only an answer kept whole lacks one; a large one has both).
 */
export function answerIn(
  entry: Entry,
  encoding: ContentEncoding,
): { answer: CachedAnswer; bytesAdded: number } {
  const { contentType, headers, etag, tables } = entry;
  if (encoding === "identity")
    return {
      answer: { contentType, headers, etag, tables, body: entry.body ?? unzipped(entry.encoded.gzip) },
      bytesAdded: 0,
    };
  const had = entry.encoded[encoding];
  const whole = entry.body!;
  const body = had ?? compressedNow(whole, encoding);
  entry.encoded[encoding] = body;
  return { answer: { contentType, headers, etag, tables, body }, bytesAdded: had ? 0 : body.length };
}

/** How an answer's bytes go out: compressed as the reader accepts, or as they are. */
export type ContentEncoding = "br" | "gzip" | "identity";

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** Both compressed copies of a large answer, made off the main thread. */
export function compressedOffThread(body: Buffer): Promise<[gzip: Buffer, br: Buffer]> {
  return Promise.all([gzipped(body), brotlied(body, BROTLI_OPTIONS)]);
}

/** A small answer's copy in `encoding`, made at once: it takes less time than handing it to a thread. */
function compressedNow(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br" ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

/** A large answer's bytes, from its gzip copy, as a stream (unzipped off the main thread). */
function unzipped(gzipCopy: Buffer | undefined): Readable {
  const stream = createGunzip();
  stream.end(gzipCopy);
  return stream;
}

/**
 * A weak entity tag (the compressed copies are other bytes of the same answer), from the bytes,
 * so that every instance of the site gives the same answer the same tag.
 */
export function entityTagOf(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** An answer no cache keeps, compressed for its one reader as the cache compresses its own, off the main thread. */
export function encodedForOne(body: string, encoding: ContentEncoding): Promise<Buffer> | string {
  if (encoding === "br") return brotlied(body, BROTLI_OPTIONS);
  if (encoding === "gzip") return gzipped(body);
  return body;
}

/** The best encoding the client accepts that the cache makes. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
