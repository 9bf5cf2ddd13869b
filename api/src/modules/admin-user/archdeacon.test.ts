import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphqlAs } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { AdminUser } from "./admin-user.entity.js";

let server: TestApp;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  adminHeaders = await signedInHeaders(server, await createStaffMember(server));
});
afterAll(() => server.close());

const FIELDS = "id role parish { id } department { id } archdeaconry { id name }";
const CREATE = `mutation ($input: NewAdminUserInput!) { createAdminUser(input: $input) { user { ${FIELDS} } } }`;
const SET_ROLE = `mutation ($id: ID!, $input: AdminUserRoleInput!) { setAdminUserRole(id: $id, input: $input) { ${FIELDS} } }`;

let sequence = 0;
function newAccount(role: string, scope: Record<string, unknown> = {}) {
  sequence += 1;
  return graphqlAs<{ createAdminUser: { user: { id: string } } }>(server.url, adminHeaders, CREATE, {
    input: {
      name: `Ven. Archdeacon ${sequence}`,
      email: `archdeacon${sequence}@diocese.example`,
      username: `archdeacon${sequence}`,
      role,
      ...scope,
    },
  });
}

const refusalOf = (body: {
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}) => ({
  code: body.errors?.[0]?.extensions?.code,
  field: body.errors?.[0]?.extensions?.field,
  message: body.errors?.[0]?.message,
});

async function meOf(userId: number) {
  const user = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: userId });
  const { body } = await graphqlAs<{ me: unknown }>(
    server.url,
    await signedInHeaders(server, user),
    `{ me { ${FIELDS} } }`,
  );
  return body.data?.me;
}

describe("a system admin making an archdeacon", () => {
  it("makes the archdeacon of one archdeaconry, which their own `me` and the staff list show", async () => {
    const butere = await createArchdeaconry(server.services, { name: "Butere" });
    const made = await newAccount("ARCHDEACON", { archdeaconryId: String(butere.id) });
    const user = made.body.data!.createAdminUser.user;
    const expected = {
      role: "ARCHDEACON",
      parish: null,
      department: null,
      archdeaconry: { id: String(butere.id), name: "Butere" },
    };
    expect(user).toMatchObject(expected);
    expect(await meOf(Number(user.id))).toMatchObject(expected);
    const list = await graphqlAs<{ adminUsers: { id: string }[] }>(
      server.url,
      adminHeaders,
      `{ adminUsers { ${FIELDS} } }`,
    );
    expect(list.body.data?.adminUsers.find((account) => account.id === user.id)).toMatchObject(expected);
  });

  it("refuses an archdeacon without an archdeaconry, or with one that does not exist, and adds no account", async () => {
    const before = await server.dataSource.getRepository(AdminUser).count();
    expect(refusalOf((await newAccount("ARCHDEACON")).body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "archdeaconryId",
      message: "archdeaconryId: choose the archdeaconry whose parishes this archdeacon oversees",
    });
    expect(refusalOf((await newAccount("ARCHDEACON", { archdeaconryId: "99999" })).body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "archdeaconryId",
      message: "There is no archdeaconry with id 99999; choose an existing archdeaconry",
    });
    expect(await server.dataSource.getRepository(AdminUser).count()).toBe(before);
  });

  it("refuses a parish or department for an archdeacon, and an archdeaconry for any other role", async () => {
    const parish = await createParish(server.services);
    const archdeaconryId = String(parish.archdeaconryId);
    const withParish = await newAccount("ARCHDEACON", { archdeaconryId, parishId: String(parish.id) });
    expect(refusalOf(withParish.body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "parishId",
      message: "parishId is for a parish editor alone: leave it out for this role",
    });
    for (const role of ["EDITOR", "TREASURER", "SYSTEM_ADMIN", "DEPARTMENT_EDITOR"]) {
      expect(refusalOf((await newAccount(role, { archdeaconryId })).body)).toEqual({
        code: "BAD_USER_INPUT",
        field: "archdeaconryId",
        message: "archdeaconryId is for an archdeacon alone: leave it out for this role",
      });
    }
    const parishEditor = await newAccount("PARISH_EDITOR", { parishId: String(parish.id), archdeaconryId });
    expect(refusalOf(parishEditor.body)).toMatchObject({ field: "archdeaconryId" });
  });
});

describe("a system admin changing an archdeacon's role", () => {
  it("makes a parish editor an archdeacon, and the archdeacon an editor again, leaving no archdeaconry", async () => {
    const parish = await createParish(server.services);
    const clerk = await createStaffMember(server, { role: "parish_editor", parishId: parish.id });
    const archdeaconryId = String(parish.archdeaconryId);
    const promoted = await graphqlAs(server.url, adminHeaders, SET_ROLE, {
      id: String(clerk.id),
      input: { role: "ARCHDEACON", archdeaconryId },
    });
    expect(promoted.body.data?.setAdminUserRole).toMatchObject({
      role: "ARCHDEACON",
      parish: null,
      archdeaconry: { id: archdeaconryId },
    });
    expect(await meOf(clerk.id)).toMatchObject({ role: "ARCHDEACON", archdeaconry: { id: archdeaconryId } });

    const refused = await graphqlAs(server.url, adminHeaders, SET_ROLE, {
      id: String(clerk.id),
      input: { role: "ARCHDEACON" },
    });
    expect(refusalOf(refused.body)).toMatchObject({ code: "BAD_USER_INPUT", field: "archdeaconryId" });

    const editor = await graphqlAs(server.url, adminHeaders, SET_ROLE, {
      id: String(clerk.id),
      input: { role: "EDITOR" },
    });
    expect(editor.body.data?.setAdminUserRole).toMatchObject({ role: "EDITOR", archdeaconry: null });
    const stored = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: clerk.id });
    expect(stored).toMatchObject({ role: "editor", parishId: null, archdeaconryId: null });
  });

  it("leaves an archdeacon without an archdeaconry when it is deleted, until a system admin chooses another", async () => {
    const bungoma = await createArchdeaconry(server.services, { name: "Bungoma" });
    const archdeacon = await createStaffMember(server, { role: "archdeacon", archdeaconryId: bungoma.id });
    await server.services.archdeaconries.delete(SYSTEM_ACTOR, bungoma.id);

    const after = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: archdeacon.id });
    expect(after).toMatchObject({ role: "archdeacon", archdeaconryId: null, active: true });
    expect(await meOf(archdeacon.id)).toMatchObject({ role: "ARCHDEACON", archdeaconry: null });
  });
});
