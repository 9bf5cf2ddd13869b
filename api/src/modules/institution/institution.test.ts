import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createInstitution, createParish, signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { Parish } from "../parish/parish.entity.js";
import { Institution } from "./institution.entity.js";

let server: TestApp;
let staff: Record<string, string>;
let parish: Parish;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
  parish = await createParish(server.services, { name: "St. Peter's Shirere" });
});
afterAll(() => server.close());

const FIELDS = `id name slug kind town latitude longitude headName headTitle phone email website history status
  imageUrl parish { name }`;
const CREATE = `mutation ($input: InstitutionInput!, $image: Upload) { createInstitution(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: InstitutionInput!) { updateInstitution(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteInstitution(id: $id) }`;
const BY_SLUG = `query ($slug: String!, $language: Language) { institutionBySlug(slug: $slug, language: $language) { name headTitle history } }`;

interface Item {
  id: string;
  name: string;
  slug: string;
  status: string;
  imageUrl: string | null;
  parish: { name: string };
}

const school = (changes: Record<string, unknown> = {}) => ({
  name: "Shirere Girls' Secondary School",
  kind: "SECONDARY_SCHOOL",
  parishId: String(parish.id),
  town: "Shirere",
  latitude: 0.2982,
  longitude: 34.7731,
  headName: "Mrs. Grace Anyika",
  headTitle: "Principal",
  phone: "+254 712 000 112",
  email: "office@shirere.example.org",
  website: "https://shirere.example.org",
  history: "Founded by the parish in 1968.",
  ...changes,
});

const bySlug = async (slug: string, language = "EN") =>
  (
    await graphql<{ institutionBySlug: Record<string, unknown> | null }>(server.url, BY_SLUG, {
      slug,
      language,
    })
  ).body.data!.institutionBySlug;

const count = () => server.dataSource.getRepository(Institution).count();

describe("a sponsored institution over GraphQL", () => {
  it("adds one with every field and a picture, changes it and deletes it", async () => {
    const created = await graphqlUpload<{ createInstitution: Item }>(
      server.url,
      CREATE,
      { input: school(), image: null },
      { image: { bytes: await smallImage("png", 40), filename: "school.png", type: "image/png" } },
      { ...staff, "apollo-require-preflight": "true" },
    );
    expect(created.body.errors).toBeUndefined();
    const item = created.body.data!.createInstitution;
    const { name, kind, town, latitude, longitude, headName, headTitle, phone, email, website, history } =
      school();
    expect(item).toMatchObject({
      ...{ name, kind, town, latitude, longitude, headName, headTitle, phone, email, website, history },
      slug: "shirere-girls-secondary-school",
      status: "PUBLISHED",
      imageUrl: expect.stringMatching(/^\/uploads\/images\//),
      parish: { name: "St. Peter's Shirere" },
    });

    const updated = await graphql<{ updateInstitution: Item }>(
      server.url,
      UPDATE,
      { id: item.id, input: school({ name: "Shirere ACK Girls' Secondary School", town: null }) },
      staff,
    );
    expect(updated.body.errors).toBeUndefined();
    // The address stays when the name changes, so that links keep working; the picture stays too.
    expect(updated.body.data!.updateInstitution).toMatchObject({
      name: "Shirere ACK Girls' Secondary School",
      slug: item.slug,
      town: null,
      imageUrl: item.imageUrl,
    });

    expect((await graphql(server.url, DELETE, { id: item.id }, staff)).body.errors).toBeUndefined();
    expect(await bySlug(item.slug)).toBeNull();
  });

  it("gives a second institution of one name an address of its own", async () => {
    const first = await createInstitution(server.services, {
      name: "Mbale Primary School",
      parishId: parish.id,
    });
    const second = await createInstitution(server.services, {
      name: "Mbale Primary School",
      parishId: parish.id,
    });
    expect([first.slug, second.slug]).toEqual(["mbale-primary-school", "mbale-primary-school-2"]);
  });

  it("shows a draft to no visitor until it is published", async () => {
    const draft = await createInstitution(server.services, { parishId: parish.id, status: "draft" });
    expect(await bySlug(draft.slug)).toBeNull();
    await server.services.institutions.update(SYSTEM_ACTOR, draft.id, {
      name: draft.name,
      kind: draft.kind,
      status: "published",
    });
    expect(await bySlug(draft.slug)).toMatchObject({ name: draft.name });
  });

  it("publishes a scheduled one when its time comes", async () => {
    const item = await createInstitution(server.services, {
      parishId: parish.id,
      status: "scheduled",
      publishAt: new Date(Date.now() + 60_000),
    });
    expect(await bySlug(item.slug)).toBeNull();
    expect(await server.services.institutions.publishDue(new Date(Date.now() + 120_000))).toBeGreaterThan(0);
    expect(await bySlug(item.slug)).toMatchObject({ name: item.name });
  });

  it("answers its head's title and history in Kiswahili when asked, and English where there is none", async () => {
    const item = await createInstitution(server.services, {
      parishId: parish.id,
      headTitle: "Principal",
      history: "Founded in 1968.",
      kiswahili: [
        { field: "headTitle", text: "Mkuu wa shule" },
        { field: "history", text: "Ilianzishwa mwaka 1968." },
      ],
    });
    expect(await bySlug(item.slug, "SW")).toEqual({
      name: item.name,
      headTitle: "Mkuu wa shule",
      history: "Ilianzishwa mwaka 1968.",
    });
    expect(await bySlug(item.slug, "EN")).toMatchObject({ headTitle: "Principal" });
  });

  it("is listed on its sponsoring parish's page, published ones alone, by name", async () => {
    const sponsor = await createParish(server.services, { name: "St. John's Lurambi" });
    await createInstitution(server.services, { name: "Lurambi Secondary", parishId: sponsor.id });
    await createInstitution(server.services, {
      name: "Lurambi Primary",
      parishId: sponsor.id,
      kind: "PRIMARY_SCHOOL",
    });
    await createInstitution(server.services, {
      name: "Lurambi Draft",
      parishId: sponsor.id,
      status: "draft",
    });
    const { body } = await graphql<{
      parishBySlug: { sponsoredInstitutions: { name: string; kind: string }[] };
    }>(
      server.url,
      `
        query ($slug: String!) {
          parishBySlug(slug: $slug) {
            sponsoredInstitutions {
              name
              kind
            }
          }
        }
      `,
      { slug: sponsor.slug },
    );
    expect(body.data!.parishBySlug.sponsoredInstitutions).toEqual([
      { name: "Lurambi Primary", kind: "PRIMARY_SCHOOL" },
      { name: "Lurambi Secondary", kind: "SECONDARY_SCHOOL" },
    ]);
  });

  it("keeps a parish that sponsors institutions from being deleted, saying why", async () => {
    const sponsor = await createParish(server.services, { name: "Christ Church Shitaho" });
    await createInstitution(server.services, { parishId: sponsor.id });
    const { body } = await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          deleteParish(id: $id)
        }
      `,
      { id: String(sponsor.id) },
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({
      message:
        "Christ Church Shitaho sponsors schools or other institutions: give them to another parish before deleting it",
      extensions: { code: "BAD_USER_INPUT", field: "id" },
    });
    expect(await server.services.parishes.findById(sponsor.id)).not.toBeNull();
  });

  it("refuses a visitor's write and a visitor's look at drafts", async () => {
    const write = await graphql(server.url, CREATE, { input: school() });
    expect(write.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const drafts = await graphql(
      server.url,
      `
        {
          institutions(includeUnpublished: true) {
            total
          }
        }
      `,
    );
    expect(drafts.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("a sponsored institution's bad input", () => {
  it.each([
    ["no name", { name: "" }, "name", "name must not be empty"],
    ["a name too long", { name: "x".repeat(161) }, "name", "name must have at most 160 characters"],
    ["a name of two lines", { name: "Shirere\nGirls" }, "name", expect.stringContaining("name")],
    [
      "no sponsoring parish",
      { parishId: null },
      "parishId",
      "parishId must name the parish that sponsors it",
    ],
    [
      "a parish that is none",
      { parishId: "999999" },
      "parishId",
      "There is no parish with id 999999; choose an existing parish",
    ],
    ["a latitude past the pole", { latitude: 91 }, "latitude", expect.stringContaining("from -90 to 90")],
    [
      "a longitude past the date line",
      { longitude: 181 },
      "longitude",
      expect.stringContaining("from -180 to 180"),
    ],
    [
      "a latitude without its longitude",
      { longitude: null },
      "longitude",
      "latitude and longitude go together: give both to place it on the map, or neither",
    ],
    [
      "a phone that is none",
      { phone: "call us" },
      "phone",
      "phone must be a phone number such as +254 712 345 678",
    ],
    [
      "an e-mail address that is none",
      { email: "office" },
      "email",
      expect.stringContaining("e-mail address"),
    ],
    [
      "a website that is not a web address",
      { website: "javascript:alert(1)" },
      "website",
      "website must be a web address starting with http:// or https://",
    ],
    [
      "a history too long",
      { history: "x".repeat(5001) },
      "history",
      "history must have at most 5000 characters",
    ],
    [
      "a head's title too long",
      { headTitle: "x".repeat(81) },
      "headTitle",
      "headTitle must have at most 80 characters",
    ],
  ])("refuses %s, naming the field, and keeps nothing", async (_, changes, field, message) => {
    const before = await count();
    const { body } = await graphql(server.url, CREATE, { input: school(changes) }, staff);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
    expect(await count()).toBe(before);
  });

  it("refuses a kind that is none, whoever calls the service (GraphQL's enum refuses it first)", async () => {
    const before = await count();
    await expect(
      server.services.institutions.create(SYSTEM_ACTOR, { ...school(), kind: "UNIVERSITY" }),
    ).rejects.toMatchObject({
      message: expect.stringContaining("kind must be one of PRIMARY_SCHOOL, SECONDARY_SCHOOL"),
      field: "kind",
    });
    const { body } = await graphql(server.url, CREATE, { input: school({ kind: "UNIVERSITY" }) }, staff);
    expect(body.errors?.[0]?.message).toContain("UNIVERSITY");
    expect(await count()).toBe(before);
  });

  it("refuses a bad change and leaves the institution as it was", async () => {
    const item = await createInstitution(server.services, { parishId: parish.id, town: "Shirere" });
    const { body } = await graphql(
      server.url,
      UPDATE,
      { id: String(item.id), input: school({ latitude: -95 }) },
      staff,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "latitude" });
    expect(await server.dataSource.getRepository(Institution).findOneByOrFail({ id: item.id })).toMatchObject(
      {
        name: item.name,
        town: "Shirere",
        latitude: null,
      },
    );
  });

  it("answers NOT_FOUND for an institution that is none", async () => {
    const { body } = await graphql(server.url, UPDATE, { id: "999999", input: school() }, staff);
    expect(body.errors?.[0]).toMatchObject({
      message: "There is no institution with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
  });
});
