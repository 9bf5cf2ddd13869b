import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createParish, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, sendJson } from "../../../test/http.js";
import { countQueries } from "../../../test/query-counter.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const names = async () => (await server.services.archdeaconries.list()).map((a) => a.name);

const CREATE = `mutation ($input: ArchdeaconryInput!) { createArchdeaconry(input: $input) { id name } }`;
const UPDATE = `mutation ($id: ID!, $input: ArchdeaconryInput!) { updateArchdeaconry(id: $id, input: $input) { id name } }`;
const DELETE = `mutation ($id: ID!, $deleteParishes: Boolean!) { deleteArchdeaconry(id: $id, deleteParishes: $deleteParishes) }`;

describe("archdeaconries over GraphQL", () => {
  it("lists every archdeaconry with its parishes in two queries, however many there are", async () => {
    for (let i = 0; i < 5; i++) {
      const archdeaconry = await createArchdeaconry(server.services);
      for (let j = 0; j < 3; j++) await createParish(server.services, { archdeaconryId: archdeaconry.id });
    }
    const query = `{ archdeaconries { id name parishes { id name archdeaconryId } } }`;
    let body: Awaited<
      ReturnType<typeof graphql<{ archdeaconries: { id: string; parishes: unknown[] }[] }>>
    >["body"];
    const queries = await countQueries(server.dataSource, async () => {
      body = (await graphql<{ archdeaconries: { id: string; parishes: unknown[] }[] }>(server.url, query))
        .body;
    });
    expect(body!.errors).toBeUndefined();
    expect(body!.data!.archdeaconries.length).toBeGreaterThanOrEqual(5);
    expect(body!.data!.archdeaconries.filter((a) => a.parishes.length === 3).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(queries).toBe(2);
  });

  it("finds one archdeaconry by id, and answers null for an unknown one", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Mumias" });
    const query = `query ($id: ID!) { archdeaconry(id: $id) { name } }`;
    const found = await graphql(server.url, query, { id: String(archdeaconry.id) });
    expect(found.body.data).toEqual({ archdeaconry: { name: "Mumias" } });
    const missing = await graphql(server.url, query, { id: "999999" });
    expect(missing.body).toEqual({ data: { archdeaconry: null } });
  });

  it("creates, renames and deletes an archdeaconry for a signed-in member of staff", async () => {
    const created = await graphql<{ createArchdeaconry: { id: string; name: string } }>(
      server.url,
      CREATE,
      { input: { name: "  Emuhaya  " } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createArchdeaconry.id;
    expect(created.body.data!.createArchdeaconry.name).toBe("Emuhaya");

    const renamed = await graphql(server.url, UPDATE, { id, input: { name: "Emuhaya East" } }, staff);
    expect(renamed.body.data).toEqual({ updateArchdeaconry: { id, name: "Emuhaya East" } });

    const deleted = await graphql(server.url, DELETE, { id, deleteParishes: false }, staff);
    expect(deleted.body.data).toEqual({ deleteArchdeaconry: true });
    expect(await names()).not.toContain("Emuhaya East");
  });

  it("refuses a second archdeaconry of the same name, whatever its case", async () => {
    await createArchdeaconry(server.services, { name: "Butere" });
    const { body } = await graphql(server.url, CREATE, { input: { name: "butere" } }, staff);
    expect(body.errors?.[0]).toMatchObject({
      message: "There is already an archdeaconry called butere; choose another name",
      extensions: { code: "BAD_USER_INPUT", field: "name" },
    });
  });

  it("refuses an empty or overlong name with a message saying so", async () => {
    const empty = await graphql(server.url, CREATE, { input: { name: "   " } }, staff);
    expect(empty.body.errors?.[0]).toMatchObject({
      message: "name must not be empty",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const long = await graphql(server.url, CREATE, { input: { name: "x".repeat(121) } }, staff);
    expect(long.body.errors?.[0]?.message).toBe("name must have at most 120 characters");
  });

  it("answers NOT_FOUND when renaming or deleting an unknown archdeaconry", async () => {
    const renamed = await graphql(server.url, UPDATE, { id: "999999", input: { name: "Nowhere" } }, staff);
    expect(renamed.body.errors?.[0]).toMatchObject({
      message: "There is no archdeaconry with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    const deleted = await graphql(server.url, DELETE, { id: "999999", deleteParishes: false }, staff);
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses to delete an archdeaconry that still has parishes, unless asked to delete them too", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Shianda" });
    await createParish(server.services, { archdeaconryId: archdeaconry.id });
    await createParish(server.services, { archdeaconryId: archdeaconry.id });

    const refused = await graphql(
      server.url,
      DELETE,
      { id: String(archdeaconry.id), deleteParishes: false },
      staff,
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message:
        "Shianda archdeaconry still has 2 parishes: move them to another archdeaconry or delete them first, or ask to delete them with it (deleteParishes: true)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await server.services.parishes.listOf(archdeaconry.id)).toHaveLength(2);

    const deleted = await graphql(
      server.url,
      DELETE,
      { id: String(archdeaconry.id), deleteParishes: true },
      staff,
    );
    expect(deleted.body.data).toEqual({ deleteArchdeaconry: true });
    expect(await names()).not.toContain("Shianda");
    expect((await server.services.parishes.page({ archdeaconryId: archdeaconry.id })).total).toBe(0);
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Kisa" });
    const before = await names();
    const attempts = [
      await graphql(server.url, CREATE, { input: { name: "Intruders" } }),
      await graphql(server.url, UPDATE, { id: String(archdeaconry.id), input: { name: "Renamed" } }),
      await graphql(server.url, DELETE, { id: String(archdeaconry.id), deleteParishes: true }),
    ];
    for (const { body } of attempts) {
      expect(body.errors?.[0]).toMatchObject({
        message: "You need to sign in to do that",
        extensions: { code: "UNAUTHENTICATED" },
      });
    }
    expect(await names()).toEqual(before);
  });
});

describe("legacy archdeaconry REST paths", () => {
  it("GET /api/getArch and /api/getArchdeaconries answer a data list of { id, archdeaconry }", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Ebusiralo" });
    for (const path of ["/api/getArch", "/api/getArchdeaconries"]) {
      const response = await getJson(server.url, path);
      expect(response.status).toBe(200);
      expect(response.contentType).toBe("application/json; charset=utf-8");
      const { data } = response.body as { data: Record<string, unknown>[] };
      for (const item of data) expect(Object.keys(item).sort()).toEqual(["archdeaconry", "id"]);
      expect(data).toContainEqual({ id: archdeaconry.id, archdeaconry: "Ebusiralo" });
    }
  });

  it("GET /api/getArch/{id} answers a list with the one archdeaconry; 404 when unknown, 400 when not an id", async () => {
    const archdeaconry = await createArchdeaconry(server.services, { name: "Ikolomani" });
    const found = await getJson(server.url, `/api/getArch/${archdeaconry.id}`);
    expect(found).toMatchObject({ status: 200, body: [{ id: archdeaconry.id, archdeaconry: "Ikolomani" }] });

    const unknown = await getJson(server.url, "/api/getArch/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toBe("application/json; charset=utf-8");
    expect(unknown.body).toEqual({ status: "error", message: "There is no archdeaconry with id 999999" });

    const notAnId = await getJson(server.url, "/api/getArch/abc");
    expect(notAnId.status).toBe(400);
    expect(notAnId.body).toEqual({
      status: "error",
      message: "id must be a whole number from 1 to 2147483647",
      field: "id",
    });
  });

  it("POST /api/createArchdeaconry creates one and answers { status, id }", async () => {
    const response = await sendJson(
      server.url,
      "POST",
      "/api/createArchdeaconry",
      { archdeaconry: "Lurambi" },
      staff,
    );
    expect(response.status).toBe(200);
    const body = response.body as { status: string; id: number };
    expect(body).toEqual({ status: "success", id: expect.any(Number) });
    expect((await server.services.archdeaconries.get(body.id)).name).toBe("Lurambi");
  });

  it("POST /api/createArchdeaconry refuses bad input with 400 and writes nothing", async () => {
    const before = await names();
    // The field at fault is named as the old body spells it.
    const cases: [unknown, string, { field?: string }][] = [
      [{}, "The request body lacks archdeaconry", { field: "archdeaconry" }],
      [{ archdeaconry: "" }, "name must not be empty", { field: "archdeaconry" }],
      [{ archdeaconry: 7 }, "name must be text", { field: "archdeaconry" }],
      ["{not json", "The request body is not valid JSON", {}],
      [[], "The request body must be a JSON object (Content-Type: application/json)", {}],
    ];
    for (const [body, message, field] of cases) {
      const response = await sendJson(server.url, "POST", "/api/createArchdeaconry", body, staff);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.contentType).toBe("application/json; charset=utf-8");
      expect(response.body).toEqual({ status: "error", message, ...field });
    }
    expect(await names()).toEqual(before);
  });

  it("POST /api/createArchdeaconry refuses a text/plain body, as a cross-site form would send", async () => {
    const response = await fetch(`${server.url}/api/createArchdeaconry`, {
      method: "POST",
      headers: { "content-type": "text/plain", ...staff },
      body: JSON.stringify({ archdeaconry: "Forged" }),
    });
    expect(response.status).toBe(400);
    expect(await names()).not.toContain("Forged");
  });

  it("POST /api/createArchdeaconry refuses a body over the size limit with 413", async () => {
    const response = await sendJson(
      server.url,
      "POST",
      "/api/createArchdeaconry",
      { archdeaconry: "x".repeat(30 * 1024 * 1024) },
      staff,
    );
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: "error" });
  });

  it("POST /api/createArchdeaconry without a session answers 401 Failed and writes nothing", async () => {
    const before = await names();
    const response = await sendJson(server.url, "POST", "/api/createArchdeaconry", {
      archdeaconry: "Unsigned",
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await names()).toEqual(before);
  });
});
