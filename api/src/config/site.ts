import { isUrl, type SettingReader } from "./read-settings.js";

export interface FirstAdminConfig {
  email: string;
  password: string;
  name: string;
}

/** The site's own address, its first administrator, its first content and how much it logs. */
export interface SiteConfig {
  publicUrl: string;
  firstAdmin: FirstAdminConfig | null;
  /** Whether a new database is filled with sample content (SAMPLE_CONTENT, default true). */
  sampleContent: boolean;
  logLevel: string;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readSite(
  value: SettingReader,
  env: NodeJS.ProcessEnv,
  port: number,
  problems: string[],
): SiteConfig {
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
  return { publicUrl, firstAdmin, sampleContent: sampleContent === "true", logLevel };
}

function parseFirstAdmin(
  value: SettingReader,
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
