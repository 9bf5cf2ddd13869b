import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createInstitution, createParish } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { insertRows } from "../../db/store.js";
import { PLACES_MAX } from "../../lib/finder.js";
import { Institution } from "./institution.entity.js";

/*
 * The finder of the church's schools and hospitals: the parish finder's search words (name, town,
 * kind in English or Kiswahili, sponsoring parish, archdeaconry), a kind filter, a page at a time,
 * and the places of every one found for "Near me".
 */

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
  const kakamega = await createArchdeaconry(server.services, { name: "Kakamega Central" });
  const vihiga = await createArchdeaconry(server.services, { name: "Vihiga" });
  const cathedral = await createParish(server.services, {
    name: "Cathedral Parish",
    archdeaconryId: kakamega.id,
  });
  const mbale = await createParish(server.services, {
    name: "St. Andrew's Mbale",
    archdeaconryId: vihiga.id,
  });
  const place = (latitude: number, longitude: number) => ({ latitude, longitude });
  await createInstitution(server.services, {
    name: "Kakamega Primary School",
    kind: "PRIMARY_SCHOOL",
    town: "Kakamega",
    parishId: cathedral.id,
    ...place(0.2851, 34.754),
  });
  await createInstitution(server.services, {
    name: "Milimani Secondary School",
    kind: "SECONDARY_SCHOOL",
    town: "Kakamega",
    parishId: cathedral.id,
    ...place(0.2772, 34.7601),
  });
  await createInstitution(server.services, {
    name: "St. Luke's Mission Hospital",
    kind: "HOSPITAL",
    town: "Kakamega",
    parishId: cathedral.id,
    ...place(0.2874, 34.7566),
  });
  await createInstitution(server.services, {
    name: "Mbale Secondary School",
    kind: "SECONDARY_SCHOOL",
    town: "Mbale",
    parishId: mbale.id,
  });
  await createInstitution(server.services, {
    name: "Mbale Health Centre",
    kind: "HEALTH_CENTRE",
    town: "Mbale",
    parishId: mbale.id,
    ...place(0.0838, 34.7212),
  });
  await createInstitution(server.services, {
    name: "Mbale Draft Academy",
    kind: "SECONDARY_SCHOOL",
    town: "Mbale",
    parishId: mbale.id,
    status: "draft",
    ...place(0.08, 34.72),
  });
});
afterAll(() => server.close());

async function find(variables: Record<string, unknown>) {
  const { body } = await graphql<{
    institutions: { items: { name: string }[]; total: number; page: number; pageCount: number };
  }>(
    server.url,
    `
      query ($search: String, $kind: InstitutionKind, $page: Int, $pageSize: Int) {
        institutions(search: $search, kind: $kind, page: $page, pageSize: $pageSize) {
          items {
            name
          }
          total
          page
          pageCount
        }
      }
    `,
    variables,
  );
  return body;
}

const namesFound = async (variables: Record<string, unknown>) =>
  (await find({ pageSize: 50, ...variables })).data!.institutions.items.map(({ name }) => name);

describe("the finder's search words", () => {
  it("answers every published institution, by name, when nothing is asked", async () => {
    expect(await namesFound({})).toEqual([
      "Kakamega Primary School",
      "Mbale Health Centre",
      "Mbale Secondary School",
      "Milimani Secondary School",
      "St. Luke's Mission Hospital",
    ]);
  });

  it.each([
    ["its name", "milimani", ["Milimani Secondary School"]],
    ["its town", "mbale", ["Mbale Health Centre", "Mbale Secondary School"]],
    ["its kind", "hospital", ["St. Luke's Mission Hospital"]],
    ["its kind in Kiswahili", "sekondari", ["Mbale Secondary School", "Milimani Secondary School"]],
    ["another word for its kind", "dispensary", ["Mbale Health Centre"]],
    [
      "its sponsoring parish",
      "cathedral",
      ["Kakamega Primary School", "Milimani Secondary School", "St. Luke's Mission Hospital"],
    ],
    ["its parish's archdeaconry", "vihiga", ["Mbale Health Centre", "Mbale Secondary School"]],
    ["every word, wherever each is found", "vihiga secondary", ["Mbale Secondary School"]],
    ["words as people type them", "ST LUKES", ["St. Luke's Mission Hospital"]],
    ["the start of a word", "sec kak", ["Milimani Secondary School"]],
  ])("finds institutions by %s", async (_, search, names) => {
    expect(await namesFound({ search })).toEqual(names);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await find({ search: "university" })).toMatchObject({
      data: { institutions: { items: [], total: 0 } },
    });
  });

  it("finds one by its parish's name as it is now, once staff have changed it", async () => {
    const parish = (await server.services.parishes.findBySlug("st-andrews-mbale"))!;
    const page = { name: parish.name, archdeaconryId: parish.archdeaconryId };
    await server.services.parishes.update(SYSTEM_ACTOR, parish.id, { ...page, name: "St. Andrew's Majengo" });
    try {
      expect(await namesFound({ search: "majengo" })).toEqual([
        "Mbale Health Centre",
        "Mbale Secondary School",
      ]);
    } finally {
      await server.services.parishes.update(SYSTEM_ACTOR, parish.id, page);
    }
  });
});

describe("the finder's kind filter and pages", () => {
  it("keeps the institutions of one kind, with a search or without", async () => {
    expect(await namesFound({ kind: "SECONDARY_SCHOOL" })).toEqual([
      "Mbale Secondary School",
      "Milimani Secondary School",
    ]);
    expect(await namesFound({ kind: "SECONDARY_SCHOOL", search: "kakamega" })).toEqual([
      "Milimani Secondary School",
    ]);
  });

  it("answers the page asked for, with how many were found in all", async () => {
    expect((await find({ page: 2, pageSize: 2 })).data!.institutions).toEqual({
      items: [{ name: "Mbale Secondary School" }, { name: "Milimani Secondary School" }],
      total: 5,
      page: 2,
      pageCount: 3,
    });
  });

  it("refuses a page of more than 50, a search past 200 characters and a kind that is none", async () => {
    expect((await find({ pageSize: 51 })).errors?.[0]?.message).toContain("pageSize must be at most 50");
    expect((await find({ search: "x".repeat(201) })).errors?.[0]).toMatchObject({
      message: "search must have at most 200 characters",
      extensions: { code: "BAD_USER_INPUT", field: "search" },
    });
    expect((await find({ kind: "UNIVERSITY" })).errors?.[0]?.message).toContain("UNIVERSITY");
  });
});

describe("the places of the institutions found, for Near me", () => {
  const places = async (query = "") => {
    const response = await fetch(`${server.url}/institutions/places.json${query}`);
    return {
      response,
      body: (await response.json()) as { institutions?: Record<string, unknown>[]; error?: string },
    };
  };

  it("lists where every published, placed institution found is, and no other", async () => {
    const { response, body } = await places();
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(body.institutions!.map(({ name }) => name)).toEqual([
      "Kakamega Primary School",
      "Mbale Health Centre",
      "Milimani Secondary School",
      "St. Luke's Mission Hospital",
    ]);
    expect(body.institutions![0]).toEqual({
      slug: "kakamega-primary-school",
      name: "Kakamega Primary School",
      town: "Kakamega",
      latitude: 0.2851,
      longitude: 34.754,
    });
  });

  it("lists those of the search and kind alone, kept for the next visitor who searches so", async () => {
    const { body } = await places("?kind=SECONDARY_SCHOOL&q=kakamega");
    expect(body.institutions!.map(({ slug }) => slug)).toEqual(["milimani-secondary-school"]);
    const again = await fetch(
      `${server.url}/institutions/places.json?utm_source=sms&q=kakamega&kind=SECONDARY_SCHOOL`,
    );
    expect(again.headers.get("x-cache")).toBe("hit");
  });

  it("refuses a search the finder would refuse, saying what is wrong", async () => {
    const { response, body } = await places("?kind=UNIVERSITY");
    expect(response.status).toBe(400);
    expect(body.error).toContain("kind must be one of PRIMARY_SCHOOL");
  });

  it(`lists at most ${PLACES_MAX}, so that the answer is bounded whatever the diocese keeps`, async () => {
    const parish = await createParish(server.services, { name: "Many Schools Parish" });
    const rows = Array.from({ length: PLACES_MAX + 1 }, (_, index) => ({
      name: `Bulk School ${index}`,
      slug: `bulk-school-${index}`,
      kind: "PRIMARY_SCHOOL" as const,
      parishId: parish.id,
      latitude: 0.1,
      longitude: 34.7,
      searchText: ` bulk school ${index} `,
    }));
    await server.dataSource.transaction(async (manager) => {
      for (let from = 0; from < rows.length; from += 500) {
        await insertRows(manager.getRepository(Institution), rows.slice(from, from + 500));
      }
    });
    const { body } = await places("?q=bulk");
    expect(body.institutions).toHaveLength(PLACES_MAX);
  });
});
