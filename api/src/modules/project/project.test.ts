import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import type { ProjectInput } from "./project.inputs.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id slug title summary body targetAmountKes amountRaisedKes status featured imageUrl image { width }`;
const CREATE = `mutation ($input: ProjectInput!, $image: Upload) { createProject(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProjectInput!, $image: Upload) { updateProject(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteProject(id: $id) }`;

const conferenceCentre = {
  title: "Diocesan Conference Centre",
  summary: "A conference centre in Kakamega for synods, seminars and retreats.",
  body: `<p>Estimated cost: KES 600,000,000.</p><img src="x" onerror="alert(1)">`,
  targetAmountKes: 600_000_000,
  status: "ONGOING",
  featured: true,
};
const make = (overrides: Partial<ProjectInput> = {}) =>
  server.services.projects.create(SYSTEM_ACTOR, { ...conferenceCentre, ...overrides } as ProjectInput);
const uploadedFiles = () => filesUnder(server.config.uploadsDir);
const titles = async () =>
  (await server.services.projects.page({ pageSize: 50 })).items.map((p) => p.title).sort();

interface ProjectFields {
  id: string;
  slug: string;
  body: string;
  imageUrl: string | null;
  featured: boolean;
}

describe("projects over GraphQL", () => {
  it("creates a project with a picture, changes it, finds it by slug and id, deletes it with its files", async () => {
    const created = await graphqlUpload<{ createProject: ProjectFields }>(
      server.url,
      CREATE,
      { input: conferenceCentre },
      { image: { bytes: await smallImage("jpeg", 1024), filename: "centre.jpg", type: "image/jpeg" } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data!.createProject;
    expect(project).toMatchObject({
      ...conferenceCentre,
      slug: "diocesan-conference-centre",
      body: `<p>Estimated cost: KES 600,000,000.</p><img src="x" />`,
      image: { width: 1024 },
    });

    const updated = await graphql<{ updateProject: ProjectFields }>(
      server.url,
      UPDATE,
      {
        id: project.id,
        input: { ...conferenceCentre, title: "Conference Centre", targetAmountKes: 650_000_000 },
      },
      staff,
    );
    expect(updated.body.data!.updateProject).toMatchObject({
      title: "Conference Centre",
      slug: "diocesan-conference-centre",
      targetAmountKes: 650_000_000,
      amountRaisedKes: 0,
      imageUrl: project.imageUrl,
    });

    for (const args of [`slug: "diocesan-conference-centre"`, `id: "${project.id}"`]) {
      const found = await graphql(server.url, `{ project(${args}) { title } }`);
      expect(found.body.data).toEqual({ project: { title: "Conference Centre" } });
    }

    expect((await graphql(server.url, DELETE, { id: project.id }, staff)).body.data).toEqual({
      deleteProject: true,
    });
    const name = project.imageUrl!.split("/").pop()!.slice(0, 24);
    expect((await uploadedFiles()).filter((file) => file.includes(name))).toEqual([]);
  });

  it("keeps one featured project: featuring another takes over the banner", async () => {
    const first = await make({ title: "Cathedral roof" });
    const second = await make({ title: "Vocational school" });
    expect((await server.services.projects.findById(first.id))!.featured).toBe(false);
    const { body } = await graphql(
      server.url,
      `
        {
          featuredProject {
            id
          }
          projects(pageSize: 1) {
            items {
              id
            }
          }
        }
      `,
    );
    expect(body.data).toEqual({
      featuredProject: { id: String(second.id) },
      projects: { items: [{ id: String(second.id) }] },
    });
  });

  it("lists projects of one status", async () => {
    await make({
      title: "Borehole at St. Mark's",
      status: "COMPLETED" as ProjectInput["status"],
      featured: false,
    });
    const { body } = await graphql<{ projects: { items: { title: string; status: string }[] } }>(
      server.url,
      `
        {
          projects(status: COMPLETED) {
            items {
              title
              status
            }
          }
        }
      `,
    );
    expect(body.data!.projects.items).toEqual([{ title: "Borehole at St. Mark's", status: "COMPLETED" }]);
  });

  it("refuses bad details with a message for each", async () => {
    const before = await titles();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...conferenceCentre, title: "" }, "title must not be empty"],
      [{ ...conferenceCentre, summary: "x".repeat(501) }, "summary must have at most 500 characters"],
      [{ ...conferenceCentre, targetAmountKes: -5 }, "targetAmountKes must be 0 or more"],
      [
        { ...conferenceCentre, targetAmountKes: 2_000_000_001 },
        "targetAmountKes must be at most 2,000,000,000",
      ],
    ];
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await titles()).toEqual(before);
  });

  it("asks for exactly one of id and slug", async () => {
    const { body } = await graphql(
      server.url,
      `
        {
          project {
            id
          }
        }
      `,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "Give either id or slug to find a project, not both or neither",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("answers NOT_FOUND when changing or deleting an unknown project", async () => {
    const updated = await graphql(server.url, UPDATE, { id: "999999", input: conferenceCentre }, staff);
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no project with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const project = await make({ title: "Kept project", featured: false });
    const before = await titles();
    const attempts = [
      await graphql(server.url, CREATE, { input: conferenceCentre }),
      await graphql(server.url, UPDATE, { id: String(project.id), input: conferenceCentre }),
      await graphql(server.url, DELETE, { id: String(project.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await titles()).toEqual(before);
  });
});
