import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobOpening, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id referenceNumber position description link closingDate`;
const CREATE = `mutation ($input: JobOpeningInput!) { createJobOpening(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: JobOpeningInput!) { updateJobOpening(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteJobOpening(id: $id) }`;
const LIST = `query ($includeClosed: Boolean) { jobOpenings(pageSize: 50, includeClosed: $includeClosed) { total items { id position } } }`;

const valid = {
  referenceNumber: "ADK/EDU/2026/01",
  position: "Education Secretary",
  description: "Oversees the schools the diocese sponsors.",
  link: "https://jobs.example.org/education-secretary",
  closingDate: daysFromToday(14),
};

const references = async () =>
  (await server.services.jobOpenings.page(null, { pageSize: 50 })).items.map((o) => o.referenceNumber).sort();

describe("job openings over GraphQL", () => {
  it("creates, updates and deletes a job opening for a signed-in member of staff", async () => {
    const created = await graphql<{ createJobOpening: Record<string, unknown> }>(
      server.url,
      CREATE,
      { input: valid },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const opening = created.body.data!.createJobOpening;
    expect(opening).toEqual({ ...valid, id: expect.any(String) });

    const updated = await graphql<{ updateJobOpening: Record<string, unknown> }>(
      server.url,
      UPDATE,
      { id: opening.id, input: { ...valid, position: "Diocesan Education Secretary", closingDate: "" } },
      staff,
    );
    expect(updated.body.data!.updateJobOpening).toMatchObject({
      position: "Diocesan Education Secretary",
      closingDate: null,
    });

    const deleted = await graphql(server.url, DELETE, { id: opening.id }, staff);
    expect(deleted.body.data).toEqual({ deleteJobOpening: true });
    expect(await references()).not.toContain(valid.referenceNumber);
  });

  it("lists openings until their closing day has passed; staff can ask for closed ones too", async () => {
    const closesToday = await createJobOpening(server.services, { closingDate: daysFromToday(0) });
    const openEnded = await createJobOpening(server.services, { closingDate: null });
    const closed = await createJobOpening(server.services, { closingDate: daysFromToday(-1) });

    const visitor = await graphql<{ jobOpenings: { items: { id: string }[] } }>(server.url, LIST, {});
    const listed = visitor.body.data!.jobOpenings.items.map((item) => item.id);
    expect(listed).toContain(String(closesToday.id));
    expect(listed).toContain(String(openEnded.id));
    expect(listed).not.toContain(String(closed.id));

    const withClosed = await graphql<{ jobOpenings: { items: { id: string }[] } }>(
      server.url,
      LIST,
      { includeClosed: true },
      staff,
    );
    expect(withClosed.body.data!.jobOpenings.items.map((item) => item.id)).toContain(String(closed.id));
  });

  it("refuses closed openings to a visitor who asks for them", async () => {
    const { body } = await graphql(server.url, LIST, { includeClosed: true });
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("finds an open opening by id; a closed one only for staff", async () => {
    const open = await createJobOpening(server.services, { position: "Driver" });
    const closed = await createJobOpening(server.services, {
      position: "Cook",
      closingDate: daysFromToday(-3),
    });
    const query = `query ($id: ID!) { jobOpening(id: $id) { position } }`;
    expect((await graphql(server.url, query, { id: String(open.id) })).body.data).toEqual({
      jobOpening: { position: "Driver" },
    });
    expect((await graphql(server.url, query, { id: String(closed.id) })).body.data).toEqual({
      jobOpening: null,
    });
    expect((await graphql(server.url, query, { id: String(closed.id) }, staff)).body.data).toEqual({
      jobOpening: { position: "Cook" },
    });
  });

  it("refuses bad details with a message for each", async () => {
    await createJobOpening(server.services, { referenceNumber: "ADK/FIN/2026/07" });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, referenceNumber: "" }, "referenceNumber must not be empty"],
      [{ ...valid, position: "  " }, "position must not be empty"],
      [
        { ...valid, link: "javascript:alert(1)" },
        "link must be a web address starting with http:// or https://",
      ],
      [
        { ...valid, link: "jobs.example.org" },
        "link must be a web address starting with http:// or https://",
      ],
      [
        { ...valid, closingDate: "next Friday" },
        "closingDate must be a calendar date written YYYY-MM-DD, such as 2026-03-14",
      ],
      [
        { ...valid, referenceNumber: "ADK/FIN/2026/07" },
        "Another job opening already has the reference number ADK/FIN/2026/07; each needs its own",
      ],
    ];
    const before = await references();
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await references()).toEqual(before);
  });

  it("answers NOT_FOUND when updating or deleting an unknown job opening", async () => {
    const updated = await graphql(server.url, UPDATE, { id: "999999", input: valid }, staff);
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no job opening with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    const deleted = await graphql(server.url, DELETE, { id: "999999" }, staff);
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const opening = await createJobOpening(server.services);
    const before = await references();
    const attempts = [
      await graphql(server.url, CREATE, { input: { ...valid, referenceNumber: "ADK/X/1" } }),
      await graphql(server.url, UPDATE, { id: String(opening.id), input: valid }),
      await graphql(server.url, DELETE, { id: String(opening.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await references()).toEqual(before);
  });
});

describe("legacy job REST path", () => {
  it("GET /api/getAllJobs lists open openings as { id, refno, position, description, link }", async () => {
    const open = await createJobOpening(server.services, {
      referenceNumber: "ADK/MIS/2026/02",
      position: "Evangelist",
      link: "https://jobs.example.org/evangelist",
    });
    const closed = await createJobOpening(server.services, { closingDate: daysFromToday(-1) });
    const response = await getJson(server.url, "/api/getAllJobs");
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("application/json; charset=utf-8");
    const list = response.body as Record<string, unknown>[];
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(["description", "id", "link", "position", "refno"]);
    }
    expect(list).toContainEqual({
      id: open.id,
      refno: "ADK/MIS/2026/02",
      position: "Evangelist",
      description: open.description,
      link: "https://jobs.example.org/evangelist",
    });
    expect(list.map((item) => item.id)).not.toContain(closed.id);
  });
});
