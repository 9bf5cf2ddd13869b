import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, createGunzip, gzip, gzipSync } from "node:zlib";

export type ContentEncoding = "br" | "gzip" | "identity";

interface Entry {
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

/**
 * What an answer is being made from: the cache's generation when it began, and the tables its
 * queries have read so far (db/table-access.ts fills them in).
 */
export interface Reading {
  readonly generation: number;
  readonly tables: Set<string>;
  /** The diocese it is made for, where the deployment serves several; else null. */
  readonly diocese: number | null;
}

/**
 * A committed write, by the generation it began: the tables it wrote, null for "anything"; and the
 * diocese whose rows it wrote, null for any (a deployment's table, or one diocese alone served).
 */
interface Change {
  readonly generation: number;
  readonly tables: ReadonlySet<string> | null;
  readonly diocese: number | null;
}

/**
 * How many of the latest writes the cache remembers, to tell whether an answer being made read
 * something written since it began; an answer that began before the oldest is not kept.
 */
const CHANGES_REMEMBERED = 1000;

/** Room for an entry's Map slot, object and headers besides its key and bodies. */
const ENTRY_OVERHEAD_BYTES = 200;
/** No single answer may take more than this share of the cache, so that one cannot empty it. */
const ENTRY_SHARE = 16;
/**
 * An answer larger than this (a file of the sitemap, a long calendar) is kept compressed alone,
 * gzip and brotli made off the main thread, as it is a tenth to a fiftieth of its size so: the
 * cache can then keep it, and drawing it again would cost far more than unzipping it for the rare
 * reader who takes no compression.
 */
const LARGE_ANSWER_BYTES = 1024 * 1024;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

const DAY_MS = 24 * 60 * 60 * 1000;
/** East Africa Time is UTC+3 all year (no daylight saving), so the diocese's midnight is fixed. */
const DIOCESE_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The next midnight in Kakamega after `now`, in milliseconds since the epoch. */
export function nextDioceseMidnight(now: number): number {
  return Math.floor((now + DIOCESE_UTC_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - DIOCESE_UTC_OFFSET_MS;
}

/** An answer being made, as those waiting for it see it: what resolves once it is made. */
export interface AnswerBeingMade {
  readonly made: Promise<void>;
}

/** An answer being made: what waiting for it resolves, and whether it is being compressed to keep. */
interface Making extends AnswerBeingMade {
  end: () => void;
  compressing: boolean;
  /**
   * The answer, when it was made but not kept (something it read was written meanwhile), with the
   * generation its reading began at: it holds every write committed before then.
   */
  unkept?: { entry: Entry; generation: number };
}

/**
 * Ready-made answers to public reads, kept in memory until a write to a table they were made from,
 * or until the diocese's midnight (what is public also depends on the date: jobs close, events
 * become past). So a gift drops the appeal's progress and the pages that show its total, and
 * leaves the news and the calendar kept. An answer is stored only if nothing it read was written
 * while it was being made, so the cache never keeps data older than the last write; nor one that
 * read a quiet table (a session, the audit log), whose writes no one announces. Compressed forms are made once
 * per entry. The cache holds at most `maxBytes` (keys, bodies and compressed copies): when a new
 * answer needs room the least recently used go first, and an answer larger than a sixteenth of
 * it is never kept (anyone may ask for distinct, large answers, and none may crowd out the rest).
 */
export class ResponseCache {
  /** In order of use: the least recently used first. */
  private readonly entries = new Map<string, Entry>();
  /**
   * Answers being made now, by key: what a request for one waits for, until it is kept or the
   * request making it ends (a slow phone's download of it is not waited for); a large answer, until
   * its compression ends, kept or not, since its request may end first.
   */
  private readonly making = new Map<string, Making>();
  private bytesHeld = 0;
  private generationCount = 0;
  /** The latest writes, oldest first. */
  private readonly changes: Change[] = [];
  private available = true;
  private expiresAt: number;
  private readonly maxEntryBytes: number;
  private readonly quietTables: ReadonlySet<string>;
  private readonly now: () => number;
  private readonly dioceseOfKey: (() => number) | null;
  private catchUpWith: (() => Promise<void>) | null = null;

  /**
   * `perDiocese`, where the deployment serves several: the diocese the running request is for,
   * whose answers are kept apart from every other diocese's under the same key.
   */
  constructor(
    private readonly maxBytes: number,
    options: { quietTables?: ReadonlySet<string>; now?: () => number; perDiocese?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.dioceseOfKey = options.perDiocese ?? null;
    this.quietTables = options.quietTables ?? new Set();
    this.expiresAt = nextDioceseMidnight(this.now());
    this.maxEntryBytes = Math.floor(maxBytes / ENTRY_SHARE);
  }

  /** An answer is about to be made: run what makes it inside noteTablesRead(reading.tables, …). */
  beginReading(): Reading {
    return { generation: this.generationCount, tables: new Set(), diocese: this.dioceseOfKey?.() ?? null };
  }

  /** How much the cache holds now. */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytesHeld };
  }

  /**
   * What to wait for before a lookup, so that what other instances have changed is heard first
   * (ContentChanges sets it on PostgreSQL).
   */
  catchUpBeforeLookups(catchUp: () => Promise<void>): void {
    this.catchUpWith = catchUp;
  }

  /** Whether lookups wait for catchUp: other instances' changes are to be heard first. */
  get catchesUp(): boolean {
    return this.catchUpWith !== null;
  }

  /** Resolves once the cache has heard every change committed before the call. */
  catchUp(): Promise<void> {
    return this.catchUpWith?.() ?? Promise.resolve();
  }

  /** The cache's generation now: a request notes it when it asks (see handedOver). */
  get generation(): number {
    return this.generationCount;
  }

  /** What to wait for when the answer to `key` is being made by another request now. */
  beingMade(key: string): AnswerBeingMade | undefined {
    return this.making.get(this.own(key));
  }

  /**
   * The answer `making` made and could not keep, for a request that asked at generation `asked`,
   * if its reading began no earlier: it then holds every write committed before that request
   * asked, as an answer made for it would. So, while writes come faster than a busy page is made,
   * it is still made once for everyone asking together, not by each.
   */
  handedOver(making: AnswerBeingMade, asked: number, encoding: ContentEncoding): CachedAnswer | null {
    const unkept = (making as Making).unkept;
    if (!unkept || unkept.generation < asked) return null;
    return answerIn(unkept.entry, encoding).answer;
  }

  /** A request makes the answer to `key` now; call what this returns when its request ends. */
  makes(key: string): () => void {
    const own = this.own(key);
    let end!: () => void;
    const made = new Promise<void>((resolve) => (end = resolve));
    const making: Making = { made, end, compressing: false };
    this.making.set(own, making);
    return () => {
      if (!making.compressing) this.endMaking(own, making);
    };
  }

  private endMaking(key: string, making: Making | undefined): void {
    if (!making) return;
    if (this.making.get(key) === making) this.making.delete(key);
    making.end();
  }

  lookup(key: string, encoding: ContentEncoding): CachedAnswer | null {
    if (!this.available) return null;
    if (this.now() >= this.expiresAt) this.invalidate();
    const own = this.own(key);
    const entry = this.entries.get(own);
    if (!entry) return null;
    this.entries.delete(own);
    this.entries.set(own, entry);
    const { answer, bytesAdded } = answerIn(entry, encoding);
    if (bytesAdded > 0) {
      entry.bytes += bytesAdded;
      this.bytesHeld += bytesAdded;
      this.evictUntilWithin(this.maxBytes);
    }
    return answer;
  }

  /** Keeps an answer; says its entity tag, or null when it was not kept. */
  store(
    key: string,
    reading: Reading,
    contentType: string,
    body: string | Buffer,
    headers: Readonly<Record<string, string>> = {},
  ): string | null {
    const own = this.own(key);
    const keepable = this.keeps(reading);
    const making = this.making.get(own);
    if (!keepable && !making) return null;
    const bodyBytes = Buffer.from(body);
    const etag = entityTagOf(bodyBytes);
    const tables: ReadonlySet<string> = new Set(reading.tables);
    const entry: Entry = { contentType, headers, etag, tables, body: bodyBytes, encoded: {}, bytes: 0 };
    if (keepable && bodyBytes.length > LARGE_ANSWER_BYTES) {
      this.keepCompressed(own, reading, entry, bodyBytes);
      return etag;
    }
    if (keepable && this.keep(own, reading, entry)) return etag;
    // Those waiting for it may still take it (handedOver), and need wait no longer.
    if (making && this.available && bodyBytes.length <= LARGE_ANSWER_BYTES) {
      making.unkept = { entry, generation: reading.generation };
      this.endMaking(own, making);
    }
    return null;
  }

  /** The key an answer is kept under: the diocese's own, where the deployment serves several. */
  private own(key: string): string {
    return this.dioceseOfKey ? `${this.dioceseOfKey()} ${key}` : key;
  }

  /** Whether an answer made from `reading` may be kept: the cache is on and nothing it read has changed. */
  private keeps(reading: Reading): boolean {
    if (!this.available) return false;
    for (const table of reading.tables) if (this.quietTables.has(table)) return false;
    if (reading.generation === this.generationCount) return true;
    if (reading.generation + 1 < (this.changes[0]?.generation ?? 0)) return false;
    for (let index = this.changes.length - 1; index >= 0; index--) {
      const change = this.changes[index]!;
      if (change.generation <= reading.generation) break;
      // Another diocese's write changed none of the rows this diocese's answer read.
      if (change.diocese !== null && reading.diocese !== null && change.diocese !== reading.diocese) continue;
      if (!change.tables || overlaps(change.tables, reading.tables)) return false;
    }
    return true;
  }

  /**
   * Keeps a large answer once it is compressed, if nothing was written meanwhile; the answer made
   * now goes out as it is, and the next is served from the cache.
   */
  private keepCompressed(
    key: string,
    reading: Reading,
    entry: Pick<Entry, "contentType" | "headers" | "etag" | "tables">,
    body: Buffer,
  ): void {
    const making = this.making.get(key);
    if (making) making.compressing = true;
    Promise.all([gzipped(body), brotlied(body, BROTLI_OPTIONS)])
      .then(
        ([gzip, br]) => this.keep(key, reading, { ...entry, body: null, encoded: { gzip, br } }),
        // An answer that could not be compressed is left unkept, as one too large is.
        () => null,
      )
      .finally(() => this.endMaking(key, making));
  }

  private keep(key: string, reading: Reading, entry: Omit<Entry, "bytes">): string | null {
    if (!this.keeps(reading)) return null;
    const bodies = [entry.body, entry.encoded.gzip, entry.encoded.br];
    const bytes =
      ENTRY_OVERHEAD_BYTES +
      Buffer.byteLength(key) +
      bodies.reduce((sum, body) => sum + (body?.length ?? 0), 0);
    if (bytes > this.maxEntryBytes) return null;
    this.remove(key);
    this.evictUntilWithin(this.maxBytes - bytes);
    this.entries.set(key, { ...entry, bytes });
    this.bytesHeld += bytes;
    // Those waiting for it take it now, while it is still being sent to whoever asked first.
    this.endMaking(key, this.making.get(key));
    return entry.etag;
  }

  /**
   * A write to `tables` committed: the answers made from them go, of `diocese` alone where it is
   * given and the deployment serves several (another diocese's answers read none of its rows).
   * Without tables, every answer goes.
   */
  invalidate(tables?: Iterable<string>, diocese?: number): void {
    this.generationCount += 1;
    const changed = tables ? new Set(tables) : null;
    const only = this.dioceseOfKey !== null && diocese !== undefined ? diocese : null;
    this.changes.push({ generation: this.generationCount, tables: changed, diocese: only });
    if (this.changes.length > CHANGES_REMEMBERED) this.changes.shift();
    if (!changed) {
      this.entries.clear();
      this.bytesHeld = 0;
      this.expiresAt = nextDioceseMidnight(this.now());
      return;
    }
    const ownKeys = only === null ? null : `${only} `;
    for (const [key, entry] of this.entries) {
      if ((ownKeys === null || key.startsWith(ownKeys)) && overlaps(entry.tables, changed)) this.remove(key);
    }
  }

  /** While changes from other instances cannot be heard, nothing is served from the cache. */
  setAvailable(available: boolean): void {
    this.available = available;
    this.invalidate();
  }

  private evictUntilWithin(bytes: number): void {
    for (const key of this.entries.keys()) {
      if (this.bytesHeld <= bytes) return;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytesHeld -= entry.bytes;
  }
}

function overlaps(some: ReadonlySet<string>, others: ReadonlySet<string>): boolean {
  for (const table of some) if (others.has(table)) return true;
  return false;
}

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
function answerIn(entry: Entry, encoding: ContentEncoding): { answer: CachedAnswer; bytesAdded: number } {
  const { contentType, headers, etag, tables } = entry;
  if (encoding === "identity")
    return {
      answer: { contentType, headers, etag, tables, body: entry.body ?? unzipped(entry) },
      bytesAdded: 0,
    };
  const had = entry.encoded[encoding];
  const whole = entry.body!;
  const body = had ?? (encoding === "br" ? brotliCompressSync(whole, BROTLI_OPTIONS) : gzipSync(whole));
  entry.encoded[encoding] = body;
  return { answer: { contentType, headers, etag, tables, body }, bytesAdded: had ? 0 : body.length };
}

/** A large answer's bytes, from its gzip copy, as a stream (unzipped off the main thread). */
function unzipped(entry: Entry): Readable {
  const stream = createGunzip();
  stream.end(entry.encoded.gzip);
  return stream;
}

/**
 * A weak entity tag (the compressed copies are other bytes of the same answer), from the bytes,
 * so that every instance of the site gives the same answer the same tag.
 */
function entityTagOf(body: Buffer): string {
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
