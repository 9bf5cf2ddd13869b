import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createClergyMember, createParish, postVicar } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import type { Parish } from "./parish.entity.js";

/*
 * The parish finder of a diocese with more parishes than a page holds: the finder answers a page
 * at a time, the deprecated list its first 50, and "Near me" the places of every parish found.
 */

let server: TestApp;
let parishes: Parish[];

/** Parish 01 to Parish 53; the odd ones in Mbale, the first 30 placed on the map north of Mbale. */
const PARISH_COUNT = 53;
const PLACED = 30;
const nameOf = (index: number) => `Parish ${String(index + 1).padStart(2, "0")}`;
const slugOf = (index: number) => `parish-${String(index + 1).padStart(2, "0")}`;

beforeAll(async () => {
  server = await startTestApp();
  const { id: archdeaconryId } = await createArchdeaconry(server.services, { name: "Vihiga" });
  parishes = [];
  for (let index = 0; index < PARISH_COUNT; index++) {
    parishes.push(
      await createParish(server.services, {
        archdeaconryId,
        name: nameOf(index),
        town: index % 2 === 0 ? "Mbale" : "Chavakali",
        ...(index < PLACED ? { latitude: 0.08 + index / 1000, longitude: 34.72 } : {}),
      }),
    );
  }
});
afterAll(() => server.close());

async function finderPage(variables: Record<string, unknown>) {
  const { body } = await graphql<{
    parishFinder: { items: { slug: string }[]; total: number; page: number; pageCount: number };
  }>(
    server.url,
    `
      query ($search: String, $page: Int!, $pageSize: Int!) {
        parishFinder(search: $search, page: $page, pageSize: $pageSize) {
          items {
            slug
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

describe("the parish finder, a page at a time", () => {
  it("answers the page asked for, by name, with how many parishes were found in all", async () => {
    const second = await finderPage({ search: "parish", page: 2, pageSize: 20 });
    expect(second.errors).toBeUndefined();
    expect(second.data!.parishFinder).toEqual({
      items: Array.from({ length: 20 }, (_, index) => ({ slug: slugOf(20 + index) })),
      total: PARISH_COUNT,
      page: 2,
      pageCount: 3,
    });
    const last = await finderPage({ search: "parish", page: 3, pageSize: 20 });
    expect(last.data!.parishFinder.items.map(({ slug }) => slug)).toEqual(
      Array.from({ length: 13 }, (_, index) => slugOf(40 + index)),
    );
    const past = await finderPage({ search: "parish", page: 4, pageSize: 20 });
    expect(past.data!.parishFinder).toMatchObject({ items: [], total: PARISH_COUNT });
  });

  it("counts only what the search finds", async () => {
    const mbale = await finderPage({ search: "mbale", page: 1, pageSize: 10 });
    expect(mbale.data!.parishFinder).toMatchObject({ total: 27, pageCount: 3 });
    expect(mbale.data!.parishFinder.items.map(({ slug }) => slug)).toEqual(
      Array.from({ length: 10 }, (_, index) => slugOf(index * 2)),
    );
  });

  it("refuses a page of more than 50 parishes, or a page before the first", async () => {
    const tooMany = await finderPage({ page: 1, pageSize: 51 });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: expect.stringContaining("pageSize must be at most 50"),
      extensions: { code: "BAD_USER_INPUT" },
    });
    const none = await finderPage({ page: 0, pageSize: 10 });
    expect(none.errors?.[0]?.message).toContain("page must be 1 or more");
  });

  it("answers the deprecated findParishes with the first 50 parishes found, as it says", async () => {
    const { body } = await graphql<{ findParishes: { slug: string }[] }>(
      server.url,
      `
        {
          findParishes(search: "parish") {
            slug
          }
        }
      `,
    );
    expect(body.data!.findParishes.map(({ slug }) => slug)).toEqual(
      Array.from({ length: 50 }, (_, index) => slugOf(index)),
    );
  });

  it("finds a parish by its town as it is now, once staff have changed it", async () => {
    const parish = parishes[PARISH_COUNT - 1]!;
    const input = { name: parish.name, archdeaconryId: parish.archdeaconryId };
    await postVicar(
      server.services,
      parish.id,
      await createClergyMember(server.services, { name: "Esther Kaveza" }),
    );
    await server.services.parishes.update(SYSTEM_ACTOR, parish.id, { ...input, town: "Majengo" });
    try {
      const found = await finderPage({ search: "majengo", page: 1, pageSize: 10 });
      expect(found.data!.parishFinder.items).toEqual([{ slug: parish.slug }]);
      expect((await finderPage({ search: "kaveza", page: 1, pageSize: 10 })).data!.parishFinder.total).toBe(
        1,
      );
      const chavakali = await finderPage({ search: "chavakali", page: 1, pageSize: 50 });
      expect(chavakali.data!.parishFinder.items).not.toContainEqual({ slug: parish.slug });
    } finally {
      await server.services.parishes.update(SYSTEM_ACTOR, parish.id, { ...input, town: parish.town });
    }
  });
});

describe("the places of the parishes found, for Near me", () => {
  const places = (query = "") => fetch(`${server.url}/parishes/places.json${query}`);

  it("lists where every placed parish found is, on every page, and no other", async () => {
    const response = await places();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const { parishes: listed } = (await response.json()) as { parishes: Record<string, unknown>[] };
    expect(listed).toHaveLength(PLACED);
    expect(listed[0]).toEqual({
      slug: "parish-01",
      name: "Parish 01",
      town: "Mbale",
      latitude: 0.08,
      longitude: 34.72,
    });
    expect(listed.map(({ slug }) => slug)).toEqual(
      Array.from({ length: PLACED }, (_, index) => slugOf(index)),
    );
  });

  it("lists those of the search alone, kept for the next visitor who searches so", async () => {
    // None of these parishes lists its services yet.
    expect(await (await places("?q=Mbale&day=SUNDAY")).json()).toEqual({ parishes: [] });
    const mbale = (await (await places("?q=Mbale")).json()) as { parishes: { slug: string }[] };
    expect(mbale.parishes.map(({ slug }) => slug)).toEqual(
      Array.from({ length: PLACED / 2 }, (_, index) => slugOf(index * 2)),
    );
    // The same search with a campaign's tag is the same answer, from the cache.
    const again = await places("?utm_source=sms&q=Mbale");
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(await again.json()).toEqual(mbale);
  });

  it("refuses a search the finder would refuse, saying what is wrong", async () => {
    const response = await places("?day=FUNDAY");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("day must be one of SUNDAY");
    const tooLong = await places(`?q=${"Kakamega".repeat(30)}`);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toBe(
      "search must have at most 200 characters",
    );
  });
});
