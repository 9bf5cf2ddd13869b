import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DataSource } from "typeorm";
import { ContentChangeSubscriber } from "./content-change.subscriber.js";
import type { ResponseCache } from "./response-cache.js";

const CHANNEL = "diocese_content_changed";

export interface ChangeLogger {
  warn(details: object, message: string): void;
}

/**
 * Tells every instance that content changed, so each empties its response cache. On PostgreSQL
 * the news goes through LISTEN/NOTIFY; with SQLite there is one process, and telling itself is enough.
 * (A write made by another program, such as `npm run restore`, is not heard: restart the site after it.)
 */
export class ContentChanges {
  private readonly instanceId = randomUUID();
  private listener: pg.Client | null = null;
  private readonly lost = new WeakSet<pg.Client>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResponseCache,
    private readonly logger: ChangeLogger,
  ) {}

  /** Watches this instance's writes, and on PostgreSQL listens for the other instances'. */
  async start(): Promise<void> {
    this.dataSource.subscribers.push(new ContentChangeSubscriber(() => this.announce()));
    if (this.dataSource.options.type === "postgres") await this.listen();
  }

  private announce(): void {
    this.cache.invalidate();
    if (this.dataSource.options.type !== "postgres") return;
    this.dataSource
      .query("SELECT pg_notify($1, $2)", [CHANNEL, this.instanceId])
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, "could not tell other instances of a change"),
      );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.payload !== this.instanceId) this.cache.invalidate();
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
