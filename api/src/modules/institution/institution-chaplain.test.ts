import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createClergyMember,
  createInstitution,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { countQueries } from "../../../test/query-counter.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { ClergyMember } from "../clergy/clergy.entity.js";
import type { Parish } from "../parish/parish.entity.js";
import { Institution } from "./institution.entity.js";

/*
 * An institution's chaplain, one of the clergy: who may name them, what a visitor reads of them
 * (a published member's public record alone), and a member kept from deletion while a chaplain.
 */

let server: TestApp;
let staff: Record<string, string>;
let clerk: Record<string, string>;
let parish: Parish;
let chaplain: ClergyMember;
let draftMember: ClergyMember;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
  parish = await createParish(server.services, { name: "St. Peter's Shirere" });
  clerk = await signedInHeaders(
    server,
    await createStaffMember(server, { role: "parish_editor", parishId: parish.id }),
  );
  chaplain = await createClergyMember(server.services, {
    title: "The Rev.",
    name: "Grace Nabwire",
    phone: "+254 712 000 201",
    email: "grace@diocese.example",
  });
  draftMember = await createClergyMember(server.services, {
    title: "The Rev.",
    name: "Timothy Makokha",
    status: "draft",
  });
});
afterAll(() => server.close());

const CHAPLAIN = `chaplain { id slug styledName phone email }`;
const CREATE = `mutation ($input: InstitutionInput!) { createInstitution(input: $input) { id ${CHAPLAIN} } }`;
const UPDATE = `mutation ($id: ID!, $input: InstitutionInput!) { updateInstitution(id: $id, input: $input) { id ${CHAPLAIN} } }`;
const PUBLIC = `query ($slug: String!) { institutionBySlug(slug: $slug) { ${CHAPLAIN} } }`;
const STAFF_READ = `query ($id: ID!) { institution(id: $id, includeUnpublished: true) { ${CHAPLAIN} } }`;
const DELETE_MEMBER = `mutation ($id: ID!) { deleteClergyMember(id: $id) }`;

type Chaplain = { id: string; slug: string; styledName: string; phone: string | null; email: string | null };

const school = (changes: Record<string, unknown> = {}) => ({
  name: "Shirere ACK Girls' Secondary School",
  kind: "SECONDARY_SCHOOL",
  parishId: String(parish.id),
  ...changes,
});
const errorOf = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  message: body.errors?.[0]?.message,
  code: body.errors?.[0]?.extensions?.code,
  field: body.errors?.[0]?.extensions?.field,
});
const chaplainIdOf = async (id: number | string) =>
  (await server.dataSource.getRepository(Institution).findOneByOrFail({ id: Number(id) })).chaplainId;
const publicChaplain = async (slug: string) =>
  (await graphql<{ institutionBySlug: { chaplain: Chaplain | null } }>(server.url, PUBLIC, { slug })).body
    .data!.institutionBySlug.chaplain;

describe("an institution's chaplain", () => {
  it("is named, changed, kept when left out and cleared by staff", async () => {
    const created = await graphql<{ createInstitution: { id: string; chaplain: Chaplain } }>(
      server.url,
      CREATE,
      { input: school({ chaplainId: String(chaplain.id) }) },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createInstitution;
    expect(created.body.data!.createInstitution.chaplain).toMatchObject({
      slug: chaplain.slug,
      styledName: "The Rev. Grace Nabwire",
    });

    const other = await createClergyMember(server.services, { title: "The Rev.", name: "Daniel Wekesa" });
    const changed = await graphql(server.url, UPDATE, { id, input: school({ chaplainId: other.id }) }, staff);
    expect(changed.body.errors).toBeUndefined();
    expect(await chaplainIdOf(id)).toBe(other.id);

    // An integrator's update that knows nothing of chaplains leaves the chaplain as it was.
    expect((await graphql(server.url, UPDATE, { id, input: school() }, staff)).body.errors).toBeUndefined();
    expect(await chaplainIdOf(id)).toBe(other.id);

    const cleared = await graphql<{ updateInstitution: { chaplain: Chaplain | null } }>(
      server.url,
      UPDATE,
      { id, input: school({ chaplainId: null }) },
      staff,
    );
    expect(cleared.body.data!.updateInstitution.chaplain).toBeNull();
    expect(await chaplainIdOf(id)).toBeNull();
  });

  it.each([
    [
      "a member that is none",
      "999999",
      "chaplainId must name a member of the clergy: there is none with id 999999",
    ],
    ["an id that is no number", "abc", "chaplainId must be a whole number from 1 to 2147483647"],
  ])("refuses %s, naming chaplainId, and changes nothing", async (_, chaplainId, message) => {
    const item = await createInstitution(server.services, { parishId: parish.id, chaplainId: chaplain.id });
    const before = await server.dataSource.getRepository(Institution).count();
    const created = await graphql(server.url, CREATE, { input: school({ chaplainId }) }, staff);
    expect(errorOf(created.body)).toEqual({ message, code: "BAD_USER_INPUT", field: "chaplainId" });
    expect(await server.dataSource.getRepository(Institution).count()).toBe(before);
    const updated = await graphql(server.url, UPDATE, { id: item.id, input: school({ chaplainId }) }, staff);
    expect(errorOf(updated.body)).toMatchObject({ code: "BAD_USER_INPUT", field: "chaplainId" });
    expect(await chaplainIdOf(item.id)).toBe(chaplain.id);
  });

  it("shows a visitor a published chaplain's public record alone, without their private contacts", async () => {
    const item = await createInstitution(server.services, { parishId: parish.id, chaplainId: chaplain.id });
    expect(await publicChaplain(item.slug)).toEqual({
      id: String(chaplain.id),
      slug: chaplain.slug,
      styledName: "The Rev. Grace Nabwire",
      phone: null,
      email: null,
    });
    // Staff read the contacts, as on the member's own record.
    const { body } = await graphql<{ institution: { chaplain: Chaplain } }>(
      server.url,
      STAFF_READ,
      { id: item.id },
      staff,
    );
    expect(body.data!.institution.chaplain).toMatchObject({ phone: "+254 712 000 201" });
  });

  it("shows a draft chaplain to staff, and to a visitor only once published", async () => {
    const member = await createClergyMember(server.services, { name: "Esther Anyango", status: "draft" });
    const item = await createInstitution(server.services, { parishId: parish.id, chaplainId: member.id });
    expect(await publicChaplain(item.slug)).toBeNull();
    for (const headers of [staff, clerk]) {
      const { body } = await graphql<{ institution: { chaplain: Chaplain | null } }>(
        server.url,
        STAFF_READ,
        { id: item.id },
        headers,
      );
      expect(body.data!.institution.chaplain).toMatchObject({ slug: member.slug });
    }
    await server.services.clergy.update(SYSTEM_ACTOR, member.id, {
      slug: member.slug,
      title: member.title,
      name: member.name,
      status: "published",
    });
    expect(await publicChaplain(item.slug)).toMatchObject({ slug: member.slug });
  });

  it("reads the chaplains of a page of institutions in one query", async () => {
    const sponsor = await createParish(server.services, { name: "St. Paul's Chaplaincies" });
    for (const town of ["Luanda", "Ugunja", "Webuye"]) {
      const member = await createClergyMember(server.services, { name: `Chaplain of ${town}` });
      await createInstitution(server.services, { parishId: sponsor.id, chaplainId: member.id });
    }
    const read = `{ parishBySlug(slug: "${sponsor.slug}") { sponsoredInstitutions { name chaplain { name } } } }`;
    const without = `{ parishBySlug(slug: "${sponsor.slug}") { sponsoredInstitutions { name } } }`;
    const withChaplains = await countQueries(server.dataSource, () => graphql(server.url, read));
    const plain = await countQueries(server.dataSource, () => graphql(server.url, without));
    expect(withChaplains - plain).toBe(1);
  });
});

describe("a parish editor and their institutions' chaplains", () => {
  it("names a published member, keeps a draft one named by the diocese, and names no draft themself", async () => {
    const created = await graphql<{ createInstitution: { id: string; chaplain: Chaplain } }>(
      server.url,
      CREATE,
      { input: school({ name: "Shirere Primary", chaplainId: chaplain.id }) },
      clerk,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createInstitution;
    expect(await chaplainIdOf(id)).toBe(chaplain.id);

    const draft = await graphql(
      server.url,
      UPDATE,
      { id, input: school({ name: "Shirere Primary", chaplainId: draftMember.id }) },
      clerk,
    );
    expect(errorOf(draft.body)).toEqual({
      message: `chaplainId must name a published member of the clergy: there is none with id ${draftMember.id}`,
      code: "BAD_USER_INPUT",
      field: "chaplainId",
    });
    expect(await chaplainIdOf(id)).toBe(chaplain.id);

    // The diocese names the draft member; the parish's editor saves the form, which sends them again.
    const byDiocese = { name: "Shirere Primary", chaplainId: draftMember.id };
    expect(
      (await graphql(server.url, UPDATE, { id, input: school(byDiocese) }, staff)).body.errors,
    ).toBeUndefined();
    const kept = await graphql(
      server.url,
      UPDATE,
      { id, input: school({ ...byDiocese, town: "Shirere" }) },
      clerk,
    );
    expect(kept.body.errors).toBeUndefined();
    expect(await chaplainIdOf(id)).toBe(draftMember.id);
  });

  it("reads the published clergy to choose from, and no draft", async () => {
    const { body } = await graphql<{ clergy: { items: { name: string }[] } }>(
      server.url,
      `
        {
          clergy(pageSize: 50) {
            items {
              name
            }
          }
        }
      `,
      {},
      clerk,
    );
    const names = body.data!.clergy.items.map(({ name }) => name);
    expect(names).toContain("Grace Nabwire");
    expect(names).not.toContain("Timothy Makokha");
  });
});

describe("deleting a member of the clergy who is a chaplain", () => {
  it("is refused, saying where, until the institution names another or none", async () => {
    const member = await createClergyMember(server.services, { name: "Samuel Ouma" });
    const item = await createInstitution(server.services, {
      name: "Ugunja ACK Primary School",
      parishId: parish.id,
      chaplainId: member.id,
    });
    const refused = await graphql(server.url, DELETE_MEMBER, { id: member.id }, staff);
    expect(errorOf(refused.body)).toEqual({
      message:
        "Samuel Ouma is the chaplain of Ugunja ACK Primary School: name another chaplain there, or none, first",
      code: "BAD_USER_INPUT",
      field: "id",
    });
    expect(await server.services.clergy.findById(SYSTEM_ACTOR, member.id, true)).not.toBeNull();

    await graphql(
      server.url,
      UPDATE,
      { id: item.id, input: school({ name: item.name, chaplainId: null }) },
      staff,
    );
    const deleted = await graphql(server.url, DELETE_MEMBER, { id: member.id }, staff);
    expect(deleted.body.errors).toBeUndefined();
    expect(await server.services.clergy.findById(SYSTEM_ACTOR, member.id, true)).toBeNull();
  });
});
