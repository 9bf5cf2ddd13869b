import type { DataSource } from "typeorm";
import { FIRST_DIOCESE } from "../../db/unit-of-work.js";
import { Diocese, DioceseHost } from "./diocese.entity.js";

/** How long the list of hosts is believed before a lookup has it read again, in the background. */
const FRESH_FOR_MS = 60_000;
/**
 * A host no diocese answers at has the list read again, in case a diocese was just given it, but
 * no oftener than this: requests for made-up hosts cost no query each.
 */
const UNKNOWN_HOST_REREAD_MS = 10_000;

/**
 * Which diocese each host name is, kept in memory: a request's diocese is found by its host name
 * (app.ts) without a query. Another instance's new host is learnt within 10 s of the first request
 * for it, and a host moved or taken away within a minute.
 */
export class DioceseDirectory {
  private hosts = new Map<string, number>();
  /** The host each diocese's links name: its main host, else its first in alphabetical order. */
  private mainHosts = new Map<number, string>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** The diocese that answers at a host name (any case, no port), or null for none. */
  async dioceseAt(hostName: string): Promise<number | null> {
    const host = hostName.toLowerCase();
    const age = this.now() - this.readAt;
    const diocese = this.hosts.get(host);
    if (diocese !== undefined) {
      // A failed reading keeps the list as it was; the next lookup tries again.
      if (age > FRESH_FOR_MS) this.reread().catch(() => undefined);
      return diocese;
    }
    if (age <= UNKNOWN_HOST_REREAD_MS) return null;
    await this.reread();
    return this.hosts.get(host) ?? null;
  }

  /**
   * Whether a diocese answers at a host name (any case, no port), as last read: a
   * form's check that it came from the diocese's own pages (lib/cross-site-form.ts).
   */
  answersAt(hostName: string, dioceseId: number): boolean {
    return this.hosts.get(hostName.toLowerCase()) === dioceseId;
  }

  /** The host a diocese's links name, as last read; null for a diocese that answers at none. */
  mainHostOf(dioceseId: number): string | null {
    return this.mainHosts.get(dioceseId) ?? null;
  }

  /** The dioceses that answer at some host, which the timed jobs work for (db/unit-of-work.ts). */
  served(): number[] {
    if (this.now() - this.readAt > FRESH_FOR_MS) this.reread().catch(() => undefined);
    return [...new Set(this.hosts.values())].sort((a, b) => a - b);
  }

  /**
   * Makes the host of PUBLIC_URL the first diocese's, unless a diocese has it already: a site
   * turned into a province's deployment goes on answering at its own address.
   */
  async answerFirstDioceseAt(publicUrl: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DioceseHost)
      .values({ host: new URL(publicUrl).hostname.toLowerCase(), dioceseId: FIRST_DIOCESE })
      .orIgnore()
      .execute();
    await this.reread();
  }

  /** Reads the hosts again now: after this instance gives a diocese a host, or takes one away. */
  reread(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const rows = await this.dataSource.getRepository(DioceseHost).find({ order: { host: "ASC" } });
    const named = await this.dataSource.getRepository(Diocese).find({ select: { id: true, mainHost: true } });
    const hosts = new Map(rows.map((row) => [row.host, row.dioceseId]));
    const mainHosts = new Map<number, string>();
    for (const row of rows) if (!mainHosts.has(row.dioceseId)) mainHosts.set(row.dioceseId, row.host);
    for (const { id, mainHost } of named) {
      if (mainHost !== null && hosts.get(mainHost) === id) mainHosts.set(id, mainHost);
    }
    this.hosts = hosts;
    this.mainHosts = mainHosts;
    this.readAt = this.now();
  }
}
