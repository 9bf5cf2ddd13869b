import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish, createSermon, createStaffMember, signedInHeaders } from "../../../test/factories.js";
import { graphqlAs, graphqlUpload } from "../../../test/http.js";
import { wholeSitemap } from "../../../test/sitemap.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { AdminRole } from "../../authorization.js";
import { Sermon } from "../sermon/sermon.entity.js";
import { silentMp3 } from "../sermon/silent-recording.js";
import { PublicationStatus } from "./publication.js";
import { ScheduledPublishing } from "./scheduled-publishing.js";
import { updateWhere } from "../../db/store.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = "id slug status publishAt audio { url }";
const CREATE = `mutation ($input: SermonInput!, $audio: Upload) { createSermon(input: $input, audio: $audio) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SermonInput!) { updateSermon(id: $id, input: $input) { ${FIELDS} } }`;
const IN_A_MINUTE = () => new Date(Date.now() + 60_000).toISOString();

interface SavedSermon {
  id: string;
  slug: string;
  status: string;
  publishAt: string | null;
  audio: { url: string } | null;
}

let sequence = 0;

/** A sermon's details, with a preacher of its own so that the list's filters show whether it is public. */
function sermonInput(publication: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `The sower and the seed ${sequence}`,
    preacher: `Canon Otieno the ${sequence}th`,
    preachedOn: "2026-11-22",
    passages: "Mark 4:1-20",
    notes: "<p>Some fell on good soil.</p>",
    ...publication,
  };
}

/** Adds a sermon with its recording as a member of staff does, through GraphQL. */
async function createAsStaff(input: Record<string, unknown>, headers = staff) {
  const { body } = await graphqlUpload<{ createSermon: SavedSermon }>(
    server.url,
    CREATE,
    { input },
    { audio: { bytes: silentMp3(5), filename: "sermon.mp3", type: "audio/mpeg" } },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createSermon;
}

/**
 * Every public answer that could show the sermon: GraphQL's list, the sermon by its slug and the
 * list's filters, the podcast in English and Kiswahili (by its recording) and the sitemap.
 */
async function publicAnswersShow(sermon: SavedSermon, preacher: string): Promise<Record<string, boolean>> {
  const { body } = await graphqlAs<{
    sermons: { items: { slug: string }[] };
    sermon: { slug: string } | null;
    sermonFilters: { preachers: string[] };
  }>(
    server.url,
    {},
    `query ($slug: String!) {
      sermons(pageSize: 50) { items { slug } }
      sermon(slug: $slug) { slug }
      sermonFilters { preachers }
    }`,
    { slug: sermon.slug },
  );
  const text = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();
  return {
    list: body.data!.sermons.items.some((item) => item.slug === sermon.slug),
    one: body.data!.sermon !== null,
    filters: body.data!.sermonFilters.preachers.includes(preacher),
    podcast: (await text("/sermons/podcast.xml")).includes(sermon.audio!.url),
    podcastInKiswahili: (await text("/sw/sermons/podcast.xml")).includes(sermon.audio!.url),
    sitemap: (await wholeSitemap(server.url)).includes(sermon.slug),
  };
}

const NOWHERE = {
  list: false,
  one: false,
  filters: false,
  podcast: false,
  podcastInKiswahili: false,
  sitemap: false,
};
const EVERYWHERE = {
  list: true,
  one: true,
  filters: true,
  podcast: true,
  podcastInKiswahili: true,
  sitemap: true,
};

describe("draft sermons", () => {
  it("keeps a draft out of the list, its page, the filters, the podcast and the sitemap, cached answers too, until it is published", async () => {
    const input = sermonInput({ status: "DRAFT" });
    const draft = await createAsStaff(input);
    expect(draft).toMatchObject({ status: "DRAFT", publishAt: null });
    expect(await publicAnswersShow(draft, input.preacher)).toEqual(NOWHERE);

    const { body } = await graphqlAs<{ updateSermon: SavedSermon }>(server.url, staff, UPDATE, {
      id: draft.id,
      input: { ...input, status: "PUBLISHED" },
    });
    expect(body.data!.updateSermon.status).toBe("PUBLISHED");
    expect(Math.abs(Date.parse(body.data!.updateSermon.publishAt!) - Date.now())).toBeLessThan(60_000);
    expect(await publicAnswersShow(draft, input.preacher)).toEqual(EVERYWHERE);

    // Withdrawn again: gone from every answer, the cached ones included.
    await graphqlAs(server.url, staff, UPDATE, { id: draft.id, input: { ...input, status: "DRAFT" } });
    expect(await publicAnswersShow(draft, input.preacher)).toEqual(NOWHERE);
  });

  it("shows staff every sermon with its status, and refuses those reads to a visitor", async () => {
    const draft = await createAsStaff(sermonInput({ status: "DRAFT" }));
    const scheduled = await createAsStaff(sermonInput({ status: "SCHEDULED", publishAt: IN_A_MINUTE() }));
    const list = `{ sermons(pageSize: 50, includeUnpublished: true) { items { slug status } } }`;
    const one = `query ($slug: String!) { sermon(slug: $slug, includeUnpublished: true) { status } }`;

    const staffList = await graphqlAs<{ sermons: { items: { slug: string; status: string }[] } }>(
      server.url,
      staff,
      list,
    );
    expect(staffList.body.data!.sermons.items).toEqual(
      expect.arrayContaining([
        { slug: draft.slug, status: "DRAFT" },
        { slug: scheduled.slug, status: "SCHEDULED" },
      ]),
    );
    const staffOne = await graphqlAs<{ sermon: { status: string } }>(server.url, staff, one, {
      slug: draft.slug,
    });
    expect(staffOne.body.data!.sermon.status).toBe("DRAFT");

    for (const [query, variables] of [
      [list, {}],
      [one, { slug: draft.slug }],
    ] as const) {
      const visitor = await graphqlAs(server.url, {}, query, variables);
      expect(visitor.body.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    }
  });

  it("publishes a new sermon at once when no status is given, and keeps its date when it is edited", async () => {
    const input = sermonInput();
    const sermon = await createAsStaff(input);
    expect(sermon.status).toBe("PUBLISHED");
    await graphqlAs(server.url, staff, UPDATE, { id: sermon.id, input: { ...input, title: "Retitled" } });
    const saved = await server.dataSource.getRepository(Sermon).findOneByOrFail({ id: Number(sermon.id) });
    expect(saved.status).toBe(PublicationStatus.PUBLISHED);
    expect(saved.publishAt!.toISOString()).toBe(sermon.publishAt);
  });
});

describe("scheduled sermons", () => {
  it("go public when their time comes, at the scheduled publishing round, and not before", async () => {
    const publishAt = IN_A_MINUTE();
    const input = sermonInput({ status: "SCHEDULED", publishAt });
    const scheduled = await createAsStaff(input);
    expect(scheduled).toMatchObject({ status: "SCHEDULED", publishAt });
    const publishing = new ScheduledPublishing([server.services.sermons], server.app.log);
    expect(await publishing.publishDue()).toBe(0);
    expect(await publicAnswersShow(scheduled, input.preacher)).toEqual(NOWHERE);

    // The minute passes.
    await updateWhere(
      server.dataSource.getRepository(Sermon),
      { id: Number(scheduled.id) },
      { publishAt: new Date(Date.now() - 1_000) },
    );
    expect(await publishing.publishDue()).toBe(1);
    expect(await publicAnswersShow(scheduled, input.preacher)).toEqual(EVERYWHERE);
    expect((await server.services.sermons.findBySlug(scheduled.slug))?.status).toBe(
      PublicationStatus.PUBLISHED,
    );
  });
});

describe("what a save may ask of a sermon's publication", () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      "a schedule in the past",
      { status: "SCHEDULED", publishAt: "2020-01-01T09:00:00+03:00" },
      /^The time to publish must be in the future to schedule it; publish it now instead$/,
    ],
    [
      "a schedule without a time",
      { status: "SCHEDULED" },
      /^Choose the date and time to publish it, to schedule it$/,
    ],
    ["an unknown status", { status: "HIDDEN" }, /Value "HIDDEN" does not exist in "PublicationStatus" enum/],
  ];
  it.each(cases)(
    "refuses %s with a clear message, and stores neither the sermon nor its recording",
    async (_case, publication, message) => {
      const recordings = await server.services.media.storage.list("audio/");
      const input = sermonInput(publication);
      const { body } = await graphqlUpload(
        server.url,
        CREATE,
        { input },
        { audio: { bytes: silentMp3(5), filename: "sermon.mp3", type: "audio/mpeg" } },
        staff,
      );
      expect(body.errors![0]!.message).toMatch(message);
      expect(body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
      expect(await server.dataSource.getRepository(Sermon).existsBy({ title: input.title })).toBe(false);
      expect(await server.services.media.storage.list("audio/")).toEqual(recordings);
    },
  );

  it("refuses an unknown status from a caller of the service too, naming the statuses there are", async () => {
    await expect(
      createSermon(server.services, { status: "hidden" as PublicationStatus, title: "Never saved" }),
    ).rejects.toThrow("status must be draft, scheduled or published");
    expect(await server.dataSource.getRepository(Sermon).existsBy({ title: "Never saved" })).toBe(false);
  });
});

describe("a parish editor's sermons", () => {
  it("keeps a parish editor's drafts to their parish: their list, not another parish's editor's", async () => {
    const [own, other] = [await createParish(server.services), await createParish(server.services)];
    const editorOf = async (parishId: number) =>
      signedInHeaders(server, await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId }));
    const [ownEditor, otherEditor] = [await editorOf(own.id), await editorOf(other.id)];
    const othersDraft = await createSermon(server.services, { parishId: String(other.id), status: "draft" });
    const diocesanDraft = await createSermon(server.services, { status: "draft" });

    // Left without a parish, a parish editor's new sermon is their parish's.
    const draft = await createAsStaff(sermonInput({ status: "DRAFT" }), ownEditor);
    const { body } = await graphqlAs<{ sermons: { items: { slug: string }[] } }>(
      server.url,
      ownEditor,
      `{ sermons(pageSize: 50, includeUnpublished: true) { items { slug } } }`,
    );
    const listed = body.data!.sermons.items.map((item) => item.slug);
    expect(listed).toContain(draft.slug);
    expect(listed).not.toContain(othersDraft.slug);
    expect(listed).not.toContain(diocesanDraft.slug);

    const read = `query ($slug: String!) { sermon(slug: $slug, includeUnpublished: true) { slug } }`;
    const refused = await graphqlAs(server.url, otherEditor, read, { slug: draft.slug });
    expect(refused.body.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    const publish = await graphqlAs(server.url, otherEditor, UPDATE, {
      id: draft.id,
      input: sermonInput({ status: "PUBLISHED" }),
    });
    expect(publish.body.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    expect((await server.services.sermons.findBySlugForStaff(SYSTEM_ACTOR, draft.slug))?.status).toBe(
      PublicationStatus.DRAFT,
    );
  });
});
