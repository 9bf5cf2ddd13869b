import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { DataSource, EntityManager, QueryRunner } from "typeorm";
import { writeEventsOf, type WriteEvent } from "../db/write-events.js";
import type { ResponseCache } from "./response-cache.js";

const CHANNEL = "diocese_content_changed";

export interface ChangeLogger {
  warn(details: object, message: string): void;
}

/**
 * Drops from the response cache what each committed write changed (the answers that read the
 * tables it wrote), and carries the write events other instances need (their caches, their
 * appeals' live progress) to them. On
 * PostgreSQL the events go through LISTEN/NOTIFY; with SQLite there is one process, and telling
 * itself is enough.
 * (A write made by another program, such as `npm run restore`, is not heard: restart the site after it.)
 *
 * On PostgreSQL no instance answers from its cache with content older than a write another
 * instance has answered: the NOTIFY is part of the write's transaction (so it arrives with the
 * commit, and is never lost), and before each lookup the cache catches up with a round trip on
 * the listening connection, ahead of whose answer PostgreSQL delivers every notice committed
 * before it began. Lookups that arrive together share one round trip.
 */
export class ContentChanges {
  private readonly instanceId = randomUUID();
  private listener: pg.Client | null = null;
  private readonly lost = new WeakSet<pg.Client>();
  private stopped = false;
  private roundTrip: Promise<void> | null = null;
  private nextRoundTrip: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResponseCache,
    private readonly logger: ChangeLogger,
  ) {}

  /** Watches this instance's writes, and on PostgreSQL listens for the other instances'. */
  async start(): Promise<void> {
    const events = writeEventsOf(this.dataSource);
    events.on("ContentChanged", ({ tables, diocese }) => this.cache.invalidate(tables, diocese));
    if (this.dataSource.options.type !== "postgres") return;
    events.relay = (runner, event) => this.notify(runner, event);
    this.cache.catchUpBeforeLookups(() => this.catchUp());
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }

  private async notify(runner: QueryRunner | EntityManager, event: WriteEvent): Promise<void> {
    await runner.query("SELECT pg_notify($1, $2)", [
      CHANNEL,
      JSON.stringify({ from: this.instanceId, event, tablesTold: true }),
    ]);
  }

  /**
   * Resolves once every notice committed before the call has been heard: after a round trip on
   * the listening connection that began after the call (one already on its way may have begun
   * before it, so callers then wait for the next).
   */
  private catchUp(): Promise<void> {
    const listener = this.listener;
    if (!listener) return Promise.resolve(); // the cache is off meanwhile
    if (!this.roundTrip) {
      this.roundTrip = listener
        .query("SELECT 1")
        .then(
          () => undefined,
          () => undefined, // a lost connection turns the cache off (reconnect)
        )
        .finally(() => (this.roundTrip = null));
      return this.roundTrip;
    }
    this.nextRoundTrip ??= this.roundTrip.then(() => {
      this.nextRoundTrip = null;
      return this.catchUp();
    });
    return this.nextRoundTrip;
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    // Loaded here rather than at start, which SQLite's (one process, nothing to listen to) never needs.
    const { Client } = (await import("pg")).default;
    const client = new Client({ connectionString: url });
    const events = writeEventsOf(this.dataSource);
    client.on("notification", (message) => {
      const notice = noticeOf(message.payload);
      if (notice.from === this.instanceId) return;
      // An instance of an earlier version tells no tables, and of a gift only that it was given.
      if (!notice.tablesTold && GIFT_EVENTS.has(notice.event.type)) this.cache.invalidate();
      events.deliver(notice.event);
    });
    client.on("error", (error) => this.reconnect(client, error));
    client.on("end", () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
      this.cache.setAvailable(true);
    } catch (error) {
      this.reconnect(client, error);
    }
  }

  /** Without a listener other instances' changes go unheard: stop caching until it is back. */
  private reconnect(client: pg.Client, error?: unknown): void {
    // A client reports a loss more than once ("error" then "end"): act on the first.
    if (this.stopped || this.lost.has(client)) return;
    this.lost.add(client);
    this.listener = null;
    this.cache.setAvailable(false);
    this.logger.warn({ err: error }, "lost the content-change listener; caching is off until it is back");
    setTimeout(() => void this.listen(), 1000).unref();
  }
}

/** The events by which an instance of an earlier version told of the writes of gifts. */
const GIFT_EVENTS: ReadonlySet<string> = new Set(["GiftSettled", "GiftReversed", "GiftFailed"]);

interface Notice {
  from: string | undefined;
  event: WriteEvent;
  /** Sent by an instance that tells the tables of every write it makes (ContentChanged's `tables`). */
  tablesTold?: boolean;
}

/**
 * What another instance told (while old and new versions run side by side during an upgrade): an
 * instance of the version before write events sends its id alone, for a change of content.
 */
function noticeOf(payload: string | undefined): Notice {
  try {
    const notice = JSON.parse(payload ?? "") as Notice;
    if (typeof notice.event?.type === "string") return notice;
  } catch {
    // the older form, below
  }
  return { from: payload, event: { type: "ContentChanged" } };
}
