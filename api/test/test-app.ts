import "reflect-metadata";
import { ENTITIES, MODULE_MIGRATIONS } from "../src/modules.js";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { Writable } from "node:stream";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { DestinationStream } from "pino";
import type { DataSource } from "typeorm";
import { createApp } from "../src/app.js";
import { loadConfig, type Config } from "../src/config.js";
import { createDataSource, migrate, openDataSource } from "../src/db/data-source.js";
import { createLogger } from "../src/logging.js";
import { createServices, type Services } from "../src/services.js";
import { copyMigratedSqlite, createMigratedPostgres } from "./migrated-template.js";
import { handToSiteRole } from "./site-role.js";

/** The PostgreSQL server that holds the throw-away test databases. */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestApp {
  url: string;
  config: Config;
  services: Services;
  dataSource: DataSource;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts the real HTTP app on a new, migrated database: a temp SQLite file, or a throw-away
 * PostgreSQL database when TEST_DB=postgres. Listens on a free port of 127.0.0.1.
 */
export async function startTestApp(
  options: {
    webDistDir?: string;
    env?: NodeJS.ProcessEnv;
    logTo?: DestinationStream;
    /** The level of the log written to logTo: info unless given. */
    logLevel?: string;
    /** On PostgreSQL, the tablespace that holds the database (a small disk, say). */
    tablespace?: string;
    /**
     * PUBLIC_URL is the app's own address, as M-Pesa's callbacks need: a free port is chosen
     * first, and another if a server of another test takes it before the app listens.
     */
    ownPublicUrl?: boolean;
    /**
     * On PostgreSQL, the site connects as a role of its own that is no superuser, whom row-level
     * security binds, as a province's deployment does (site-role.ts).
     */
    siteRole?: boolean;
    /** A SQLite site whatever TEST_DB says: a single diocese's own site beside a province's. */
    sqlite?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "diocese-test-"));
  const throwAway =
    process.env.TEST_DB === "postgres" && !options.sqlite
      ? await createPostgresDatabase(options.tablespace, options.siteRole ?? false)
      : null;
  if (!throwAway) await copyMigratedSqlite(path.join(dataDir, "diocese.sqlite"));
  const configWith = (publicUrl: Record<string, string>) =>
    loadConfig(
      { DATA_DIR: dataDir, PORT: "4000", DATABASE_URL: throwAway?.url, ...publicUrl, ...options.env },
      { webDistDir: options.webDistDir ?? null },
    );
  const dataSource = createDataSource(configWith({}).database, ENTITIES, MODULE_MIGRATIONS);
  await openDataSource(dataSource);
  await migrate(dataSource);
  const logger = options.logTo
    ? createLogger(options.logLevel ?? "info", options.logTo)
    : createLogger("silent");

  for (let attempt = 1; ; attempt++) {
    const port = options.ownPublicUrl ? await freePort() : 0;
    const config = configWith(options.ownPublicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {});
    const services = await createServices(dataSource, config, logger);
    const app = await createApp({ config, dataSource, services, logger, timedJobs: false });
    let address: string;
    try {
      address = await app.listen({ port, host: "127.0.0.1" });
    } catch (error) {
      await app.close();
      if ((error as { code?: string }).code === "EADDRINUSE" && attempt < 3) continue;
      throw error;
    }
    return {
      url: address,
      config,
      services,
      dataSource,
      app,
      async close() {
        await app.close();
        await dataSource.destroy();
        await throwAway?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
}

/** A destination for a test app's log (`logTo`) that keeps its lines, to look for one. */
export function logCapture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split("\n"));
      done();
    },
  });
  return { stream, lines };
}

/** A port no server listens on now (a server of another test may take it before it is used). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A new database with every migration run, as the machine's postgres or (siteRole) as a role of its own. */
export async function createPostgresDatabase(
  tablespace: string | undefined,
  siteRole: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `diocese_test_${randomBytes(6).toString("hex")}`;
  await createMigratedPostgres(name, tablespace, {
    url: POSTGRES_ADMIN_URL,
    withClient: withAdminClient,
    dropDatabase: dropPostgresDatabase,
  });
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  if (!siteRole) return { url: url.toString(), drop: () => dropPostgresDatabase(name) };
  const site = await handToSiteRole(POSTGRES_ADMIN_URL, url.toString());
  return {
    url: site.url,
    drop: async () => {
      await dropPostgresDatabase(name);
      await site.dropRole();
    },
  };
}

/**
 * Drops the database `name` if it is there. DROP DATABASE asks for a checkpoint, which fails while
 * storage-failure.process.test.ts holds a full tablespace of its own: try again once that test has
 * freed it.
 */
export async function dropPostgresDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      return;
    } catch (error) {
      if (attempt === 30 || !String(error).includes("checkpoint request failed")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
