import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArchdeaconry, createParish, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, sendJson } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const PARISH_FIELDS = `id name archdeaconryId vicar phone serviceTimes archdeaconry { id name }`;
const CREATE = `mutation ($input: ParishInput!) { createParish(input: $input) { ${PARISH_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ParishInput!) { updateParish(id: $id, input: $input) { ${PARISH_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteParish(id: $id) }`;

const parishNamesOf = async (archdeaconryId: number) =>
  (await server.services.parishes.listOf(archdeaconryId)).map((parish) => parish.name);

describe("parishes over GraphQL", () => {
  it("creates, updates and deletes a parish for a signed-in member of staff", async () => {
    const butere = await createArchdeaconry(server.services, { name: "Butere" });
    const mumias = await createArchdeaconry(server.services, { name: "Mumias" });
    const created = await graphql<{ createParish: Record<string, unknown> }>(
      server.url,
      CREATE,
      {
        input: {
          name: "St. Luke's Shibembe",
          archdeaconryId: String(butere.id),
          phone: "0712 345678",
          serviceTimes: "Sunday 9:00 am",
        },
      },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const parish = created.body.data!.createParish;
    expect(parish).toEqual({
      id: expect.any(String),
      name: "St. Luke's Shibembe",
      archdeaconryId: String(butere.id),
      vicar: null,
      phone: "0712 345678",
      serviceTimes: "Sunday 9:00 am",
      archdeaconry: { id: String(butere.id), name: "Butere" },
    });

    const moved = await graphql<{ updateParish: Record<string, unknown> }>(
      server.url,
      UPDATE,
      {
        id: parish.id,
        input: {
          name: "St. Luke's Shibembe",
          archdeaconryId: String(mumias.id),
        },
      },
      staff,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.updateParish).toMatchObject({
      archdeaconry: { name: "Mumias" },
      vicar: null,
      phone: null,
    });

    const deleted = await graphql(server.url, DELETE, { id: parish.id }, staff);
    expect(deleted.body.data).toEqual({ deleteParish: true });
    expect(await parishNamesOf(mumias.id)).toEqual([]);
  });

  it("lists parishes a page at a time, of one archdeaconry when asked", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    for (const name of ["St. Paul's", "Christ Church", "St. Mark's"]) {
      await createParish(server.services, { archdeaconryId: archdeaconry.id, name });
    }
    const { body } = await graphql<{
      parishes: { total: number; pageCount: number; items: { name: string }[] };
    }>(
      server.url,
      `
        query ($archdeaconryId: ID) {
          parishes(archdeaconryId: $archdeaconryId, page: 1, pageSize: 2) {
            total
            pageCount
            items {
              name
            }
          }
        }
      `,
      { archdeaconryId: String(archdeaconry.id) },
    );
    expect(body.data!.parishes).toEqual({
      total: 3,
      pageCount: 2,
      items: [{ name: "Christ Church" }, { name: "St. Mark's" }],
    });
  });

  it("finds one parish by id with its archdeaconry, and answers null for an unknown one", async () => {
    const parish = await createParish(server.services, { name: "St. Philip's Mukumu" });
    const query = `query ($id: ID!) { parish(id: $id) { name archdeaconry { id } } }`;
    const found = await graphql(server.url, query, { id: String(parish.id) });
    expect(found.body.data).toEqual({
      parish: { name: "St. Philip's Mukumu", archdeaconry: { id: String(parish.archdeaconryId) } },
    });
    expect((await graphql(server.url, query, { id: "999999" })).body).toEqual({ data: { parish: null } });
  });

  it("refuses bad details with a message for each", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    await createParish(server.services, { archdeaconryId: archdeaconry.id, name: "St. John's" });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", archdeaconryId: String(archdeaconry.id) }, "name must not be empty"],
      [
        { name: "St. Anne's", archdeaconryId: "999999" },
        "There is no archdeaconry with id 999999; choose an existing archdeaconry",
      ],
      [
        { name: "St. Anne's", archdeaconryId: "first" },
        "archdeaconryId must be a whole number from 1 to 2147483647",
      ],
      [
        { name: "St. Anne's", archdeaconryId: String(archdeaconry.id), phone: "call the vicar" },
        "phone must be a phone number such as +254 712 345 678",
      ],
      [
        { name: "st. john's", archdeaconryId: String(archdeaconry.id) },
        "This archdeaconry already has a parish called st. john's; choose another name",
      ],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await parishNamesOf(archdeaconry.id)).toEqual(["St. John's"]);
  });

  it("allows the same parish name in two archdeaconries", async () => {
    const first = await createParish(server.services, { name: "St. Peter's" });
    const second = await createParish(server.services, { name: "St. Peter's" });
    expect(second.archdeaconryId).not.toBe(first.archdeaconryId);
  });

  it("answers NOT_FOUND when updating or deleting an unknown parish", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const updated = await graphql(
      server.url,
      UPDATE,
      { id: "999999", input: { name: "Nowhere", archdeaconryId: String(archdeaconry.id) } },
      staff,
    );
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no parish with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    const deleted = await graphql(server.url, DELETE, { id: "999999" }, staff);
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const parish = await createParish(server.services, { name: "St. Mary's" });
    const input = { name: "Renamed", archdeaconryId: String(parish.archdeaconryId) };
    const attempts = [
      await graphql(server.url, CREATE, { input }),
      await graphql(server.url, UPDATE, { id: String(parish.id), input }),
      await graphql(server.url, DELETE, { id: String(parish.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await parishNamesOf(parish.archdeaconryId)).toEqual(["St. Mary's"]);
  });
});

describe("legacy parish REST paths", () => {
  it("GET /api/getParishes/{id} answers a data list of { id, parish, archid }", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const parish = await createParish(server.services, {
      archdeaconryId: archdeaconry.id,
      name: "St. James Ekambuli",
    });
    const response = await getJson(server.url, `/api/getParishes/${archdeaconry.id}`);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    expect(response.body).toEqual({
      data: [{ id: parish.id, parish: "St. James Ekambuli", archid: archdeaconry.id }],
    });
  });

  it("GET /api/getParishes/{id} answers 404 for an unknown archdeaconry", async () => {
    const response = await getJson(server.url, "/api/getParishes/999999");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: "error", message: "There is no archdeaconry with id 999999" });
  });

  it("POST /api/createParish creates a parish (archid as a number or as text) and answers { status, id }", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    for (const archid of [archdeaconry.id, String(archdeaconry.id)]) {
      const name = `St. Andrew's ${typeof archid}`;
      const response = await sendJson(
        server.url,
        "POST",
        "/api/createParish",
        { archid, parish: name },
        staff,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: "success", id: expect.any(Number) });
    }
    expect(await parishNamesOf(archdeaconry.id)).toEqual(["St. Andrew's number", "St. Andrew's string"]);
  });

  it("POST /api/createParish refuses bad input with 400 and writes nothing", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    // The field at fault is named as the old body spells it (archid, not archdeaconryId).
    const cases: [unknown, string, { field?: string }][] = [
      [{ parish: "St. Thomas" }, "The request body lacks archid", { field: "archid" }],
      [{ archid: archdeaconry.id }, "The request body lacks parish", { field: "parish" }],
      [
        { archid: 999999, parish: "St. Thomas" },
        "There is no archdeaconry with id 999999; choose an existing archdeaconry",
        { field: "archid" },
      ],
      [
        { archid: "one", parish: "St. Thomas" },
        "archdeaconryId must be a whole number from 1 to 2147483647",
        { field: "archid" },
      ],
      ['{"archid": ', "The request body is not valid JSON", {}],
    ];
    for (const [body, message, field] of cases) {
      const response = await sendJson(server.url, "POST", "/api/createParish", body, staff);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ status: "error", message, ...field });
    }
    expect(await parishNamesOf(archdeaconry.id)).toEqual([]);
  });

  it("POST /api/createParish without a session answers 401 Failed and writes nothing", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const response = await sendJson(server.url, "POST", "/api/createParish", {
      archid: archdeaconry.id,
      parish: "St. Thomas",
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await parishNamesOf(archdeaconry.id)).toEqual([]);
  });

  it("DELETE /api/deleteParish/{id} deletes the parish and answers { status }", async () => {
    const parish = await createParish(server.services);
    const response = await sendJson(server.url, "DELETE", `/api/deleteParish/${parish.id}`, undefined, staff);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    expect(response.body).toEqual({ status: "success" });
    expect(await server.services.parishes.findById(parish.id)).toBeNull();
  });

  it("DELETE /api/deleteParish/{id} takes Content-Type: application/json with no body as no body", async () => {
    const parish = await createParish(server.services);
    const response = await sendJson(server.url, "DELETE", `/api/deleteParish/${parish.id}`, undefined, {
      ...staff,
      "content-type": "application/json",
    });
    expect(response).toMatchObject({ status: 200, body: { status: "success" } });
    expect(await server.services.parishes.findById(parish.id)).toBeNull();
  });

  it("DELETE /api/deleteParish/{id} answers 404 for an unknown parish and 400 for a bad id", async () => {
    const unknown = await sendJson(server.url, "DELETE", "/api/deleteParish/999999", undefined, staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: "error", message: "There is no parish with id 999999" });
    const bad = await sendJson(server.url, "DELETE", "/api/deleteParish/-3", undefined, staff);
    expect(bad.status).toBe(400);
  });

  it("DELETE /api/deleteParish/{id} without a session answers 401 Failed and deletes nothing", async () => {
    const parish = await createParish(server.services);
    const response = await sendJson(server.url, "DELETE", `/api/deleteParish/${parish.id}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ Status: "Failed", message: "You need to sign in to do that" });
    expect(await server.services.parishes.findById(parish.id)).not.toBeNull();
  });
});
