import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_HOST, MUMIAS_HOST, requestAt } from "../../../test/in-diocese.js";
import { PROVINCE_HOST, provinceBrowser, sectionOf, startProvinceSite } from "../../../test/province-site.js";
import type { TestApp } from "../../../test/test-app.js";
import { ProvinceArticle } from "./province-article.entity.js";
import { LONGEST_ARTICLE } from "./province-article.inputs.js";

/*
 * The province's own news (issue #44): its administrators write articles at PROVINCE_HOST, drafts
 * until published, and the province's site shows the published first on its news, each on a page
 * of its own, in Kiswahili where they gave it.
 */

const OFFICE = { email: "office@province.example", name: "Provincial Secretary" };
const PASSWORD = "Province-office-2026!";

let app: TestApp;
let session: string;
/** An article written through the service, as by the first administrator. */
const FROM_THE_COMMAND_LINE = { admin: { id: 1, name: OFFICE.name }, ip: "127.0.0.1" };
beforeAll(async () => {
  app = await startProvinceSite();
  await app.services.provinceAdmins.create(OFFICE, PASSWORD);
  session = (await signIn(OFFICE.email, PASSWORD)).session!;
}, 60_000);
afterAll(() => app.close());

const { atProvince, signIn, follow } = provinceBrowser(() => app);

const ARTICLE = {
  title: "Archbishop calls the provincial synod",
  titleInKiswahili: "Askofu Mkuu aitisha sinodi ya jimbo",
  body: "The provincial synod meets at All Saints Cathedral, Nairobi.\n\nEvery diocese sends <three> delegates.",
  bodyInKiswahili: "Sinodi ya jimbo itakutana katika Kanisa Kuu la All Saints, Nairobi.",
  published: "on",
};

const articles = () => app.dataSource.getRepository(ProvinceArticle);
/** The id of the article a form's redirect names. */
const idIn = (answer: { headers: Record<string, unknown> }) =>
  Number(/^\/province\/news\/(\d+)\?/.exec(String(answer.headers.location))![1]);

describe("the province's news", () => {
  it("is written by an administrator, published, and shown first on the news, on its own page and in Kiswahili", async () => {
    const written = await atProvince("POST", "/province/news", { session, form: ARTICLE });
    expect(written.headers.location).toMatch(/^\/province\/news\/\d+\?saved=new$/);
    const shown = await follow(written, session);
    expect(shown.body).toContain("Published Archbishop calls the provincial synod.");
    expect(shown.body).toContain(
      '<a href="/news/archbishop-calls-the-provincial-synod">see it on the province\'s site</a>',
    );
    const stored = await articles().findOneByOrFail({ title: ARTICLE.title });
    expect(stored).toMatchObject({
      slug: "archbishop-calls-the-provincial-synod",
      writtenBy: expect.any(Number),
    });

    const news = await requestAt(app, PROVINCE_HOST, "/news");
    expect(news.body).toContain("<h1>News of the province</h1>");
    const own = sectionOf(news.body, "From the province");
    expect(own).toContain(
      '<a href="/news/archbishop-calls-the-provincial-synod">Archbishop calls the provincial synod</a>',
    );
    expect(own).toContain("Every diocese sends &#60;three&#62; delegates.");

    // The province's home page names its latest too, above the dioceses.
    const home = await requestAt(app, PROVINCE_HOST, "/");
    expect(sectionOf(home.body, "From the province")).toContain(
      '<a href="/news/archbishop-calls-the-provincial-synod">Archbishop calls the provincial synod</a>',
    );
    expect(home.body.indexOf("From the province")).toBeLessThan(home.body.indexOf("<h2>The dioceses</h2>"));

    const page = await requestAt(app, PROVINCE_HOST, "/news/archbishop-calls-the-provincial-synod");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("public, max-age=300");
    expect(page.body).toContain("<h1>Archbishop calls the provincial synod</h1>");
    // Paragraphs as written, every character the writer typed shown as text.
    expect(page.body).toContain(
      "<p>The provincial synod meets at All Saints Cathedral, Nairobi.</p>\n<p>Every diocese sends &#60;three&#62; delegates.</p>",
    );

    const kiswahili = await requestAt(app, PROVINCE_HOST, "/sw/news/archbishop-calls-the-provincial-synod");
    expect(kiswahili.body).toContain("<h1>Askofu Mkuu aitisha sinodi ya jimbo</h1>");
    expect(kiswahili.body).toContain(
      "<p>Sinodi ya jimbo itakutana katika Kanisa Kuu la All Saints, Nairobi.</p>",
    );
    expect(kiswahili.body).toContain(
      '<a href="/news/archbishop-calls-the-provincial-synod" hreflang="en" lang="en">English</a>',
    );
    const swNews = await requestAt(app, PROVINCE_HOST, "/sw/news");
    expect(sectionOf(swNews.body, "Kutoka jimboni")).toContain(
      '<a href="/sw/news/archbishop-calls-the-provincial-synod">Askofu Mkuu aitisha sinodi ya jimbo</a>',
    );
  });

  it("shows in English, marked so, on a Kiswahili page where no Kiswahili was given", async () => {
    await atProvince("POST", "/province/news", {
      session,
      form: {
        title: "Provincial youth week",
        body: "Youth of every diocese meet in Kisumu.",
        published: "on",
      },
    });
    const page = await requestAt(app, PROVINCE_HOST, "/sw/news/provincial-youth-week");
    expect(page.body).toContain('<h1 lang="en">Provincial youth week</h1>');
    expect(page.body).toContain('<div lang="en">\n<p>Youth of every diocese meet in Kisumu.</p>');
  });

  it("keeps a draft from the site until it is published, and takes an article off it again", async () => {
    const draft = await atProvince("POST", "/province/news", {
      session,
      form: { title: "Draft: budget of the province", body: "Figures to follow." },
    });
    expect((await follow(draft, session)).body).toContain("Saved Draft: budget of the province as a draft.");
    const id = idIn(draft);
    const hidden = await requestAt(app, PROVINCE_HOST, "/news/draft-budget-of-the-province");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain("The province&#39;s news has no such article.");
    expect((await requestAt(app, PROVINCE_HOST, "/news")).body).not.toContain("budget of the province");

    const published = await atProvince("POST", `/province/news/${id}`, {
      session,
      form: { title: "Budget of the province", body: "The figures.", published: "on" },
    });
    expect(published.headers.location).toBe(`/province/news/${id}?saved=changes`);
    expect((await follow(published, session)).body).toContain("The changes are saved.");
    // The slug stays as first made, so that a link given out keeps working.
    const page = await requestAt(app, PROVINCE_HOST, "/news/draft-budget-of-the-province");
    expect(page.body).toContain("<h1>Budget of the province</h1>");
    const publishedAt = (await articles().findOneByOrFail({ id })).publishedAt;
    expect(publishedAt).not.toBeNull();

    // Changed while published, it keeps its date.
    await atProvince("POST", `/province/news/${id}`, {
      session,
      form: { title: "Budget of the province", body: "The figures, corrected.", published: "on" },
    });
    expect((await articles().findOneByOrFail({ id })).publishedAt).toEqual(publishedAt);

    await atProvince("POST", `/province/news/${id}`, {
      session,
      form: { title: "Budget of the province", body: "The figures, corrected." },
    });
    expect((await requestAt(app, PROVINCE_HOST, "/news/draft-budget-of-the-province")).statusCode).toBe(404);
  });

  it("refuses an article it cannot keep, saying why, keeping what was typed and writing nothing", async () => {
    const before = await articles().count();
    for (const [form, why] of [
      [{ title: "  ", body: "Text" }, "title must have at least 3 characters"],
      [{ title: "Two\nlines", body: "Text" }, "title must be one line"],
      [
        { title: "Too long", body: "x".repeat(LONGEST_ARTICLE + 1) },
        `body must have at most ${LONGEST_ARTICLE} characters`,
      ],
      [{ title: "No text", body: "" }, "body must not be empty: write the article"],
      [{ title: "No text at all" }, "body must be text"],
    ] as const) {
      const refused = await atProvince("POST", "/province/news", { session, form });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(why);
      expect(refused.body).toContain('<form method="post" action="/province/news">');
    }
    const kept = await atProvince("POST", "/province/news", { session, form: { title: "Kept", body: "" } });
    expect(kept.body).toContain('id="title" name="title" type="text" maxlength="200" required value="Kept"');
    expect(await articles().count()).toBe(before);

    const one = await app.services.provinceArticles.write(FROM_THE_COMMAND_LINE, {
      title: "Ordination service",
      body: "At Kakamega.",
      published: true,
    });
    const refusedChange = await atProvince("POST", `/province/news/${one.id}`, {
      session,
      form: { title: "", body: "Changed" },
    });
    expect(refusedChange.statusCode).toBe(400);
    expect(refusedChange.body).toContain("title must have at least 3 characters");
    expect(refusedChange.body).toContain("Changed</textarea>");
    expect(await articles().findOneByOrFail({ id: one.id })).toMatchObject({
      title: "Ordination service",
      body: "At Kakamega.",
    });
  });

  it("deletes an article only when the box is ticked, and answers 404 for one it does not have", async () => {
    const article = await app.services.provinceArticles.write(FROM_THE_COMMAND_LINE, {
      title: "Lent appeal",
      body: "Give.",
      published: true,
    });
    const unticked = await atProvince("POST", `/province/news/${article.id}/delete`, { session, form: {} });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain("Tick “Yes, delete it” to delete the article");
    expect(await articles().existsBy({ id: article.id })).toBe(true);

    const deleted = await atProvince("POST", `/province/news/${article.id}/delete`, {
      session,
      form: { confirm: "on" },
    });
    const listed = await follow(deleted, session);
    expect(listed.body).toContain("The article is deleted.");
    expect(listed.body).not.toContain("Lent appeal");
    expect(await articles().existsBy({ id: article.id })).toBe(false);
    expect((await requestAt(app, PROVINCE_HOST, "/news/lent-appeal")).statusCode).toBe(404);

    for (const path of [`/province/news/${article.id}`, "/province/news/abc", "/province/news/99999999999"]) {
      const missing = await atProvince("GET", path, { session });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("The province&#39;s news has no article");
    }
    const again = await atProvince("POST", `/province/news/${article.id}/delete`, {
      session,
      form: { confirm: "on" },
    });
    expect(again.statusCode).toBe(404);
  });

  it("lets no one write without a province session, from another site, or at a diocese's host", async () => {
    const before = await articles().count();
    const form = { title: "Forged notice", body: "Send money here.", published: "on" };
    const signedOut = await atProvince("POST", "/province/news", { form });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).toContain("Sign in again: your session has ended");
    expect((await atProvince("GET", "/province/news")).body).toContain(
      "<h1>The province's administration</h1>",
    );
    expect((await atProvince("POST", "/province/news", { form, session: "not-a-session" })).statusCode).toBe(
      401,
    );
    expect(
      (await atProvince("POST", "/province/news", { form, session, site: "cross-site" })).statusCode,
    ).toBe(403);
    for (const host of [FIRST_HOST, MUMIAS_HOST]) {
      expect((await atProvince("POST", "/province/news", { form, session, host })).statusCode).toBe(404);
      // A diocese's own news page is its own, whatever the province wrote.
      expect((await requestAt(app, host, "/news/archbishop-calls-the-provincial-synod")).body).not.toContain(
        "Archbishop calls",
      );
    }
    expect(await articles().count()).toBe(before);
  });

  it("is written down in the province's audit log: who wrote, changed and deleted what, from where", async () => {
    const address = "203.0.113.7";
    const { session: own } = await signIn(OFFICE.email, PASSWORD, address);
    const written = await atProvince("POST", "/province/news", {
      session: own,
      address,
      form: { title: "Prayer for the rains", body: "Let us pray." },
    });
    const id = idIn(written);
    await atProvince("POST", `/province/news/${id}`, {
      session: own,
      address,
      form: { title: "Prayer for the long rains", body: "Let us pray." },
    });
    await atProvince("POST", "/province/news", { session: own, address, form: { title: "No", body: "" } });
    await atProvince("POST", `/province/news/${id}/delete`, {
      session: own,
      address,
      form: { confirm: "on" },
    });

    const log = await atProvince("GET", "/province/audit-log", { session: own });
    expect(log.statusCode).toBe(200);
    const rows = [
      ...log.body.matchAll(
        /<tr><td>[^<]+<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]*)<\/td><\/tr>/g,
      ),
    ]
      .slice(0, 4)
      .map((row) => row.slice(1).join(" | "));
    expect(rows).toEqual([
      `Provincial Secretary | deleted the article | Prayer for the long rains | ${address}`,
      `Provincial Secretary | changed the article | Prayer for the long rains | ${address}`,
      `Provincial Secretary | wrote the article | Prayer for the rains | ${address}`,
      `Provincial Secretary | signed in | ${OFFICE.email} | ${address}`,
    ]);
    expect((await atProvince("GET", "/province/audit-log")).body).toContain(
      "<h1>The province's administration</h1>",
    );
    const bad = await atProvince("GET", "/province/audit-log?after=nonsense", { session: own });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("after must be a cursor a page of this list gave");
  });

  it("shows the latest five on the news, and the earlier a page further, twenty at a time", async () => {
    for (let number = 1; number <= 26; number++) {
      await app.services.provinceArticles.write(FROM_THE_COMMAND_LINE, {
        title: `Weekly letter ${number}`,
        body: "Greetings.",
        published: true,
      });
    }
    const news = await requestAt(app, PROVINCE_HOST, "/news");
    const own = sectionOf(news.body, "From the province");
    expect(own.match(/<li>/g)).toHaveLength(5);
    expect(own).toContain("Weekly letter 26<");
    expect(own).not.toContain("Weekly letter 21<");
    const home = sectionOf((await requestAt(app, PROVINCE_HOST, "/")).body, "From the province");
    expect(home.match(/<li>/g)).toHaveLength(3);
    expect(home).toContain("Weekly letter 26<");
    const earlierHref = /<a href="(\/news\?after=[^"]+)">Earlier news of the province<\/a>/.exec(own)![1]!;
    const earlier = await requestAt(app, PROVINCE_HOST, earlierHref);
    expect(earlier.statusCode).toBe(200);
    expect(earlier.body).toContain("<h1>Earlier news of the province</h1>");
    expect(earlier.body.match(/<li>/g)).toHaveLength(20);
    expect(earlier.body).toContain("Weekly letter 21<");
    expect(earlier.body).toContain("Weekly letter 2<");
    expect(earlier.body).not.toContain("Weekly letter 1<");
    expect(earlier.body).toContain("Earlier news of the province</a>");

    const bad = await requestAt(app, PROVINCE_HOST, "/sw/news?after=not-a-cursor");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Ukurasa huo wa habari za jimbo haukutolewa na tovuti hii");

    const listed = await atProvince("GET", "/province/news", { session });
    expect(listed.body.match(/<tr><td><a href="\/province\/news\/\d+">/g)).toHaveLength(20);
    expect(listed.body).toContain("Earlier articles</a>");
  });
});
