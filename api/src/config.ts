import { existsSync } from "node:fs";
import path from "node:path";
import { AUDIT_LOG_MIN_RETENTION_DAYS } from "./db/migrations/1763990000000-audit-log.js";

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
  /** Where uploaded files are kept: DATA_DIR/uploads unless STORAGE_BUCKET names a bucket. */
  storage: StorageConfig;
  database: DatabaseConfig;
  publicUrl: string;
  firstAdmin: FirstAdminConfig | null;
  /** Whether a new database is filled with sample content (SAMPLE_CONTENT, default true). */
  sampleContent: boolean;
  logLevel: string;
  mail: MailConfig;
  /** Fastify's trustProxy: whether X-Forwarded-For/-Proto come from a proxy we trust. */
  trustProxy: boolean | string;
  /** The largest file an upload may have, in bytes (UPLOAD_MAX_BYTES, default 10 MB). */
  uploadMaxBytes: number;
  /** The largest sermon recording an upload may have, in bytes (AUDIO_MAX_BYTES, default 60 MB). */
  audioMaxBytes: number;
  /** The most pixels a picture may have, against decompression bombs (UPLOAD_MAX_PIXELS). */
  uploadMaxPixels: number;
  /** How many connections one client address may hold at once, 0 for no cap (MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient: number;
  /** The most memory the response cache of public reads may hold, in bytes (RESPONSE_CACHE_MAX_BYTES). */
  responseCacheMaxBytes: number;
  /**
   * Requests one integrator's API token may make in a minute (API_TOKEN_REQUESTS_PER_MINUTE);
   * undefined leaves the API token module's own limit.
   */
  apiTokenRequestsPerMinute: number | undefined;
  /** How often each instance looks for scheduled items due (SCHEDULED_PUBLISHING_INTERVAL_SECONDS), in ms. */
  scheduledPublishingIntervalMs: number;
  /** How many revisions of each article, page or message are kept, the oldest pruned (REVISIONS_KEPT_PER_ITEM). */
  revisionsKeptPerItem: number;
  /** How many days the audit log keeps an entry before it is pruned (AUDIT_LOG_RETENTION_DAYS, default 365). */
  auditLogRetentionDays: number;
  newsletter: NewsletterConfig;
  /**
   * The built web app (WEB_DIST_DIR, or the build beside the API); null when serving the API alone
   * (tests of the API, for instance). Its pages' server build is in `dist-server` beside it.
   */
  webDistDir: string | null;
  /** Giving by M-Pesa (MPESA_ENV and the MPESA_* settings). */
  mpesa: MpesaConfig;
}

/** Where M-Pesa prompts go: nowhere (staff record gifts), the simulator, or Safaricom's Daraja. */
export type MpesaMode = "off" | "simulator" | "sandbox" | "production";

export interface MpesaConfig {
  mode: MpesaMode;
  /** Daraja's address: Safaricom's, a running simulator's (MPESA_SIMULATOR_URL), or null to start one with the site. */
  baseUrl: string | null;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** The most one gift may be, in whole shillings (MPESA_MAX_AMOUNT_KES): M-Pesa's own limit per transaction. */
  maxAmountKes: number;
  /**
   * How long a prompt waits for its callback before the site asks Daraja how it ended
   * (MPESA_STATUS_QUERY_AFTER_SECONDS, 90 unless set: the prompt lasts about a minute on the phone).
   */
  statusQueryAfterMs: number;
}

/** The uploads folder (uploadsDir), or a bucket of an S3-compatible object store. */
export type StorageConfig = { kind: "folder" } | ObjectStorageConfig;

export interface ObjectStorageConfig {
  kind: "s3";
  bucket: string;
  /** The store's address (STORAGE_ENDPOINT); null for Amazon S3 itself, which the region finds. */
  endpoint: string | null;
  region: string;
  /** Null: the AWS SDK finds them itself (AWS_ACCESS_KEY_ID and the like, or a server's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; without it, messages are written to outboxDir as .eml files. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

export interface NewsletterConfig {
  /** At most this many newsletter e-mails a second (NEWSLETTER_MESSAGES_PER_SECOND), as mail hosts limit senders. */
  messagesPerSecond: number;
  /**
   * A copy handed to SMTP this long ago (NEWSLETTER_IN_FLIGHT_SECONDS) whose answer never came
   * back belongs to an instance that died mid-send, and is sent again.
   */
  inFlightTimeoutMs: number;
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
/** More than a diocese's whole public site, compressed twice, many times over. */
const RESPONSE_CACHE_MAX_BYTES_CEILING = 4 * 1024 * 1024 * 1024;
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

  const smtpUrl = value("SMTP_URL") ?? null;
  if (smtpUrl && (!/^smtps?:\/\//.test(smtpUrl) || !isUrl(smtpUrl))) {
    problems.push(
      "SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.org:465",
    );
  }
  const mailFrom = value("MAIL_FROM") ?? `Diocese website <no-reply@${hostOf(publicUrl)}>`;

  const trustProxy = parseTrustProxy(value("TRUST_PROXY") ?? "false", problems);
  const uploadMaxBytes = parseWholeNumber(
    "UPLOAD_MAX_BYTES",
    value("UPLOAD_MAX_BYTES") ?? String(10 * 1024 * 1024),
    { min: 1024, max: UPLOAD_MAX_BYTES_CEILING, unit: "bytes" },
    problems,
  );
  // 60 MB: an hour's sermon at 128 kbit/s, the most a phone's voice recorder usually makes.
  const audioMaxBytes = parseWholeNumber(
    "AUDIO_MAX_BYTES",
    value("AUDIO_MAX_BYTES") ?? String(60 * 1024 * 1024),
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

  const responseCacheMaxBytes = parseWholeNumber(
    "RESPONSE_CACHE_MAX_BYTES",
    value("RESPONSE_CACHE_MAX_BYTES") ?? String(64 * 1024 * 1024),
    { min: 0, max: RESPONSE_CACHE_MAX_BYTES_CEILING, unit: "bytes" },
    problems,
  );

  // Many phones share one address behind a mobile operator's NAT, each browser opening up to six.
  const maxConnectionsPerClient = parseWholeNumber(
    "MAX_CONNECTIONS_PER_CLIENT",
    value("MAX_CONNECTIONS_PER_CLIENT") ?? "100",
    { min: 0, max: 100_000, unit: "connections" },
    problems,
  );

  const rawApiTokenRate = value("API_TOKEN_REQUESTS_PER_MINUTE");
  const apiTokenRequestsPerMinute =
    rawApiTokenRate === undefined
      ? undefined
      : parseWholeNumber(
          "API_TOKEN_REQUESTS_PER_MINUTE",
          rawApiTokenRate,
          { min: 1, max: 100_000, unit: "requests" },
          problems,
        );

  const revisionsKeptPerItem = parseWholeNumber(
    "REVISIONS_KEPT_PER_ITEM",
    value("REVISIONS_KEPT_PER_ITEM") ?? "50",
    { min: 1, max: 1000, unit: "revisions" },
    problems,
  );

  // An item goes public at most this late; a minute is the most the site promises.
  const scheduledPublishingIntervalMs =
    1000 *
    parseWholeNumber(
      "SCHEDULED_PUBLISHING_INTERVAL_SECONDS",
      value("SCHEDULED_PUBLISHING_INTERVAL_SECONDS") ?? "15",
      { min: 1, max: 60, unit: "seconds" },
      problems,
    );

  const newsletter: NewsletterConfig = {
    messagesPerSecond: parseWholeNumber(
      "NEWSLETTER_MESSAGES_PER_SECOND",
      value("NEWSLETTER_MESSAGES_PER_SECOND") ?? "5",
      { min: 1, max: 1000, unit: "e-mails a second" },
      problems,
    ),
    // Longer than nodemailer's own waits for an answer, so that a live instance is never overtaken.
    inFlightTimeoutMs:
      1000 *
      parseWholeNumber(
        "NEWSLETTER_IN_FLIGHT_SECONDS",
        value("NEWSLETTER_IN_FLIGHT_SECONDS") ?? "900",
        { min: 1, max: 86_400, unit: "seconds" },
        problems,
      ),
  };

  // The database itself refuses to delete younger entries (migration 1763990000000-audit-log.ts).
  const auditLogRetentionDays = parseWholeNumber(
    "AUDIT_LOG_RETENTION_DAYS",
    value("AUDIT_LOG_RETENTION_DAYS") ?? "365",
    { min: AUDIT_LOG_MIN_RETENTION_DAYS, max: 3650, unit: "days" },
    problems,
  );

  const mpesa = parseMpesa(value, publicUrl, problems);
  const storage = parseStorage(value, problems);
  const webDistDir = parseWebDistDir(value("WEB_DIST_DIR"), defaults.webDistDir, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    production: env.NODE_ENV === "production",
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    storage,
    database,
    publicUrl,
    firstAdmin,
    sampleContent: sampleContent === "true",
    logLevel,
    trustProxy,
    mail: { smtpUrl, outboxDir: path.join(dataDir, "outbox"), from: mailFrom },
    uploadMaxBytes,
    audioMaxBytes,
    uploadMaxPixels,
    responseCacheMaxBytes,
    maxConnectionsPerClient,
    apiTokenRequestsPerMinute,
    scheduledPublishingIntervalMs,
    newsletter,
    revisionsKeptPerItem,
    auditLogRetentionDays,
    webDistDir,
    mpesa,
  };
}

/**
 * Another build of the web app than the one beside the API: one built elsewhere, or the build
 * kept from the version before (the browser journeys start a site on a second build, as a new
 * version of the site). It must hold the built pages.
 */
function parseWebDistDir(
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

const MPESA_MODES: MpesaMode[] = ["off", "simulator", "sandbox", "production"];
const DARAJA_URLS = {
  sandbox: "https://sandbox.safaricom.co.ke",
  production: "https://api.safaricom.co.ke",
} as const;
/**
 * Safaricom's published test credentials for the sandbox's paybill, which the simulator takes too,
 * so that MPESA_ENV=simulator needs no other setting.
 */
const SANDBOX_SHORTCODE = "174379";
const SANDBOX_PASSKEY = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
/** M-Pesa's limit for one transaction, in shillings. */
const MPESA_TRANSACTION_LIMIT_KES = 250_000;

function parseMpesa(
  value: (name: string) => string | undefined,
  publicUrl: string,
  problems: string[],
): MpesaConfig {
  const rawMode = value("MPESA_ENV") ?? "off";
  const mode = MPESA_MODES.find((candidate) => candidate === rawMode) ?? "off";
  if (mode !== rawMode) problems.push(`MPESA_ENV must be one of ${MPESA_MODES.join(", ")}, not "${rawMode}"`);
  const maxAmountKes = parseWholeNumber(
    "MPESA_MAX_AMOUNT_KES",
    value("MPESA_MAX_AMOUNT_KES") ?? String(MPESA_TRANSACTION_LIMIT_KES),
    { min: 10, max: MPESA_TRANSACTION_LIMIT_KES, unit: "shillings" },
    problems,
  );
  const statusQueryAfterSeconds = parseWholeNumber(
    "MPESA_STATUS_QUERY_AFTER_SECONDS",
    value("MPESA_STATUS_QUERY_AFTER_SECONDS") ?? "90",
    { min: 1, max: 3600, unit: "seconds" },
    problems,
  );
  const simulated = mode === "simulator" || mode === "off";
  const setting = (name: string, simulatorDefault: string): string => {
    const given = value(name);
    if (given) return given;
    if (!simulated)
      problems.push(`${name} must be set when MPESA_ENV is ${mode} (see the README's "Giving by M-Pesa")`);
    return simulatorDefault;
  };
  const consumerKey = setting("MPESA_CONSUMER_KEY", "simulator-key");
  const consumerSecret = setting("MPESA_CONSUMER_SECRET", "simulator-secret");
  const shortcode = setting("MPESA_SHORTCODE", SANDBOX_SHORTCODE);
  const passkey = setting("MPESA_PASSKEY", SANDBOX_PASSKEY);
  if (!/^\d{5,7}$/.test(shortcode)) {
    problems.push(`MPESA_SHORTCODE must be the paybill's 5 to 7 digits, not "${shortcode}"`);
  }
  if ((mode === "sandbox" || mode === "production") && !publicUrl.startsWith("https://")) {
    problems.push(
      `PUBLIC_URL must be an https:// address that Safaricom can reach when MPESA_ENV is ${mode}: M-Pesa sends the result of every payment there`,
    );
  }
  let baseUrl: string | null = null;
  if (mode === "sandbox" || mode === "production") baseUrl = DARAJA_URLS[mode];
  const simulatorUrl = value("MPESA_SIMULATOR_URL");
  if (simulatorUrl) {
    if (mode !== "simulator") problems.push("MPESA_SIMULATOR_URL is read only when MPESA_ENV is simulator");
    else if (!/^https?:\/\//.test(simulatorUrl) || !isUrl(simulatorUrl)) {
      problems.push(`MPESA_SIMULATOR_URL must be an http:// address, such as http://127.0.0.1:4100`);
    } else baseUrl = simulatorUrl.replace(/\/+$/, "");
  }
  return {
    mode,
    baseUrl,
    consumerKey,
    consumerSecret,
    shortcode,
    passkey,
    maxAmountKes,
    statusQueryAfterMs: statusQueryAfterSeconds * 1000,
  };
}

const STORAGE_SETTINGS = [
  "STORAGE_ENDPOINT",
  "STORAGE_REGION",
  "STORAGE_ACCESS_KEY_ID",
  "STORAGE_SECRET_ACCESS_KEY",
] as const;
/** S3's rules for a bucket's name: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{1,64}$/;
/** What S3-compatible stores other than Amazon's expect when no region is given. */
const DEFAULT_STORAGE_REGION = "us-east-1";

/**
 * STORAGE_BUCKET switches uploads from DATA_DIR/uploads to a bucket; the other STORAGE_ settings
 * say where and how to reach it. A setting without the bucket is refused rather than ignored, so
 * that a forgotten line never leaves uploads on one server's disk unnoticed. The secret key is
 * never part of a message.
 */
function parseStorage(value: (name: string) => string | undefined, problems: string[]): StorageConfig {
  const bucket = value("STORAGE_BUCKET");
  if (!bucket) {
    const stray = STORAGE_SETTINGS.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      problems.push(
        `STORAGE_BUCKET must be set when ${stray.join(", ")} ${stray.length === 1 ? "is" : "are"}; leave every STORAGE_ variable unset to keep uploads in DATA_DIR/uploads`,
      );
    }
    return { kind: "folder" };
  }
  if (!BUCKET_NAME.test(bucket)) {
    problems.push(
      `STORAGE_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens, such as diocese-uploads, not "${bucket}"`,
    );
  }

  const endpoint = value("STORAGE_ENDPOINT")?.replace(/\/+$/, "") ?? null;
  if (endpoint !== null && !isStorageEndpoint(endpoint)) {
    // Not repeated in the message: it could hold a password.
    problems.push(
      `STORAGE_ENDPOINT must be the object store's http:// or https:// address, such as https://s3.example.org or http://127.0.0.1:9000, with no path (the bucket goes in STORAGE_BUCKET) and no user or password`,
    );
  }
  const region = value("STORAGE_REGION") ?? (endpoint === null ? undefined : DEFAULT_STORAGE_REGION);
  if (region === undefined) {
    problems.push(
      "STORAGE_REGION must be set to the bucket's region (such as eu-west-1) when STORAGE_ENDPOINT is not",
    );
  } else if (!REGION_NAME.test(region)) {
    problems.push(`STORAGE_REGION must be a region's name, such as eu-west-1, not "${region}"`);
  }

  const accessKeyId = value("STORAGE_ACCESS_KEY_ID");
  const secretAccessKey = value("STORAGE_SECRET_ACCESS_KEY");
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY must be set together, or neither (the AWS SDK then finds credentials itself)",
    );
  }
  return {
    kind: "s3",
    bucket,
    endpoint,
    region: region ?? DEFAULT_STORAGE_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

function isStorageEndpoint(raw: string): boolean {
  if (!/^https?:\/\//.test(raw) || !isUrl(raw)) return false;
  const url = new URL(raw);
  return url.pathname === "/" && !url.search && !url.username && !url.password;
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

/**
 * Behind a reverse proxy the client's address and the https scheme come in X-Forwarded-* headers,
 * which anyone can send: they are believed only from the proxies named here, or else rate limits
 * could be dodged with a made-up address.
 */
function parseTrustProxy(raw: string, problems: string[]): boolean | string {
  if (raw === "true" || raw === "false") return raw === "true";
  if (/^[\d.:a-fA-F/, ]+$/.test(raw)) return raw;
  problems.push(
    `TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses, not "${raw}"`,
  );
  return false;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "localhost";
  }
}

function isUrl(raw: string): boolean {
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}
