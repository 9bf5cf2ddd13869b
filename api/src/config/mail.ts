import path from "node:path";
import { isUrl, parseWholeNumber, type SettingReader } from "./read-settings.js";

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

export function readMail(
  value: SettingReader,
  publicUrl: string,
  dataDir: string,
  problems: string[],
): MailConfig {
  const smtpUrl = value("SMTP_URL") ?? null;
  if (smtpUrl && (!/^smtps?:\/\//.test(smtpUrl) || !isUrl(smtpUrl))) {
    problems.push(
      "SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.org:465",
    );
  }
  const mailFrom = value("MAIL_FROM") ?? `Diocese website <no-reply@${hostOf(publicUrl)}>`;
  return { smtpUrl, outboxDir: path.join(dataDir, "outbox"), from: mailFrom };
}

export function readNewsletter(value: SettingReader, problems: string[]): NewsletterConfig {
  return {
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
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "localhost";
  }
}
