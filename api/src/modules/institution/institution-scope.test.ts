import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createArchdeaconry,
  createInstitution,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphqlAs } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { Parish } from "../parish/parish.entity.js";
import { Institution } from "./institution.entity.js";

/*
 * Who keeps which institutions: the diocese's editors all of them, a parish's editor those their
 * parish sponsors, and no one else any.
 */

let server: TestApp;
let stLukes: Parish;
let stMarks: Parish;
let clerk: Record<string, string>;
let ownSchool: Institution;
let othersSchool: Institution;

beforeAll(async () => {
  server = await startTestApp();
  const { id: archdeaconryId } = await createArchdeaconry(server.services, { name: "Butere" });
  stLukes = await createParish(server.services, { name: "St Luke's", archdeaconryId });
  stMarks = await createParish(server.services, { name: "St Mark's", archdeaconryId });
  clerk = await signedInHeaders(
    server,
    await createStaffMember(server, { role: "parish_editor", parishId: stLukes.id }),
  );
  ownSchool = await createInstitution(server.services, { name: "St Luke's Primary", parishId: stLukes.id });
  othersSchool = await createInstitution(server.services, {
    name: "St Mark's Secondary",
    parishId: stMarks.id,
  });
});
afterAll(() => server.close());

const CREATE = `mutation ($input: InstitutionInput!) { createInstitution(input: $input) { id name parish { name } } }`;
const UPDATE = `mutation ($id: ID!, $input: InstitutionInput!) { updateInstitution(id: $id, input: $input) { name parish { name } } }`;
const DELETE = `mutation ($id: ID!) { deleteInstitution(id: $id) }`;
const DRAFTS = `{ institutions(includeUnpublished: true, pageSize: 50) { items { name } } }`;

const input = (institution: Pick<Institution, "name" | "kind">, changes: Record<string, unknown> = {}) => ({
  name: institution.name,
  kind: institution.kind,
  ...changes,
});
const codeOf = (body: { errors?: { extensions?: { code?: unknown } }[] }) =>
  body.errors?.[0]?.extensions?.code;
const stored = (id: number) => server.dataSource.getRepository(Institution).findOneByOrFail({ id });

describe("a parish editor and the institutions their parish sponsors", () => {
  it("adds one, their own parish's when they name none", async () => {
    const { body } = await graphqlAs<{ createInstitution: { parish: { name: string } } }>(
      server.url,
      clerk,
      CREATE,
      {
        input: { name: "St Luke's Health Centre", kind: "HEALTH_CENTRE" },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createInstitution.parish).toEqual({ name: "St Luke's" });
  });

  it("changes one of their own parish's", async () => {
    const { body } = await graphqlAs(server.url, clerk, UPDATE, {
      id: String(ownSchool.id),
      input: input(ownSchool, { headName: "Mrs. Agnes Shikuku" }),
    });
    expect(body.errors).toBeUndefined();
    expect((await stored(ownSchool.id)).headName).toBe("Mrs. Agnes Shikuku");
  });

  it("lists their own parish's alone among the drafts", async () => {
    const { body } = await graphqlAs<{ institutions: { items: { name: string }[] } }>(
      server.url,
      clerk,
      DRAFTS,
    );
    const names = body.data!.institutions.items.map(({ name }) => name);
    expect(names).toContain("St Luke's Primary");
    expect(names).not.toContain("St Mark's Secondary");
  });

  it("cannot give one of theirs to another parish", async () => {
    const { body } = await graphqlAs(server.url, clerk, UPDATE, {
      id: String(ownSchool.id),
      input: input(ownSchool, { parishId: String(stMarks.id) }),
    });
    expect(codeOf(body)).toBe("FORBIDDEN");
    expect((await stored(ownSchool.id)).parishId).toBe(stLukes.id);
  });

  it("is refused another parish's: adding, changing, reading a draft or deleting one", async () => {
    const add = await graphqlAs(server.url, clerk, CREATE, {
      input: { name: "St Mark's Primary", kind: "PRIMARY_SCHOOL", parishId: String(stMarks.id) },
    });
    expect(codeOf(add.body)).toBe("FORBIDDEN");
    const change = await graphqlAs(server.url, clerk, UPDATE, {
      id: String(othersSchool.id),
      input: input(othersSchool, { name: "Renamed" }),
    });
    expect(codeOf(change.body)).toBe("FORBIDDEN");
    const read = await graphqlAs(
      server.url,
      clerk,
      `query ($id: ID!) { institution(id: $id, includeUnpublished: true) { name } }`,
      {
        id: String(othersSchool.id),
      },
    );
    expect(codeOf(read.body)).toBe("FORBIDDEN");
    const remove = await graphqlAs(server.url, clerk, DELETE, { id: String(othersSchool.id) });
    expect(codeOf(remove.body)).toBe("FORBIDDEN");
    expect(await stored(othersSchool.id)).toMatchObject({
      name: "St Mark's Secondary",
      parishId: stMarks.id,
    });
  });

  it("deletes one of their own parish's", async () => {
    const doomed = await createInstitution(server.services, { parishId: stLukes.id });
    const { body } = await graphqlAs(server.url, clerk, DELETE, { id: String(doomed.id) });
    expect(body.errors).toBeUndefined();
    expect(await server.dataSource.getRepository(Institution).existsBy({ id: doomed.id })).toBe(false);
  });
});

describe("staff who keep no institutions", () => {
  it.each(["treasurer", "department_editor", "archdeacon"] as const)("refuses a %s", async (role) => {
    const headers = await signedInHeaders(server, await createStaffMember(server, { role }));
    const add = await graphqlAs(server.url, headers, CREATE, {
      input: { name: "A school", kind: "PRIMARY_SCHOOL", parishId: String(stLukes.id) },
    });
    expect(codeOf(add.body)).toBe("FORBIDDEN");
    expect(codeOf((await graphqlAs(server.url, headers, DRAFTS)).body)).toBe("FORBIDDEN");
  });

  it("gives a diocese-wide editor every parish's, and lets them move one to another parish", async () => {
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    const moved = await createInstitution(server.services, { parishId: stMarks.id });
    const { body } = await graphqlAs<{ updateInstitution: { parish: { name: string } } }>(
      server.url,
      editor,
      UPDATE,
      {
        id: String(moved.id),
        input: input(moved, { parishId: String(stLukes.id) }),
      },
    );
    expect(body.data?.updateInstitution.parish).toEqual({ name: "St Luke's" });
    const list = await graphqlAs<{ institutions: { items: { name: string }[] } }>(server.url, editor, DRAFTS);
    expect(list.body.data!.institutions.items.map(({ name }) => name)).toEqual(
      expect.arrayContaining(["St Luke's Primary", "St Mark's Secondary"]),
    );
  });
});
