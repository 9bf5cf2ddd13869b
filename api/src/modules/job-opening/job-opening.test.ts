import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createJobOpening, daysFromToday, signedInHeaders } from "../../../test/factories.js";
import { getJson, graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, pdfDocument, smallImage } from "../../../test/images.js";
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
      [{ ...valid, link: "" }, "A job opening needs a link or an attached PDF"],
      [{ ...valid, link: null }, "A job opening needs a link or an attached PDF"],
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

describe("a job opening's PDF", () => {
  const pdf = { bytes: pdfDocument, filename: "advertisement.pdf", type: "application/pdf" };
  const WITH_DOCUMENT = `id link documentUrl`;
  const CREATE_WITH_PDF = `mutation ($input: JobOpeningInput!, $document: Upload) { createJobOpening(input: $input, document: $document) { ${WITH_DOCUMENT} } }`;
  const UPDATE_WITH_PDF = `mutation ($id: ID!, $input: JobOpeningInput!, $document: Upload, $removeDocument: Boolean) { updateJobOpening(id: $id, input: $input, document: $document, removeDocument: $removeDocument) { ${WITH_DOCUMENT} } }`;
  type Saved = { id: string; link: string | null; documentUrl: string | null };
  const uploadedFiles = () => filesUnder(server.config.uploadsDir);
  const fileOf = (url: string) => url.replace("/uploads/", "");
  let sequence = 0;
  const fresh = (overrides: Record<string, unknown> = {}) => {
    sequence += 1;
    return { ...valid, referenceNumber: `ADK/PDF/2026/${sequence}`, ...overrides };
  };

  async function createWithPdf(input: Record<string, unknown>): Promise<Saved> {
    const { body } = await graphqlUpload<{ createJobOpening: Saved }>(
      server.url,
      CREATE_WITH_PDF,
      { input },
      { document: pdf },
      staff,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.createJobOpening;
  }

  it("is stored as a PDF with a new opening, which then needs no link", async () => {
    const created = await createWithPdf(fresh({ link: "" }));
    expect(created.link).toBeNull();
    expect(created.documentUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);
    expect(await uploadedFiles()).toContain(fileOf(created.documentUrl!));

    const served = await fetch(`${server.url}${created.documentUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
  });

  it("stays when the opening is saved without one, and a new PDF replaces it and its file", async () => {
    const created = await createWithPdf(fresh());
    const input = fresh({ link: "" });

    const kept = await graphql<{ updateJobOpening: Saved }>(
      server.url,
      UPDATE_WITH_PDF,
      { id: created.id, input },
      staff,
    );
    expect(kept.body.errors).toBeUndefined();
    expect(kept.body.data!.updateJobOpening.documentUrl).toBe(created.documentUrl);

    const replaced = await graphqlUpload<{ updateJobOpening: Saved }>(
      server.url,
      UPDATE_WITH_PDF,
      { id: created.id, input },
      { document: pdf },
      staff,
    );
    expect(replaced.body.errors).toBeUndefined();
    const newUrl = replaced.body.data!.updateJobOpening.documentUrl!;
    expect(newUrl).not.toBe(created.documentUrl);
    const files = await uploadedFiles();
    expect(files).toContain(fileOf(newUrl));
    expect(files).not.toContain(fileOf(created.documentUrl!));
  });

  it("is removed with its file on request, but not from an opening that would be left without a link", async () => {
    const created = await createWithPdf(fresh({ link: "" }));

    const refused = await graphql(
      server.url,
      UPDATE_WITH_PDF,
      { id: created.id, input: fresh({ link: "" }), removeDocument: true },
      staff,
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "A job opening needs a link or an attached PDF",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await uploadedFiles()).toContain(fileOf(created.documentUrl!));

    const removed = await graphql<{ updateJobOpening: Saved }>(
      server.url,
      UPDATE_WITH_PDF,
      { id: created.id, input: fresh(), removeDocument: true },
      staff,
    );
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data!.updateJobOpening).toMatchObject({ link: valid.link, documentUrl: null });
    expect(await uploadedFiles()).not.toContain(fileOf(created.documentUrl!));
  });

  it("cannot be replaced and removed at once", async () => {
    const created = await createWithPdf(fresh());
    const before = await uploadedFiles();
    const { body } = await graphqlUpload(
      server.url,
      UPDATE_WITH_PDF,
      { id: created.id, input: fresh(), removeDocument: true },
      { document: pdf },
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "Attach a new PDF or remove the current one, not both",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await uploadedFiles()).toEqual(before);
  });

  it("goes with its opening when the opening is deleted", async () => {
    const created = await createWithPdf(fresh());
    const deleted = await graphql(server.url, DELETE, { id: created.id }, staff);
    expect(deleted.body.data).toEqual({ deleteJobOpening: true });
    expect(await uploadedFiles()).not.toContain(fileOf(created.documentUrl!));
  });

  it("must be a PDF: anything else is refused and nothing is written", async () => {
    const existing = await createWithPdf(fresh());
    const before = { references: await references(), files: await uploadedFiles() };
    const picture = {
      bytes: await smallImage("png"),
      filename: "advertisement.pdf",
      type: "application/pdf",
    };

    const created = await graphqlUpload(
      server.url,
      CREATE_WITH_PDF,
      { input: fresh({ link: "" }) },
      { document: picture },
      staff,
    );
    const updated = await graphqlUpload(
      server.url,
      UPDATE_WITH_PDF,
      { id: existing.id, input: fresh({ position: "Changed" }) },
      { document: picture },
      staff,
    );
    for (const { body } of [created, updated]) {
      expect(body.errors?.[0]).toMatchObject({
        message: "The document must be a PDF file",
        extensions: { code: "BAD_USER_INPUT", field: "document" },
      });
    }
    expect(await references()).toEqual(before.references);
    expect(await uploadedFiles()).toEqual(before.files);
    const kept = await server.services.jobOpenings.findById(SYSTEM_ACTOR, existing.id);
    expect(kept).toMatchObject({ position: valid.position, documentUrl: existing.documentUrl });
  });

  it("leaves no file behind when the save fails after the PDF was stored", async () => {
    const input = fresh();
    const before = await uploadedFiles();
    // Another opening takes the reference number between the check and the save, as a
    // simultaneous request could: the unique index refuses the row after the PDF is stored.
    const media = server.services.media;
    const storeDocument = media.storeDocument.bind(media);
    const spy = vi.spyOn(media, "storeDocument").mockImplementationOnce(async (source) => {
      const url = await storeDocument(source);
      await createJobOpening(server.services, { referenceNumber: input.referenceNumber });
      return url;
    });
    try {
      const { body } = await graphqlUpload(server.url, CREATE_WITH_PDF, { input }, { document: pdf }, staff);
      expect(body.errors?.[0]).toMatchObject({
        message: `Another job opening already has the reference number ${input.referenceNumber}; each needs its own`,
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
    expect(await uploadedFiles()).toEqual(before);
  });

  it("is refused without a session, and nothing is written", async () => {
    const existing = await createWithPdf(fresh());
    const before = { references: await references(), files: await uploadedFiles() };
    const attempts = [
      await graphqlUpload(server.url, CREATE_WITH_PDF, { input: fresh() }, { document: pdf }),
      await graphqlUpload(
        server.url,
        UPDATE_WITH_PDF,
        { id: existing.id, input: fresh() },
        { document: pdf },
      ),
      await graphql(server.url, UPDATE_WITH_PDF, { id: existing.id, input: fresh(), removeDocument: true }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await references()).toEqual(before.references);
    expect(await uploadedFiles()).toEqual(before.files);
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

  it("gives the PDF's address as the link of an opening advertised by its PDF alone", async () => {
    const opening = await createJobOpening(server.services, { link: null }, { buffer: pdfDocument });
    const list = (await getJson(server.url, "/api/getAllJobs")).body as Record<string, unknown>[];
    expect(opening.documentUrl).toMatch(/^\/uploads\/documents\//);
    expect(list.find((item) => item.id === opening.id)).toMatchObject({ link: opening.documentUrl });
  });
});
