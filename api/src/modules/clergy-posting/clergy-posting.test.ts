import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IsNull, Not } from "typeorm";
import { AdminRole, SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createClergyMember,
  createParish,
  createStaffMember,
  daysFromToday,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { builtWebDist } from "../../../test/web-build.js";
import { AuditLogEntry } from "../audit-log/audit-log.entity.js";
import type { Parish } from "../parish/parish.entity.js";
import { ClergyPosting, ClergyRole } from "./clergy-posting.entity.js";
import { ClergyPostingsTakingEffect } from "./postings-taking-effect.js";

/*
 * Postings take effect on their day in Kakamega, once however many instances look: the previous
 * holder's posting ends, and a vicar's posting makes the person the parish's vicar, which its page
 * shows. A draft list's postings do nothing.
 */

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp({ webDistDir: builtWebDist() });
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

/** A job as an instance runs it, whose clock says it is 06:00 in Kakamega `offset` days from today. */
const jobOn = (offset: number) =>
  new ClergyPostingsTakingEffect(
    server.dataSource,
    server.services.parishes,
    () => new Date(`${daysFromToday(offset)}T06:00:00+03:00`),
  );

const postings = () => server.dataSource.getRepository(ClergyPosting);
const parishPage = async (parish: Parish) => (await fetch(`${server.url}/parishes/${parish.slug}`)).text();

async function postingListWith(
  status: "DRAFT" | "PUBLISHED",
  posting: { clergyMemberId: number; parishId: number; startsOn: string },
) {
  const list = await server.services.clergyPostings.createList(SYSTEM_ACTOR, {
    title: `Clergy postings ${posting.startsOn}`,
    status: status === "DRAFT" ? "draft" : "published",
  });
  await server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
    clergyMemberId: String(posting.clergyMemberId),
    parishId: String(posting.parishId),
    postingListId: String(list.id),
    role: ClergyRole.VICAR,
    startsOn: posting.startsOn,
  });
  return list;
}

describe("a vicar's posting taking effect", () => {
  it("waits for its day, then ends the previous vicar's posting and changes the parish's page", async () => {
    const parish = await createParish(server.services, {
      name: "St Philip's Bukura",
      vicar: "The Rev. Old Wafula",
    });
    const newcomer = await createClergyMember(server.services, {
      title: "The Rev. Canon",
      name: "Esther Anyango",
    });
    await postingListWith("PUBLISHED", {
      clergyMemberId: newcomer.id,
      parishId: parish.id,
      startsOn: daysFromToday(3),
    });

    expect(await jobOn(2).takeEffectDue()).toBe(0);
    expect(await parishPage(parish)).toContain("The Rev. Old Wafula");

    expect(await jobOn(3).takeEffectDue()).toBe(1);
    const page = await parishPage(parish);
    expect(page).toContain("The Rev. Canon Esther Anyango");
    expect(page).not.toContain("Old Wafula");
    const held = await postings().find({ where: { parishId: parish.id }, order: { id: "ASC" } });
    expect(held.map(({ endsOn, tookEffectAt }) => ({ endsOn, tookEffect: tookEffectAt !== null }))).toEqual([
      { endsOn: daysFromToday(3), tookEffect: true },
      { endsOn: null, tookEffect: true },
    ]);
    const { body } = await graphql<{ parishBySlug: unknown }>(
      server.url,
      `
        query ($slug: String!) {
          parishBySlug(slug: $slug) {
            vicar
            vicarPerson {
              styledName
              slug
            }
          }
        }
      `,
      { slug: parish.slug },
    );
    expect(body.data).toEqual({
      parishBySlug: {
        vicar: "The Rev. Canon Esther Anyango",
        vicarPerson: { styledName: "The Rev. Canon Esther Anyango", slug: newcomer.slug },
      },
    });
    const found = await graphql<{ findParishes: { slug: string }[] }>(
      server.url,
      `
        {
          findParishes(search: "anyango") {
            slug
          }
        }
      `,
    );
    expect(found.body.data!.findParishes).toEqual([{ slug: parish.slug }]);
  });

  it("takes effect once when two instances look at the same moment: one ended posting, one entry", async () => {
    const parish = await createParish(server.services, {
      name: "St Jude's Shibuli",
      vicar: "The Rev. Racing Before",
    });
    const newcomer = await createClergyMember(server.services, { name: "Racing After" });
    await postingListWith("PUBLISHED", {
      clergyMemberId: newcomer.id,
      parishId: parish.id,
      startsOn: daysFromToday(1),
    });
    const [one, two] = await Promise.all([jobOn(1).takeEffectDue(), jobOn(1).takeEffectDue()]);
    expect(one + two).toBe(1);
    const held = await postings().findBy({ parishId: parish.id });
    expect(held.filter((posting) => posting.endsOn !== null)).toHaveLength(1);
    const mine = held.find((posting) => posting.clergyMemberId === newcomer.id)!;
    const entries = await server.dataSource.getRepository(AuditLogEntry).findBy({
      entity: "Clergy posting",
      entityId: String(mine.id),
      action: "updated",
    });
    expect(entries).toHaveLength(1);
  });

  it("does nothing for a draft list's postings, and takes them once the list is published", async () => {
    const parish = await createParish(server.services, {
      name: "St Mary's Ebusiloli",
      vicar: "The Rev. Staying Put",
    });
    const newcomer = await createClergyMember(server.services, { name: "Waiting Drafted" });
    const list = await postingListWith("DRAFT", {
      clergyMemberId: newcomer.id,
      parishId: parish.id,
      startsOn: daysFromToday(-1),
    });
    expect(await jobOn(0).takeEffectDue()).toBe(0);
    expect((await server.services.parishes.findById(parish.id))!.vicar).toBe("The Rev. Staying Put");
    const { body } = await graphql<{ clergyMemberBySlug: { postings: unknown[] } }>(
      server.url,
      `
        query ($slug: String!) {
          clergyMemberBySlug(slug: $slug) {
            postings {
              startsOn
            }
          }
        }
      `,
      { slug: newcomer.slug },
    );
    expect(body.data!.clergyMemberBySlug.postings).toEqual([]);

    await server.services.clergyPostings.updateList(SYSTEM_ACTOR, list.id, {
      title: list.title,
      status: "published",
    });
    expect(await jobOn(0).takeEffectDue()).toBe(1);
    expect((await server.services.parishes.findById(parish.id))!.vicar).toBe("The Rev. Waiting Drafted");
  });

  it("names an archdeaconry's archdeacon once their posting takes effect", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Mumias West" });
    const archdeacon = await createClergyMember(server.services, {
      title: "The Ven.",
      name: "Joseph Amukoya",
    });
    await server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
      clergyMemberId: String(archdeacon.id),
      archdeaconryId: String(archdeaconry.id),
      role: ClergyRole.ARCHDEACON,
      startsOn: daysFromToday(0),
    });
    const read = async () =>
      (
        await graphql<{ archdeaconry: { archdeacon: { styledName: string } | null } }>(
          server.url,
          `
            query ($id: ID!) {
              archdeaconry(id: $id) {
                archdeacon {
                  styledName
                }
              }
            }
          `,
          { id: String(archdeaconry.id) },
        )
      ).body.data!.archdeaconry.archdeacon;
    expect(await read()).toBeNull();
    await jobOn(0).takeEffectDue();
    expect(await read()).toEqual({ styledName: "The Ven. Joseph Amukoya" });
  });
});

describe("postings over GraphQL", () => {
  const ADD = `mutation ($input: ClergyPostingInput!) { addClergyPosting(input: $input) { id role startsOn } }`;

  it("refuses a bad posting with a message naming the field, and stores nothing", async () => {
    const parish = await createParish(server.services);
    const archdeaconry = await createArchdeaconry(server.services);
    const member = await createClergyMember(server.services);
    const good = {
      clergyMemberId: String(member.id),
      parishId: String(parish.id),
      role: "VICAR",
      startsOn: "2027-01-15",
    };
    const before = await postings().count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, startsOn: "15/01/2027" }, "startsOn", "startsOn must be a date such as 2027-01-15"],
      [
        { ...good, clergyMemberId: "999999" },
        "clergyMemberId",
        "There is no member of the clergy with id 999999",
      ],
      [{ ...good, parishId: "999999" }, "parishId", "There is no parish with id 999999"],
      [
        { ...good, parishId: null, archdeaconryId: String(archdeaconry.id) },
        "parishId",
        "A vicar's posting is to a parish: choose the parish",
      ],
      [
        { ...good, office: "Diocesan office" },
        "parishId",
        "Give one place: a parish, an archdeaconry or an office",
      ],
      [
        { ...good, parishId: null, office: "Diocesan office", role: "OTHER" },
        "roleName",
        "Name the role, such as Diocesan Youth Chaplain",
      ],
      [{ ...good, postingListId: "999999" }, "postingListId", "There is no list of postings with id 999999"],
    ];
    for (const [input, field, message] of cases) {
      const { body } = await graphql(server.url, ADD, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field },
      });
    }
    expect(await postings().count()).toBe(before);
  });

  it("lets no parish editor or visitor announce postings", async () => {
    const parish = await createParish(server.services);
    const member = await createClergyMember(server.services);
    const parishEditor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: parish.id }),
    );
    const input = {
      clergyMemberId: String(member.id),
      parishId: String(parish.id),
      role: "VICAR",
      startsOn: daysFromToday(0),
    };
    for (const headers of [parishEditor, {}]) {
      const { body } = await graphql(server.url, ADD, { input }, headers);
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
    expect(await postings().countBy({ clergyMemberId: member.id })).toBe(0);
  });

  it("keeps a posting that has taken effect as history: it cannot be changed or taken out", async () => {
    const parish = await createParish(server.services, { vicar: "The Rev. Settled Vicar" });
    const [posting] = await postings().findBy({ parishId: parish.id, tookEffectAt: Not(IsNull()) });
    const { body } = await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          removeClergyPosting(id: $id)
        }
      `,
      { id: String(posting!.id) },
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "id" } });
    expect(await postings().existsBy({ id: posting!.id })).toBe(true);
  });
});

describe("ending a posting with no successor", () => {
  const END = `
    mutation ($id: ID!, $input: ClergyPostingEndInput!) {
      endClergyPosting(id: $id, input: $input) {
        id
        endsOn
      }
    }
  `;
  const vicarPostingOf = async (parish: Parish) =>
    (await postings().findOneBy({ parishId: parish.id, role: ClergyRole.VICAR }))!;

  it("ends a vicar's posting at once: the parish has no vicar, the finder forgets the name, the log says who", async () => {
    const parish = await createParish(server.services, {
      name: "St Andrew's Shianda",
      vicar: "The Rev. Retiring Mukhwana",
    });
    const posting = await vicarPostingOf(parish);
    const { body } = await graphql(
      server.url,
      END,
      { id: String(posting.id), input: { endsOn: daysFromToday(0) } },
      staff,
    );
    expect(body).toEqual({
      data: { endClergyPosting: { id: String(posting.id), endsOn: daysFromToday(0) } },
    });

    const read = await graphql<{ parishBySlug: unknown }>(
      server.url,
      `
        query ($slug: String!) {
          parishBySlug(slug: $slug) {
            vicar
            vicarPerson {
              name
            }
          }
        }
      `,
      { slug: parish.slug },
    );
    expect(read.body.data).toEqual({ parishBySlug: { vicar: null, vicarPerson: null } });
    expect(await parishPage(parish)).not.toContain("Retiring Mukhwana");
    const found = await graphql<{ findParishes: unknown[] }>(
      server.url,
      `
        {
          findParishes(search: "mukhwana") {
            slug
          }
        }
      `,
    );
    expect(found.body.data!.findParishes).toEqual([]);
    const entries = await server.dataSource.getRepository(AuditLogEntry).findBy({
      entity: "Clergy posting",
      entityId: String(posting.id),
      action: "updated",
    });
    expect(entries.filter((entry) => entry.actorKind === "staff")).toEqual([
      expect.objectContaining({ fields: ["endsOn"], actorName: expect.stringMatching(/^Staff Member/) }),
    ]);
    const parishEntries = await server.dataSource.getRepository(AuditLogEntry).findBy({
      entity: "Parish",
      entityId: String(parish.id),
      actorKind: "staff",
    });
    expect(parishEntries.map((entry) => entry.fields)).toContainEqual(expect.arrayContaining(["vicar"]));
  });

  it("refuses a bad end with a message naming the field, and changes nothing", async () => {
    const parish = await createParish(server.services, { vicar: "The Rev. Staying On" });
    const running = await vicarPostingOf(parish);
    const pending = await server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
      clergyMemberId: String(running.clergyMemberId),
      office: "Diocesan office",
      role: ClergyRole.CHAPLAIN,
      startsOn: daysFromToday(10),
    });
    const cases: [string, string, string, string][] = [
      [String(running.id), "1/1/2027", "endsOn", "endsOn must be a date such as 2027-01-15"],
      [
        String(running.id),
        daysFromToday(-1),
        "endsOn",
        `endsOn must not be before the posting started, ${daysFromToday(0)}`,
      ],
      [
        String(running.id),
        daysFromToday(1),
        "endsOn",
        `endsOn must not be after today, ${daysFromToday(0)}: end it on the day`,
      ],
      [
        String(pending.id),
        daysFromToday(0),
        "id",
        "This posting has not taken effect: take it out instead of ending it",
      ],
    ];
    for (const [id, endsOn, field, message] of cases) {
      const { body } = await graphql(server.url, END, { id, input: { endsOn } }, staff);
      expect(body.errors?.[0], message).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field },
      });
    }
    expect(await postings().findOneBy({ id: running.id })).toMatchObject({ endsOn: null });
    expect((await server.services.parishes.findById(parish.id))!.vicar).toBe("The Rev. Staying On");

    await graphql(server.url, END, { id: String(running.id), input: { endsOn: daysFromToday(0) } }, staff);
    const again = await graphql(
      server.url,
      END,
      { id: String(running.id), input: { endsOn: daysFromToday(0) } },
      staff,
    );
    expect(again.body.errors?.[0]).toMatchObject({
      message: `This posting ended on ${daysFromToday(0)}`,
      extensions: { field: "id" },
    });
    const missing = await graphql(
      server.url,
      END,
      { id: "999999", input: { endsOn: daysFromToday(0) } },
      staff,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("lets no parish editor or visitor end a posting", async () => {
    const parish = await createParish(server.services, { vicar: "The Rev. Kept Safe" });
    const posting = await vicarPostingOf(parish);
    const parishEditor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: parish.id }),
    );
    for (const headers of [parishEditor, {}]) {
      const { body } = await graphql(
        server.url,
        END,
        { id: String(posting.id), input: { endsOn: daysFromToday(0) } },
        headers,
      );
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
    }
    expect(await postings().findOneBy({ id: posting.id })).toMatchObject({ endsOn: null });
  });

  it("ends an archdeacon's posting, after which the archdeaconry has none and the next takes effect as usual", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const [first, next] = [
      await createClergyMember(server.services),
      await createClergyMember(server.services),
    ];
    const post = (member: { id: number }, startsOn: string) =>
      server.services.clergyPostings.addPosting(SYSTEM_ACTOR, {
        clergyMemberId: String(member.id),
        archdeaconryId: String(archdeaconry.id),
        role: ClergyRole.ARCHDEACON,
        startsOn,
      });
    const ended = await post(first, daysFromToday(-5));
    await jobOn(0).takeEffectDue();
    await server.services.clergyPostings.endPosting(SYSTEM_ACTOR, ended.id, { endsOn: daysFromToday(-1) });
    expect(
      await server.services.clergyPostings.currentHolders(
        "archdeaconryId",
        [archdeaconry.id],
        ClergyRole.ARCHDEACON,
      ),
    ).toEqual([null]);

    await post(next, daysFromToday(2));
    await jobOn(2).takeEffectDue();
    const held = await postings().find({ where: { archdeaconryId: archdeaconry.id }, order: { id: "ASC" } });
    expect(held.map((posting) => posting.endsOn)).toEqual([daysFromToday(-1), null]);
  });
});
