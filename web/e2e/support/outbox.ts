import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

// Without SMTP the site writes each e-mail as an .eml file here, named from the time it was written.
const outboxOf = (dataDir: string) => path.join(dataDir, "outbox");

/** The site's e-mails so far, oldest first. */
export async function mailFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(outboxOf(dataDir))).filter((file) => file.endsWith(".eml")).sort();
  } catch {
    return [];
  }
}

/**
 * The text of the newest e-mail that is not among `seen` (decoded: long lines such as links come
 * quoted-printable), waiting for it: the site sends mail in the background, after it has answered.
 */
export async function nextMail(dataDir: string, seen: string[]): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles(dataDir)).filter((file) => !seen.includes(file));
    const newest = fresh.at(-1);
    if (newest) {
      const message = await readFile(path.join(outboxOf(dataDir), newest));
      return ((await simpleParser(message)).text ?? "").trim();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new e-mail in ${outboxOf(dataDir)} within 10 s`);
}

/** The SMS the simulated gateway (SMS_ENV=simulator) was asked to send to a number, oldest first. */
export async function smsTo(dataDir: string, phone: string): Promise<string[]> {
  const outbox = path.join(dataDir, "sms-outbox");
  const files = await readdir(outbox).catch(() => [] as string[]);
  const messages = await Promise.all(
    files.sort().map(async (file) => JSON.parse(await readFile(path.join(outbox, file), "utf8"))),
  );
  return messages.filter((sms) => sms.to === phone).map((sms) => String(sms.message));
}
