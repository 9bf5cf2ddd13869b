import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSermon, signedInHeaders } from "../../test/factories.js";
import { graphqlUpload } from "../../test/http.js";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { childrenNamed, parseXml, type XmlElement } from "../../test/xml.js";
import { Sermon } from "../modules/sermon/sermon.entity.js";
import { silentMp3 } from "../modules/sermon/silent-recording.js";
import { updateWhere } from "../db/store.js";

/*
 * A sermon's title, preacher and notes are written into the podcast that Apple Podcasts and
 * Spotify read. Whatever a stored sermon holds (one saved before control characters were
 * refused, say), the podcast stays one well-formed document whose elements are the site's own.
 */

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

/**
 * Markup that would end the element and add an enclosure or an episode of its own, with line
 * breaks and characters XML cannot carry; within the 120 characters of a preacher's column.
 */
const MARKUP = '</title><enclosure url="https://x.example/x.mp3"/>]]><![CDATA[<b>]]> &amp; "\'';
const ATTACK = `Born again\r\n${MARKUP}\u0001\u000b\ufffe\n</item><item>`;
/** As a feed reader reads it: the characters XML cannot carry left out, CR LF as one line break. */
const READ = `Born again\n${MARKUP}\n</item><item>`;

const EPISODE_ELEMENTS = [
  "title",
  "link",
  "guid",
  "pubDate",
  "description",
  "itunes:author",
  "itunes:duration",
  "itunes:explicit",
  "itunes:episodeType",
  "enclosure",
];

const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;

async function podcastEpisodes(pathname: string): Promise<XmlElement[]> {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status).toBe(200);
  const channel = childrenNamed(parseXml(await response.text()), "channel")[0]!;
  return childrenNamed(channel, "item");
}

describe("the podcast made from a stored sermon with markup and line breaks", () => {
  it("writes its title, preacher and notes as text of the episode's own elements, in both languages", async () => {
    const sermon = await createSermon(server.services, { title: "Born again" });
    await updateWhere(
      server.dataSource.getRepository(Sermon),
      { id: sermon.id },
      {
        title: ATTACK,
        preacher: ATTACK,
        notes: ATTACK,
        kiswahili: { title: ATTACK },
      },
    );

    for (const pathname of ["/sermons/podcast.xml", "/sw/sermons/podcast.xml"]) {
      const episodes = await podcastEpisodes(pathname);
      expect(episodes).toHaveLength(1);
      const [episode] = episodes;
      expect(episode!.children.map((element) => element.name)).toEqual(EPISODE_ELEMENTS);
      expect(childText(episode!, "title")).toBe(READ);
      expect(childText(episode!, "itunes:author")).toBe(READ);
      expect(childText(episode!, "description")).toBe(READ);
      expect(childrenNamed(episode!, "enclosure")[0]!.attributes.url).toMatch(
        new RegExp(`^https?://[^/"<>]+${sermon.audioUrl!}$`),
      );
    }
  });

  it("is what the API refuses for a new sermon: a title or a preacher of more than one line", async () => {
    const staff = await signedInHeaders(server);
    for (const field of ["title", "preacher"]) {
      const { body } = await graphqlUpload(
        server.url,
        "mutation ($input: SermonInput!, $audio: Upload) { createSermon(input: $input, audio: $audio) { id } }",
        {
          input: {
            title: "Born again",
            preacher: "Rev. Otieno",
            preachedOn: "2026-11-22",
            passages: "John 3",
            notes: "",
            [field]: "Born again\n</title><item>",
          },
        },
        { audio: { bytes: silentMp3(1), filename: "sermon.mp3", type: "audio/mpeg" } },
        staff,
      );
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
    expect(await podcastEpisodes("/sermons/podcast.xml")).toHaveLength(1);
  });
});
