import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Each header's text as sent (unfolded), by its name in lower case. */
  headers: Map<string, string>;
  /** The message as it came over SMTP, headers and body, before any parsing. */
  raw: string;
  /** The addresses of the envelope (RCPT TO), whatever the headers say. */
  recipients: string[];
  /** The files it carries, those shown in place by the HTML with their content id. */
  attachments: { filename: string; contentType: string; cid: string | null; content: Buffer }[];
}

/** The answer to give a recipient instead of accepting it (a 5xx or 4xx code and its words). */
export type Refusal = { responseCode: number; message: string } | null;

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests see the e-mails the app
 * really sends (SMTP_URL points at it).
 */
export async function startMailCapture(options: { refuse?: (address: string) => Refusal } = {}) {
  const received: CapturedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address) ?? null;
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      new Promise<void>((resolve) => stream.on("end", resolve))
        .then(async () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const mail = await simpleParser(raw);
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            messageId: mail.messageId ?? "",
            headers: new Map(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
            raw,
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? "",
              contentType: attachment.contentType,
              cid: attachment.cid ?? null,
              content: attachment.content,
            })),
          });
          waiting.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next e-mail to `to` that arrives (or has arrived since `after` were received). */
    async next(to: string, after = 0, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(after).find((message) => message.to === to);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
