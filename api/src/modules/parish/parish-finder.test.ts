import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createParish } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { countQueries } from "../../../test/query-counter.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * The parish finder a visitor searches: one set of parishes, made once, and only read by the
 * tests below, so that each search's answer is the whole of what it should find.
 */

let server: TestApp;
const archdeaconryIds: Record<string, string> = {};

const service = (day: string, startTime: string, language: string, kind = "HOLY_COMMUNION") => ({
  day,
  startTime,
  language,
  kind,
});

beforeAll(async () => {
  server = await startTestApp();
  for (const name of ["Butere", "Mumias", "Ikolomani"]) {
    archdeaconryIds[name] = String((await createArchdeaconry(server.services, { name })).id);
  }
  const parishes = [
    {
      name: "St. Peter's",
      archdeaconry: "Butere",
      town: "Shibembe",
      vicar: "Rev. John Wafula",
      services: [service("SUNDAY", "10:00", "KISWAHILI"), service("SUNDAY", "08:00", "ENGLISH")],
    },
    {
      // Sunday in English and Wednesday in Kiswahili: never a Sunday service in Kiswahili.
      name: "St. Peter's",
      archdeaconry: "Mumias",
      town: "Ekero",
      vicar: "Rev. Mary Atieno",
      services: [service("SUNDAY", "09:00", "ENGLISH"), service("WEDNESDAY", "17:00", "KISWAHILI")],
    },
    {
      name: "Sainte Thérèse",
      archdeaconry: "Ikolomani",
      town: "Malinya",
      vicar: "Rev. Peter Shitsama",
      services: [service("SATURDAY", "16:00", "LUHYA", "YOUTH_SERVICE"), service("SUNDAY", "11:00", "LUHYA")],
    },
    { name: "Emmanuel Church", archdeaconry: "Butere", town: "Khwisero", vicar: null, services: [] },
    {
      name: "Holy Trinity",
      archdeaconry: "Mumias",
      town: "Shianda",
      vicar: "Rev. Canon Wafula Omondi",
      services: [service("SUNDAY", "07:00", "KISWAHILI", "MORNING_PRAYER")],
    },
  ];
  for (const { archdeaconry, ...parish } of parishes) {
    await createParish(server.services, { ...parish, archdeaconryId: archdeaconryIds[archdeaconry] });
  }
});
afterAll(() => server.close());

const FINDER = `
  query ($search: String, $archdeaconryId: ID, $day: Weekday, $language: ServiceLanguage) {
    parishFinder(search: $search, archdeaconryId: $archdeaconryId, day: $day, language: $language, pageSize: 50) {
      items {
        slug
      }
    }
  }
`;

/** The slugs (the two St. Peter's are st-peters and st-peters-2) of what the finder answers, in its order. */
async function find(args: Record<string, unknown>): Promise<string[]> {
  const { body } = await graphql<{ parishFinder: { items: { slug: string }[] } }>(server.url, FINDER, args);
  expect(body.errors, JSON.stringify(args)).toBeUndefined();
  return body.data!.parishFinder.items.map((parish) => parish.slug);
}

const EVERY_PARISH = ["emmanuel-church", "holy-trinity", "sainte-therese", "st-peters", "st-peters-2"];

describe("the parish finder's search", () => {
  it("answers every parish, by name, when nothing is asked", async () => {
    expect(await find({})).toEqual(EVERY_PARISH);
    expect(await find({ search: "   " })).toEqual(EVERY_PARISH);
  });

  it("finds parishes by name, at the start of a word", async () => {
    expect(await find({ search: "Holy" })).toEqual(["holy-trinity"]);
    expect(await find({ search: "trin" })).toEqual(["holy-trinity"]);
    expect(await find({ search: "emmanuel church" })).toEqual(["emmanuel-church"]);
    expect(await find({ search: "rinity" })).toEqual([]);
  });

  it("finds parishes by town", async () => {
    expect(await find({ search: "Shianda" })).toEqual(["holy-trinity"]);
    expect(await find({ search: "ekero" })).toEqual(["st-peters-2"]);
    expect(await find({ search: "khwisero" })).toEqual(["emmanuel-church"]);
  });

  it("finds the parishes of an archdeaconry by its name", async () => {
    expect(await find({ search: "Butere" })).toEqual(["emmanuel-church", "st-peters"]);
    expect(await find({ search: "ikolomani" })).toEqual(["sainte-therese"]);
  });

  it("finds parishes by their vicar", async () => {
    expect(await find({ search: "Wafula" })).toEqual(["holy-trinity", "st-peters"]);
    expect(await find({ search: "atieno" })).toEqual(["st-peters-2"]);
    // "Peter" is two parishes' name and a third's vicar.
    expect(await find({ search: "peter" })).toEqual(["sainte-therese", "st-peters", "st-peters-2"]);
  });

  it("needs every word to be found, in any of those places", async () => {
    expect(await find({ search: "peter mumias" })).toEqual(["st-peters-2"]);
    expect(await find({ search: "wafula shianda" })).toEqual(["holy-trinity"]);
    expect(await find({ search: "holy butere" })).toEqual([]);
  });

  it("ignores case, accents and punctuation", async () => {
    for (const search of ["ST. PETER'S", "St Peter's", "st. peter"]) {
      expect(await find({ search }), search).toEqual(["st-peters", "st-peters-2"]);
    }
    for (const search of ["therese", "THÉRÈSE", "Thérèse", "sainte-therese"]) {
      expect(await find({ search }), search).toEqual(["sainte-therese"]);
    }
  });

  it("finds St. Peter's when the apostrophe is left out, as most people type it", async () => {
    for (const search of ["st peters", "St. Peters", "peters"]) {
      expect(await find({ search }), search).toEqual(["st-peters", "st-peters-2"]);
    }
  });

  it("takes a day and a language as asking for one service on that day in that language", async () => {
    // St. Peter's in Mumias holds Sunday services and Kiswahili ones, but not both at once.
    expect(await find({ search: "Sunday Kiswahili" })).toEqual(["holy-trinity", "st-peters"]);
    expect(await find({ search: "kiswahili sunday" })).toEqual(["holy-trinity", "st-peters"]);
    expect(await find({ search: "Sunday Luhya" })).toEqual(["sainte-therese"]);
    expect(await find({ search: "Saturday English" })).toEqual([]);
  });

  it("knows the days in Kiswahili and by their first three letters", async () => {
    const sunday = ["holy-trinity", "sainte-therese", "st-peters", "st-peters-2"];
    expect(await find({ search: "Jumapili" })).toEqual(sunday);
    expect(await find({ search: "sun" })).toEqual(sunday);
    expect(await find({ search: "Sunday" })).toEqual(sunday);
    expect(await find({ search: "Jumatano" })).toEqual(["st-peters-2"]);
    expect(await find({ search: "wed" })).toEqual(["st-peters-2"]);
    expect(await find({ search: "Jumapili Kiswahili" })).toEqual(["holy-trinity", "st-peters"]);
  });

  it("knows the languages by their other names", async () => {
    const kiswahili = ["holy-trinity", "st-peters", "st-peters-2"];
    expect(await find({ search: "Kiswahili" })).toEqual(kiswahili);
    expect(await find({ search: "swahili" })).toEqual(kiswahili);
    expect(await find({ search: "Luhya" })).toEqual(["sainte-therese"]);
    expect(await find({ search: "luyia" })).toEqual(["sainte-therese"]);
    expect(await find({ search: "english" })).toEqual(["st-peters", "st-peters-2"]);
  });

  it("puts a day, a language and other words together", async () => {
    expect(await find({ search: "Jumapili Kiswahili Mumias" })).toEqual(["holy-trinity"]);
    expect(await find({ search: "peter sunday english" })).toEqual(["st-peters", "st-peters-2"]);
    expect(await find({ search: "peter wednesday" })).toEqual(["st-peters-2"]);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await find({ search: "Nairobi" })).toEqual([]);
    expect(await find({ search: "Friday" })).toEqual([]);
    expect(await find({ archdeaconryId: "999999" })).toEqual([]);
  });
});

describe("the parish finder's filters", () => {
  it("keeps the parishes of one archdeaconry", async () => {
    expect(await find({ archdeaconryId: archdeaconryIds.Butere })).toEqual(["emmanuel-church", "st-peters"]);
    expect(await find({ archdeaconryId: archdeaconryIds.Mumias })).toEqual(["holy-trinity", "st-peters-2"]);
  });

  it("keeps the parishes with a service on a day, or in a language, or both in one service", async () => {
    expect(await find({ day: "WEDNESDAY" })).toEqual(["st-peters-2"]);
    expect(await find({ day: "SATURDAY" })).toEqual(["sainte-therese"]);
    expect(await find({ language: "LUHYA" })).toEqual(["sainte-therese"]);
    expect(await find({ language: "KISWAHILI" })).toEqual(["holy-trinity", "st-peters", "st-peters-2"]);
    expect(await find({ day: "SUNDAY", language: "KISWAHILI" })).toEqual(["holy-trinity", "st-peters"]);
    expect(await find({ day: "WEDNESDAY", language: "ENGLISH" })).toEqual([]);
  });

  it("combine with each other and with a search", async () => {
    expect(await find({ archdeaconryId: archdeaconryIds.Mumias, search: "holy" })).toEqual(["holy-trinity"]);
    expect(await find({ archdeaconryId: archdeaconryIds.Butere, search: "holy" })).toEqual([]);
    expect(await find({ day: "SUNDAY", search: "peter" })).toEqual([
      "sainte-therese",
      "st-peters",
      "st-peters-2",
    ]);
    expect(await find({ language: "KISWAHILI", search: "wafula" })).toEqual(["holy-trinity", "st-peters"]);
    expect(await find({ language: "ENGLISH", search: "sunday" })).toEqual(["st-peters", "st-peters-2"]);
    expect(await find({ day: "SUNDAY", search: "kiswahili" })).toEqual(["holy-trinity", "st-peters"]);
    expect(
      await find({ archdeaconryId: archdeaconryIds.Mumias, day: "SUNDAY", language: "KISWAHILI" }),
    ).toEqual(["holy-trinity"]);
    expect(await find({ archdeaconryId: archdeaconryIds.Mumias, search: "Jumapili swahili" })).toEqual([
      "holy-trinity",
    ]);
  });

  it("refuses bad arguments with BAD_USER_INPUT, naming the argument", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ day: "FUNDAY" }, ["$day", "FUNDAY", "Weekday"]],
      [{ language: "FRENCH" }, ["$language", "FRENCH", "ServiceLanguage"]],
      [{ archdeaconryId: "abc" }, ["archdeaconryId must be a whole number from 1 to 2147483647"]],
      [{ search: "Kakamega ".repeat(23) }, ["search must have at most 200 characters"]],
    ];
    for (const [args, mentions] of cases) {
      const { body } = await graphql(server.url, FINDER, args);
      expect(body.data?.parishFinder ?? null, JSON.stringify(args)).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      for (const part of mentions) expect(body.errors?.[0]?.message).toContain(part);
    }
  });

  it("takes 200 characters of search", async () => {
    expect(await find({ search: `${"Holy ".repeat(39)}Holy ` })).toEqual(["holy-trinity"]);
  });
});

describe("the parish finder's answer with each parish's services", () => {
  it("runs as many queries for one parish as for all of them", async () => {
    const count = (search: string) =>
      countQueries(server.dataSource, async () => {
        const { body } = await graphql(
          server.url,
          `
            query ($search: String) {
              parishFinder(search: $search) {
                items {
                  slug
                  services {
                    day
                  }
                  archdeaconry {
                    name
                  }
                }
              }
            }
          `,
          { search },
        );
        expect(body.errors).toBeUndefined();
      });
    // "peter" finds three parishes, "Shianda" one.
    expect(await count("peter")).toBe(await count("Shianda"));
  });
});
