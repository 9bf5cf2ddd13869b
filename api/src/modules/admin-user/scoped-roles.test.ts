import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphqlAs } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { AdminUser } from "./admin-user.entity.js";

let server: TestApp;
let adminHeaders: Record<string, string>;
let admin: AdminUser;

beforeAll(async () => {
  server = await startTestApp();
  admin = await createStaffMember(server);
  adminHeaders = await signedInHeaders(server, admin);
});
afterAll(() => server.close());

const FIELDS = "id role parish { id name } department { id name }";
const CREATE = `mutation ($input: NewAdminUserInput!) { createAdminUser(input: $input) { user { ${FIELDS} } } }`;
const SET_ROLE = `mutation ($id: ID!, $input: AdminUserRoleInput!) { setAdminUserRole(id: $id, input: $input) { ${FIELDS} } }`;

let sequence = 0;
function newAccount(role: string, scope: Record<string, unknown> = {}) {
  sequence += 1;
  return graphqlAs<{ createAdminUser: { user: { id: string } } }>(server.url, adminHeaders, CREATE, {
    input: {
      name: `Parish Clerk ${sequence}`,
      email: `clerk${sequence}@diocese.example`,
      username: `clerk${sequence}`,
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

describe("a system admin choosing a role and what it keeps", () => {
  it("makes a parish editor of one parish, which their own `me` shows", async () => {
    const parish = await createParish(server.services, { name: "St Luke's Butere" });
    const made = await newAccount("PARISH_EDITOR", { parishId: String(parish.id) });
    expect(made.body.data?.createAdminUser.user).toMatchObject({
      role: "PARISH_EDITOR",
      parish: { id: String(parish.id), name: "St Luke's Butere" },
      department: null,
    });
    const user = await server.dataSource
      .getRepository(AdminUser)
      .findOneByOrFail({ id: Number(made.body.data!.createAdminUser.user.id) });
    const me = await graphqlAs(server.url, await signedInHeaders(server, user), `{ me { ${FIELDS} } }`);
    expect(me.body.data?.me).toMatchObject({ role: "PARISH_EDITOR", parish: { name: "St Luke's Butere" } });
  });

  it("refuses a parish editor without a parish, naming the field, and adds no account", async () => {
    const before = await server.dataSource.getRepository(AdminUser).count();
    expect(refusalOf((await newAccount("PARISH_EDITOR")).body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "parishId",
      message: "parishId: choose the parish this parish editor keeps",
    });
    expect(refusalOf((await newAccount("DEPARTMENT_EDITOR")).body)).toMatchObject({ field: "departmentId" });
    expect(await server.dataSource.getRepository(AdminUser).count()).toBe(before);
  });

  it("refuses a parish for a role that keeps none, and a parish that does not exist", async () => {
    const parish = await createParish(server.services);
    expect(refusalOf((await newAccount("TREASURER", { parishId: String(parish.id) })).body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "parishId",
      message: "parishId is for a parish editor alone: leave it out for this role",
    });
    expect(refusalOf((await newAccount("PARISH_EDITOR", { parishId: "99999" })).body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "parishId",
      message: "There is no parish with id 99999; choose an existing parish",
    });
  });

  it("gives someone another role, which holds from their next request", async () => {
    const department = await server.services.departments.create(SYSTEM_ACTOR, {
      slug: "kama",
      name: "KAMA",
      body: "<p>Kenya Anglican Men's Association</p>",
    });
    const parish = await createParish(server.services);
    const clerk = await createStaffMember(server, { role: "parish_editor", parishId: parish.id });
    const clerkHeaders = await signedInHeaders(server, clerk);
    const update = `mutation ($id: ID!, $input: DepartmentInput!) { updateDepartment(id: $id, input: $input) { headName } }`;
    const input = { slug: "kama", name: "KAMA", body: "<p>Men's fellowship</p>", headName: "Mr Were" };
    const refused = await graphqlAs(server.url, clerkHeaders, update, { id: String(department.id), input });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const changed = await graphqlAs(server.url, adminHeaders, SET_ROLE, {
      id: String(clerk.id),
      input: { role: "DEPARTMENT_EDITOR", departmentId: String(department.id) },
    });
    expect(changed.body.data?.setAdminUserRole).toMatchObject({
      role: "DEPARTMENT_EDITOR",
      parish: null,
      department: { name: "KAMA" },
    });
    const allowed = await graphqlAs(server.url, clerkHeaders, update, { id: String(department.id), input });
    expect(allowed.body).toEqual({ data: { updateDepartment: { headName: "Mr Were" } } });
  });

  it("will not take a system admin's own role away", async () => {
    const answer = await graphqlAs(server.url, adminHeaders, SET_ROLE, {
      id: String(admin.id),
      input: { role: "EDITOR" },
    });
    expect(refusalOf(answer.body)).toMatchObject({ code: "BAD_USER_INPUT", field: "role" });
  });

  it("leaves a parish editor without a parish when it is deleted, refusing their changes until another is chosen", async () => {
    const parish = await createParish(server.services);
    const clerk = await createStaffMember(server, { role: "parish_editor", parishId: parish.id });
    await server.services.parishes.delete(SYSTEM_ACTOR, parish.id);
    const after = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: clerk.id });
    expect(after).toMatchObject({ role: "parish_editor", parishId: null });
    const answer = await graphqlAs(
      server.url,
      await signedInHeaders(server, after),
      `mutation { createEvent(input: { title: "Harambee", date: "2030-05-01", startTime: "10:00", endTime: "12:00" }) { id } }`,
    );
    expect(answer.body.errors?.[0]?.message).toBe(
      "parishId: Your account has no parish to keep: ask a system admin to choose one in Users",
    );
  });
});
