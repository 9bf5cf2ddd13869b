import {
  answerIn,
  compressedOffThread,
  entityTagOf,
  type CachedAnswer,
  type ContentEncoding,
  type Entry,
} from "./kept-answer.js";

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
  /** Whether another request has waited for it: only then is an answer not kept handed over. */
  awaited: boolean;
  /**
   * The answer, when it was made but not kept (something it read was written meanwhile), with the
   * generation its reading began at: it holds every write committed before then. Held only until
   * those waiting for it have taken it.
   */
  unkept?: { entry: Entry; generation: number };
}

/**
 * Ready-made answers to public reads, kept in memory until a write to a table they were made from,
 * or until the diocese's midnight (what is public also depends on the date: jobs close, events
 * become past). So a gift drops the appeal's progress and the pages that show its total, and
 * leaves the news and the calendar kept. An answer is stored only if nothing it read was written
 * while it was being made, so the cache never keeps data older than the last write; nor one that
 * read a quiet table (a session, the audit log), whose writes no one announces. An answer not
 * kept because of a write is still handed to the requests that waited for it and asked before its
 * reading began (handedOver): it holds every write they could have seen. Compressed forms are made once
 * per entry. The cache holds at most `maxBytes` (keys, bodies and compressed copies): when a new
 * answer needs room the least recently used go first, and an answer larger than a sixteenth of
 * it is never kept (anyone may ask for distinct, large answers, and none may crowd out the rest).
 */
export class ResponseCache {
  /** In order of use: the least recently used first. */
  private readonly entries = new Map<string, Entry>();
  /**
   * Answers being made now, by key: what a request for one waits for, until it is kept, or made
   * and not kept (then handed over), or the request making it ends (a slow phone's download of it
   * is not waited for); a large answer, until its compression ends, kept or not, since its request
   * may end first.
   */
  private readonly making = new Map<string, Making>();
  private bytesHeld = 0;
  private generationCount = 0;
  /** The latest writes, oldest first. */
  private readonly changes: Change[] = [];
  private available = true;
  /**
   * The generation at which the cache last became available: a reading begun before it may have
   * missed another instance's write, unheard while the cache was off, so is never handed over.
   */
  private availableSince = 0;
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

  /**
   * What to wait for when the answer to `key` is being made by another request now; the making is
   * then awaited, so its answer, if not kept, is made ready to hand over.
   */
  beingMade(key: string): AnswerBeingMade | undefined {
    const making = this.making.get(this.own(key));
    if (making) making.awaited = true;
    return making;
  }

  /**
   * The answer `making` made and could not keep, for a request that asked at generation `asked`,
   * if its reading began no earlier: it then holds every write committed before that request
   * asked, as an answer made for it would. So, while writes come faster than a busy page is made,
   * it is still made once for everyone asking together, not by each.
   */
  handedOver(making: AnswerBeingMade, asked: number, encoding: ContentEncoding): CachedAnswer | null {
    // Only this class makes what beingMade returns.
    const unkept = (making as Making).unkept;
    if (!unkept || unkept.generation < asked) return null;
    return answerIn(unkept.entry, encoding).answer;
  }

  /** A request makes the answer to `key` now; call what this returns when its request ends. */
  makes(key: string): () => void {
    const own = this.own(key);
    let end!: () => void;
    const made = new Promise<void>((resolve) => (end = resolve));
    const making: Making = { made, end, compressing: false, awaited: false };
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

  /**
   * Keeps an answer; says its entity tag, or null when it was not kept. `byItsMaker`: the request
   * storing it is the one that called makes(key), whose waiters may be handed the answer when it
   * is not kept; any other request's answer ends no one's wait.
   */
  store(
    key: string,
    reading: Reading,
    answer: { contentType: string; body: string | Buffer; headers?: Readonly<Record<string, string>> },
    byItsMaker = false,
  ): string | null {
    if (!this.available || this.readsQuietTable(reading)) return null;
    const own = this.own(key);
    const keepable = this.unchangedSince(reading);
    const making = byItsMaker ? this.making.get(own) : undefined;
    if (!keepable && !this.mayHandOver(making, reading)) return null;
    const { contentType, headers = {} } = answer;
    const body = Buffer.from(answer.body);
    const etag = entityTagOf(body);
    const tables: ReadonlySet<string> = new Set(reading.tables);
    const entry: Entry = { contentType, headers, etag, tables, body, encoded: {}, bytes: 0 };
    if (keepable && body.length > LARGE_ANSWER_BYTES) {
      this.keepCompressed(own, reading, entry, making);
      return etag;
    }
    if (keepable && this.keep(own, reading, entry)) return etag;
    if (making && body.length <= LARGE_ANSWER_BYTES) this.handOver(own, making, entry, reading);
    return null;
  }

  /**
   * Whether those waiting for `making` may be handed an answer made from `reading` that is not
   * kept: someone waits, and the reading began once the cache last became available.
   */
  private mayHandOver(making: Making | undefined, reading: Reading): making is Making {
    return making !== undefined && making.awaited && reading.generation >= this.availableSince;
  }

  /**
   * Ends the wait for `making`, handing its waiters the answer not kept (handedOver), and lets
   * the answer go once they have taken it: they all take it in this turn of the event loop, right
   * after their wait ends, and the request that made it may take long to send it to a slow phone.
   */
  private handOver(key: string, making: Making, entry: Entry, reading: Reading): void {
    if (!this.mayHandOver(making, reading)) return;
    making.unkept = { entry, generation: reading.generation };
    this.endMaking(key, making);
    setImmediate(() => delete making.unkept);
  }

  /** The key an answer is kept under: the diocese's own, where the deployment serves several. */
  private own(key: string): string {
    return this.dioceseOfKey ? `${this.dioceseOfKey()} ${key}` : key;
  }

  private readsQuietTable(reading: Reading): boolean {
    for (const table of reading.tables) if (this.quietTables.has(table)) return true;
    return false;
  }

  /**
   * Whether an answer made from `reading` may be kept: the cache is on and nothing it read has
   * changed since the reading began (quiet tables are refused by store, before).
   */
  private unchangedSince(reading: Reading): boolean {
    if (!this.available) return false;
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
  private keepCompressed(key: string, reading: Reading, entry: Entry, making: Making | undefined): void {
    if (making) making.compressing = true;
    compressedOffThread(entry.body!)
      .then(
        ([gzip, br]) => this.keep(key, reading, { ...entry, body: null, encoded: { gzip, br } }),
        // An answer that could not be compressed is left unkept, as one too large is.
        () => null,
      )
      .finally(() => this.endMaking(key, making));
  }

  private keep(key: string, reading: Reading, entry: Omit<Entry, "bytes">): string | null {
    if (!this.unchangedSince(reading)) return null;
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
    if (available) this.availableSince = this.generationCount;
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
