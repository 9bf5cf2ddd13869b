import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { createParish, createSermon, signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload } from "../../../test/http.js";
import { pdfDocument } from "../../../test/images.js";
import { startObjectStore, type TestObjectStore } from "../../../test/object-store.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { childrenNamed, childText, parseXml, type XmlElement } from "../../../test/xml.js";
import { silentM4a, silentMp3 } from "./silent-recording.js";
import sharp from "sharp";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const FIELDS = `id title slug preacher preachedOn series notes videoUrl
  passages { book reference referenceSw } audio { url bytes contentType durationSeconds }`;
const CREATE = `mutation ($input: SermonInput!, $audio: Upload) { createSermon(input: $input, audio: $audio) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SermonInput!) { updateSermon(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSermon(id: $id) }`;

const valid = {
  title: "Born of water and the Spirit",
  preacher: "The Ven. Grace Atieno",
  preachedOn: "2026-11-22",
  series: "The Gospel of John",
  passages: "John 3:16-21; Romans 8",
  notes: "<p>God so loved the world.</p><script>alert(1)</script>",
  videoUrl: "https://www.youtube.com/watch?v=abc123",
};
const mp3 = (seconds = 10) => ({ bytes: silentMp3(seconds), filename: "sermon.mp3", type: "audio/mpeg" });

interface SermonShape {
  id: string;
  slug: string;
  notes: string;
  passages: { book: string; reference: string; referenceSw: string }[];
  audio: { url: string; bytes: number; contentType: string; durationSeconds: number } | null;
}

describe("sermons over GraphQL", () => {
  it("adds a sermon with its MP3, reads the passages in both languages, updates and deletes it", async () => {
    const created = await graphqlUpload<{ createSermon: SermonShape }>(
      server.url,
      CREATE,
      { input: valid },
      { audio: mp3(12) },
      { "apollo-require-preflight": "true", ...staff },
    );
    expect(created.body.errors).toBeUndefined();
    const sermon = created.body.data!.createSermon;
    expect(sermon).toMatchObject({
      slug: "born-of-water-and-the-spirit",
      notes: "<p>God so loved the world.</p>",
    });
    expect(sermon.passages).toEqual([
      { book: "JHN", reference: "John 3:16-21", referenceSw: "Yohana 3:16-21" },
      { book: "ROM", reference: "Romans 8", referenceSw: "Warumi 8" },
    ]);
    expect(sermon.audio).toEqual({
      url: expect.stringMatching(/^\/uploads\/audio\/[0-9a-f]{24}\.mp3$/),
      bytes: silentMp3(12).length,
      contentType: "audio/mpeg",
      durationSeconds: 12,
    });
    const file = await fetch(`${server.url}${sermon.audio!.url}`);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");

    const updated = await graphql<{ updateSermon: SermonShape }>(
      server.url,
      UPDATE,
      { id: sermon.id, input: { ...valid, title: "Born again", passages: "1 Pet 1:3-9; Yohana 1:1-5" } },
      staff,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateSermon).toMatchObject({
      slug: sermon.slug,
      passages: [
        { book: "1PE", reference: "1 Peter 1:3-9", referenceSw: "1 Petro 1:3-9" },
        { book: "JHN", reference: "John 1:1-5", referenceSw: "Yohana 1:1-5" },
      ],
      // The recording stays when none is sent.
      audio: { url: sermon.audio!.url },
    });

    expect((await graphql(server.url, DELETE, { id: sermon.id }, staff)).body.data).toEqual({
      deleteSermon: true,
    });
    expect((await fetch(`${server.url}${sermon.audio!.url}`)).status).toBe(404);
  });

  it("adds a sermon recorded as M4A, as phones record, and serves it back as audio/mp4 a player can seek", async () => {
    const recording = silentM4a(95);
    const created = await graphqlUpload<{ createSermon: SermonShape }>(
      server.url,
      CREATE,
      { input: { ...valid, title: "The Word became flesh" } },
      { audio: { bytes: recording, filename: "sermon.m4a", type: "audio/mp4" } },
      { "apollo-require-preflight": "true", ...staff },
    );
    expect(created.body.errors).toBeUndefined();
    const audio = created.body.data!.createSermon.audio!;
    expect(audio).toEqual({
      url: expect.stringMatching(/^\/uploads\/audio\/[0-9a-f]{24}\.m4a$/),
      bytes: recording.length,
      contentType: "audio/mp4",
      durationSeconds: 95,
    });
    const file = await fetch(`${server.url}${audio.url}`);
    expect(file.headers.get("content-type")).toBe("audio/mp4");
    expect(Buffer.from(await file.arrayBuffer()).equals(recording)).toBe(true);
    const part = await fetch(`${server.url}${audio.url}`, { headers: { Range: "bytes=1000-1999" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("audio/mp4");
    expect(Buffer.from(await part.arrayBuffer()).equals(recording.subarray(1000, 2000))).toBe(true);
  });

  it("refuses a file that is not audio, whatever its name and type say, and stores nothing", async () => {
    const before = await server.services.media.storage.list("audio/");
    for (const file of [
      { bytes: pdfDocument, filename: "sermon.mp3", type: "audio/mpeg" },
      {
        bytes: Buffer.from("ID3 but only words, no sound at all ".repeat(50)),
        filename: "sermon.m4a",
        type: "audio/mp4",
      },
    ]) {
      const refused = await graphqlUpload(
        server.url,
        CREATE,
        { input: valid },
        { audio: file },
        {
          "apollo-require-preflight": "true",
          ...staff,
        },
      );
      expect(refused.body.errors?.[0]).toMatchObject({
        message: "The recording must be an MP3 or M4A audio file",
        extensions: { code: "BAD_USER_INPUT", field: "audio" },
      });
    }
    expect(await server.services.media.storage.list("audio/")).toEqual(before);
  });

  it.each([
    [
      "an unknown book",
      { passages: "Hezekiah 3:1" },
      '"Hezekiah" is not a book of the Bible (in "Hezekiah 3:1")',
    ],
    [
      "a chapter the book lacks",
      { passages: "John 3:16; Jude 2" },
      'Jude has 1 chapter, so "Jude 2" is not a passage',
    ],
    [
      "a passage that ends before it starts",
      { passages: "Romans 8:30-28" },
      '"Romans 8:30-28" ends before it starts',
    ],
    ["no passage", { passages: " ; " }, 'Give at least one Bible passage, such as "John 3:16-21"'],
    [
      "words that are no passage",
      { passages: "the whole Bible" },
      '"the whole Bible" is not a Bible passage; write it like "John 3:16-21" or "Romans 8"',
    ],
    ["an empty title", { title: "  " }, "title must not be empty"],
    ["an impossible date", { preachedOn: "2026-02-31x" }, "preachedOn must be a date such as 2026-11-22"],
    [
      "a video link that is no web address",
      { videoUrl: "javascript:alert(1)" },
      "videoUrl must be a web address starting with http:// or https://",
    ],
    [
      "a parish that does not exist",
      { parishId: "999999" },
      "There is no parish with id 999999; choose an existing parish",
    ],
  ])("refuses %s with a clear message", async (_case, change, message) => {
    const refused = await graphql(server.url, CREATE, { input: { ...valid, ...change } }, staff);
    expect(refused.body.errors?.[0]?.message).toBe(message);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses every write without a session and changes nothing", async () => {
    const sermon = await createSermon(server.services);
    for (const [query, variables] of [
      [CREATE, { input: valid }],
      [UPDATE, { id: String(sermon.id), input: valid }],
      [DELETE, { id: String(sermon.id) }],
    ] as const) {
      const refused = await graphql(server.url, query, variables);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect(await server.services.sermons.findBySlug(sermon.slug)).toMatchObject({ title: sermon.title });
  });

  it("lists sermons filtered by preacher, series, book and year, with the filters' choices", async () => {
    const parish = await createParish(server.services);
    const a = await createSermon(
      server.services,
      {
        preacher: "Canon Filter Tester",
        series: "Advent hope",
        passages: "Isaiah 40:1-11",
        preachedOn: "2025-12-07",
        parishId: String(parish.id),
      },
      null,
    );
    const b = await createSermon(
      server.services,
      { preacher: "Canon Filter Tester", passages: "Mark 1:1-8; Isa 40", preachedOn: "2026-12-06" },
      null,
    );
    const list = async (filters: Record<string, unknown>) => {
      const answer = await graphql<{ sermons: { items: { id: string }[] } }>(
        server.url,
        `
          query ($preacher: String, $series: String, $book: String, $year: Int) {
            sermons(preacher: $preacher, series: $series, book: $book, year: $year, pageSize: 50) {
              items {
                id
              }
            }
          }
        `,
        filters,
      );
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data!.sermons.items.map((item) => Number(item.id));
    };
    expect(await list({ preacher: "Canon Filter Tester" })).toEqual([b.id, a.id]);
    expect(await list({ preacher: "Canon Filter Tester", series: "Advent hope" })).toEqual([a.id]);
    expect(await list({ preacher: "Canon Filter Tester", book: "ISA" })).toEqual([b.id, a.id]);
    expect(await list({ preacher: "Canon Filter Tester", book: "MRK", year: 2026 })).toEqual([b.id]);
    expect(await list({ preacher: "Canon Filter Tester", year: 2024 })).toEqual([]);

    const bad = await graphql(
      server.url,
      `
        {
          sermons(book: "John 3") {
            total
          }
        }
      `,
    );
    expect(bad.body.errors?.[0]?.message).toBe("book must be a book's code such as JHN");

    const choices = await graphql<{
      sermonFilters: { preachers: string[]; series: string[]; books: string[]; years: number[] };
    }>(
      server.url,
      `
        {
          sermonFilters {
            preachers
            series
            books
            years
          }
        }
      `,
    );
    expect(choices.body.data!.sermonFilters).toMatchObject({
      preachers: expect.arrayContaining(["Canon Filter Tester"]),
      series: expect.arrayContaining(["Advent hope"]),
      books: expect.arrayContaining(["ISA", "MRK"]),
      years: expect.arrayContaining([2026, 2025]),
    });
  });

  it("refuses a recording larger than AUDIO_MAX_BYTES", async () => {
    const small = await startTestApp({ env: { AUDIO_MAX_BYTES: "20000" } });
    try {
      const headers = await signedInHeaders(small);
      const refused = await graphqlUpload(
        small.url,
        CREATE,
        { input: valid },
        { audio: mp3(10) },
        {
          "apollo-require-preflight": "true",
          ...headers,
        },
      );
      expect(refused.body.errors?.[0]?.message).toBe("The file is larger than the 19.5 KB limit");
    } finally {
      await small.close();
    }
  });
});

describe("a sermon's recording over HTTP", () => {
  let store: TestObjectStore;
  let bucketSite: TestApp;

  beforeAll(async () => {
    store = await startObjectStore();
    bucketSite = await startTestApp({ env: store.settings(await store.createBucket()) });
  });
  afterAll(async () => {
    await bucketSite?.close();
    await store?.stop();
  });

  it.each(["folder", "bucket"])(
    "answers a range request with 206 from the %s, so a phone seeks without downloading it all",
    async (kind) => {
      const site = kind === "folder" ? server : bucketSite;
      const sermon = await createSermon(site.services);
      const url = `${site.url}${sermon.audioUrl}`;
      const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
      const part = await fetch(url, { headers: { Range: "bytes=20000-20999" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("accept-ranges")).toBe("bytes");
      expect(part.headers.get("content-range")).toBe(`bytes 20000-20999/${whole.length}`);
      expect(part.headers.get("content-type")).toBe("audio/mpeg");
      expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(20000, 21000))).toBe(true);
      expect((await fetch(url, { headers: { Range: `bytes=${whole.length + 5}-` } })).status).toBe(416);
    },
  );
});

describe("the sermons podcast", () => {
  const ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd";
  const child = (element: XmlElement, name: string) => childrenNamed(element, name)[0];

  it("carries what Apple Podcasts and Spotify require of a show and of each episode", async () => {
    const settings = await server.services.siteSettings.get();
    // Its Kiswahili left out keeps the stored one; the owner's e-mail is what the apps verify.
    await server.services.siteSettings.update(SYSTEM_ACTOR, {
      ...settings,
      kiswahili: undefined,
      email: "sermons@example.org",
    });
    const sermon = await createSermon(
      server.services,
      { title: "Podcast & <praise>", preachedOn: "2026-10-04" },
      { buffer: silentMp3(75) },
    );
    await createSermon(server.services, { title: "A sermon without a recording" }, null);

    const response = await fetch(`${server.url}/sermons/podcast.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    const rss = parseXml(xml);
    expect(rss.name).toBe("rss");
    expect(rss.attributes).toMatchObject({ version: "2.0", "xmlns:itunes": ITUNES });
    const channel = child(rss, "channel")!;
    for (const name of ["title", "link", "description", "language", "itunes:author"]) {
      expect(childText(channel, name), name).toBeTruthy();
    }
    expect(childText(channel, "language")).toBe("en");
    expect(childText(channel, "itunes:explicit")).toBe("false");
    const category = child(channel, "itunes:category")!;
    expect(category.attributes.text).toBe("Religion & Spirituality");
    expect(child(category, "itunes:category")!.attributes.text).toBe("Christianity");
    const owner = child(channel, "itunes:owner")!;
    expect(childText(owner, "itunes:email")).toBe("sermons@example.org");
    expect(childText(owner, "itunes:name")).toBeTruthy();

    // Artwork: a square JPEG or PNG of 1400 to 3000 pixels, at an address the feed gives in full.
    const artworkUrl = child(channel, "itunes:image")!.attributes.href!;
    expect(artworkUrl).toMatch(/^https?:\/\/.+\.jpg$/);
    const artwork = await fetch(`${server.url}${new URL(artworkUrl).pathname}`);
    expect(artwork.headers.get("content-type")).toBe("image/jpeg");
    const { width, height, format } = await sharp(Buffer.from(await artwork.arrayBuffer())).metadata();
    expect(format).toBe("jpeg");
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);

    const items = childrenNamed(channel, "item");
    expect(items.map((item) => childText(item, "title"))).not.toContain("A sermon without a recording");
    const episode = items.find((item) => childText(item, "title") === "Podcast & <praise>")!;
    expect(episode).toBeDefined();
    const enclosure = child(episode, "enclosure")!;
    expect(enclosure.attributes).toEqual({
      url: expect.stringMatching(new RegExp(`^https?://.+${sermon.audioUrl!}$`)),
      length: String(silentMp3(75).length),
      type: "audio/mpeg",
    });
    expect(childText(episode, "guid")).toBeTruthy();
    expect(childText(episode, "itunes:duration")).toBe("0:01:15");
    expect(childText(episode, "pubDate")).toBe("Sun, 04 Oct 2026 00:00:00 GMT");
    expect(childText(episode, "itunes:explicit")).toBe("false");
  });

  it("has a Kiswahili edition at /sw/sermons/podcast.xml", async () => {
    const rss = parseXml(await (await fetch(`${server.url}/sw/sermons/podcast.xml`)).text());
    const channel = child(rss, "channel")!;
    expect(childText(channel, "language")).toBe("sw");
    expect(childText(channel, "title")).toMatch(/^Mahubiri ya /);
  });
});
