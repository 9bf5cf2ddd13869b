import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
  STAFF_PASSWORD,
} from "../../../test/factories.js";
import { graphqlAs, requestJson, sendJson } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { ConfigError, loadConfig } from "../../config.js";
import { ProjectStatus } from "../project/project.entity.js";
import type { ProjectInput } from "../project/project.inputs.js";
import { AuditLogEntry } from "./audit-log.entity.js";

let server: TestApp;
let admin: Record<string, string>;
let adminName: string;

beforeEach(async () => {
  server = await startTestApp();
  const staff = await createStaffMember(server, { name: "Grace Wanjiru" });
  adminName = staff.name;
  admin = await signedInHeaders(server, staff);
});
afterEach(() => server.close());

interface Entry {
  id: string;
  at: string;
  actorKind: string;
  actorName: string | null;
  clientAddress: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  fields: string[];
}

const ENTRY_FIELDS = "id at actorKind actorName clientAddress entity entityId action fields";
const AUDIT_LOG = `query ($who: String, $entity: String, $entityId: String, $action: AuditAction, $from: String, $to: String, $page: Int, $pageSize: Int) {
  auditLog(who: $who, entity: $entity, entityId: $entityId, action: $action, from: $from, to: $to, page: $page, pageSize: $pageSize) {
    items { ${ENTRY_FIELDS} } total page pageCount
  }
}`;

async function auditLog(variables: Record<string, unknown> = {}, headers = admin) {
  return graphqlAs<{ auditLog: { items: Entry[]; total: number } }>(
    server.url,
    headers,
    AUDIT_LOG,
    variables,
  );
}

/** The entries made after the test's own set-up, oldest first. */
async function entries(variables: Record<string, unknown> = {}): Promise<Entry[]> {
  const response = await auditLog({ pageSize: 50, ...variables });
  expect(response.body.errors).toBeUndefined();
  return [...response.body.data!.auditLog.items].reverse();
}

const rowCount = () => server.dataSource.getRepository(AuditLogEntry).count();

describe("the audit log of writes", () => {
  it("records a member of staff's GraphQL create, update and delete with who, where, what and which fields", async () => {
    const created = await graphqlAs<{ createArchdeaconry: { id: string } }>(
      server.url,
      admin,
      `mutation { createArchdeaconry(input: { name: "Butere" }) { id } }`,
    );
    const id = created.body.data!.createArchdeaconry.id;
    await graphqlAs(
      server.url,
      admin,
      `mutation ($id: ID!) { updateArchdeaconry(id: $id, input: { name: "Butere East" }) { id } }`,
      { id },
    );
    await graphqlAs(server.url, admin, `mutation ($id: ID!) { deleteArchdeaconry(id: $id) }`, { id });

    const written = await entries({ entity: "Archdeaconry" });
    expect(written.map((entry) => [entry.action, entry.entityId, entry.fields])).toEqual([
      ["CREATED", id, []],
      ["UPDATED", id, ["name"]],
      ["DELETED", id, []],
    ]);
    for (const entry of written) {
      expect(entry).toMatchObject({ actorKind: "STAFF", actorName: adminName, clientAddress: "127.0.0.1" });
    }
  });

  it("records a legacy REST write and delete the same way", async () => {
    const created = await sendJson(
      server.url,
      "POST",
      "/api/createArchdeaconry",
      { archdeaconry: "Mumias" },
      admin,
    );
    expect(created.status).toBe(200);
    const archdeaconryId = String((created.body as { id: number }).id);
    const parish = await createParish(server.services, { archdeaconryId });
    const deleted = await sendJson(server.url, "DELETE", `/api/deleteParish/${parish.id}`, undefined, admin);
    expect(deleted.status).toBe(200);

    expect(await entries({ entity: "Archdeaconry", entityId: archdeaconryId })).toMatchObject([
      { action: "CREATED", actorKind: "STAFF", actorName: adminName, clientAddress: "127.0.0.1" },
    ]);
    expect(await entries({ entity: "Parish", action: "DELETED" })).toMatchObject([
      { entityId: String(parish.id), actorKind: "STAFF", actorName: adminName },
    ]);
  });

  it("records an API token's write under the token's name, and the token's own making and revoking", async () => {
    const made = await graphqlAs<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      server.url,
      admin,
      `mutation { createApiToken(input: { name: "Parish app sync", scopes: [WRITE_CONTENT] }) { token apiToken { id } } }`,
    );
    const { token, apiToken } = made.body.data!.createApiToken;
    const written = await graphqlAs<{ createArchdeaconry: { id: string } }>(
      server.url,
      { authorization: `Bearer ${token}` },
      `mutation { createArchdeaconry(input: { name: "Lurambi" }) { id } }`,
    );
    await graphqlAs(server.url, admin, `mutation ($id: ID!) { revokeApiToken(id: $id) { id } }`, {
      id: apiToken.id,
    });

    expect(await entries({ entity: "Archdeaconry" })).toMatchObject([
      {
        actorKind: "API_TOKEN",
        actorName: "Parish app sync",
        entityId: written.body.data!.createArchdeaconry.id,
        action: "CREATED",
      },
    ]);
    expect(await entries({ entity: "API token" })).toMatchObject([
      { action: "CREATED", entityId: apiToken.id, actorName: adminName },
      { action: "UPDATED", entityId: apiToken.id, fields: ["revokedAt"] },
    ]);
    // Its text is in no entry, nor its hash.
    expect(JSON.stringify(await entries())).not.toContain(token.slice(5, 20));
  });

  it("records nothing for a write that is refused or invalid", async () => {
    await createArchdeaconry(server.services, { name: "Butere" });
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
    const before = await rowCount();
    const create = (headers: Record<string, string>, name: string) =>
      graphqlAs(
        server.url,
        headers,
        `mutation ($name: String!) { createArchdeaconry(input: { name: $name }) { id } }`,
        {
          name,
        },
      );
    const refusals = await Promise.all([
      create({}, "Shinyalu"),
      create(editor, "Shinyalu"),
      create(admin, "  "),
      create(admin, "Butere"),
    ]);
    expect(refusals.map((refusal) => refusal.body.errors?.[0]?.extensions?.code)).toEqual([
      "UNAUTHENTICATED",
      "FORBIDDEN",
      "BAD_USER_INPUT",
      "BAD_USER_INPUT",
    ]);
    expect((await sendJson(server.url, "POST", "/api/createArchdeaconry", {}, admin)).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("records gifts recorded and reversed by a treasurer", async () => {
    const project = await server.services.projects.create(SYSTEM_ACTOR, {
      title: "Diocesan Conference Centre",
      summary: "A conference centre in Kakamega.",
      body: "<p>KES 600,000,000.</p>",
      targetAmountKes: 600_000_000,
      status: ProjectStatus.ONGOING,
      featured: false,
    } as ProjectInput);
    const treasurer = await createStaffMember(server, { role: "treasurer", name: "Peter Otieno" });
    const headers = await signedInHeaders(server, treasurer);
    const gift = await graphqlAs<{ recordGift: { id: string } }>(
      server.url,
      headers,
      `mutation ($projectId: ID!, $on: String!) { recordGift(input: { projectId: $projectId, amountKes: 5000, method: CASH, receivedOn: $on }) { id } }`,
      { projectId: String(project.id), on: new Date().toISOString().slice(0, 10) },
    );
    const giftId = gift.body.data!.recordGift.id;
    const reversal = await graphqlAs<{ reverseGift: { id: string } }>(
      server.url,
      headers,
      `mutation ($id: ID!) { reverseGift(input: { id: $id, reason: "Entered twice" }) { id } }`,
      { id: giftId },
    );

    expect(await entries({ entity: "Gift" })).toMatchObject([
      { action: "GIFT_RECORDED", entityId: giftId, actorName: "Peter Otieno" },
      { action: "GIFT_REVERSED", entityId: reversal.body.data!.reverseGift.id, actorName: "Peter Otieno" },
    ]);
  });

  it("names the system for writes made outside any request", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Kakamega Central" });
    expect(await entries({ entity: "Archdeaconry" })).toMatchObject([
      { actorKind: "SYSTEM", actorName: null, clientAddress: null, entityId: String(archdeaconry.id) },
    ]);
  });
});

describe("the audit log of sign-ins and passwords", () => {
  const SIGN_IN = `mutation ($identifier: String!, $password: String!) { signIn(identifier: $identifier, password: $password) { id } }`;
  const signIn = (identifier: string, password: string) =>
    graphqlAs(server.url, {}, SIGN_IN, { identifier, password });

  it("records sign-ins, failed ones and the lock-out, naming what was typed but never a password", async () => {
    const staff = await createStaffMember(server, { name: "Mary Atieno", email: "mary@diocese.example" });
    await signIn("mary@diocese.example", STAFF_PASSWORD);
    for (let attempt = 0; attempt < 5; attempt++) await signIn("mary@diocese.example", "Wrong-password-1");
    await signIn("nobody@diocese.example", "Wrong-password-2");

    // Less the accounts' making by the test's factory, outside any request.
    const written = (await entries({ entity: "Staff account" })).filter(
      (entry) => entry.actorKind !== "SYSTEM",
    );
    expect(written.map((entry) => [entry.action, entry.actorKind, entry.actorName, entry.entityId])).toEqual([
      ["SIGNED_IN", "STAFF", "Mary Atieno", String(staff.id)],
      ...Array.from({ length: 4 }, () => [
        "SIGN_IN_FAILED",
        "VISITOR",
        "mary@diocese.example",
        String(staff.id),
      ]),
      ["LOCKED_OUT", "VISITOR", "mary@diocese.example", String(staff.id)],
      ["SIGN_IN_FAILED", "VISITOR", "nobody@diocese.example", null],
    ]);
    expect(written.every((entry) => entry.clientAddress === "127.0.0.1")).toBe(true);
    const everything = JSON.stringify(await server.dataSource.getRepository(AuditLogEntry).find());
    for (const secret of [STAFF_PASSWORD, "Wrong-password", "argon2", "passwordHash"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("records a password changed by its owner and one reset by a system admin", async () => {
    const staff = await createStaffMember(server, { name: "John Barasa" });
    const own = await signedInHeaders(server, staff);
    const changed = await graphqlAs(
      server.url,
      own,
      `mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }`,
      { current: STAFF_PASSWORD, next: "Another-Synod-2027!" },
    );
    expect(changed.body.errors).toBeUndefined();
    const reset = await graphqlAs(
      server.url,
      admin,
      `mutation ($id: ID!) { resetAdminUserPassword(id: $id) { password } }`,
      { id: String(staff.id) },
    );
    expect(reset.body.errors).toBeUndefined();

    const written = await entries({ entity: "Staff account", entityId: String(staff.id) });
    expect(written.filter((entry) => entry.actorKind !== "SYSTEM")).toMatchObject([
      { action: "PASSWORD_CHANGED", actorName: "John Barasa", fields: [] },
      { action: "PASSWORD_RESET", actorName: adminName, fields: [] },
    ]);
    expect(JSON.stringify(await entries())).not.toContain("Another-Synod-2027!");
  });
});

describe("reading the audit log", () => {
  it("is for system admins only: not visitors, editors, treasurers or API tokens", async () => {
    const editor = await signedInHeaders(server, await createStaffMember(server, { role: "editor" }));
    const treasurer = await signedInHeaders(server, await createStaffMember(server, { role: "treasurer" }));
    const { token } = await server.services.apiTokens.create(SYSTEM_ACTOR, {
      name: "Reader",
      scopes: ["READ_PRIVATE", "WRITE_CONTENT"],
    });
    expect((await auditLog({}, {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    for (const headers of [editor, treasurer, { authorization: `Bearer ${token}` }]) {
      expect((await auditLog({}, headers)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const csv = await fetch(`${server.url}/exports/audit-log.csv`, { headers });
      expect(csv.status).toBe(403);
    }
    expect((await auditLog()).body.errors).toBeUndefined();
  });

  it("filters by who, what, action and day, and names a bad filter's field", async () => {
    const editorUser = await createStaffMember(server, { role: "editor", name: "Esther Nafula" });
    const editor = await signedInHeaders(server, editorUser);
    await graphqlAs(
      server.url,
      editor,
      `mutation { createArchdeaconry(input: { name: "Navakholo" }) { id } }`,
    );
    await graphqlAs(server.url, admin, `mutation { createArchdeaconry(input: { name: "Matungu" }) { id } }`);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Nairobi" });

    expect((await entries({ who: "nafula" })).map((entry) => entry.actorName)).toEqual(["Esther Nafula"]);
    expect(await entries({ entity: "archdeac", action: "CREATED" })).toHaveLength(2);
    expect(await entries({ from: today, to: today, entity: "Archdeaconry" })).toHaveLength(2);
    expect(await entries({ to: "2020-01-01" })).toEqual([]);
    expect(await entries({ who: "100%_" })).toEqual([]);

    const bad = await auditLog({ from: "yesterday" });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "from" });
    const tooBig = await auditLog({ pageSize: 500 });
    expect(tooBig.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "pageSize" });
  });

  it("exports the filtered entries as CSV, with no cell a spreadsheet would run", async () => {
    await graphqlAs(
      server.url,
      admin,
      `mutation { createArchdeaconry(input: { name: "Ikolomani" }) { id } }`,
    );
    await graphqlAs(
      server.url,
      {},
      `mutation { signIn(identifier: "=HYPERLINK(\\"http://evil.example\\")", password: "x") { id } }`,
    );
    const response = await fetch(`${server.url}/exports/audit-log.csv?action=SIGN_IN_FAILED`, {
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Entry,When (Kakamega),Who,Kind of actor,Client address,What,Record id,Name then,Action,Fields",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(",visitor,127.0.0.1,Staff account,,,sign_in_failed,");

    const all = await fetch(`${server.url}/exports/audit-log.csv?entity=Archdeaconry`, { headers: admin });
    expect(await all.text()).toMatch(
      new RegExp(`${adminName},staff,127\\.0\\.0\\.1,Archdeaconry,\\d+,Ikolomani,created,`),
    );
  });
});

describe("keeping the audit log", () => {
  const insertAged = (days: number) => {
    const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    return server.dataSource.getRepository(AuditLogEntry).save({
      at,
      actorKind: "system",
      actorId: null,
      actorName: `aged ${days}`,
      clientAddress: null,
      entity: "News article",
      entityId: "1",
      action: "created",
      fields: [],
    });
  };

  it("cannot be changed or deleted through the API, nor by the database, until it is old enough", async () => {
    const schema = await graphqlAs<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      server.url,
      admin,
      `{ __schema { mutationType { fields { name } } } }`,
    );
    const mutations = schema.body.data!.__schema.mutationType.fields.map((field) => field.name);
    expect(mutations.filter((name) => /audit/i.test(name))).toEqual([]);
    for (const method of ["DELETE", "POST"]) {
      const response = await requestJson(server.url, method, "/exports/audit-log.csv", { headers: admin });
      expect(response.status).toBe(404);
    }

    const recent = await insertAged(1);
    const p = server.dataSource.options.type === "postgres" ? "$1" : "?";
    await expect(
      server.dataSource.query(`UPDATE audit_log SET actor_name = 'someone else' WHERE id = ${p}`, [
        recent.id,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.dataSource.query(`DELETE FROM audit_log WHERE id = ${p}`, [recent.id]),
    ).rejects.toThrow(/at least 30 days/);
    await expect(server.dataSource.getRepository(AuditLogEntry).delete({ id: recent.id })).rejects.toThrow(
      /at least 30 days/,
    );
    if (server.dataSource.options.type === "postgres") {
      await expect(server.dataSource.query("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
    }
    const old = await insertAged(40);
    await expect(
      server.dataSource.query(`UPDATE audit_log SET actor_name = 'x' WHERE id = ${p}`, [old.id]),
    ).rejects.toThrow(/append-only/);
    expect(await server.dataSource.getRepository(AuditLogEntry).existsBy({ id: recent.id })).toBe(true);
  });

  it("prunes the entries older than the retention period, and only those", async () => {
    await insertAged(400);
    await insertAged(366);
    await insertAged(300);
    await insertAged(0);
    expect(server.services.auditLog.retentionDays).toBe(365);
    await server.services.auditLog.prune();
    const left = await server.dataSource.getRepository(AuditLogEntry).find({ order: { id: "ASC" } });
    expect(left.map((entry) => entry.actorName).filter((name) => name?.startsWith("aged"))).toEqual([
      "aged 300",
      "aged 0",
    ]);
  });

  it("takes its retention from AUDIT_LOG_RETENTION_DAYS, never under 30 days", () => {
    const config = (value: string) =>
      loadConfig({ DATA_DIR: "/tmp/diocese-config", AUDIT_LOG_RETENTION_DAYS: value }, { webDistDir: null });
    expect(config("90").auditLogRetentionDays).toBe(90);
    expect(() => config("7")).toThrow(ConfigError);
    expect(() => config("7")).toThrow(
      /AUDIT_LOG_RETENTION_DAYS must be a whole number of days from 30 to 3650/,
    );
    expect(() => config("a year")).toThrow(/AUDIT_LOG_RETENTION_DAYS/);
  });
});
