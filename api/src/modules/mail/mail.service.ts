import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { MailConfig } from "../../config.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML, for mail programs that show it (the newsletter). */
  html?: string;
  headers?: Record<string, string>;
  /** Given when a repeat must carry the same one (a newsletter copy sent again after a crash). */
  messageId?: string;
  /** Files sent with it; one with a `cid` is shown in place by the HTML's `cid:` (a registration's QR code). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/**
 * A header's text on one line: every run of control characters (line breaks among them) and
 * Unicode line separators becomes a space. Inputs refuse them already (IsOneLine); this holds
 * for a subject saved before they did, whatever the mail library does with what it is given.
 */
function headerText(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
}

export interface MailLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Sends the site's e-mail through SMTP_URL. Without it, each message is written to the outbox
 * folder as an .eml file (and its path logged), so that a new install can still reset passwords.
 * The log never carries a message's body: it may hold a code or a link.
 */
export class MailService {
  /**
   * Made by the first message rather than at start, which sends none: nodemailer's forty modules
   * took about 25 ms of every start's CPU. SMTP_URL was checked when the configuration was read.
   */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly config: MailConfig,
    private readonly logger: MailLogger,
  ) {}

  private async makeTransport(): Promise<Transporter> {
    const { default: nodemailer } = await import("nodemailer");
    // One kept connection (pool) rather than one per message: a newsletter is thousands of them.
    return this.config.smtpUrl
      ? nodemailer.createTransport({ url: this.config.smtpUrl, pool: true, maxConnections: 1 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  async send(message: MailMessage): Promise<void> {
    this.transport ??= this.makeTransport();
    const transport = await this.transport;
    const info = await transport.sendMail({
      from: this.config.from,
      ...message,
      subject: headerText(message.subject),
      headers: Object.fromEntries(
        Object.entries(message.headers ?? {}).map(([name, value]) => [name, headerText(value)]),
      ),
    });
    if (this.config.smtpUrl) {
      this.logger.info({ to: message.to, subject: message.subject }, "e-mail sent");
      return;
    }
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = path.join(
      this.config.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
    );
    // Written whole under another name first: whoever reads the folder never sees half a message.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    this.logger.info(
      { to: message.to, subject: message.subject, file },
      "e-mail written to the outbox (SMTP_URL is not set)",
    );
  }

  /** Lets go of the SMTP connection, when the app closes. */
  close(): void {
    // A transport that could not be made failed its first message already: nothing to let go of.
    void this.transport?.then(
      (transport) => transport.close(),
      () => undefined,
    );
  }

  /** Sends without making the caller wait or fail: the answer to a visitor must not depend on mail. */
  sendInBackground(message: MailMessage): void {
    this.send(message).catch((error: unknown) =>
      this.logger.error({ err: error, to: message.to, subject: message.subject }, "e-mail could not be sent"),
    );
  }
}
