import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

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
 * The body of the newest e-mail that is not among `seen`, waiting for it: the site sends mail in
 * the background, after it has answered.
 */
export async function nextMail(dataDir: string, seen: string[]): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles(dataDir)).filter((file) => !seen.includes(file));
    if (fresh.length > 0) {
      const message = await readFile(path.join(outboxOf(dataDir), fresh[fresh.length - 1]), "utf8");
      return message.slice(message.search(/\r?\n\r?\n/)).trim();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new e-mail in ${outboxOf(dataDir)} within 10 s`);
}
