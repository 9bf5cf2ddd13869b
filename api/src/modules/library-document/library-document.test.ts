import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload, type GraphQLResponse } from "../../../test/http.js";
import { pdfDocument, smallImage } from "../../../test/images.js";
import { wholeSitemap } from "../../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { LibraryDocumentInput } from "./library-document.inputs.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = "id title category documentUrl status publishAt";
const CREATE = `mutation ($input: LibraryDocumentInput!, $document: Upload) { createLibraryDocument(input: $input, document: $document) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: LibraryDocumentInput!, $document: Upload) { updateLibraryDocument(id: $id, input: $input, document: $document) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteLibraryDocument(id: $id) }`;
const LIST = `query ($includeUnpublished: Boolean, $search: String, $category: LibraryDocumentCategory, $page: Int, $pageSize: Int) {
  libraryDocuments(includeUnpublished: $includeUnpublished, search: $search, category: $category, page: $page, pageSize: $pageSize) {
    total pageCount items { ${FIELDS} }
  }
}`;
const PREFLIGHT = { "apollo-require-preflight": "true" };
const pdf = (name = "report.pdf") => ({ bytes: pdfDocument, filename: name, type: "application/pdf" });

interface Item {
  id: string;
  title: string;
  category: string;
  documentUrl: string;
  status: string;
}
type Listed = { libraryDocuments: { total: number; pageCount: number; items: Item[] } };

/** A document made through the service, published unless told otherwise, with a PDF of its own. */
function createDocument(input: Partial<LibraryDocumentInput> = {}) {
  return server.services.libraryDocuments.create(
    SYSTEM_ACTOR,
    { title: "Circular on the diocesan synod", category: "circular", ...input },
    { buffer: Buffer.concat([pdfDocument, Buffer.from(`\n% ${Math.random()}\n%%EOF\n`)]) },
  );
}

async function listed(variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { body } = await graphql<Listed>(server.url, LIST, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.libraryDocuments;
}
const titlesListed = async (variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  (await listed(variables, headers)).items.map((item) => item.title);

const refusal = (response: { body: GraphQLResponse<unknown> }) => {
  const [error] = response.body.errors ?? [];
  return { message: error?.message, code: error?.extensions?.code, field: error?.extensions?.field };
};

describe("the document library over GraphQL", () => {
  it("adds a document with its PDF, which anyone can download, replaces the PDF, and deletes both", async () => {
    const created = await graphqlUpload<{ createLibraryDocument: Item }>(
      server.url,
      CREATE,
      { input: { title: "Report of the 2026 synod", category: "SYNOD_REPORT" } },
      { document: pdf() },
      { ...PREFLIGHT, ...staff },
    );
    expect(created.body.errors).toBeUndefined();
    const document = created.body.data!.createLibraryDocument;
    expect(document).toMatchObject({ category: "SYNOD_REPORT", status: "PUBLISHED" });
    expect(document.documentUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);
    const file = await fetch(`${server.url}${document.documentUrl}`);
    expect(file.headers.get("content-type")).toBe("application/pdf");

    const replacement = Buffer.concat([pdfDocument, Buffer.from("\n% second edition\n%%EOF\n")]);
    const updated = await graphqlUpload<{ updateLibraryDocument: Item }>(
      server.url,
      UPDATE,
      { id: document.id, input: { title: "Report of the 2026 synod, corrected", category: "SYNOD_REPORT" } },
      { document: { bytes: replacement, filename: "report.pdf", type: "application/pdf" } },
      { ...PREFLIGHT, ...staff },
    );
    expect(updated.body.errors).toBeUndefined();
    const changed = updated.body.data!.updateLibraryDocument;
    expect(changed.documentUrl).not.toBe(document.documentUrl);
    expect((await fetch(`${server.url}${document.documentUrl}`)).status).toBe(404);

    expect((await graphql(server.url, DELETE, { id: document.id }, staff)).body.errors).toBeUndefined();
    expect((await fetch(`${server.url}${changed.documentUrl}`)).status).toBe(404);
    expect(await titlesListed()).not.toContain("Report of the 2026 synod, corrected");
  });

  it("keeps a draft and a scheduled document from visitors until the schedule publishes it", async () => {
    const draft = await createDocument({ title: "Draft circular on tithes", status: "draft" });
    const scheduled = await createDocument({
      title: "Circular for Advent",
      status: "scheduled",
      publishAt: new Date(Date.now() + 60_000),
    });
    expect(await titlesListed()).not.toContain(draft.title);
    expect(await titlesListed()).not.toContain(scheduled.title);
    expect(await titlesListed({ includeUnpublished: true }, staff)).toEqual(
      expect.arrayContaining([draft.title, scheduled.title]),
    );
    const visitor = await graphql(server.url, LIST, { includeUnpublished: true });
    expect(refusal(visitor).code).toBe("UNAUTHENTICATED");

    expect(await server.services.libraryDocuments.publishDue(new Date(Date.now() + 120_000))).toBeGreaterThan(
      0,
    );
    expect(await titlesListed()).toContain(scheduled.title);
    expect(await titlesListed()).not.toContain(draft.title);
  });

  it("refuses a visitor's write, and a document without its PDF or with another kind of file", async () => {
    const input = { title: "Baptism form", category: "FORM" };
    expect(refusal(await graphql(server.url, CREATE, { input })).code).toBe("UNAUTHENTICATED");
    expect(refusal(await graphql(server.url, CREATE, { input }, staff))).toEqual({
      message: "Attach the document's PDF",
      code: "BAD_USER_INPUT",
      field: "document",
    });
    const picture = await graphqlUpload(
      server.url,
      CREATE,
      { input },
      { document: { bytes: await smallImage("png"), filename: "form.pdf", type: "application/pdf" } },
      { ...PREFLIGHT, ...staff },
    );
    expect(refusal(picture)).toEqual({
      message: "The document must be a PDF file",
      code: "BAD_USER_INPUT",
      field: "document",
    });
    expect(await titlesListed({ includeUnpublished: true }, staff)).not.toContain("Baptism form");
  });

  it.each([
    ["a missing title", { title: "" }, "title must not be empty", "title"],
    ["a title too long", { title: "x".repeat(201) }, "title must have at most 200 characters", "title"],
    ["a title of two lines", { title: "Synod\nreport" }, undefined, "title"],
    [
      "an unknown category",
      { category: "minutes" },
      "category must be SYNOD_REPORT, CIRCULAR, FORM or OTHER",
      "category",
    ],
  ])("refuses %s with a clear message, before any file is kept", async (_, given, message, field) => {
    const error = await createDocument(given as Partial<LibraryDocumentInput>).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ field, ...(message ? { message } : {}) });
  });
});

describe("finding documents", () => {
  beforeAll(async () => {
    await createDocument({ title: "Report of the 2025 synod", category: "synod_report" });
    await createDocument({
      title: "Circular on confirmation classes",
      category: "circular",
      kiswahili: [{ field: "title", text: "Waraka kuhusu madarasa ya kipaimara" }],
    });
    await createDocument({ title: "Marriage registration form", category: "form" });
    await createDocument({ title: "100% attendance award form", category: "form" });
  });

  it("finds a document by every word of the search in its title, in English or Kiswahili, whatever the case", async () => {
    expect(await titlesListed({ search: "SYNOD report 2025" })).toEqual(["Report of the 2025 synod"]);
    expect(await titlesListed({ search: "kipaimara waraka" })).toEqual(["Circular on confirmation classes"]);
    expect(await titlesListed({ search: "synod 2024" })).toEqual([]);
    // % and _ are letters of the search, not patterns.
    expect(await titlesListed({ search: "100%" })).toEqual(["100% attendance award form"]);
    expect(await titlesListed({ search: "%" })).toEqual(["100% attendance award form"]);
  });

  it("lists the documents of one category, newest first", async () => {
    expect(await titlesListed({ category: "FORM" })).toEqual([
      "100% attendance award form",
      "Marriage registration form",
    ]);
    expect(await titlesListed({ category: "FORM", search: "marriage" })).toEqual([
      "Marriage registration form",
    ]);
  });

  it("answers a page at a time, never more than 50, and refuses a search too long", async () => {
    const first = await listed({ pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    const second = await listed({ pageSize: 2, page: 2 });
    expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id));
    expect(refusal(await graphql(server.url, LIST, { pageSize: 51 })).code).toBe("BAD_USER_INPUT");
    expect(refusal(await graphql(server.url, LIST, { search: "x".repeat(121) }))).toMatchObject({
      message: "search must have at most 120 characters",
      code: "BAD_USER_INPUT",
    });
  });

  it("puts the library's page in the sitemap, dated by its latest document", async () => {
    const latest = await createDocument({ title: "Circular on the new lectionary" });
    const sitemap = await wholeSitemap(server.url);
    const entry = sitemap.split("<url>").find((url) => url.includes("/documents</loc>"));
    expect(entry).toContain(`<lastmod>${latest.updatedAt.toISOString()}</lastmod>`);
  });
});
