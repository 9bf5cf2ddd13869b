import { readDatabase, type DatabaseConfig } from "./config/database.js";
import { readMail, readNewsletter, type MailConfig, type NewsletterConfig } from "./config/mail.js";
import { readLimits, type LimitsConfig } from "./config/limits.js";
import { readMpesa, type MpesaConfig } from "./config/mpesa.js";
import { readAuditLogRetentionDays, readPublishing, type PublishingConfig } from "./config/publishing.js";
import { settingReader } from "./config/read-settings.js";
import { readServer, readWebDistDir, type ServerConfig } from "./config/server.js";
import { readSite, type SiteConfig } from "./config/site.js";
import { readSecrets, type SecretsConfig } from "./config/secrets.js";
import { readSms, type SmsConfig } from "./config/sms.js";
import { readStorage, type StorageConfig } from "./config/storage.js";

export type { DatabaseConfig } from "./config/database.js";
export type { MailConfig, NewsletterConfig } from "./config/mail.js";
export type { MpesaConfig, MpesaMode } from "./config/mpesa.js";
export type { SmsConfig, SmsMode } from "./config/sms.js";
export type { FirstAdminConfig } from "./config/site.js";
export type { ObjectStorageConfig, StorageConfig } from "./config/storage.js";

/** Every setting of the server, each area read by its own file in config/. */
export interface Config extends ServerConfig, SiteConfig, LimitsConfig, PublishingConfig, SecretsConfig {
  /** Where uploaded files are kept: DATA_DIR/uploads unless STORAGE_BUCKET names a bucket. */
  storage: StorageConfig;
  database: DatabaseConfig;
  mail: MailConfig;
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
  /** SMS by Africa's Talking (SMS_ENV, the AT_* settings and SMS_*). */
  sms: SmsConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/**
 * Reads every environment variable the server uses, in one place, and reports all bad values at
 * once so that an operator can fix them in one go. The areas are read in the order their problems
 * are listed.
 */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { webDistDir: string | null }): Config {
  const problems: string[] = [];
  const value = settingReader(env);

  const server = readServer(value, env, problems);
  const database = readDatabase(value, server.dataDir, problems);
  const site = readSite(value, env, server.port, problems);
  const mail = readMail(value, site.publicUrl, server.dataDir, problems);
  const limits = readLimits(value, problems);
  const publishing = readPublishing(value, problems);
  const newsletter = readNewsletter(value, problems);
  const auditLogRetentionDays = readAuditLogRetentionDays(value, problems);
  const mpesa = readMpesa(value, site.publicUrl, problems);
  const sms = readSms(value, site.publicUrl, problems);
  const storage = readStorage(value, problems);
  const secrets = readSecrets(value, problems);
  const webDistDir = readWebDistDir(value("WEB_DIST_DIR"), defaults.webDistDir, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...server,
    storage,
    database,
    ...site,
    mail,
    ...limits,
    ...publishing,
    newsletter,
    auditLogRetentionDays,
    webDistDir,
    mpesa,
    sms,
    ...secrets,
  };
}
