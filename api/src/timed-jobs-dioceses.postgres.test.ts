import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../test/factories.js";
import { inDiocese, startProvinceApp } from "../test/in-diocese.js";
import type { TestApp } from "../test/test-app.js";
import { doTimedWorkFor } from "./db/unit-of-work.js";
import { ScheduledPublishing } from "./modules/publication/scheduled-publishing.js";

/*
 * Where one deployment serves several dioceses (MULTI_DIOCESE=true), a timed job's turn works for
 * each diocese in turn, as that diocese: row-level security shows each turn that diocese's rows
 * alone, so a job that ran as one diocese would leave every other's work undone (issue #44).
 */

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceApp();
  // As startTimedJobs does where the deployment serves several; the tests' apps start no jobs.
  doTimedWorkFor(() => app.services.dioceses.served());
}, 60_000);
afterAll(async () => {
  doTimedWorkFor(null);
  await app.close();
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
    const mumias = await inDiocese(2, () => scheduleToPublishIn("Mumias's Advent services"));

    const statusOf = (id: number) =>
      app.dataSource.query(`SELECT title, status FROM news_article WHERE id = $1`, [id]);
    // The first turn, at start, works for each diocese in turn: the last is Mumias.
    const publishing = new ScheduledPublishing([app.services.news], app.app.log);
    publishing.start(60_000);
    try {
      const deadline = Date.now() + 10_000;
      while ((await inDiocese(2, () => statusOf(mumias)))[0].status !== "published" && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await publishing.stop();
    }
    expect(await statusOf(kakamega)).toEqual([{ title: "Kakamega's Advent services", status: "published" }]);
    expect(await inDiocese(2, () => statusOf(mumias))).toEqual([
      { title: "Mumias's Advent services", status: "published" },
    ]);
  });
});
