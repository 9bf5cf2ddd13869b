import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminRole, SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createClergyMember,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id slug title name styledName deaconOn deaconAt priestOn priestAt languages biography
  phone phonePublic email emailPublic status image { width }`;
const CREATE = `mutation ($input: ClergyMemberInput!, $image: Upload) { createClergyMember(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ClergyMemberInput!) { updateClergyMember(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteClergyMember(id: $id) }`;
const DIRECTORY = `query ($search: String, $includeUnpublished: Boolean) {
  clergy(search: $search, includeUnpublished: $includeUnpublished, pageSize: 50) { total items { name } } }`;

const khavere = {
  slug: "mary-khavere",
  title: "The Rev.",
  name: "Mary Khavere",
  deaconOn: "2009-06-28",
  deaconAt: "St Stephen's Cathedral, Kakamega",
  priestOn: "2010-07-04",
  priestAt: "St Stephen's Cathedral, Kakamega",
  languages: "English, Kiswahili, Luhya",
  biography: "Mary grew up in Mumias and studied at St Paul's, Limuru.",
  phone: "+254 700 111 222",
  email: "mary.khavere@example.org",
};

const namesFound = async (
  search: string | null,
  headers: Record<string, string> = {},
  includeUnpublished = false,
) => {
  const { body } = await graphql<{ clergy: { items: { name: string }[] } }>(
    server.url,
    DIRECTORY,
    { search, includeUnpublished },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.clergy.items.map((item) => item.name);
};

describe("the clergy over GraphQL", () => {
  it("adds a member with a picture, changes them, and deletes them with the picture's files", async () => {
    const created = await graphqlUpload<{ createClergyMember: Record<string, unknown> & { id: string } }>(
      server.url,
      CREATE,
      { input: khavere },
      { image: { bytes: await smallImage("jpeg", 480), filename: "mary.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const member = created.body.data!.createClergyMember;
    expect(member).toMatchObject({
      ...khavere,
      styledName: "The Rev. Mary Khavere",
      phonePublic: false,
      emailPublic: false,
      status: "PUBLISHED",
      image: { width: 480 },
    });

    const updated = await graphql<{ updateClergyMember: Record<string, unknown> }>(
      server.url,
      UPDATE,
      { id: member.id, input: { ...khavere, title: "The Rev. Canon", languages: "" } },
      staff,
    );
    expect(updated.body.data!.updateClergyMember).toMatchObject({ title: "The Rev. Canon", languages: null });

    expect((await graphql(server.url, DELETE, { id: member.id }, staff)).body.data).toEqual({
      deleteClergyMember: true,
    });
    expect(await namesFound("Khavere")).toEqual([]);
    expect((await filesUnder(server.config.uploadsDir)).filter((file) => file.includes("mary"))).toEqual([]);
  });

  it("refuses bad details with a message naming the field, and stores nothing", async () => {
    await createClergyMember(server.services, { name: "Taken Address", slug: "taken" });
    const before = await namesFound(null, staff, true);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...khavere, name: "" }, "name must not be empty"],
      [
        { ...khavere, slug: "Mary Khavere" },
        "slug must be lower-case words joined by hyphens, such as mary-khavere",
      ],
      [{ ...khavere, deaconOn: "28 June 2009" }, "deaconOn must be a date such as 1998-06-28"],
      [{ ...khavere, priestOn: "2010/07/04" }, "priestOn must be a date such as 1998-06-28"],
      [{ ...khavere, phone: "call the office" }, "phone must be a phone number such as +254 712 345 678"],
      [{ ...khavere, email: "mary@" }, "email must be an e-mail address such as vicar@example.org"],
      [{ ...khavere, biography: "x".repeat(2_001) }, "biography must have at most 2,000 characters"],
      [
        { ...khavere, slug: "taken" },
        "Another member of the clergy already has the address taken; choose another slug",
      ],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await namesFound(null, staff, true)).toEqual(before);
  });

  it("keeps drafts out of the directory, and finds members by name, parish or archdeaconry", async () => {
    const butere = await createArchdeaconry(server.services, { name: "Shianda Hills" });
    await createParish(server.services, {
      name: "St Barnabas Ekero",
      archdeaconryId: String(butere.id),
      vicar: "The Ven. Joseph Omulama",
    });
    await createClergyMember(server.services, { name: "Draft Wanjala", status: "draft" });
    expect(await namesFound("Omulama")).toEqual(["Joseph Omulama"]);
    expect(await namesFound("barnabas")).toEqual(["Joseph Omulama"]);
    expect(await namesFound("shianda hills")).toEqual(["Joseph Omulama"]);
    expect(await namesFound("Wanjala")).toEqual([]);
    expect(await namesFound("Wanjala", staff, true)).toEqual(["Draft Wanjala"]);
  });

  it("lets the diocese's editors keep the clergy, and no parish editor or visitor", async () => {
    const parish = await createParish(server.services);
    const parishEditor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: parish.id }),
    );
    const member = await createClergyMember(server.services, { name: "Untouched Makokha" });
    for (const headers of [parishEditor, {}]) {
      const attempts = [
        await graphql(server.url, CREATE, { input: { ...khavere, slug: "intruder" } }, headers),
        await graphql(server.url, UPDATE, { id: String(member.id), input: khavere }, headers),
        await graphql(server.url, DELETE, { id: String(member.id) }, headers),
      ];
      for (const { body } of attempts) {
        expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(body.errors?.[0]?.extensions?.code);
      }
    }
    const still = await server.services.clergy.findById(SYSTEM_ACTOR, member.id, true);
    expect(still).toMatchObject({ name: "Untouched Makokha" });
  });

  it("refuses to delete a member with postings, which are history", async () => {
    const parish = await createParish(server.services, { vicar: "The Rev. Posted Shikuku" });
    const { items } = await server.services.clergy.page(null, { search: "Shikuku" });
    const { body } = await graphql(server.url, DELETE, { id: String(items[0]!.id) }, staff);
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", field: "id" } });
    expect((await server.services.parishes.findById(parish.id))!.vicar).toBe("The Rev. Posted Shikuku");
  });
});
