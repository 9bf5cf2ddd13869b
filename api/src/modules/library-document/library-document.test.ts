import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql } from "../../../test/http.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = "id title status publishAt";
const CREATE = `mutation ($input: LibraryDocumentInput!) { createLibraryDocument(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: LibraryDocumentInput!) { updateLibraryDocument(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteLibraryDocument(id: $id) }`;
const LIST = `query ($includeUnpublished: Boolean) { libraryDocuments(includeUnpublished: $includeUnpublished, pageSize: 50) { total items { ${FIELDS} } } }`;

interface Item {
  id: string;
  title: string;
  status: string;
}

const titlesListed = async (headers: Record<string, string> = {}, includeUnpublished = false) => {
  const { body } = await graphql<{ libraryDocuments: { items: Item[] } }>(
    server.url,
    LIST,
    { includeUnpublished },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.libraryDocuments.items.map((item) => item.title);
};

describe("library documents over GraphQL", () => {
  it("adds, changes and deletes one, which visitors see once published", async () => {
    const created = await graphql<{ createLibraryDocument: Item }>(
      server.url,
      CREATE,
      { input: { title: "First library document", status: "DRAFT" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createLibraryDocument;
    expect(await titlesListed()).not.toContain("First library document");
    expect(await titlesListed(staff, true)).toContain("First library document");

    const updated = await graphql<{ updateLibraryDocument: Item }>(
      server.url,
      UPDATE,
      { id, input: { title: "First library document, published", status: "PUBLISHED" } },
      staff,
    );
    expect(updated.body.data?.updateLibraryDocument).toMatchObject({ status: "PUBLISHED" });
    expect(await titlesListed()).toContain("First library document, published");

    const deleted = await graphql(server.url, DELETE, { id }, staff);
    expect(deleted.body.errors).toBeUndefined();
    expect(await titlesListed()).not.toContain("First library document, published");
  });

  it("refuses a visitor's write and a visitor's look at drafts", async () => {
    const write = await graphql(server.url, CREATE, { input: { title: "Not allowed" } });
    expect(write.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const drafts = await graphql(server.url, LIST, { includeUnpublished: true });
    expect(drafts.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["a missing title", { title: "" }, "title must not be empty"],
    ["a title too long", { title: "x".repeat(201) }, "title must have at most 200 characters"],
  ])("refuses %s with a clear message", async (_, input, message) => {
    const { body } = await graphql(server.url, CREATE, { input }, staff);
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: "BAD_USER_INPUT", field: "title" },
    });
  });

  it("publishes a scheduled one when its time comes", async () => {
    const item = await server.services.libraryDocuments.create(SYSTEM_ACTOR, {
      title: "Scheduled library document",
      status: "scheduled",
      publishAt: new Date(Date.now() + 60_000),
    });
    expect(await titlesListed()).not.toContain(item.title);
    expect(await server.services.libraryDocuments.publishDue(new Date(Date.now() + 120_000))).toBeGreaterThan(
      0,
    );
    expect(await titlesListed()).toContain(item.title);
  });
});
