import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type ContentEncoding = "br" | "gzip" | "identity";

interface Entry {
  contentType: string;
  body: Buffer;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

/** Enough for every public list and page a diocese has, several times over. */
const MAX_ENTRIES = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** East Africa Time is UTC+3 all year (no daylight saving), so the diocese's midnight is fixed. */
const DIOCESE_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The next midnight in Kakamega after `now`, in milliseconds since the epoch. */
export function nextDioceseMidnight(now: number): number {
  return Math.floor((now + DIOCESE_UTC_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - DIOCESE_UTC_OFFSET_MS;
}

/**
 * Ready-made answers to public reads, kept in memory until anything is written, or until the
 * diocese's midnight (what is public also depends on the date: jobs close, events become past).
 * A response is stored only if no write happened while it was being made (the generation did not
 * move), so the cache never keeps data older than the last write. Compressed forms are made once
 * per entry.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private generationCount = 0;
  private available = true;
  private expiresAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.expiresAt = nextDioceseMidnight(now());
  }

  get generation(): number {
    return this.generationCount;
  }

  lookup(key: string, encoding: ContentEncoding): { contentType: string; body: Buffer } | null {
    if (!this.available) return null;
    if (this.now() >= this.expiresAt) this.invalidate();
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (encoding === "identity") return { contentType: entry.contentType, body: entry.body };
    entry.encoded[encoding] ??=
      encoding === "br"
        ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body);
    return { contentType: entry.contentType, body: entry.encoded[encoding] };
  }

  store(key: string, generation: number, contentType: string, body: string | Buffer): void {
    if (!this.available || generation !== this.generationCount) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { contentType, body: Buffer.from(body), encoded: {} });
  }

  invalidate(): void {
    this.generationCount += 1;
    this.entries.clear();
    this.expiresAt = nextDioceseMidnight(this.now());
  }

  /** While changes from other instances cannot be heard, nothing is served from the cache. */
  setAvailable(available: boolean): void {
    this.available = available;
    this.invalidate();
  }
}

/** The best encoding the client accepts that the cache makes. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
