import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../src/authorization.js";
import { PhotoAlbum } from "../src/modules/gallery/photo-album.entity.js";
import { InformationPage } from "../src/modules/information-page/information-page.entity.js";
import { NewsArticle } from "../src/modules/news/news.entity.js";
import { Sermon } from "../src/modules/sermon/sermon.entity.js";
import { silentMp3 } from "../src/modules/sermon/silent-recording.js";
import { createArchdeaconry, signedInHeaders } from "./factories.js";
import { graphql, graphqlUpload, sendJson } from "./http.js";
import { smallImage } from "./images.js";
import { startTestApp, type TestApp } from "./test-app.js";

/*
 * Every title-like text of content is one line: a line break in one travels into calendars,
 * feeds and e-mail headers as lines of the writer's own. One rule (`IsOneLine`) holds each such
 * field of every content type, and the Kiswahili version of each.
 */

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

type Data = Record<string, unknown>;

/** A save of one content type, from valid data with some of it replaced. */
interface ContentSave {
  what: string;
  lines: string[];
  save(data: Data): Promise<unknown>;
}

const picture = async () => ({ buffer: await smallImage("jpeg") });
let unique = 0;
const next = () => (unique += 1);

const SAVES: ContentSave[] = [
  {
    what: "an event",
    lines: ["title", "place"],
    save: (data) =>
      server.services.events.create(SYSTEM_ACTOR, {
        title: "Harvest thanksgiving",
        date: "2026-12-07",
        startTime: "10:00",
        endTime: "12:00",
        place: "Cathedral grounds",
        ...data,
      }),
  },
  {
    what: "a sermon",
    lines: ["title", "preacher", "series", "passages"],
    save: (data) =>
      server.services.sermons.create(
        SYSTEM_ACTOR,
        {
          title: "Born of water",
          preacher: "The Rt Rev. Joseph Wasonga",
          preachedOn: "2026-11-22",
          series: "Advent",
          passages: "John 3:16-21",
          notes: "<p>God so loved the world.</p>",
          ...data,
        },
        { buffer: silentMp3(1) },
      ),
  },
  {
    what: "a news article",
    lines: ["title"],
    save: (data) =>
      server.services.news.create(SYSTEM_ACTOR, { title: "Harvest", body: "<p>Ours</p>", ...data }),
  },
  {
    what: "a photo album",
    lines: ["title"],
    save: (data) =>
      server.services.gallery.createAlbum(SYSTEM_ACTOR, { title: "Harvest", date: "2026-11-22", ...data }),
  },
  {
    what: "a photograph",
    lines: ["caption"],
    save: async (data) => {
      const album = await server.services.gallery.createAlbum(SYSTEM_ACTOR, {
        title: `Album ${next()}`,
        date: "2026-11-22",
      });
      return server.services.gallery.addPhoto(
        SYSTEM_ACTOR,
        album.id,
        { caption: "The choir", ...data },
        await picture(),
      );
    },
  },
  {
    what: "an information page",
    lines: ["title"],
    save: (data) =>
      server.services.informationPages.create(SYSTEM_ACTOR, {
        slug: `page-${next()}`,
        title: "Our history",
        body: "<p>Ours</p>",
        ...data,
      }),
  },
  {
    what: "a project",
    lines: ["title"],
    save: async (data) =>
      server.services.projects.create(
        SYSTEM_ACTOR,
        {
          title: `Conference centre ${next()}`,
          summary: "A hall for the synod",
          body: "<p>Ours</p>",
          targetAmountKes: 1000,
          status: "ONGOING",
          featured: false,
          ...data,
        },
        await picture(),
      ),
  },
  {
    what: "a slide",
    lines: ["title", "caption"],
    save: async (data) =>
      server.services.slides.create(
        SYSTEM_ACTOR,
        { title: "Welcome", caption: "To the diocese", ...data },
        await picture(),
      ),
  },
  {
    what: "a department",
    lines: ["name", "headName", "headTitle", "imageCaption"],
    save: (data) =>
      server.services.departments.create(SYSTEM_ACTOR, {
        slug: `department-${next()}`,
        name: `Education ${unique}`,
        headName: "Mrs. Achieng",
        headTitle: "Coordinator",
        imageCaption: "The team",
        body: "<p>Ours</p>",
        ...data,
      }),
  },
  {
    what: "a parish",
    lines: ["name", "town"],
    save: async (data) =>
      server.services.parishes.create(SYSTEM_ACTOR, {
        name: `St. Mark's ${next()}`,
        archdeaconryId: (await createArchdeaconry(server.services)).id,
        town: "Butere",
        ...data,
      }),
  },
  {
    what: "an archdeaconry",
    lines: ["name"],
    save: (data) =>
      server.services.archdeaconries.create(SYSTEM_ACTOR, { name: `Butere ${next()}`, ...data }),
  },
  {
    what: "a job opening",
    lines: ["referenceNumber", "position"],
    save: (data) =>
      server.services.jobOpenings.create(SYSTEM_ACTOR, {
        referenceNumber: `ADK/${next()}`,
        position: "Accountant",
        description: "Keeps the books.\nReports to the treasurer.",
        link: "https://jobs.example.org/accountant",
        ...data,
      }),
  },
  {
    what: "a message of the bishop",
    lines: ["bishopName", "heading"],
    save: (data) =>
      server.services.bishopMessages.create(SYSTEM_ACTOR, {
        bishopName: "The Rt Rev. Joseph Wasonga",
        heading: "Advent",
        message: "Grace and peace.\nBe watchful.",
        ...data,
      }),
  },
  {
    what: "a committee",
    lines: ["name"],
    save: (data) =>
      server.services.committees.create(SYSTEM_ACTOR, {
        name: `Finance ${next()}`,
        termStartMonth: 1,
        termStartYear: 2025,
        termEndMonth: 12,
        termEndYear: 2027,
        ...data,
      }),
  },
  {
    what: "a member of a committee",
    lines: ["name", "title"],
    save: async (data) => {
      const committee = await server.services.committees.create(SYSTEM_ACTOR, {
        name: `Synod ${next()}`,
        termStartMonth: 1,
        termStartYear: 2025,
        termEndMonth: 12,
        termEndYear: 2027,
      });
      return server.services.committees.createMember(SYSTEM_ACTOR, committee.id, {
        name: "Mr. Wafula",
        title: "Chair",
        ...data,
      });
    },
  },
  {
    what: "a bishop of the diocese's history",
    lines: ["name", "yearsServed"],
    save: (data) =>
      server.services.historyBishops.create(SYSTEM_ACTOR, {
        name: "The Rt Rev. Mwita",
        ordinal: next(),
        yearsServed: "1970-1985",
        ...data,
      }),
  },
  {
    what: "the administrative secretary",
    lines: ["name", "title"],
    save: (data) =>
      server.services.administrativeSecretary.save(SYSTEM_ACTOR, {
        name: "Mr. Were",
        title: "Administrative Secretary",
        ...data,
      }),
  },
  {
    what: "the site's settings",
    lines: ["shortName", "fullName", "postalLine", "accountNumber", "bannerText", "designerName"],
    save: (data) =>
      server.services.siteSettings.update(SYSTEM_ACTOR, {
        shortName: "ACK Butere",
        fullName: "Anglican Church of Kenya, Diocese of Butere",
        postalLine: "P.O. Box 54, Butere",
        accountNumber: "Harambee",
        bannerText: "Synod on Saturday",
        designerName: "Kakamega Web",
        ...data,
      }),
  },
  {
    what: "a newsletter",
    lines: ["subject"],
    save: (data) =>
      server.services.newsletter.create(SYSTEM_ACTOR, {
        subject: "News of Advent",
        body: "<p>Ours</p>",
        ...data,
      }),
  },
  {
    what: "a member of staff",
    lines: ["name"],
    save: (data) =>
      server.services.adminUsers.create(SYSTEM_ACTOR, {
        name: "Grace Wanjiru",
        email: `grace${next()}@example.org`,
        username: `grace${unique}`,
        ...data,
      }),
  },
  {
    what: "an API token",
    lines: ["name"],
    save: (data) =>
      server.services.apiTokens.create(SYSTEM_ACTOR, {
        name: `Parish app ${next()}`,
        scopes: ["READ_PRIVATE"],
        ...data,
      }),
  },
];

/** Each kind of character a line cannot hold, inside a text (spaces around one are trimmed). */
const NOT_ONE_LINE = ["\n", "\r", "\r\n", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029"];

describe("a title-like text of content", () => {
  it.each(SAVES)("of $what is saved when it is one line", async ({ save }) => {
    await expect(save({})).resolves.toBeTruthy();
  });

  it.each(SAVES)("of $what is refused with a line break, naming the field", async ({ lines, save }) => {
    for (const field of lines) {
      await expect(save({ [field]: "Harvest\nBEGIN:VALARM" }), field).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        field,
        message: `${field} must be one line, without line breaks, tabs or other control characters`,
      });
    }
  });

  it("is refused with any control character or line separator", async () => {
    const [event] = SAVES;
    for (const character of NOT_ONE_LINE) {
      await expect(
        event!.save({ title: `Harvest${character}thanksgiving` }),
        JSON.stringify(character),
      ).rejects.toMatchObject({
        field: "title",
      });
    }
    await expect(event!.save({ title: "Shukrani ya mavuno — Karibuni ✝" })).resolves.toBeTruthy();
  });

  it("keeps several lines where a text is more than a title: a description, a message", async () => {
    await expect(SAVES[0]!.save({ description: "Bring a friend.\nLunch is served." })).resolves.toMatchObject(
      { description: "Bring a friend.\nLunch is served." },
    );
  });

  it("is refused in Kiswahili too, naming the translation", async () => {
    const [event] = SAVES;
    await expect(
      event!.save({ kiswahili: [{ field: "title", text: "Shukrani\nBEGIN:VALARM" }] }),
    ).rejects.toMatchObject({
      field: "kiswahili",
      message: "kiswahili: title must be one line, without line breaks, tabs or other control characters",
    });
    await expect(
      event!.save({ kiswahili: [{ field: "description", text: "Leta rafiki.\nChakula kitatolewa." }] }),
    ).resolves.toBeTruthy();
  });
});

describe("the API", () => {
  it("refuses a news article, a sermon, an album and a page whose title has a line break, naming the field", async () => {
    const staff = await signedInHeaders(server);
    const rows = () =>
      Promise.all(
        [NewsArticle, Sermon, PhotoAlbum, InformationPage].map((entity) =>
          server.dataSource.getRepository(entity).count(),
        ),
      );
    const before = await rows();
    const title = "Harvest\r\nBcc: everyone@example.org";
    const refusals = [
      await graphql(
        server.url,
        "mutation ($input: NewsArticleInput!) { createNewsArticle(input: $input) { id } }",
        {
          input: { title, body: "<p>Ours</p>" },
        },
        staff,
      ),
      await graphqlUpload(
        server.url,
        "mutation ($input: SermonInput!, $audio: Upload) { createSermon(input: $input, audio: $audio) { id } }",
        {
          input: { title, preacher: "Rev. Otieno", preachedOn: "2026-11-22", passages: "John 3", notes: "" },
        },
        { audio: { bytes: silentMp3(1), filename: "sermon.mp3", type: "audio/mpeg" } },
        staff,
      ),
      await graphql(
        server.url,
        "mutation ($input: PhotoAlbumInput!) { createPhotoAlbum(input: $input) { id } }",
        {
          input: { title, date: "2026-11-22" },
        },
        staff,
      ),
      await graphql(
        server.url,
        "mutation ($input: InformationPageInput!) { createInformationPage(input: $input) { id } }",
        {
          input: { slug: "harvest", title, body: "<p>Ours</p>" },
        },
        staff,
      ),
    ];
    for (const { body } of refusals) {
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "title" });
    }
    expect(await rows()).toEqual(before);
  });

  it("refuses a parish's name with a line break through the old REST paths too, naming their field", async () => {
    const archdeaconry = await createArchdeaconry(server.services);
    const staff = await signedInHeaders(server);
    const response = await sendJson(
      server.url,
      "POST",
      "/api/createParish",
      { archid: archdeaconry.id, parish: "St. Mark's\nBEGIN:VALARM" },
      staff,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: "error", field: "parish" });
    expect(await server.services.parishes.listOfEach([archdeaconry.id])).toEqual([[]]);
  });
});
