import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createNewsArticle } from "../test/factories.js";
import { inDiocese, startProvinceApp } from "../test/in-diocese.js";
import { startMailCapture } from "../test/mail-capture.js";
import type { TestApp } from "../test/test-app.js";
import { FairQueue } from "./db/fair-queue.js";
import { insertRows } from "./db/store.js";
import { takeDiocesesTurnsWith, type Turns } from "./db/turns.js";
import { currentDiocese } from "./db/unit-of-work.js";
import { NewsletterIssue, NewsletterIssueStatus } from "./modules/newsletter/newsletter-issue.entity.js";
import { NewsletterSubscriber } from "./modules/newsletter-subscriber/newsletter-subscriber.entity.js";
import { ScheduledPublishing } from "./modules/publication/scheduled-publishing.js";

/*
 * Where one deployment serves several dioceses (MULTI_DIOCESE=true), the timed jobs' turns wait in
 * a queue in PostgreSQL (pg-boss), one per diocese, and are taken in turn, each as its diocese:
 * row-level security shows a turn that diocese's rows alone, and a diocese with much to do works a
 * slice at a time behind the others, so that none waits for it to finish (issue #44, step 5).
 */

const KAKAMEGA = 1;
const MUMIAS = 2;
const BUTERE = 3;
/** Copies of Kakamega's newsletter: at the rate below, several of a diocese's turns' worth. */
const KAKAMEGA_READERS = 400;
const MESSAGES_PER_SECOND = 100;
/** How often each diocese's turn of the newsletter's sending is asked for. */
const LOOK_EVERY_MS = 500;

let app: TestApp;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let queue: FairQueue;
const queueTrouble: unknown[] = [];

beforeAll(async () => {
  mail = await startMailCapture();
  app = await startProvinceApp({
    env: { SMTP_URL: mail.url, NEWSLETTER_MESSAGES_PER_SECOND: String(MESSAGES_PER_SECOND) },
  });
  await app.dataSource.query(`INSERT INTO diocese (name) VALUES ('ACK Diocese of Butere')`);
  await app.dataSource.query(`INSERT INTO diocese_host (host, diocese_id) VALUES ('butere.example.org', 3)`);
  await app.services.dioceses.reread();
  // As createApp does where the deployment serves several; the tests' apps start no jobs.
  queue = await FairQueue.start({
    databaseUrl: app.config.database.kind === "postgres" ? app.config.database.url : "",
    dioceses: () => app.services.dioceses.served(),
    logError: (error) => queueTrouble.push(error),
  });
  takeDiocesesTurnsWith(queue);
}, 60_000);
afterAll(async () => {
  takeDiocesesTurnsWith(null);
  await queue?.stop();
  await app?.close();
  await mail?.close();
});

describe("the timed jobs of a province's deployment", () => {
  it("publish what is due in every diocese, each in its own", async () => {
    const scheduleToPublishIn = async (title: string) => {
      const article = await createNewsArticle(app.services, { title });
      // Fell due while the site was down: scheduled for a minute ago.
      await app.dataSource.query(
        `UPDATE news_article SET status = 'scheduled', publish_at = now() - interval '1 minute' WHERE id = $1`,
        [article.id],
      );
      return article.id;
    };
    const kakamega = await scheduleToPublishIn("Kakamega's Advent services");
    const mumias = await inDiocese(MUMIAS, () => scheduleToPublishIn("Mumias's Advent services"));
    const butere = await inDiocese(BUTERE, () => scheduleToPublishIn("Butere's Advent services"));

    const statusOf = (diocese: number, id: number) =>
      inDiocese(diocese, () =>
        app.dataSource.query(`SELECT title, status FROM news_article WHERE id = $1`, [id]),
      );
    const publishing = new ScheduledPublishing([app.services.news], app.app.log);
    publishing.start(60_000);
    try {
      await vi.waitFor(
        async () => {
          expect(await statusOf(KAKAMEGA, kakamega)).toEqual([
            { title: "Kakamega's Advent services", status: "published" },
          ]);
          expect(await statusOf(MUMIAS, mumias)).toEqual([
            { title: "Mumias's Advent services", status: "published" },
          ]);
          expect(await statusOf(BUTERE, butere)).toEqual([
            { title: "Butere's Advent services", status: "published" },
          ]);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await publishing.stop();
    }
    expect(queueTrouble).toEqual([]);
  });

  it("send a small diocese's newsletter while a large one's is still going out, and every copy once", async () => {
    const readersOf = (diocese: string, count: number) =>
      Array.from({ length: count }, (_, index) => `reader${index}@${diocese}.example.org`);
    const scheduleNewsletter = async (diocese: string, readers: string[]) => {
      await insertRows(
        app.dataSource.getRepository(NewsletterSubscriber),
        readers.map((email) => ({
          email,
          confirmed: true,
          confirmedAt: new Date(),
          language: "en" as const,
          unsubscribeToken: randomBytes(32).toString("base64url"),
        })),
      );
      await insertRows(app.dataSource.getRepository(NewsletterIssue), {
        subject: `News from ${diocese}`,
        body: "<p>Greetings from the Bishop.</p>",
        status: NewsletterIssueStatus.SCHEDULED,
        scheduledAt: new Date(Date.now() - 60_000),
      });
    };
    const copiesTo = (diocese: string) =>
      mail.received.filter((each) => each.to.endsWith(`@${diocese}.example.org`));
    await inDiocese(KAKAMEGA, () => scheduleNewsletter("kakamega", readersOf("kakamega", KAKAMEGA_READERS)));

    app.services.newsletterSending.start(LOOK_EVERY_MS);
    try {
      // Kakamega's goes out first; Mumias's and Butere's, scheduled once it is going, are next in
      // the queue and take their turns between Kakamega's...
      await vi.waitFor(() => expect(copiesTo("kakamega").length).toBeGreaterThan(0), { timeout: 20_000 });
      await inDiocese(MUMIAS, () => scheduleNewsletter("mumias", readersOf("mumias", 2)));
      await inDiocese(BUTERE, () => scheduleNewsletter("butere", readersOf("butere", 2)));
      await vi.waitFor(
        () => {
          expect(copiesTo("mumias")).toHaveLength(2);
          expect(copiesTo("butere")).toHaveLength(2);
        },
        { timeout: 20_000, interval: 20 },
      );
      // ...rather than after the last of Kakamega's, which take four seconds at this rate.
      const kakamegaSentMeanwhile = copiesTo("kakamega").length;
      expect(kakamegaSentMeanwhile).toBeLessThan(KAKAMEGA_READERS);
      await vi.waitFor(() => expect(copiesTo("kakamega")).toHaveLength(KAKAMEGA_READERS), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await app.services.newsletterSending.stop();
    }
    expect(new Set(copiesTo("kakamega").map((each) => each.to)).size).toBe(KAKAMEGA_READERS);
    expect(copiesTo("mumias").map((each) => each.subject)).toEqual(["News from mumias", "News from mumias"]);
    expect(queueTrouble).toEqual([]);
  });

  it("start on two instances at once: every job's queue is made, and each diocese's turns taken", async () => {
    const second = await FairQueue.start({
      databaseUrl: app.config.database.kind === "postgres" ? app.config.database.url : "",
      dioceses: () => app.services.dioceses.served(),
      logError: (error) => queueTrouble.push(error),
    });
    // Jobs whose queues neither has made yet, each asking for its turns at once on both.
    const jobs = Array.from({ length: 6 }, (_, index) => `StartingTogether${index}`);
    const taken = new Set<string>();
    const failures: unknown[] = [];
    const turns: Turns[] = [];
    for (const instance of [queue, second])
      for (const job of jobs)
        turns.push(
          instance.takeTurns(
            job,
            60_000,
            async () => taken.add(`${job} for ${currentDiocese()}`),
            (error) => failures.push(error),
            { firstAtOnce: true },
          ),
        );
    try {
      await vi.waitFor(() => expect(taken.size).toBe(jobs.length * 3), { timeout: 30_000, interval: 100 });
    } finally {
      for (const each of turns) await each.stop();
      await second.stop();
    }
    expect(failures).toEqual([]);
    expect([...taken].filter((turn) => turn.startsWith("StartingTogether0 ")).sort()).toEqual([
      "StartingTogether0 for 1",
      "StartingTogether0 for 2",
      "StartingTogether0 for 3",
    ]);
    expect(queueTrouble).toEqual([]);
  });
});
