import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import {
  createArchdeaconry,
  createNewsArticle,
  createParish,
  createSlide,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql, graphqlUpload, type GraphQLResponse, type UploadedFile } from "../../../test/http.js";
import { smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { MEDIA_COLUMNS } from "./media.columns.js";

let server: TestApp;
let staff: Record<string, string>;
/** The archdeaconry the parishes below belong to. */
let archdeaconryId: string;
/** The parish that sponsors the institutions below. */
let parishId: string;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
  archdeaconryId = String((await createArchdeaconry(server.services)).id);
  parishId = String((await createParish(server.services, { archdeaconryId })).id);
});
afterAll(() => server.close());

interface FocalPoint {
  x: number;
  y: number;
}
interface Pictured {
  id: string;
  slug?: string;
  image: { url: string; focalPoint: FocalPoint } | null;
}

const CENTRE = { x: 0.5, y: 0.5 };
const IMAGE = "image { url focalPoint { x y } }";
const PICTURED = `id ${IMAGE}`;
const OUT_OF_RANGE =
  "imageFocalPoint must have x and y from 0 to 1, such as { x: 0.5, y: 0.5 } for the centre";

const photo = async (): Promise<UploadedFile> => ({
  bytes: await smallImage("jpeg", 640),
  filename: "group-photo.jpg",
  type: "image/jpeg",
});

/** A mutation as the dashboard sends it: multipart with a picture, plain JSON without one. */
function send(query: string, variables: Record<string, unknown>, image?: UploadedFile) {
  return image
    ? graphqlUpload<Record<string, Pictured>>(server.url, query, variables, { image }, staff)
    : graphql<Record<string, Pictured>>(server.url, query, variables, staff);
}

/** What a write answered: the record, or the first error's message and code. */
function outcome({ body }: { body: GraphQLResponse<Record<string, Pictured>> }) {
  const error = body.errors?.[0];
  if (error) return { message: error.message, code: error.extensions?.code };
  return Object.values(body.data!)[0]!;
}

let sequence = 0;

/**
 * One kind of record with a picture: how staff create it with a picture and change it (with or
 * without a new picture), and how a visitor (or, for their own picture, its owner) reads it.
 */
interface PictureCase {
  table: string;
  create(imageFocalPoint?: unknown): Promise<ReturnType<typeof outcome>>;
  update(
    record: Pictured,
    change: { image?: UploadedFile; imageFocalPoint?: unknown },
  ): Promise<ReturnType<typeof outcome>>;
  read(record: Pictured): Promise<Pictured["image"]>;
}

/** A record of a module whose mutations are create<Name>(input, image) and update<Name>(id, input, image). */
function contentCase(
  table: string,
  name: string,
  input: () => Record<string, unknown>,
  read: { query: string; variables: (record: Pictured) => Record<string, unknown> },
  { fields = PICTURED, pictureRequired = false } = {},
): PictureCase {
  let lastInput: Record<string, unknown> = {};
  return {
    table,
    async create(imageFocalPoint) {
      lastInput = input();
      return outcome(
        await send(
          `mutation ($input: ${name}Input!, $image: Upload${pictureRequired ? "!" : ""}) { create${name}(input: $input, image: $image) { ${fields} } }`,
          { input: { ...lastInput, imageFocalPoint } },
          await photo(),
        ),
      );
    },
    async update(record, { image, imageFocalPoint }) {
      return outcome(
        await send(
          `mutation ($id: ID!, $input: ${name}Input!, $image: Upload) { update${name}(id: $id, input: $input, image: $image) { ${fields} } }`,
          { id: record.id, input: { ...lastInput, imageFocalPoint } },
          image,
        ),
      );
    },
    async read(record) {
      const { body } = await graphql<Record<string, Pictured>>(
        server.url,
        read.query,
        read.variables(record),
      );
      return Object.values(body.data!)[0]!.image;
    },
  };
}

const byId = (query: string) => ({
  query: `query ($id: ID!) { ${query}(id: $id) { ${PICTURED} } }`,
  variables: (record: Pictured) => ({ id: record.id }),
});
const bySlug = (query: string) => ({
  query: `query ($slug: String!) { ${query}(slug: $slug) { ${PICTURED} } }`,
  variables: (record: Pictured) => ({ slug: record.slug }),
});

const CASES: PictureCase[] = [
  contentCase("slide", "Slide", () => ({ title: `Synod ${++sequence}`, caption: "" }), byId("slide"), {
    pictureRequired: true,
  }),
  contentCase(
    "bishop_message",
    "BishopMessage",
    () => ({ bishopName: "The Rt. Rev. Bishop", heading: `Greetings ${++sequence}`, message: "Peace." }),
    byId("bishopMessage"),
  ),
  contentCase(
    "news_article",
    "NewsArticle",
    () => ({ title: `Confirmation at Butere ${++sequence}`, body: "<p>Forty candidates.</p>" }),
    bySlug("newsArticle"),
    { fields: `slug ${PICTURED}` },
  ),
  contentCase(
    "department",
    "Department",
    () => ({ slug: `mothers-union-${++sequence}`, name: "Mothers' Union", body: "<p>Prayer.</p>" }),
    bySlug("department"),
    { fields: `slug ${PICTURED}` },
  ),
  contentCase(
    "parish",
    "Parish",
    () => ({ name: `St. Luke's ${++sequence}`, archdeaconryId, town: "Shibembe" }),
    bySlug("parishBySlug"),
    { fields: `slug ${PICTURED}` },
  ),
  contentCase(
    "clergy_member",
    "ClergyMember",
    () => ({ slug: `mary-khavere-${++sequence}`, title: "The Rev.", name: "Mary Khavere" }),
    byId("clergyMember"),
  ),
  contentCase(
    "institution",
    "Institution",
    () => ({ name: `Shirere Girls' ${++sequence}`, kind: "SECONDARY_SCHOOL", parishId }),
    byId("institution"),
  ),
  contentCase(
    "history_bishop",
    "HistoryBishop",
    () => ({ name: `Bishop ${++sequence}`, ordinal: 1, yearsServed: "1980–1995" }),
    byId("historyBishop"),
  ),
  contentCase(
    "project",
    "Project",
    () => ({
      title: `Borehole ${++sequence}`,
      summary: "Water for the school",
      body: "<p>Clean water.</p>",
      targetAmountKes: 500000,
      status: "ONGOING",
      featured: false,
    }),
    byId("project"),
  ),
  {
    table: "administrative_secretary",
    async create(imageFocalPoint) {
      return this.update({ id: "1", image: null }, { image: await photo(), imageFocalPoint });
    },
    async update(_record, { image, imageFocalPoint }) {
      return outcome(
        await send(
          `mutation ($input: AdministrativeSecretaryInput!, $image: Upload) { updateAdministrativeSecretary(input: $input, image: $image) { ${IMAGE} } }`,
          { input: { name: "Jane Doe", title: "Administrative Secretary", imageFocalPoint } },
          image,
        ),
      );
    },
    async read() {
      const { body } = await graphql<{ administrativeSecretary: Pictured }>(
        server.url,
        `{ administrativeSecretary { ${IMAGE} } }`,
      );
      return body.data!.administrativeSecretary.image;
    },
  },
  {
    table: "photo",
    async create(imageFocalPoint) {
      sequence += 1;
      const album = await server.services.gallery.createAlbum(SYSTEM_ACTOR, {
        title: `Synod in pictures ${sequence}`,
        date: "2026-03-14",
      });
      return outcome(
        await send(
          `mutation ($albumId: ID!, $input: PhotoInput!, $image: Upload!) { addPhoto(albumId: $albumId, input: $input, image: $image) { ${PICTURED} } }`,
          { albumId: String(album.id), input: { caption: "The procession", imageFocalPoint } },
          await photo(),
        ),
      );
    },
    async update(record, { image, imageFocalPoint }) {
      return outcome(
        await send(
          `mutation ($id: ID!, $input: PhotoInput!, $image: Upload) { updatePhoto(id: $id, input: $input, image: $image) { ${PICTURED} } }`,
          { id: record.id, input: { caption: "The procession", imageFocalPoint } },
          image,
        ),
      );
    },
    async read(record) {
      const photo = await server.services.gallery.findPhoto(record.id);
      const album = await server.services.gallery.findById(photo!.albumId);
      const { body } = await graphql<{ photoAlbum: { photos: Pictured[] } }>(
        server.url,
        `query ($slug: String!) { photoAlbum(slug: $slug) { photos { ${PICTURED} } } }`,
        { slug: album!.slug },
      );
      return body.data!.photoAlbum.photos.find((each) => each.id === record.id)!.image;
    },
  },
  {
    table: "admin_user",
    async create(imageFocalPoint) {
      return this.update({ id: "me", image: null }, { image: await photo(), imageFocalPoint });
    },
    async update(_record, { image, imageFocalPoint }) {
      return outcome(
        await send(
          `mutation ($image: Upload, $imageFocalPoint: FocalPointInput) { setMyPicture(image: $image, imageFocalPoint: $imageFocalPoint) { ${PICTURED} } }`,
          { imageFocalPoint },
          image,
        ),
      );
    },
    async read() {
      const { body } = await graphql<{ me: Pictured }>(server.url, `{ me { ${PICTURED} } }`, {}, staff);
      return body.data!.me.image;
    },
  },
];

describe("a picture's focal point", () => {
  it("can be set on every kind of record that has a picture (every image column of MEDIA_COLUMNS)", () => {
    const pictureTables = MEDIA_COLUMNS.filter(({ column }) => column === "image_url").map(
      ({ table }) => table,
    );
    expect(CASES.map((kind) => kind.table).sort()).toEqual(pictureTables.sort());
  });

  describe.each(CASES.map((kind) => [kind.table, kind] as const))("of a %s", (_table, kind) => {
    it("is kept as given with a new picture, read back by visitors, and moved without uploading again", async () => {
      const created = (await kind.create({ x: 0.25, y: 0.8 })) as Pictured;
      expect(created.image?.focalPoint).toEqual({ x: 0.25, y: 0.8 });
      expect(await kind.read(created)).toMatchObject({ focalPoint: { x: 0.25, y: 0.8 } });

      const moved = (await kind.update(created, { imageFocalPoint: { x: 1, y: 0 } })) as Pictured;
      expect(moved.image).toEqual({ url: created.image!.url, focalPoint: { x: 1, y: 0 } });
      expect(await kind.read(created)).toEqual({ url: created.image!.url, focalPoint: { x: 1, y: 0 } });
    });

    it("goes back to the centre when the picture is replaced without one, and takes one given with it", async () => {
      const created = (await kind.create({ x: 0.1, y: 0.9 })) as Pictured;

      const replaced = (await kind.update(created, { image: await photo() })) as Pictured;
      expect(replaced.image!.url).not.toBe(created.image!.url);
      expect(replaced.image!.focalPoint).toEqual(CENTRE);
      expect((await kind.read(created))!.focalPoint).toEqual(CENTRE);

      const again = (await kind.update(created, {
        image: await photo(),
        imageFocalPoint: { x: 0.3, y: 0.6 },
      })) as Pictured;
      expect(again.image!.focalPoint).toEqual({ x: 0.3, y: 0.6 });
    });

    it("starts at the centre when none is given", async () => {
      const created = (await kind.create()) as Pictured;
      expect(created.image!.focalPoint).toEqual(CENTRE);
    });

    it("refuses a point outside the picture or not made of numbers, and changes nothing", async () => {
      const created = (await kind.create({ x: 0.4, y: 0.4 })) as Pictured;
      for (const imageFocalPoint of [
        { x: 1.5, y: 0.5 },
        { x: 0.5, y: -0.1 },
      ]) {
        expect(await kind.update(created, { imageFocalPoint })).toEqual({
          message: OUT_OF_RANGE,
          code: "BAD_USER_INPUT",
        });
      }
      expect(await kind.update(created, { imageFocalPoint: { x: "left", y: 0.5 } })).toMatchObject({
        message: expect.stringContaining("Float cannot represent non numeric value"),
        code: "BAD_USER_INPUT",
      });
      expect(await kind.update(created, { imageFocalPoint: { x: 0.5 } })).toMatchObject({
        message: expect.stringContaining('Field "y" of required type "Float!" was not provided'),
        code: "BAD_USER_INPUT",
      });
      expect((await kind.read(created))!.focalPoint).toEqual({ x: 0.4, y: 0.4 });
    });
  });

  it("is refused, with the reason, for a record that has no picture", async () => {
    const article = await createNewsArticle(server.services);
    const { body } = await graphql(
      server.url,
      `
        mutation ($id: ID!, $input: NewsArticleInput!) {
          updateNewsArticle(id: $id, input: $input) {
            id
          }
        }
      `,
      {
        id: String(article.id),
        input: { title: article.title, body: article.body, imageFocalPoint: CENTRE },
      },
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "There is no picture to set the focal point of: upload one with it",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("comes with a cover replaced through setNewsArticleImage, or goes back to the centre", async () => {
    const article = await createNewsArticle(server.services);
    const SET = `mutation ($slug: String!, $image: Upload!, $imageFocalPoint: FocalPointInput) {
      setNewsArticleImage(slug: $slug, image: $image, imageFocalPoint: $imageFocalPoint) { ${PICTURED} } }`;
    const set = async (imageFocalPoint?: FocalPoint) =>
      graphqlUpload<{ setNewsArticleImage: Pictured }>(
        server.url,
        SET,
        { slug: article.slug, imageFocalPoint },
        { image: await photo() },
        staff,
      );
    expect((await set({ x: 0.7, y: 0.2 })).body.data!.setNewsArticleImage.image!.focalPoint).toEqual({
      x: 0.7,
      y: 0.2,
    });
    expect((await set()).body.data!.setNewsArticleImage.image!.focalPoint).toEqual(CENTRE);
    expect((await set({ x: 2, y: 0 })).body.errors?.[0]).toMatchObject({
      message: OUT_OF_RANGE,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("is checked in the service, for callers other than GraphQL too", async () => {
    const slide = await createSlide(server.services);
    await expect(
      server.services.slides.update(SYSTEM_ACTOR, slide.id, {
        title: slide.title,
        caption: slide.caption,
        imageFocalPoint: { x: "left", y: Number.NaN },
      }),
    ).rejects.toThrow(OUT_OF_RANGE);
  });

  it("is the centre for pictures saved before focal points existed", async () => {
    const slide = await createSlide(server.services);
    await server.dataSource.query(
      `INSERT INTO slide (title, caption, image_url, position) VALUES ('Saved long ago', '', '${slide.imageUrl}', 99)`,
    );
    const { body } = await graphql<{ slides: (Pictured & { title: string })[] }>(
      server.url,
      `{ slides { title ${PICTURED} } }`,
    );
    const old = body.data!.slides.find((each) => each.title === "Saved long ago");
    expect(old!.image!.focalPoint).toEqual(CENTRE);
  });

  it("asks for a picture or a focal point when a member of staff sends neither for their own picture", async () => {
    const { body } = await graphql(
      server.url,
      `
        mutation {
          setMyPicture {
            id
          }
        }
      `,
      {},
      staff,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "Upload a picture, or give the focal point of the one you have",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
