import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
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

const FIELDS = `id slug name headName headTitle imageCaption body position imageUrl image { width }`;
const CREATE = `mutation ($input: DepartmentInput!, $image: Upload) { createDepartment(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: DepartmentInput!, $image: Upload) { updateDepartment(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteDepartment(id: $id) }`;

const education = {
  slug: "education",
  name: "Education",
  headName: "Placeholder Name",
  headTitle: "Diocesan Education Secretary",
  imageCaption: "Pupils of a diocesan primary school",
  body: "<p>The diocese sponsors 52 primary schools.</p><script>alert(1)</script>",
};
const uploadedFiles = () => filesUnder(server.config.uploadsDir);
const slugs = async () => (await server.services.departments.list()).map((d) => d.slug).sort();

interface DepartmentFields {
  id: string;
  slug: string;
  body: string;
  position: number;
  imageUrl: string | null;
  image: { width: number } | null;
}

describe("departments over GraphQL", () => {
  it("creates a department with a picture, changes it, finds it by slug and deletes it with its files", async () => {
    const created = await graphqlUpload<{ createDepartment: DepartmentFields }>(
      server.url,
      CREATE,
      { input: education },
      { image: { bytes: await smallImage("jpeg", 640), filename: "school.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const department = created.body.data!.createDepartment;
    expect(department).toMatchObject({
      ...education,
      body: "<p>The diocese sponsors 52 primary schools.</p>",
      position: 0,
      image: { width: 640 },
    });

    const updated = await graphql<{ updateDepartment: DepartmentFields }>(
      server.url,
      UPDATE,
      { id: department.id, input: { ...education, headName: "", position: 3 } },
      staff,
    );
    expect(updated.body.data!.updateDepartment).toMatchObject({
      headName: null,
      position: 3,
      imageUrl: department.imageUrl,
    });

    const bySlug = await graphql(
      server.url,
      `
        {
          department(slug: "education") {
            name
            position
          }
        }
      `,
    );
    expect(bySlug.body.data).toEqual({ department: { name: "Education", position: 3 } });

    expect((await graphql(server.url, DELETE, { id: department.id }, staff)).body.data).toEqual({
      deleteDepartment: true,
    });
    expect(
      (
        await graphql(
          server.url,
          `
            {
              department(slug: "education") {
                id
              }
            }
          `,
        )
      ).body.data,
    ).toEqual({ department: null });
    const name = department.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
  });

  it("lists departments in menu order, new ones last unless placed", async () => {
    const make = (slug: string, position?: number) =>
      server.services.departments.create(SYSTEM_ACTOR, { slug, name: slug, body: "", position });
    await make("music");
    await make("mission-department");
    await make("mothers-union", 0);
    const { body } = await graphql<{ departments: { slug: string }[] }>(
      server.url,
      `
        {
          departments {
            slug
          }
        }
      `,
    );
    expect(body.data!.departments.map((d) => d.slug)).toEqual([
      "mothers-union",
      "music",
      "mission-department",
    ]);
  });

  it("refuses bad details with a message for each, and stores nothing", async () => {
    await server.services.departments.create(SYSTEM_ACTOR, { slug: "kama", name: "KAMA", body: "" });
    const before = { slugs: await slugs(), files: await uploadedFiles() };
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...education, slug: "Kenya Anglican Men" },
        "slug must be lower-case words joined by hyphens, such as mothers-union",
      ],
      [{ ...education, name: "" }, "name must not be empty"],
      [{ ...education, position: -1 }, "position must be 0 or more"],
      [
        { ...education, slug: "kama" },
        "Another department already has the address kama; choose another slug",
      ],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphqlUpload(
        server.url,
        CREATE,
        { input },
        { image: { bytes: await smallImage("png"), filename: "d.png", type: "image/png" } },
        staff,
      );
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await slugs()).toEqual(before.slugs);
    expect(await uploadedFiles()).toEqual(before.files);
  });

  it("answers NOT_FOUND when changing or deleting an unknown department", async () => {
    const updated = await graphql(server.url, UPDATE, { id: "999999", input: education }, staff);
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no department with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const department = await server.services.departments.create(SYSTEM_ACTOR, {
      slug: "tee",
      name: "TEE",
      body: "",
    });
    const before = await slugs();
    const attempts = [
      await graphql(server.url, CREATE, { input: { ...education, slug: "intruders" } }),
      await graphql(server.url, UPDATE, { id: String(department.id), input: education }),
      await graphql(server.url, DELETE, { id: String(department.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await slugs()).toEqual(before);
  });
});
