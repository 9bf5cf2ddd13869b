import { startSiteProcess } from "../../../api/test/site-process.js";

export interface RunningSite {
  url: string;
  /** The site's DATA_DIR: its database, uploads and, without SMTP, the outbox of its e-mails. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built site as `npm start` runs it (the API's tests start it the same way), on a free
 * port and a new data folder holding a copy of the sample content (filled once for all journeys:
 * api/test/sample-template.ts), on SQLite. A port and data folder given (those of a site stopped
 * before, or an empty folder) start it there, filling its database if it is new.
 */
export async function startSite(
  env: NodeJS.ProcessEnv = {},
  where: { port?: number; dataDir?: string } = {},
): Promise<RunningSite> {
  const site = await startSiteProcess({
    env: { DATABASE_URL: "", ...env },
    ...where,
    copiedSampleContent: where.dataDir === undefined,
  });
  return { url: site.url, dataDir: site.dataDir, stop: () => site.dispose() };
}
