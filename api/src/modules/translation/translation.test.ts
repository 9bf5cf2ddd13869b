import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEvent,
  createJobOpening,
  createNewsArticle,
  createParish,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { ProjectStatus } from "../project/project.entity.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const CREATE = `mutation ($input: NewsArticleInput!) {
  createNewsArticle(input: $input) { id slug needsTranslation kiswahili { field text } }
}`;
const UPDATE = `mutation ($id: ID!, $input: NewsArticleInput!) {
  updateNewsArticle(id: $id, input: $input) { needsTranslation kiswahili { field text } }
}`;
const READ = `query ($slug: String!, $language: Language) {
  newsArticle(slug: $slug, language: $language) { title body preview fallsBackToEnglish }
}`;

interface Read {
  newsArticle: { title: string; body: string; preview: string; fallsBackToEnglish: boolean };
}

async function createTranslated(suffix: string) {
  const { body } = await graphql<{
    createNewsArticle: { id: string; slug: string; needsTranslation: boolean };
  }>(
    server.url,
    CREATE,
    {
      input: {
        title: `Harvest thanksgiving ${suffix}`,
        body: "<p>Parishioners brought the first fruits.</p>",
        kiswahili: [
          { field: "title", text: `  Shukrani ya mavuno ${suffix} ` },
          { field: "body", text: "<p>Waumini walileta malimbuko.</p>" },
        ],
      },
    },
    staff,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createNewsArticle;
}

describe("Kiswahili versions of content", () => {
  it("reads a translation back in Kiswahili by the language argument and by Accept-Language, in English without", async () => {
    const article = await createTranslated("A");
    expect(article.needsTranslation).toBe(false);

    const byArgument = await graphql<Read>(server.url, READ, { slug: article.slug, language: "SW" });
    expect(byArgument.body.data?.newsArticle).toEqual({
      title: "Shukrani ya mavuno A",
      body: "<p>Waumini walileta malimbuko.</p>",
      preview: "Waumini walileta malimbuko.",
      fallsBackToEnglish: false,
    });
    const byHeader = await graphql<Read>(
      server.url,
      READ,
      { slug: article.slug },
      { "accept-language": "sw-KE" },
    );
    expect(byHeader.body.data?.newsArticle.title).toBe("Shukrani ya mavuno A");
    const english = await graphql<Read>(server.url, READ, { slug: article.slug });
    expect(english.body.data?.newsArticle.title).toBe("Harvest thanksgiving A");
    // The argument wins over the header.
    const argumentWins = await graphql<Read>(
      server.url,
      READ,
      { slug: article.slug, language: "EN" },
      { "accept-language": "sw" },
    );
    expect(argumentWins.body.data?.newsArticle.title).toBe("Harvest thanksgiving A");
  });

  it("falls back to English for an untranslated item and says so", async () => {
    const article = await createNewsArticle(server.services, { title: "Only in English" });
    expect(article.needsTranslation).toBe(true);
    const { body } = await graphql<Read>(server.url, READ, { slug: article.slug, language: "SW" });
    expect(body.data?.newsArticle.title).toBe("Only in English");
    expect(body.data?.newsArticle.fallsBackToEnglish).toBe(true);
    const english = await graphql<Read>(server.url, READ, { slug: article.slug });
    expect(english.body.data?.newsArticle.fallsBackToEnglish).toBe(false);
  });

  it("filters the staff list on needing a translation", async () => {
    const translated = await createTranslated("B");
    const untranslated = await createNewsArticle(server.services, { title: "Needs Kiswahili" });
    const query = `query ($needs: Boolean) {
      newsArticles(pageSize: 50, includeUnpublished: true, needsTranslation: $needs) { items { slug } }
    }`;
    const slugsOf = async (needs: boolean) => {
      const { body } = await graphql<{ newsArticles: { items: { slug: string }[] } }>(
        server.url,
        query,
        { needs },
        staff,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.newsArticles.items.map((item) => item.slug);
    };
    const needing = await slugsOf(true);
    expect(needing).toContain(untranslated.slug);
    expect(needing).not.toContain(translated.slug);
    const done = await slugsOf(false);
    expect(done).toContain(translated.slug);
    expect(done).not.toContain(untranslated.slug);
  });

  /** Each paged list's query of names, and an item of it made with Kiswahili for all its text or none. */
  const lists = {
    events: {
      query: `query ($needs: Boolean) { events(pageSize: 50, needsTranslation: $needs) { items { title } } }`,
      make: async (name: string, translated: boolean) =>
        (
          await createEvent(server.services, {
            title: name,
            description: "Bring a Bible.",
            kiswahili: translated
              ? [
                  { field: "title", text: `${name} (Kiswahili)` },
                  { field: "place", text: "Uwanja wa kanisa kuu, Kakamega" },
                  { field: "description", text: "Leta Biblia." },
                ]
              : null,
          })
        ).title,
    },
    projects: {
      query: `query ($needs: Boolean) { projects(pageSize: 50, needsTranslation: $needs) { items { title } } }`,
      make: async (name: string, translated: boolean) =>
        (
          await server.services.projects.create(SYSTEM_ACTOR, {
            title: name,
            summary: "A hall for the archdeaconry's meetings.",
            body: "<p>Walls and a roof.</p>",
            targetAmountKes: 1_000_000,
            status: ProjectStatus.PLANNED,
            featured: false,
            kiswahili: translated
              ? [
                  { field: "title", text: `${name} (Kiswahili)` },
                  { field: "summary", text: "Ukumbi wa mikutano ya Archdeaconry." },
                  { field: "body", text: "<p>Kuta na paa.</p>" },
                ]
              : null,
          })
        ).title,
    },
    jobOpenings: {
      query: `query ($needs: Boolean) {
        jobOpenings(pageSize: 50, includeClosed: true, needsTranslation: $needs) { items { position } }
      }`,
      make: async (name: string, translated: boolean) =>
        (
          await createJobOpening(server.services, {
            position: name,
            kiswahili: translated
              ? [
                  { field: "position", text: `${name} (Kiswahili)` },
                  { field: "description", text: "Hutunza hesabu za parokia za Archdeaconry moja." },
                ]
              : null,
          })
        ).position,
    },
    parishes: {
      query: `query ($needs: Boolean) { parishes(pageSize: 50, needsTranslation: $needs) { items { name } } }`,
      make: async (name: string, translated: boolean) =>
        (
          await createParish(server.services, {
            name,
            kiswahili: translated ? [{ field: "serviceTimes", text: "Jumapili saa 2:00 asubuhi" }] : null,
          })
        ).name,
    },
  };

  it.each(Object.keys(lists) as (keyof typeof lists)[])(
    "filters %s on needing a translation, in English and in Kiswahili",
    async (list) => {
      const { query, make } = lists[list];
      const translated = await make(`Translated ${list}`, true);
      const untranslated = await make(`Untranslated ${list}`, false);
      const namesOf = async (needs: boolean | null, language: string) => {
        const { body } = await graphql<Record<string, { items: Record<string, string>[] }>>(
          server.url,
          query,
          { needs },
          { ...staff, "accept-language": language },
        );
        expect(body.errors).toBeUndefined();
        return body.data![list]!.items.flatMap((item) => Object.values(item));
      };
      const needing = await namesOf(true, "en");
      expect(needing).toContain(untranslated);
      expect(needing).not.toContain(translated);
      const done = await namesOf(false, "en");
      expect(done).toContain(translated);
      expect(done).not.toContain(untranslated);
      // Asked in Kiswahili, the translated one answers in its Kiswahili, and the filter still holds.
      const doneInKiswahili = await namesOf(false, "sw");
      expect(doneInKiswahili).not.toContain(untranslated);
      expect(doneInKiswahili.length).toBe(done.length);
      const everything = await namesOf(null, "en");
      expect(everything).toEqual(expect.arrayContaining([translated, untranslated]));
    },
  );

  it("refuses a needsTranslation filter that is not true or false", async () => {
    const { body } = await graphql(
      server.url,
      `
        {
          events(needsTranslation: "yes") {
            total
          }
        }
      `,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(body.errors?.[0]?.message).toContain("Boolean cannot represent a non boolean value");
  });

  it.each([
    [[{ field: "slug", text: "x" }], "slug has no Kiswahili version"],
    [
      [
        { field: "title", text: "Moja" },
        { field: "title", text: "Mbili" },
      ],
      "title is translated twice",
    ],
    [[{ field: "title", text: "a".repeat(201) }], "title must have at most 200 characters"],
  ])("refuses a bad translation %#", async (kiswahili, message) => {
    const { body } = await graphql(
      server.url,
      CREATE,
      { input: { title: "Refused", body: "<p>Text</p>", kiswahili } },
      staff,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.extensions?.field).toBe("kiswahili");
    expect(body.errors?.[0]?.message).toContain(message);
  });

  it("sanitises a Kiswahili rich text, and a blank one is no translation", async () => {
    const { body } = await graphql<{
      createNewsArticle: { needsTranslation: boolean; kiswahili: { field: string; text: string }[] };
    }>(
      server.url,
      CREATE,
      {
        input: {
          title: "Sanitised",
          body: "<p>Text</p>",
          kiswahili: [
            { field: "title", text: "   " },
            { field: "body", text: `<p onclick="steal()">Habari</p><script>alert(1)</script>` },
          ],
        },
      },
      staff,
    );
    expect(body.data?.createNewsArticle.kiswahili).toEqual([{ field: "body", text: "<p>Habari</p>" }]);
    expect(body.data?.createNewsArticle.needsTranslation).toBe(true);
  });

  it("keeps the stored translation when an update leaves kiswahili out, and replaces it when given", async () => {
    const article = await createTranslated("C");
    const kept = await graphql<{ updateNewsArticle: { kiswahili: { field: string }[] } }>(
      server.url,
      UPDATE,
      { id: article.id, input: { title: "Harvest thanksgiving C, corrected", body: "<p>Corrected.</p>" } },
      staff,
    );
    expect(kept.body.data?.updateNewsArticle.kiswahili.map((t) => t.field)).toEqual(["title", "body"]);
    const cleared = await graphql<{ updateNewsArticle: { needsTranslation: boolean; kiswahili: unknown[] } }>(
      server.url,
      UPDATE,
      {
        id: article.id,
        input: { title: "Harvest thanksgiving C", body: "<p>Corrected.</p>", kiswahili: [] },
      },
      staff,
    );
    expect(cleared.body.data?.updateNewsArticle).toEqual({ needsTranslation: true, kiswahili: [] });
  });

  it("refuses two different languages in one operation", async () => {
    const { status, body } = await graphql(
      server.url,
      `
        {
          a: newsArticles(language: EN) {
            total
          }
          b: siteSettings(language: SW) {
            fullName
          }
        }
      `,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toBe("Ask for one language per request");
  });

  it("answers nested content in the operation's language", async () => {
    await server.services.informationPages.create(SYSTEM_ACTOR, {
      slug: "kiswahili-test",
      title: "Test page",
      body: "<p>English</p>",
      kiswahili: [{ field: "title", text: "Ukurasa wa majaribio" }],
    });
    const { body } = await graphql<{
      informationPage: { title: string; body: string; fallsBackToEnglish: boolean };
    }>(
      server.url,
      `
        {
          informationPage(slug: "kiswahili-test", language: SW) {
            title
            body
            fallsBackToEnglish
          }
        }
      `,
    );
    expect(body.data?.informationPage).toEqual({
      title: "Ukurasa wa majaribio",
      body: "<p>English</p>",
      fallsBackToEnglish: true,
    });
  });

  it("answers the calendar's occurrences of an event in Kiswahili, a changed one in its own words", async () => {
    const event = await createEvent(server.services, {
      title: "Harvest thanksgiving",
      place: "Cathedral grounds",
      kiswahili: [
        { field: "title", text: "Shukrani ya mavuno" },
        { field: "place", text: "Uwanja wa Kanisa Kuu" },
      ],
    });
    const { body } = await graphql<{ eventOccurrences: { title: string; place: string }[] }>(
      server.url,
      `
        query ($from: String!, $to: String!) {
          eventOccurrences(from: $from, to: $to) {
            title
            place
          }
        }
      `,
      { from: event.date, to: event.date },
      { "accept-language": "sw-KE" },
    );
    expect(body.data?.eventOccurrences).toContainEqual({
      title: "Shukrani ya mavuno",
      place: "Uwanja wa Kanisa Kuu",
    });
    // One Sunday moved to the Saturday before keeps its words, so their Kiswahili too.
    const weekly = await createEvent(server.services, {
      title: "Youth service",
      date: "2030-03-03",
      repeat: { frequency: "WEEKLY", weekdays: ["SUNDAY"], count: 3 },
      kiswahili: [{ field: "title", text: "Ibada ya vijana" }],
    });
    await server.services.events.update(
      SYSTEM_ACTOR,
      weekly.id,
      {
        title: "Youth service",
        date: "2030-03-09",
        startTime: "09:00",
        endTime: "13:00",
        place: weekly.place,
      },
      { scope: "THIS_ONE", occurrenceDate: "2030-03-10" },
    );
    const moved = await graphql<{ eventOccurrences: { date: string; title: string; changed: boolean }[] }>(
      server.url,
      `
        {
          eventOccurrences(from: "2030-03-01", to: "2030-03-31", language: SW) {
            date
            title
            changed
          }
        }
      `,
    );
    expect(moved.body.data?.eventOccurrences).toContainEqual({
      date: "2030-03-09",
      title: "Ibada ya vijana",
      changed: true,
    });

    const english = await graphql<{ eventOccurrences: { title: string }[] }>(
      server.url,
      `
        query ($from: String!, $to: String!) {
          eventOccurrences(from: $from, to: $to) {
            title
          }
        }
      `,
      { from: event.date, to: event.date },
    );
    expect(english.body.data?.eventOccurrences).toContainEqual({ title: "Harvest thanksgiving" });
  });

  it("empties a field in Kiswahili too once staff empty its English", async () => {
    const { shortName, fullName } = await server.services.siteSettings.get();
    await server.services.siteSettings.update(SYSTEM_ACTOR, {
      shortName,
      fullName,
      bannerText: "Give to the conference centre",
      kiswahili: [{ field: "bannerText", text: "Changia kituo cha mikutano" }],
    });
    const banner = async () =>
      (
        await graphql<{ siteSettings: { bannerText: string | null } }>(
          server.url,
          "{ siteSettings(language: SW) { bannerText } }",
        )
      ).body.data?.siteSettings.bannerText;
    expect(await banner()).toBe("Changia kituo cha mikutano");
    // The appeal taken down in English: its Kiswahili stays stored, but nothing shows it.
    await server.services.siteSettings.update(SYSTEM_ACTOR, { shortName, fullName, bannerText: "" });
    expect(await banner()).toBeNull();
  });

  it("keeps the cached English and Kiswahili answers apart, by GET and by POST", async () => {
    const article = await createTranslated("D");
    const query = `{ newsArticle(slug: "${article.slug}") { title } }`;
    const get = async (language?: string) => {
      const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
        headers: { accept: "application/json", ...(language ? { "accept-language": language } : {}) },
      });
      expect(response.headers.get("vary")).toBe("accept, accept-language, accept-encoding");
      return ((await response.json()) as { data: Read }).data.newsArticle.title;
    };
    for (let round = 0; round < 2; round++) {
      expect(await get()).toBe("Harvest thanksgiving D");
      expect(await get("sw")).toBe("Shukrani ya mavuno D");
      expect(await get("sw-KE, en;q=0.5")).toBe("Shukrani ya mavuno D");
      expect(await get("en-GB")).toBe("Harvest thanksgiving D");
    }
    const post = async (language?: string) =>
      (await graphql<Read>(server.url, query, {}, language ? { "accept-language": language } : {})).body.data!
        .newsArticle.title;
    for (let round = 0; round < 2; round++) {
      expect(await post("sw")).toBe("Shukrani ya mavuno D");
      expect(await post()).toBe("Harvest thanksgiving D");
    }
  });

  it("keeps the legacy REST paths in English whatever Accept-Language says", async () => {
    const article = await createTranslated("E");
    const response = await fetch(`${server.url}/api/getAllNews/${encodeURIComponent(article.slug)}`, {
      headers: { "accept-language": "sw" },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain("Harvest thanksgiving E");
    expect(text).not.toContain("Shukrani");
  });
});
