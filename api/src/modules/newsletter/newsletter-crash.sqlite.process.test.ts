import { randomBytes } from "node:crypto";
import { ENTITIES } from "../../modules.js";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { copySampleContent } from "../../../test/sample-template.js";
import { startSiteProcess, type SiteProcess } from "../../../test/site-process.js";
import { createDataSource, openDataSource } from "../../db/data-source.js";
import { NewsletterSubscriber } from "../newsletter-subscriber/newsletter-subscriber.entity.js";
import { NewsletterDelivery, NewsletterIssue } from "./newsletter-issue.entity.js";

/** Twenty batches of the sender's (newsletter-sending.ts): sending them all takes the site seconds. */
const SUBSCRIBERS = 400;
/** The message the SMTP server holds unanswered while the sender is killed: mid-way through a batch. */
const KILL_AT = 150;

const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

/**
 * A real SMTP server that counts what it accepts, per recipient. When it has accepted KILL_AT
 * messages, it holds the next one at the end of its data, unanswered, and calls `onHold`: the
 * moment a sender is most likely to die with a message half done. A message it never answers
 * is, by SMTP, not delivered, and is not counted.
 */
async function startCountingSmtp(onHold: () => void) {
  const accepted = new Map<string, number>();
  let total = 0;
  let held = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const to = session.envelope.rcptTo[0]?.address ?? "";
        if (total === KILL_AT && !held) {
          held = true;
          onHold();
          return;
        }
        total += 1;
        accepted.set(to, (accepted.get(to) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanUp.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted,
    total: () => total,
  };
}

async function waitFor(what: string, ready: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The site's own database file, opened by the test while no site runs. */
async function withDatabase<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof openDataSource>>) => Promise<T>,
) {
  const db = await openDataSource(
    createDataSource({ kind: "sqlite", file: path.join(dataDir, "diocese.sqlite") }, ENTITIES),
  );
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe("a newsletter send killed mid-way", () => {
  it("is resumed by the restarted site, and every subscriber gets exactly one e-mail", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "diocese-newsletter-crash-"));
    cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));
    let site: SiteProcess | null = null;
    let killed: Promise<unknown> | null = null;
    const smtp = await startCountingSmtp(() => {
      const child = site!.child;
      killed = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
    });
    const env = {
      SMTP_URL: smtp.url,
      NEWSLETTER_MESSAGES_PER_SECOND: "1000",
      NEWSLETTER_IN_FLIGHT_SECONDS: "1",
      SCHEDULED_PUBLISHING_INTERVAL_SECONDS: "1",
    };

    // The data folder a site's first start makes (sample content: copied, not made again); then
    // 400 confirmed subscribers and an issue due now.
    await copySampleContent(dataDir);
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `member${i}@parish.example`);
    await withDatabase(dataDir, async (db) => {
      for (let start = 0; start < SUBSCRIBERS; start += 200) {
        await db.getRepository(NewsletterSubscriber).insert(
          addresses.slice(start, start + 200).map((email) => ({
            email,
            confirmed: true,
            confirmedAt: new Date(),
            unsubscribeToken: randomBytes(32).toString("base64url"),
          })),
        );
      }
      await db.getRepository(NewsletterIssue).insert({
        subject: "Advent letter from the Bishop",
        body: "<p>Grace and peace to you.</p>",
        status: "scheduled",
        scheduledAt: new Date(),
      });
    });

    site = await startSiteProcess({ dataDir, env });
    cleanUp.push(() => site!.stop());
    await waitFor("the kill", () => killed !== null, 120_000);
    await killed;
    expect(smtp.total()).toBe(KILL_AT);

    site = await startSiteProcess({ dataDir, env });
    await waitFor("every e-mail", () => smtp.total() >= SUBSCRIBERS, 240_000);
    // Time for a repeat, were there one, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await site.stop();

    expect(smtp.total()).toBe(SUBSCRIBERS);
    expect([...smtp.accepted.keys()].sort()).toEqual([...addresses].sort());
    expect([...smtp.accepted.values()].every((count) => count === 1)).toBe(true);
    await withDatabase(dataDir, async (db) => {
      const issue = await db
        .getRepository(NewsletterIssue)
        .findOneByOrFail({ subject: "Advent letter from the Bishop" });
      expect(issue.status).toBe("sent");
      expect(await db.getRepository(NewsletterDelivery).countBy({ issueId: issue.id, status: "sent" })).toBe(
        SUBSCRIBERS,
      );
    });
  }, 420_000);
});
