import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITIES } from "../../modules.js";
import { createNewsArticle, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphqlAs } from "../../../test/http.js";
import { wholeSitemap } from "../../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { createDataSource, openDataSource } from "../../db/data-source.js";
import { NewsArticle } from "../news/news.entity.js";
import { NewsService } from "../news/news.service.js";
import { RevisionService } from "../revision/revision.service.js";
import { PublicationStatus } from "./publication.js";
import { asUnitOfWork } from "../../db/unit-of-work.js";
import { ScheduledPublishing } from "./scheduled-publishing.js";
import { updateWhere } from "../../db/store.js";
import { In } from "typeorm";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const SAVE = `mutation Save($id: ID!, $input: NewsArticleInput!) {
  updateNewsArticle(id: $id, input: $input) { id status publishAt }
}`;
const CREATE = `mutation Create($input: NewsArticleInput!) {
  createNewsArticle(input: $input) { id slug status publishAt }
}`;
const LIST = `{ newsArticles(pageSize: 50) { total items { slug } } }`;

async function createAsStaff(input: Record<string, unknown>) {
  const { body } = await graphqlAs<{
    createNewsArticle: { id: string; slug: string; status: string; publishAt: string | null };
  }>(server.url, staff, CREATE, { input: { body: "<p>The synod met at Kakamega.</p>", ...input } });
  expect(body.errors).toBeUndefined();
  return body.data!.createNewsArticle;
}

/** Every public answer that could show the article: GraphQL, the legacy REST paths, the feed, the sitemap. */
async function publicAnswersMention(slug: string, title: string): Promise<Record<string, boolean>> {
  const list = await graphqlAs<{ newsArticles: { items: { slug: string }[] } }>(server.url, {}, LIST);
  const one = await graphqlAs<{ newsArticle: { slug: string } | null }>(
    server.url,
    {},
    `query One($address: String!) { newsArticle(address: $address) { slug } }`,
    { address: slug },
  );
  const legacyList = (await getJson(server.url, "/api/getAllNews")).body as { title: string }[];
  const legacyOne = (await getJson(server.url, `/api/getAllNews/${encodeURIComponent(title)}`))
    .body as unknown[];
  const feed = await (await fetch(`${server.url}/feed.xml`)).text();
  const sitemap = await wholeSitemap(server.url);
  return {
    graphqlList: list.body.data!.newsArticles.items.some((item) => item.slug === slug),
    graphqlOne: one.body.data!.newsArticle !== null,
    legacyList: legacyList.some((item) => item.title === title),
    legacyOne: legacyOne.length > 0,
    feed: feed.includes(slug),
    sitemap: sitemap.includes(slug),
  };
}

const NOWHERE = {
  graphqlList: false,
  graphqlOne: false,
  legacyList: false,
  legacyOne: false,
  feed: false,
  sitemap: false,
};
const EVERYWHERE = {
  graphqlList: true,
  graphqlOne: true,
  legacyList: true,
  legacyOne: true,
  feed: true,
  sitemap: true,
};

describe("drafts", () => {
  it("keeps a draft out of every public answer, cached ones too, until it is published", async () => {
    // The public answers are read, and so kept in the response cache, before the draft exists.
    await publicAnswersMention("none", "none");
    const draft = await createAsStaff({ title: "Draft: the Bishop's Christmas letter", status: "DRAFT" });
    expect(draft).toMatchObject({ status: "DRAFT", publishAt: null });
    expect(await publicAnswersMention(draft.slug, "Draft: the Bishop's Christmas letter")).toEqual(NOWHERE);

    const { body } = await graphqlAs<{ updateNewsArticle: { status: string; publishAt: string } }>(
      server.url,
      staff,
      SAVE,
      {
        id: draft.id,
        input: { title: "Draft: the Bishop's Christmas letter", body: "<p>Final.</p>", status: "PUBLISHED" },
      },
    );
    expect(body.data!.updateNewsArticle.status).toBe("PUBLISHED");
    expect(Math.abs(Date.parse(body.data!.updateNewsArticle.publishAt) - Date.now())).toBeLessThan(60_000);
    expect(await publicAnswersMention(draft.slug, "Draft: the Bishop's Christmas letter")).toEqual(
      EVERYWHERE,
    );

    // Withdrawn again: gone from every answer, the cached ones included.
    await graphqlAs(server.url, staff, SAVE, {
      id: draft.id,
      input: { title: "Draft: the Bishop's Christmas letter", body: "<p>Final.</p>", status: "DRAFT" },
    });
    expect(await publicAnswersMention(draft.slug, "Draft: the Bishop's Christmas letter")).toEqual(NOWHERE);
  });

  it("shows staff every article with its status, and refuses that list to a visitor", async () => {
    const draft = await createAsStaff({ title: "Staff see drafts", status: "DRAFT" });
    const staffList = await graphqlAs<{ newsArticles: { items: { slug: string; status: string }[] } }>(
      server.url,
      staff,
      `{ newsArticles(pageSize: 50, includeUnpublished: true) { items { slug status } } }`,
    );
    expect(staffList.body.data!.newsArticles.items).toContainEqual({ slug: draft.slug, status: "DRAFT" });
    const staffOne = await graphqlAs<{ newsArticle: { status: string } }>(
      server.url,
      staff,
      `query One($slug: String!) { newsArticle(slug: $slug, includeUnpublished: true) { status } }`,
      { slug: draft.slug },
    );
    expect(staffOne.body.data!.newsArticle.status).toBe("DRAFT");

    const visitor = await graphqlAs(server.url, {}, `{ newsArticles(includeUnpublished: true) { total } }`);
    expect(visitor.body.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    const visitorOne = await graphqlAs(
      server.url,
      {},
      `query One($slug: String!) { newsArticle(slug: $slug, includeUnpublished: true) { title } }`,
      { slug: draft.slug },
    );
    expect(visitorOne.body.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("publishes a new article at once when no status is given, as the legacy REST path expects", async () => {
    const article = await createNewsArticle(server.services, { title: "Published by default" });
    expect(article.status).toBe(PublicationStatus.PUBLISHED);
    const legacyList = (await getJson(server.url, "/api/getAllNews")).body as { title: string }[];
    expect(legacyList.map((item) => item.title)).toContain("Published by default");
  });
});

describe("what a save may ask of the publication", () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ["scheduling without a time", { status: "SCHEDULED" }, /Choose the date and time/],
    [
      "scheduling in the past",
      { status: "SCHEDULED", publishAt: "2020-01-01T09:00:00+03:00" },
      /in the future/,
    ],
    [
      "publishing with a date to come",
      { status: "PUBLISHED", publishAt: "2099-01-01T09:00:00+03:00" },
      /schedule/,
    ],
  ];
  for (const [name, publication, message] of cases) {
    it(`refuses ${name}, and saves nothing`, async () => {
      const title = `Refused: ${name}`;
      const { body } = await graphqlAs(server.url, staff, CREATE, {
        input: { title, body: "<p>x</p>", ...publication },
      });
      expect(body.errors![0]!.message).toMatch(message);
      expect(body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "publishAt" });
      expect(await server.dataSource.getRepository(NewsArticle).existsBy({ title })).toBe(false);
    });
  }

  it("refuses a date that is not one", async () => {
    const { body } = await graphqlAs(server.url, staff, CREATE, {
      input: {
        title: "Refused: not a date",
        body: "<p>x</p>",
        status: "SCHEDULED",
        publishAt: "next Sunday",
      },
    });
    expect(body.errors).toBeDefined();
    expect(
      await server.dataSource.getRepository(NewsArticle).existsBy({ title: "Refused: not a date" }),
    ).toBe(false);
  });

  it("keeps a published article's date when it is edited, and orders the news by that date", async () => {
    const older = await createAsStaff({ title: "Back-dated report", publishAt: "2024-05-01T10:00:00+03:00" });
    expect(older.publishAt).toBe("2024-05-01T07:00:00.000Z");
    await graphqlAs(server.url, staff, SAVE, {
      id: older.id,
      input: { title: "Back-dated report", body: "<p>Corrected.</p>" },
    });
    const saved = await server.dataSource
      .getRepository(NewsArticle)
      .findOneByOrFail({ id: Number(older.id) });
    expect(saved.publishAt!.toISOString()).toBe("2024-05-01T07:00:00.000Z");
    const newer = await createAsStaff({ title: "Today's report" });
    const { items } = await server.services.news.page({ page: 1, pageSize: 50 });
    const order = items.map((item) => item.slug);
    expect(order.indexOf(newer.slug)).toBeLessThan(order.indexOf(older.slug));
  });
});

describe("scheduled publishing", () => {
  it("publishes a scheduled article on time, with no visitor, and empties the cache", async () => {
    const publishAt = new Date(Date.now() + 1_500).toISOString();
    const scheduled = await createAsStaff({
      title: "Advent Sunday service times",
      status: "SCHEDULED",
      publishAt,
    });
    expect(scheduled.status).toBe("SCHEDULED");
    expect(await publicAnswersMention(scheduled.slug, "Advent Sunday service times")).toEqual(NOWHERE);

    const publishing = new ScheduledPublishing([server.services.news], server.app.log);
    publishing.start(100);
    try {
      const deadline = Date.now() + 5_000;
      while ((await server.services.news.findBySlug(scheduled.slug)) === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await publishing.stop();
    }
    const published = await server.services.news.findBySlug(scheduled.slug);
    expect(published?.status).toBe(PublicationStatus.PUBLISHED);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(published!.publishAt!.toISOString()).toBe(publishAt);
    expect(await publicAnswersMention(scheduled.slug, "Advent Sunday service times")).toEqual(EVERYWHERE);
  });

  it("publishes at start what fell due while the site was down", async () => {
    const scheduled = await createAsStaff({
      title: "Due while the site was down",
      status: "SCHEDULED",
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    // The time passes with no instance running.
    await updateWhere(
      server.dataSource.getRepository(NewsArticle),
      { id: Number(scheduled.id) },
      { publishAt: new Date(Date.now() - 60_000) },
    );
    const publishing = new ScheduledPublishing([server.services.news], server.app.log);
    publishing.start(60_000);
    await publishing.stop();
    expect((await server.services.news.findBySlug(scheduled.slug))?.status).toBe(PublicationStatus.PUBLISHED);
  });

  it("writes nothing when nothing is due, so the response cache stays", async () => {
    const publishing = new ScheduledPublishing(
      [server.services.news, server.services.informationPages, server.services.departments],
      server.app.log,
    );
    await publishing.publishDue();
    await fetch(`${server.url}/api/getAllNews`);
    expect((await fetch(`${server.url}/api/getAllNews`)).headers.get("x-cache")).toBe("hit");

    expect(await publishing.publishDue()).toBe(0);
    expect((await fetch(`${server.url}/api/getAllNews`)).headers.get("x-cache")).toBe("hit");
  });

  it("publishes each article exactly once when two instances look at the same moment", async () => {
    const due = [];
    for (let index = 0; index < 10; index++) {
      due.push(
        await createAsStaff({
          title: `Confirmation class ${index}`,
          status: "SCHEDULED",
          publishAt: new Date(Date.now() + 60_000).toISOString(),
        }),
      );
    }
    const articles = server.dataSource.getRepository(NewsArticle);
    await updateWhere(
      articles,
      { id: In(due.map((article) => Number(article.id))) },
      { publishAt: new Date(Date.now() - 1_000) },
    );
    // A second instance: its own connection to the same database, its own news service.
    const otherDataSource = await openDataSource(createDataSource(server.config.database, ENTITIES));
    try {
      const other = new NewsService(
        otherDataSource,
        server.services.media,
        new RevisionService(otherDataSource, server.services.media, server.config.revisionsKeptPerItem),
      );
      // Each instance's look, as its timer runs it, and a look of each instance's news service
      // besides, all at once.
      const counts = await Promise.all([
        new ScheduledPublishing([server.services.news], server.app.log).publishDue(),
        new ScheduledPublishing([other], server.app.log).publishDue(),
        asUnitOfWork(() => server.services.news.publishDue(new Date())),
        asUnitOfWork(() => other.publishDue(new Date())),
      ]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(10);
    } finally {
      await otherDataSource.destroy();
    }
    const statuses = await articles.findBy(due.map((article) => ({ id: Number(article.id) })));
    expect(statuses.every((article) => article.status === PublicationStatus.PUBLISHED)).toBe(true);
  });
});
