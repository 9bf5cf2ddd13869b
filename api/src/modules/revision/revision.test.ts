import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createInstitution,
  createNewsArticle,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql, graphqlUpload, type GraphQLResponse } from "../../../test/http.js";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { AdminRole } from "../../authorization.js";
import { ContentRevision } from "./revision.entity.js";

const HISTORY = `query ($contentType: RevisedContentType!, $contentId: ID!) {
  contentRevisions(contentType: $contentType, contentId: $contentId) { id number savedAt savedBy savedByUserId }
}`;
const COMPARE = `query ($fromId: ID!, $toId: ID!) {
  compareRevisions(fromId: $fromId, toId: $toId) {
    from { number } to { number }
    changes { field label segments { text kind } pictureBefore { url focalPoint { x y } } pictureAfter { url } }
  }
}`;
const RESTORE = `mutation ($id: ID!) { restoreRevision(id: $id) { id number savedBy } }`;
const UPDATE_ARTICLE = `mutation ($id: ID!, $input: NewsArticleInput!, $image: Upload) {
  updateNewsArticle(id: $id, input: $input, image: $image) { id title body status imageUrl image { focalPoint { x y } } }
}`;
const PUBLIC_ARTICLE = `query ($slug: String!) { newsArticle(slug: $slug) { title body } }`;

interface Revision {
  id: string;
  number: number;
  savedAt: string;
  savedBy: string;
  savedByUserId: number | null;
}
interface Segment {
  text: string;
  kind: "SAME" | "ADDED" | "REMOVED";
}
interface Change {
  field: string;
  label: string;
  segments: Segment[];
  pictureBefore: { url: string; focalPoint: { x: number; y: number } } | null;
  pictureAfter: { url: string } | null;
}

let server: TestApp;
let editor: Record<string, string>;
let editorId: number;

beforeAll(async () => {
  server = await startTestApp();
  const grace = await createStaffMember(server, { name: "Grace Amukoya", role: AdminRole.EDITOR });
  editorId = grace.id;
  editor = await signedInHeaders(server, grace);
});
afterAll(() => server.close());

async function history(contentId: number | string, headers = editor, contentType = "NEWS_ARTICLE") {
  return graphql<{ contentRevisions: Revision[] }>(server.url, HISTORY, { contentType, contentId }, headers);
}
async function revisionsOf(contentId: number, contentType = "NEWS_ARTICLE"): Promise<Revision[]> {
  const { body } = await history(contentId, editor, contentType);
  expect(body.errors).toBeUndefined();
  return body.data!.contentRevisions;
}
async function updateArticle(id: number, input: Record<string, unknown>, headers = editor) {
  const { body } = await graphql<{ updateNewsArticle: { title: string; body: string; status: string } }>(
    server.url,
    UPDATE_ARTICLE,
    { id, input },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.updateNewsArticle;
}
async function compare(fromId: string, toId: string) {
  const { body } = await graphql<{ compareRevisions: { changes: Change[] } }>(
    server.url,
    COMPARE,
    { fromId, toId },
    editor,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.compareRevisions.changes;
}
/** A changed field's words, with added ones in [+ +] and removed ones in [- -]. */
function marked(change: Change | undefined): string {
  return (change?.segments ?? [])
    .map(({ text, kind }) => (kind === "ADDED" ? `[+${text}+]` : kind === "REMOVED" ? `[-${text}-]` : text))
    .join("");
}
const errorOf = (body: GraphQLResponse<unknown>) => ({
  code: body.errors?.[0]?.extensions?.code,
  field: body.errors?.[0]?.extensions?.field,
  message: body.errors?.[0]?.message,
});

describe("the history of a news article", () => {
  it("keeps a revision of every save, naming who saved it and when, the newest first", async () => {
    const before = Date.now();
    const article = await createNewsArticle(server.services, {
      title: "Synod opens",
      body: "<p>Delegates met.</p>",
    });
    await updateArticle(article.id, { title: "Synod opens in Kakamega", body: "<p>Delegates met.</p>" });
    await updateArticle(article.id, {
      title: "Synod opens in Kakamega",
      body: "<p>Delegates met and prayed.</p>",
    });

    const revisions = await revisionsOf(article.id);
    expect(revisions.map((revision) => revision.number)).toEqual([3, 2, 1]);
    expect(revisions.map((revision) => revision.savedBy)).toEqual([
      "Grace Amukoya",
      "Grace Amukoya",
      "The website itself",
    ]);
    expect(revisions[0]!.savedByUserId).toBe(editorId);
    for (const revision of revisions) {
      expect(new Date(revision.savedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it("adds no revision for a save that changes none of its content, nor for a change of its status alone", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Choir festival",
      body: "<p>Songs.</p>",
    });
    await updateArticle(article.id, { title: "Choir festival", body: "<p>Songs.</p>" });
    await updateArticle(article.id, { title: "Choir festival", body: "<p>Songs.</p>", status: "DRAFT" });
    expect((await revisionsOf(article.id)).map((revision) => revision.number)).toEqual([1]);
  });

  it("compares two revisions by the words added and removed, field by field", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Harvest thanksgiving",
      body: "<p>Grace and peace to you.</p><p>The choir sang.</p>",
    });
    await updateArticle(article.id, {
      title: "Harvest thanksgiving at the cathedral",
      body: "<p>Grace and mercy to you all.</p><p>The choir sang.</p>",
    });
    const [newer, older] = await revisionsOf(article.id);

    const changes = await compare(older!.id, newer!.id);
    expect(changes.map((change) => change.label)).toEqual(["Title", "Article"]);
    expect(marked(changes[0])).toBe("Harvest thanksgiving [+at the cathedral+]");
    // The body is compared as it reads: words, with a blank line between paragraphs, no tags.
    expect(marked(changes[1])).toBe("Grace and [-peace-][+mercy+] to you [+all+].\n\nThe choir sang.");
  });

  it("restores an old revision as a new one, keeps its status, and shows visitors the restored words at once", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Bishop visits Mumias",
      body: "<p>The first words.</p>",
    });
    await updateArticle(article.id, { title: "Bishop visits Mumias", body: "<p>The second words.</p>" });
    // A visitor's read fills the response cache with the second words.
    const seen = await graphql<{ newsArticle: { body: string } }>(server.url, PUBLIC_ARTICLE, {
      slug: article.slug,
    });
    expect(seen.body.data!.newsArticle.body).toBe("<p>The second words.</p>");
    const first = (await revisionsOf(article.id)).find((revision) => revision.number === 1)!;

    const { body } = await graphql<{ restoreRevision: Revision }>(
      server.url,
      RESTORE,
      { id: first.id },
      editor,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.restoreRevision).toMatchObject({ number: 3, savedBy: "Grace Amukoya" });

    const shown = await graphql<{ newsArticle: { title: string; body: string } }>(
      server.url,
      PUBLIC_ARTICLE,
      {
        slug: article.slug,
      },
    );
    expect(shown.body.data!.newsArticle).toEqual({
      title: "Bishop visits Mumias",
      body: "<p>The first words.</p>",
    });
    const saved = await server.services.news.findBySlugForStaff(editorActor(), article.slug);
    expect(saved).toMatchObject({ status: "published", publishAt: article.publishAt });
    expect((await revisionsOf(article.id)).map((revision) => revision.number)).toEqual([3, 2, 1]);
  });

  it("keeps a draft a draft when an old revision of it is restored", async () => {
    const article = await createNewsArticle(server.services, {
      title: "Draft of the Lent letter",
      body: "<p>First thoughts.</p>",
      status: "draft",
    });
    await updateArticle(article.id, { title: "Draft of the Lent letter", body: "<p>Second thoughts.</p>" });
    const first = (await revisionsOf(article.id)).find((revision) => revision.number === 1)!;

    const { body } = await graphql(server.url, RESTORE, { id: first.id }, editor);
    expect(body.errors).toBeUndefined();
    const saved = await server.services.news.findBySlugForStaff(editorActor(), article.slug);
    expect(saved).toMatchObject({ body: "<p>First thoughts.</p>", status: "draft", publishAt: null });
    const visitor = await graphql<{ newsArticle: null }>(server.url, PUBLIC_ARTICLE, { slug: article.slug });
    expect(visitor.body.data!.newsArticle).toBeNull();
  });

  it("keeps a replaced picture while a revision shows it, restores it, and deletes every picture with the article", async () => {
    const uploadedFiles = () => filesUnder(server.config.uploadsDir);
    const filesOf = async (url: string) => {
      const name = url.split("/").pop()!.slice(0, 24);
      return (await uploadedFiles()).filter((file) => file.includes(name));
    };
    const article = await createNewsArticle(
      server.services,
      { title: "New church roof" },
      { buffer: await smallImage("png", 700) },
    );
    const firstUrl = article.imageUrl!;
    const replaced = await graphqlUpload<{ updateNewsArticle: { imageUrl: string } }>(
      server.url,
      UPDATE_ARTICLE,
      {
        id: article.id,
        input: { title: "New church roof", body: article.body, imageFocalPoint: { x: 0.2, y: 0.3 } },
      },
      { image: { bytes: await smallImage("jpeg", 800), filename: "roof.jpg", type: "image/jpeg" } },
      editor,
    );
    expect(replaced.body.errors).toBeUndefined();
    const secondUrl = replaced.body.data!.updateNewsArticle.imageUrl;
    expect(await filesOf(firstUrl)).toHaveLength(7);

    const [newer, older] = await revisionsOf(article.id);
    const changes = await compare(older!.id, newer!.id);
    expect(changes).toEqual([
      {
        field: "picture",
        label: "Cover picture",
        segments: [],
        pictureBefore: { url: firstUrl, focalPoint: { x: 0.5, y: 0.5 } },
        pictureAfter: { url: secondUrl },
      },
    ]);

    const restored = await graphql(server.url, RESTORE, { id: older!.id }, editor);
    expect(restored.body.errors).toBeUndefined();
    const saved = await server.services.news.findBySlugForStaff(editorActor(), article.slug);
    expect(saved).toMatchObject({ imageUrl: firstUrl, imageFocalPoint: { x: 0.5, y: 0.5 } });

    const deleted = await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          deleteNewsArticle(id: $id)
        }
      `,
      { id: article.id },
      editor,
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(await filesOf(firstUrl)).toEqual([]);
    expect(await filesOf(secondUrl)).toEqual([]);
    expect(
      await server.dataSource
        .getRepository(ContentRevision)
        .countBy({ contentId: article.id, contentType: "news_article" }),
    ).toBe(0);
  });
});

/** The other revised types: saved, changed, and restored, with what a visitor then reads. */
const OTHER_TYPES = [
  {
    name: "an information page",
    contentType: "INFORMATION_PAGE",
    create: () =>
      server.services.informationPages.create(SYSTEM_ACTOR, {
        slug: "governance-system",
        title: "Governance System",
        body: "<p>The synod governs.</p>",
      }),
    update: `mutation ($id: ID!, $input: InformationPageInput!) { updateInformationPage(id: $id, input: $input) { id } }`,
    changed: {
      slug: "governance-system",
      title: "Governance System",
      body: "<p>The standing committee governs.</p>",
    },
    read: `{ page: informationPage(slug: "governance-system") { text: body } }`,
    original: "<p>The synod governs.</p>",
    field: "body",
  },
  {
    name: "a department's page",
    contentType: "DEPARTMENT",
    create: () =>
      server.services.departments.create(SYSTEM_ACTOR, {
        slug: "mothers-union",
        name: "Mothers Union",
        body: "<p>Prayer and service.</p>",
      }),
    update: `mutation ($id: ID!, $input: DepartmentInput!) { updateDepartment(id: $id, input: $input) { id } }`,
    changed: { slug: "mothers-union", name: "Mothers Union", body: "<p>Service and prayer.</p>" },
    read: `{ page: department(slug: "mothers-union") { text: body } }`,
    original: "<p>Prayer and service.</p>",
    field: "body",
  },
  {
    name: "a Bishop's message",
    contentType: "BISHOP_MESSAGE",
    create: () =>
      server.services.bishopMessages.create(SYSTEM_ACTOR, {
        bishopName: "The Rt. Rev. Bishop",
        heading: "Easter greetings",
        message: "Christ is risen.",
      }),
    update: `mutation ($id: ID!, $input: BishopMessageInput!) { updateBishopMessage(id: $id, input: $input) { id } }`,
    changed: {
      bishopName: "The Rt. Rev. Bishop",
      heading: "Easter greetings",
      message: "He is risen indeed.",
    },
    read: `{ page: currentBishopMessage { text: message } }`,
    original: "Christ is risen.",
    field: "message",
  },
  {
    name: "a sponsored institution",
    contentType: "INSTITUTION",
    create: () =>
      createInstitution(server.services, {
        name: "Mumias ACK Vocational College",
        kind: "TECHNICAL_INSTITUTE",
        history: "Founded in 1980.",
      }),
    update: `mutation ($id: ID!, $input: InstitutionInput!) { updateInstitution(id: $id, input: $input) { id } }`,
    changed: {
      name: "Mumias ACK Vocational College",
      kind: "TECHNICAL_INSTITUTE",
      history: "Founded in 1981.",
    },
    read: `{ page: institutionBySlug(slug: "mumias-ack-vocational-college") { text: history } }`,
    original: "Founded in 1980.",
    // The update leaves the town out, so it changes too.
    field: ["town", "history"],
  },
] as const;

describe.each(OTHER_TYPES)("the history of $name", (kind) => {
  it("keeps each save and restores the first, which visitors then read", async () => {
    const item = await kind.create();
    const updated = await graphql(server.url, kind.update, { id: item.id, input: kind.changed }, editor);
    expect(updated.body.errors).toBeUndefined();
    const seen = await graphql<{ page: { text: string } }>(server.url, kind.read);
    expect(seen.body.data!.page.text).not.toBe(kind.original);

    const [newer, older] = await revisionsOf(item.id, kind.contentType);
    expect([newer!.number, older!.number]).toEqual([2, 1]);
    expect((await compare(older!.id, newer!.id)).map((change) => change.field)).toEqual(
      typeof kind.field === "string" ? [kind.field] : kind.field,
    );
    const restored = await graphql(server.url, RESTORE, { id: older!.id }, editor);
    expect(restored.body.errors).toBeUndefined();

    const shown = await graphql<{ page: { text: string } }>(server.url, kind.read);
    expect(shown.body.data!.page.text).toBe(kind.original);
    expect((await revisionsOf(item.id, kind.contentType)).map((revision) => revision.number)).toEqual([
      3, 2, 1,
    ]);
  });
});

describe("refusals", () => {
  it("refuses a visitor and a treasurer the history, a comparison and a restore, and changes nothing", async () => {
    const article = await createNewsArticle(server.services);
    await updateArticle(article.id, { title: "Changed title", body: article.body });
    const [newer, older] = await revisionsOf(article.id);
    const treasurer = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.TREASURER }),
    );

    for (const [headers, code] of [
      [{}, "UNAUTHENTICATED"],
      [treasurer, "FORBIDDEN"],
    ] as const) {
      expect(errorOf((await history(article.id, headers)).body).code).toBe(code);
      const compared = await graphql(server.url, COMPARE, { fromId: older!.id, toId: newer!.id }, headers);
      expect(errorOf(compared.body).code).toBe(code);
      const restored = await graphql(server.url, RESTORE, { id: older!.id }, headers);
      expect(errorOf(restored.body).code).toBe(code);
    }
    expect((await revisionsOf(article.id)).map((revision) => revision.number)).toEqual([2, 1]);
    expect((await server.services.news.findBySlugForStaff(editorActor(), article.slug))?.title).toBe(
      "Changed title",
    );
  });

  it("names the bad argument, and says when there is no such item or revision", async () => {
    const article = await createNewsArticle(server.services);
    const other = await createNewsArticle(server.services);
    const [ofArticle] = await revisionsOf(article.id);
    const [ofOther] = await revisionsOf(other.id);

    expect(errorOf((await history("abc")).body)).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "contentId",
    });
    expect(errorOf((await history(999_999)).body)).toMatchObject({
      code: "NOT_FOUND",
      message: "There is no news article with id 999999",
    });
    const unknown = await graphql(server.url, RESTORE, { id: "999999" }, editor);
    expect(errorOf(unknown.body)).toMatchObject({ code: "NOT_FOUND" });
    expect(errorOf(unknown.body).message).toMatch(/^There is no revision with id 999999/);
    const malformed = await graphql(server.url, COMPARE, { fromId: "x", toId: ofArticle!.id }, editor);
    expect(errorOf(malformed.body)).toMatchObject({ code: "BAD_USER_INPUT", field: "fromId" });
    const mixed = await graphql(server.url, COMPARE, { fromId: ofArticle!.id, toId: ofOther!.id }, editor);
    expect(errorOf(mixed.body)).toEqual({
      code: "BAD_USER_INPUT",
      field: "toId",
      message: "The two revisions must be of the same item",
    });
  });

  it("says clearly that a revision of a deleted article is gone with it", async () => {
    const article = await createNewsArticle(server.services);
    const [revision] = await revisionsOf(article.id);
    await graphql(
      server.url,
      `
        mutation ($id: ID!) {
          deleteNewsArticle(id: $id)
        }
      `,
      { id: article.id },
      editor,
    );

    const { body } = await graphql(server.url, RESTORE, { id: revision!.id }, editor);
    expect(errorOf(body)).toEqual({
      code: "NOT_FOUND",
      field: undefined,
      message: `There is no revision with id ${revision!.id}: it was pruned, or its item was deleted with its history`,
    });
  });
});

describe("the number of revisions kept (REVISIONS_KEPT_PER_ITEM)", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { REVISIONS_KEPT_PER_ITEM: "2" } });
  });
  afterAll(() => small.close());

  it("prunes the oldest revisions beyond it, with the pictures only they showed", async () => {
    const staff = await signedInHeaders(small);
    const article = await createNewsArticle(
      small.services,
      { title: "Version 1" },
      { buffer: await smallImage("png", 600) },
    );
    const firstUrl = article.imageUrl!;
    for (const title of ["Version 2", "Version 3", "Version 4"]) {
      const { body } = await graphqlUpload(
        small.url,
        UPDATE_ARTICLE,
        { id: article.id, input: { title, body: article.body } },
        title === "Version 2"
          ? { image: { bytes: await smallImage("jpeg", 640), filename: "new.jpg", type: "image/jpeg" } }
          : {},
        staff,
      );
      expect(body.errors).toBeUndefined();
    }

    const { body } = await graphql<{ contentRevisions: Revision[] }>(
      small.url,
      HISTORY,
      { contentType: "NEWS_ARTICLE", contentId: article.id },
      staff,
    );
    expect(body.data!.contentRevisions.map((revision) => revision.number)).toEqual([4, 3]);
    const name = firstUrl.split("/").pop()!.slice(0, 24);
    expect((await filesUnder(small.config.uploadsDir)).filter((file) => file.includes(name))).toEqual([]);
  });
});

function editorActor() {
  return { userId: editorId, role: AdminRole.EDITOR, sessionId: 0 };
}
