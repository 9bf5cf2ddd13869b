import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewsArticle } from "../../../test/factories.js";
import { FIRST_HOST, inDiocese, MUMIAS_HOST, requestAt } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, sectionOf, startProvinceSite } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";
import { PublicationStatus } from "../publication/publication.js";

/*
 * The province's news (issue #44) at PROVINCE_HOST: each diocese's latest published articles,
 * each linked to the article on its own diocese's site.
 */

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

let app: TestApp;
beforeAll(async () => {
  app = await startProvinceSite();
  await inDiocese(2, async () => {
    for (const [title, days] of [
      ["Bishop ordains six deacons", 9],
      ["Mothers' Union conference opens", 7],
      ["Harambee for the new cathedral", 5],
      ["Youth choir wins the festival", 3],
    ] as const) {
      await createNewsArticle(app.services, {
        title,
        status: PublicationStatus.PUBLISHED,
        publishAt: daysAgo(days),
      });
    }
    await createNewsArticle(app.services, { title: "Synod agenda (draft)", status: PublicationStatus.DRAFT });
  });
  await inDiocese(1, () =>
    createNewsArticle(app.services, {
      title: "Clergy retreat at Butere",
      status: PublicationStatus.PUBLISHED,
      publishAt: daysAgo(1),
      kiswahili: [{ field: "title", text: "Mafungo ya makasisi Butere" }],
    }),
  );
}, 60_000);
afterAll(() => app.close());

describe("the province's news", () => {
  it("shows each diocese's latest three articles, the diocese that published last first, each linked to its own site", async () => {
    const page = await requestAt(app, PROVINCE_HOST, "/news");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("public, max-age=300");
    expect(page.body).toContain("<h1>News of the province</h1>");
    const mumias = sectionOf(page.body, "ACK Diocese of Mumias");
    expect(mumias).toContain(
      `<a href="http://${MUMIAS_HOST}:4000/blogs-and-news/youth-choir-wins-the-festival">Youth choir wins the festival</a>`,
    );
    expect(mumias.indexOf("Youth choir")).toBeLessThan(mumias.indexOf("Harambee"));
    expect(mumias.indexOf("Harambee")).toBeLessThan(mumias.indexOf("Mothers&#39; Union"));
    expect(mumias).not.toContain("Bishop ordains");
    expect(mumias).toContain(
      `<a href="http://${MUMIAS_HOST}:4000/blogs-and-news">All the diocese&#39;s news</a>`,
    );
    // A draft is its staff's alone.
    expect(page.body).not.toContain("Synod agenda");
    // The first diocese published last: its news comes first.
    expect(page.body.indexOf("Clergy retreat at Butere")).toBeLessThan(page.body.indexOf("Youth choir"));
    expect(page.body).toContain(`${app.config.publicUrl}/blogs-and-news/clergy-retreat-at-butere`);
  });

  it("is in Kiswahili at /sw/news, with the titles staff gave in Kiswahili", async () => {
    const { statusCode, body } = await requestAt(app, PROVINCE_HOST, "/sw/news");
    expect(statusCode).toBe(200);
    expect(body).toContain("<h1>Habari za jimbo</h1>");
    expect(body).toContain(
      `${app.config.publicUrl}/sw/blogs-and-news/clergy-retreat-at-butere">Mafungo ya makasisi Butere</a>`,
    );
    // Without a Kiswahili title, the English one.
    expect(body).toContain(
      `http://${MUMIAS_HOST}:4000/sw/blogs-and-news/youth-choir-wins-the-festival">Youth choir wins the festival</a>`,
    );
    expect(body).toContain("Habari zote za dayosisi");
  });

  it("is linked from the directory, and is the province's alone", async () => {
    expect((await requestAt(app, PROVINCE_HOST, "/")).body).toContain(
      '<a href="/news">News of the province and every diocese</a>',
    );
    expect((await requestAt(app, PROVINCE_HOST, "/sw")).body).toContain(
      '<a href="/sw/news">Habari za jimbo na kila dayosisi</a>',
    );
    for (const host of [FIRST_HOST, MUMIAS_HOST]) {
      expect((await requestAt(app, host, "/news")).body).not.toContain("News of the province");
    }
  });
});
