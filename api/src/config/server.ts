import { existsSync } from "node:fs";
import path from "node:path";
import type { SettingReader } from "./read-settings.js";

/** Where the server listens and keeps its files. */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  uploadsDir: string;
}

export function readServer(value: SettingReader, env: NodeJS.ProcessEnv, problems: string[]): ServerConfig {
  const port = parsePort(value("PORT") ?? "4000", problems);
  const host = value("HOST") ?? "0.0.0.0";
  const dataDir = path.resolve(value("DATA_DIR") ?? "./data");
  return {
    port,
    host,
    production: env.NODE_ENV === "production",
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
  };
}

function parsePort(raw: string, problems: string[]): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535, not "${raw}"`);
    return 0;
  }
  return port;
}

/**
 * Another build of the web app than the one beside the API: one built elsewhere, or the build
 * kept from the version before (the browser journeys start a site on a second build, as a new
 * version of the site). It must hold the built pages.
 */
export function readWebDistDir(
  raw: string | undefined,
  fallback: string | null,
  problems: string[],
): string | null {
  if (raw === undefined) return fallback;
  const dir = path.resolve(raw);
  if (!existsSync(path.join(dir, "index.html")) || !existsSync(path.join(dir, "public-page.html"))) {
    problems.push(
      `WEB_DIST_DIR (${dir}) must be a built web app, the folder npm run build makes as web/dist: it has no index.html or public-page.html`,
    );
  }
  return dir;
}
