import path from "node:path";

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export interface FirstAdminConfig {
  email: string;
  password: string;
  name: string;
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  firstAdmin: FirstAdminConfig | null;
  /** Whether a new database is filled with sample content (SAMPLE_CONTENT, default true). */
  sampleContent: boolean;
  logLevel: string;
  /** The largest file an upload may have, in bytes (UPLOAD_MAX_BYTES, default 10 MB). */
  uploadMaxBytes: number;
  /** The most pixels a picture may have, against decompression bombs (UPLOAD_MAX_PIXELS). */
  uploadMaxPixels: number;
  /** The built SPA; null when serving the API alone (tests of the API, for instance). */
  webDistDir: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Uploads are held in memory while they are checked and re-encoded, so the limit has a ceiling. */
const UPLOAD_MAX_BYTES_CEILING = 100 * 1024 * 1024;
/** sharp's own default ceiling (0x3FFF x 0x3FFF). */
const UPLOAD_MAX_PIXELS_CEILING = 268_402_689;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads every environment variable the server uses, in one place, and reports all bad values at
 * once so that an operator can fix them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDistDir: string | null }): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };

  const port = parsePort(value("PORT") ?? "4000", problems);
  const host = value("HOST") ?? "0.0.0.0";
  const dataDir = path.resolve(value("DATA_DIR") ?? "./data");

  let database: DatabaseConfig = { kind: "sqlite", file: path.join(dataDir, "diocese.sqlite") };
  const databaseUrl = value("DATABASE_URL");
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !isUrl(databaseUrl)) {
      problems.push(
        "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/diocese; leave it unset to use the embedded SQLite database",
      );
    } else {
      database = { kind: "postgres", url: databaseUrl };
    }
  }

  const publicUrl = (value("PUBLIC_URL") ?? `http://localhost:${port}`).replace(/\/+$/, "");
  if (!/^https?:\/\//.test(publicUrl) || !isUrl(publicUrl)) {
    problems.push("PUBLIC_URL must be an http:// or https:// URL, such as https://www.example.org");
  }

  const firstAdmin = parseFirstAdmin(value, env.ADMIN_PASSWORD, problems);

  const sampleContent = (value("SAMPLE_CONTENT") ?? "true").toLowerCase();
  if (sampleContent !== "true" && sampleContent !== "false") {
    problems.push(`SAMPLE_CONTENT must be true or false, not "${sampleContent}"`);
  }

  const logLevel = value("LOG_LEVEL") ?? "info";
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, not "${logLevel}"`);
  }

  const uploadMaxBytes = parseWholeNumber(
    "UPLOAD_MAX_BYTES",
    value("UPLOAD_MAX_BYTES") ?? String(10 * 1024 * 1024),
    { min: 1024, max: UPLOAD_MAX_BYTES_CEILING, unit: "bytes" },
    problems,
  );
  // 50 megapixels: phones that take 48 and 50 MP photos are common; a bomb declares far more.
  const uploadMaxPixels = parseWholeNumber(
    "UPLOAD_MAX_PIXELS",
    value("UPLOAD_MAX_PIXELS") ?? "50000000",
    { min: 1_000_000, max: UPLOAD_MAX_PIXELS_CEILING, unit: "pixels" },
    problems,
  );

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    production: env.NODE_ENV === "production",
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    database,
    publicUrl,
    firstAdmin,
    sampleContent: sampleContent === "true",
    logLevel,
    uploadMaxBytes,
    uploadMaxPixels,
    webDistDir: defaults.webDistDir,
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

function parseWholeNumber(
  name: string,
  raw: string,
  range: { min: number; max: number; unit: string },
  problems: string[],
): number {
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < range.min || number > range.max) {
    problems.push(
      `${name} must be a whole number of ${range.unit} from ${range.min} to ${range.max}, not "${raw}"`,
    );
    return 0;
  }
  return number;
}

function parseFirstAdmin(
  value: (name: string) => string | undefined,
  rawPassword: string | undefined,
  problems: string[],
): FirstAdminConfig | null {
  const email = value("ADMIN_EMAIL");
  // A password is taken as typed: spaces at its ends are part of it.
  const password = rawPassword || undefined;
  const name = value("ADMIN_NAME") ?? "Administrator";
  if (!email && !password) return null;
  if (!email || !EMAIL_PATTERN.test(email)) {
    problems.push("ADMIN_EMAIL must be an e-mail address when ADMIN_PASSWORD is set");
  }
  if (!password || password.length < 8 || password.length > 128) {
    problems.push("ADMIN_PASSWORD must have 8 to 128 characters when ADMIN_EMAIL is set");
  }
  return email && password ? { email: email.toLowerCase(), password, name } : null;
}

function isUrl(raw: string): boolean {
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}
