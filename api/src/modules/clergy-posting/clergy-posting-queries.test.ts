import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createClergyMember,
  createParish,
  daysFromToday,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { countQueries } from "../../../test/query-counter.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { ClergyMember } from "../clergy/clergy.entity.js";
import { ClergyRole } from "./clergy-posting.entity.js";

/*
 * The places' holders and the directory's postings are read through the request's DataLoaders:
 * the parishes of every archdeaconry with their vicars, and a directory page of 20 people with
 * their postings, cost the same few statements however many there are.
 */

let server: TestApp;
let staff: Record<string, string>;
const vicars: ClergyMember[] = [];

/** Six archdeaconries of five parishes, each with a vicar in effect and an archdeacon in effect. */
beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
  const published = await server.services.clergyPostings.createList(SYSTEM_ACTOR, {
    title: "Clergy postings, the archdeacons",
    status: "published",
  });
  const draft = await server.services.clergyPostings.createList(SYSTEM_ACTOR, {
    title: "Clergy postings, not yet announced",
  });
  for (let a = 0; a < 6; a++) {
    const archdeaconry = await createArchdeaconry(server.services);
    for (let p = 0; p < 5; p++) {
      const parish = await createParish(server.services, { archdeaconryId: archdeaconry.id });
      const vicar = await createClergyMember(server.services, { name: `Vicar ${a}${p} Counted` });
      vicars.push(vicar);
      const post = (input: { parishId?: string; archdeaconryId?: string; role: ClergyRole }, list?: number) =>
        server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
          clergyMemberId: String(vicar.id),
          postingListId: list === undefined ? null : String(list),
          startsOn: daysFromToday(list === draft.id ? 30 : 0),
          ...input,
        });
      await post({ parishId: String(parish.id), role: ClergyRole.VICAR });
      if (p === 0)
        await post({ archdeaconryId: String(archdeaconry.id), role: ClergyRole.ARCHDEACON }, published.id);
      await post({ parishId: String(parish.id), role: ClergyRole.CURATE }, draft.id);
    }
  }
  await server.services.clergyPostingsTakingEffect.takeEffectDue();
});
afterAll(() => server.close());

type Places = {
  archdeaconries: {
    archdeacon: { name: string } | null;
    parishes: { vicarPerson: { name: string } | null }[];
  }[];
};

describe("the places' holders", () => {
  it("reads 30 parishes' vicars and 6 archdeacons in six statements", async () => {
    let body: Awaited<ReturnType<typeof graphql<Places>>>["body"] | undefined;
    const statements = await countQueries(server.dataSource, async () => {
      ({ body } = await graphql<Places>(
        server.url,
        `
          {
            archdeaconries {
              archdeacon {
                name
              }
              parishes {
                vicarPerson {
                  name
                }
              }
            }
          }
        `,
      ));
    });
    expect(body!.errors).toBeUndefined();
    const archdeaconries = body!.data!.archdeaconries;
    expect(archdeaconries).toHaveLength(6);
    // Each parish its own vicar, each archdeaconry the vicar of its first parish as archdeacon.
    expect(archdeaconries.flatMap((a) => a.parishes.map((p) => p.vicarPerson?.name)).sort()).toEqual(
      vicars.map((vicar) => vicar.name).sort(),
    );
    expect(archdeaconries.map((a) => a.archdeacon?.name).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((a) => `Vicar ${a}0 Counted`),
    );
    // The archdeaconries; their parishes; the open vicars' postings and their people; the same two for the archdeacons.
    expect(statements).toBe(6);
  });
});

type Directory = {
  clergy: {
    items: {
      name: string;
      postings: { role: string; parish: { name: string } | null; archdeaconry: { name: string } | null }[];
    }[];
  };
};

const DIRECTORY = `
  query ($pageSize: Int!) {
    clergy(page: 1, pageSize: $pageSize) {
      items {
        name
        postings {
          role
          parish {
            name
          }
          archdeaconry {
            name
          }
        }
      }
    }
  }
`;

async function directoryPage(pageSize: number, headers: Record<string, string> = {}) {
  let body: Awaited<ReturnType<typeof graphql<Directory>>>["body"] | undefined;
  const statements = await countQueries(server.dataSource, async () => {
    ({ body } = await graphql<Directory>(server.url, DIRECTORY, { pageSize }, headers));
  });
  expect(body!.errors).toBeUndefined();
  return { items: body!.data!.clergy.items, statements };
}

describe("the directory's postings", () => {
  it("reads a page of 20 people's postings in as many statements as a page of 2", async () => {
    const small = await directoryPage(2);
    const { items, statements } = await directoryPage(20);
    expect(items).toHaveLength(20);
    expect(statements).toBe(small.statements);
    // The page and its count; the postings; their lists' status; their parishes; their archdeaconries.
    expect(statements).toBe(6);
    expect(items[0]).toMatchObject({
      name: "Vicar 00 Counted",
      // Both in effect, the latest entered first; the draft list's curacy is not shown.
      postings: [
        { role: "ARCHDEACON", archdeaconry: { name: expect.any(String) } },
        { role: "VICAR", parish: { name: expect.any(String) } },
      ],
    });
    expect(items.every((item) => item.postings.every((posting) => posting.role !== "CURATE"))).toBe(true);
  });

  it("shows staff the postings of a list not yet published, in as many statements for 20 as for 2", async () => {
    const small = await directoryPage(2, staff);
    const { items, statements } = await directoryPage(20, staff);
    expect(items[1]!.postings.map((posting) => posting.role)).toEqual(["CURATE", "VICAR"]);
    expect(statements).toBe(small.statements);
  });
});
