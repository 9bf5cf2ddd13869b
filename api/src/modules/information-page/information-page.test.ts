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

const FIELDS = `id slug title body`;
const CREATE = `mutation ($input: InformationPageInput!) { createInformationPage(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: InformationPageInput!) { updateInformationPage(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteInformationPage(id: $id) }`;
const BY_SLUG = `query ($slug: String!) { informationPage(slug: $slug) { title body } }`;

const slugs = async () => (await server.services.informationPages.list()).map((page) => page.slug).sort();

describe("information pages over GraphQL", () => {
  it("creates, updates and deletes a page for a signed-in member of staff, found by its slug", async () => {
    const created = await graphql<{ createInformationPage: { id: string } }>(
      server.url,
      CREATE,
      {
        input: {
          slug: "governance-system",
          title: "Governance System",
          body: "<p>The Synod meets every two years.</p>",
        },
      },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createInformationPage;
    expect((await graphql(server.url, BY_SLUG, { slug: "governance-system" })).body.data).toEqual({
      informationPage: { title: "Governance System", body: "<p>The Synod meets every two years.</p>" },
    });

    const updated = await graphql(
      server.url,
      UPDATE,
      { id, input: { slug: "governance", title: "Governance", body: "<h2>Synod</h2>" } },
      staff,
    );
    expect(updated.body.data).toEqual({
      updateInformationPage: { id, slug: "governance", title: "Governance", body: "<h2>Synod</h2>" },
    });

    expect((await graphql(server.url, DELETE, { id }, staff)).body.data).toEqual({
      deleteInformationPage: true,
    });
    expect((await graphql(server.url, BY_SLUG, { slug: "governance" })).body).toEqual({
      data: { informationPage: null },
    });
  });

  it("lists every page", async () => {
    await server.services.informationPages.create(SYSTEM_ACTOR, {
      slug: "projects",
      title: "Projects",
      body: "",
    });
    const { body } = await graphql<{ informationPages: { slug: string }[] }>(
      server.url,
      `
        {
          informationPages {
            slug
          }
        }
      `,
    );
    expect(body.data!.informationPages.map((page) => page.slug)).toContain("projects");
  });

  it("keeps only safe HTML: no scripts, event handlers, iframes, styles or unsafe links", async () => {
    const created = await graphql<{ createInformationPage: { body: string } }>(
      server.url,
      CREATE,
      {
        input: {
          slug: "about-us",
          title: "About Us",
          body: [
            `<p onmouseover="steal()" style="background:url(javascript:alert(1))">Headquarters in Kakamega.</p>`,
            `<script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style>`,
            `<a href="javascript:alert(1)">bad</a> <a href="data:text/html,hi">data</a>`,
            `<a href="https://example.org">web</a> <a href="mailto:info@example.org">mail</a> <a href="tel:+254700000000">call</a>`,
            `<p><img src="javascript:alert(1)" alt="refused"><img src="https://example.org/choir.jpg" alt="Choir"></p>`,
          ].join(""),
        },
      },
      staff,
    );
    const body = created.body.data!.createInformationPage.body;
    expect(body).toContain("<p>Headquarters in Kakamega.</p>");
    expect(body).toContain('<a href="https://example.org">web</a>');
    expect(body).toContain('<a href="mailto:info@example.org">mail</a>');
    expect(body).toContain('<a href="tel:+254700000000">call</a>');
    expect(body).not.toMatch(/script|onmouseover|iframe|style|javascript:|data:/);
    // A refused address leaves the link's words as plain text, and no picture without a source.
    expect(body).toContain("<span>bad</span> <span>data</span><a");
    expect(body).not.toMatch(/<a(?![^>]*href)[^>]*>/);
    expect(body).toContain('<img src="https://example.org/choir.jpg" alt="Choir" />');
    expect(body.match(/<img/g)).toHaveLength(1);
  });

  it("refuses bad details with a message for each", async () => {
    await server.services.informationPages.create(SYSTEM_ACTOR, {
      slug: "diocese-history",
      title: "History",
      body: "",
    });
    const cases: [Record<string, unknown>, string][] = [
      [
        { slug: "About Us", title: "About", body: "" },
        "slug must be lower-case words joined by hyphens, such as about-us",
      ],
      [{ slug: "about", title: " ", body: "" }, "title must not be empty"],
      [
        { slug: "about", title: "About", body: "x".repeat(200_001) },
        "body must have at most 200,000 characters",
      ],
      [
        { slug: "diocese-history", title: "Again", body: "" },
        "Another page already has the address diocese-history; choose another slug",
      ],
    ];
    const before = await slugs();
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE, { input }, staff);
      expect(body.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await slugs()).toEqual(before);
  });

  it("answers NOT_FOUND when updating or deleting an unknown page", async () => {
    const updated = await graphql(
      server.url,
      UPDATE,
      { id: "999999", input: { slug: "x", title: "X", body: "" } },
      staff,
    );
    expect(updated.body.errors?.[0]).toMatchObject({
      message: "There is no information page with id 999999",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await graphql(server.url, DELETE, { id: "999999" }, staff)).body.errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("refuses every write without a session, and changes nothing", async () => {
    const page = await server.services.informationPages.create(SYSTEM_ACTOR, {
      slug: "boards-and-committees",
      title: "Boards",
      body: "<p>Kept</p>",
    });
    const before = await slugs();
    const input = { slug: "changed", title: "Changed", body: "" };
    const attempts = [
      await graphql(server.url, CREATE, { input }),
      await graphql(server.url, UPDATE, { id: String(page.id), input }),
      await graphql(server.url, DELETE, { id: String(page.id) }),
    ];
    for (const { body } of attempts) expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await slugs()).toEqual(before);
    expect((await server.services.informationPages.findBySlug("boards-and-committees"))?.body).toBe(
      "<p>Kept</p>",
    );
  });
});
