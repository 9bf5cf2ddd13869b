import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { AdminRole } from "../../authorization.js";
import {
  createArchdeaconry,
  createParish,
  createStaffMember,
  signedInHeaders,
} from "../../../test/factories.js";
import { graphql, graphqlUpload, type UploadedFile } from "../../../test/http.js";
import { countQueries } from "../../../test/query-counter.js";
import { filesUnder, htmlPage, smallImage, truncatedJpeg } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const ALBUM_FIELDS = `id title slug date description parishId photoCount cover { id caption }`;
const PHOTO_FIELDS = `id caption position imageUrl image { url width height srcSet }`;
const CREATE_ALBUM = `mutation ($input: PhotoAlbumInput!) { createPhotoAlbum(input: $input) { ${ALBUM_FIELDS} } }`;
const UPDATE_ALBUM = `mutation ($id: ID!, $input: PhotoAlbumInput!) { updatePhotoAlbum(id: $id, input: $input) { ${ALBUM_FIELDS} } }`;
const DELETE_ALBUM = `mutation ($id: ID!) { deletePhotoAlbum(id: $id) }`;
const ADD_PHOTO = `mutation ($albumId: ID!, $input: PhotoInput!, $image: Upload!) { addPhoto(albumId: $albumId, input: $input, image: $image) { ${PHOTO_FIELDS} } }`;
const UPDATE_PHOTO = `mutation ($id: ID!, $input: PhotoInput!) { updatePhoto(id: $id, input: $input) { ${PHOTO_FIELDS} } }`;
const DELETE_PHOTO = `mutation ($id: ID!) { deletePhoto(id: $id) }`;
const REORDER = `mutation ($albumId: ID!, $ids: [ID!]!) { reorderPhotos(albumId: $albumId, ids: $ids) { id position } }`;
const SET_COVER = `mutation ($albumId: ID!, $photoId: ID!) { setPhotoAlbumCover(albumId: $albumId, photoId: $photoId) { ${ALBUM_FIELDS} } }`;
const ALBUM = `query ($slug: String!) { photoAlbum(slug: $slug) { ${ALBUM_FIELDS} photos { ${PHOTO_FIELDS} } } }`;
const ALBUMS = `{ photoAlbums(pageSize: 50) { total items { title date cover { image { url } } } } }`;

interface AlbumFields {
  id: string;
  title: string;
  slug: string;
  date: string;
  parishId: string | null;
  photoCount: number;
  cover: { id: string; caption: string } | null;
  photos: PhotoFields[];
}
interface PhotoFields {
  id: string;
  caption: string;
  position: number;
  imageUrl: string;
  image: { url: string; width: number; height: number; srcSet: string };
}

let sequence = 0;
const photo = async (width = 800): Promise<UploadedFile> => ({
  bytes: await smallImage("jpeg", width),
  filename: "IMG_2041.jpg",
  type: "image/jpeg",
});
const uploadedFiles = () => filesUnder(server.config.uploadsDir);

async function newAlbum(input: Record<string, unknown> = {}): Promise<AlbumFields> {
  sequence += 1;
  const { body } = await graphql<{ createPhotoAlbum: AlbumFields }>(
    server.url,
    CREATE_ALBUM,
    { input: { title: `Confirmation at St Peter's ${sequence}`, date: "2026-03-14", ...input } },
    staff,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createPhotoAlbum;
}

async function addPhoto(albumId: string, caption: string, headers = staff) {
  return graphqlUpload<{ addPhoto: PhotoFields }>(
    server.url,
    ADD_PHOTO,
    { albumId, input: { caption } },
    { image: await photo() },
    headers,
  );
}

const readAlbum = async (slug: string) =>
  (await graphql<{ photoAlbum: AlbumFields | null }>(server.url, ALBUM, { slug })).body.data!.photoAlbum;

describe("photo albums over GraphQL", () => {
  it("makes an album of uploaded photographs that visitors see in order, with a cover", async () => {
    const album = await newAlbum({ title: "Synod 2026", description: "The diocesan synod at Kakamega." });
    expect(album).toMatchObject({ slug: "synod-2026", photoCount: 0, cover: null });

    const added: PhotoFields[] = [];
    for (const caption of ["The procession", "The Bishop's charge", ""]) {
      const { body } = await addPhoto(album.id, caption);
      expect(body.errors).toBeUndefined();
      added.push(body.data!.addPhoto);
    }
    expect(added.map((each) => each.position)).toEqual([0, 1, 2]);
    // Through the image pipeline: its sizes as WebP beside the largest JPEG.
    expect(added[0]!.image).toMatchObject({ width: 800, height: 400 });
    expect(added[0]!.image.srcSet).toMatch(/-320\.webp 320w, .*-640\.webp 640w/);

    const seen = await readAlbum("synod-2026");
    expect(seen).toMatchObject({
      title: "Synod 2026",
      description: "The diocesan synod at Kakamega.",
      photoCount: 3,
      cover: { caption: "The procession" },
    });
    expect(seen!.photos.map((each) => each.caption)).toEqual(["The procession", "The Bishop's charge", ""]);

    const covered = await graphql<{ setPhotoAlbumCover: AlbumFields }>(
      server.url,
      SET_COVER,
      { albumId: album.id, photoId: added[1]!.id },
      staff,
    );
    expect(covered.body.data!.setPhotoAlbumCover.cover).toEqual({
      id: added[1]!.id,
      caption: "The Bishop's charge",
    });

    const [a, b, c] = added.map((each) => each.id);
    const reordered = await graphql(server.url, REORDER, { albumId: album.id, ids: [c, a, b] }, staff);
    expect(reordered.body.errors).toBeUndefined();
    expect((await readAlbum("synod-2026"))!.photos.map((each) => each.id)).toEqual([c, a, b]);

    const captioned = await graphql<{ updatePhoto: PhotoFields }>(
      server.url,
      UPDATE_PHOTO,
      {
        id: c,
        input: {
          caption: "The choir of St Peter's",
          kiswahili: [{ field: "caption", text: "Kwaya ya St Peter's" }],
        },
      },
      staff,
    );
    expect(captioned.body.data!.updatePhoto).toMatchObject({
      caption: "The choir of St Peter's",
      imageUrl: added[2]!.imageUrl,
    });
    const inKiswahili = await graphql<{ photoAlbum: AlbumFields }>(
      server.url,
      `
        query ($slug: String!) {
          photoAlbum(slug: $slug, language: SW) {
            photos {
              caption
            }
          }
        }
      `,
      { slug: "synod-2026" },
    );
    expect(inKiswahili.body.data!.photoAlbum.photos[0]!.caption).toBe("Kwaya ya St Peter's");
  });

  it("lists albums by the day of their photographs, the latest first", async () => {
    await newAlbum({ title: "Easter at the cathedral", date: "2026-04-05" });
    await newAlbum({ title: "Mothers' Union rally", date: "2025-08-20" });
    await newAlbum({ title: "Ordinations", date: "2026-06-29" });
    const { body } = await graphql<{ photoAlbums: { items: { title: string; date: string }[] } }>(
      server.url,
      ALBUMS,
    );
    const titles = body.data!.photoAlbums.items.map((album) => album.title);
    expect(titles.indexOf("Ordinations")).toBeLessThan(titles.indexOf("Easter at the cathedral"));
    expect(titles.indexOf("Easter at the cathedral")).toBeLessThan(titles.indexOf("Mothers' Union rally"));
  });

  it("lists albums with their counts and covers in a few queries however many albums there are", async () => {
    const withChosenCover = await newAlbum({ title: "Archdeacons retreat", date: "2031-02-03" });
    const photos = [];
    for (const caption of ["Arrival", "The charge", "Prayer"]) {
      photos.push((await addPhoto(withChosenCover.id, caption)).body.data!.addPhoto);
    }
    await graphql(server.url, SET_COVER, { albumId: withChosenCover.id, photoId: photos[2]!.id }, staff);
    const withFirstAsCover = await newAlbum({ title: "Choir festival", date: "2031-02-02" });
    await addPhoto(withFirstAsCover.id, "Tents");
    await addPhoto(withFirstAsCover.id, "Campfire");
    const empty = await newAlbum({ title: "Lent fellowship", date: "2031-02-01" });

    const LIST = `{ photoAlbums(pageSize: 50) { items { id photoCount cover { caption } } } }`;
    type Listed = {
      photoAlbums: { items: { id: string; photoCount: number; cover: { caption: string } | null }[] };
    };
    let listed: Listed | undefined;
    const queries = await countQueries(server.dataSource, async () => {
      listed = (await graphql<Listed>(server.url, LIST)).body.data;
    });
    const byId = new Map(listed!.photoAlbums.items.map((album) => [album.id, album]));
    expect(byId.get(withChosenCover.id)).toMatchObject({ photoCount: 3, cover: { caption: "Prayer" } });
    expect(byId.get(withFirstAsCover.id)).toMatchObject({ photoCount: 2, cover: { caption: "Tents" } });
    expect(byId.get(empty.id)).toMatchObject({ photoCount: 0, cover: null });
    expect(listed!.photoAlbums.items.length).toBeGreaterThan(3);
    // The page of albums and its total, the counts, the chosen covers and the first photographs.
    expect(queries).toBeLessThanOrEqual(5);
  });

  it("changes an album but keeps its address, and deletes photographs and albums with their files", async () => {
    const album = await newAlbum({ title: "Youth camp" });
    const first = (await addPhoto(album.id, "Tents")).body.data!.addPhoto;
    const second = (await addPhoto(album.id, "Campfire")).body.data!.addPhoto;
    await graphql(server.url, SET_COVER, { albumId: album.id, photoId: first.id }, staff);

    const renamed = await graphql<{ updatePhotoAlbum: AlbumFields }>(
      server.url,
      UPDATE_ALBUM,
      { id: album.id, input: { title: "Youth camp at Butere", date: "2026-01-02" } },
      staff,
    );
    expect(renamed.body.data!.updatePhotoAlbum).toMatchObject({
      title: "Youth camp at Butere",
      slug: "youth-camp",
    });

    expect((await graphql(server.url, DELETE_PHOTO, { id: first.id }, staff)).body.data).toEqual({
      deletePhoto: true,
    });
    const filesOf = async (url: string) =>
      (await uploadedFiles()).filter((file) => file.includes(url.split("/").pop()!.slice(0, 24)));
    expect(await filesOf(first.imageUrl)).toEqual([]);
    // The cover was the photograph deleted: the album shows its first one now.
    expect((await readAlbum("youth-camp"))!.cover).toEqual({ id: second.id, caption: "Campfire" });

    expect((await graphql(server.url, DELETE_ALBUM, { id: album.id }, staff)).body.data).toEqual({
      deletePhotoAlbum: true,
    });
    expect(await readAlbum("youth-camp")).toBeNull();
    expect(await filesOf(second.imageUrl)).toEqual([]);
  });

  it("refuses each bad album with a message, and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "", date: "2026-03-14" }, "title must not be empty"],
      [{ title: "x".repeat(201), date: "2026-03-14" }, "title must have at most 200 characters"],
      [
        { title: "Synod", date: "14/03/2026" },
        "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14",
      ],
      [
        { title: "Synod", date: "2026-02-30" },
        "date must be a calendar date written YYYY-MM-DD, such as 2026-03-14",
      ],
      [
        { title: "Synod", date: "2026-03-14", description: "x".repeat(2001) },
        "description must have at most 2,000 characters",
      ],
      [
        { title: "Synod", date: "2026-03-14", parishId: "99999" },
        "There is no parish with id 99999; choose an existing parish",
      ],
    ];
    const before = (await server.services.gallery.list()).length;
    for (const [input, message] of cases) {
      const { body } = await graphql(server.url, CREATE_ALBUM, { input }, staff);
      expect(body.errors?.[0]?.message, message).toContain(message);
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(await server.services.gallery.list()).toHaveLength(before);
  });

  it("refuses each bad photograph with its own message, stores no file, and keeps the others", async () => {
    const album = await newAlbum();
    const good = (await addPhoto(album.id, "Kept")).body.data!.addPhoto;
    const before = await uploadedFiles();
    const cases: [UploadedFile, Record<string, unknown>, string][] = [
      [{ bytes: htmlPage, filename: "photo.jpg", type: "image/jpeg" }, {}, "picture"],
      [{ bytes: await truncatedJpeg(), filename: "cut.jpg", type: "image/jpeg" }, {}, "damaged"],
      [await photo(), { caption: "x".repeat(301) }, "caption must have at most 300 characters"],
    ];
    for (const [file, input, message] of cases) {
      const { body } = await graphqlUpload(
        server.url,
        ADD_PHOTO,
        { albumId: album.id, input },
        { image: file },
        staff,
      );
      expect(body.errors?.[0]?.message.toLowerCase(), message).toContain(message.toLowerCase());
    }
    const unknown = await addPhoto("99999", "Lost");
    expect(unknown.body.errors?.[0]?.message).toBe("There is no photo album with id 99999");
    expect(await uploadedFiles()).toEqual(before);
    expect((await readAlbum(album.slug))!.photos.map((each) => each.id)).toEqual([good.id]);
  });

  it("refuses an order that leaves a photograph out and a cover from another album", async () => {
    const album = await newAlbum();
    const other = await newAlbum();
    const [a, b] = [
      (await addPhoto(album.id, "One")).body.data!.addPhoto,
      (await addPhoto(album.id, "Two")).body.data!.addPhoto,
    ];
    const stranger = (await addPhoto(other.id, "Elsewhere")).body.data!.addPhoto;

    const bad = await graphql(server.url, REORDER, { albumId: album.id, ids: [b.id, stranger.id] }, staff);
    expect(bad.body.errors?.[0]?.message).toBe(
      `Give the id of every photograph of the album once, in the new order (unknown: ${stranger.id}; left out: ${a.id})`,
    );
    const cover = await graphql(server.url, SET_COVER, { albumId: album.id, photoId: stranger.id }, staff);
    expect(cover.body.errors?.[0]).toMatchObject({
      message: `The album has no photograph with id ${stranger.id}: choose one of its own`,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await readAlbum(album.slug))!.photos.map((each) => each.id)).toEqual([a.id, b.id]);
  });

  it("lets a parish editor keep their parish's albums and no one else's, and a visitor none", async () => {
    const { id: archdeaconryId } = await createArchdeaconry(server.services);
    const own = await createParish(server.services, { name: "St Andrew's Butere", archdeaconryId });
    const editor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: own.id }),
    );
    const theirs = await newAlbum({ parishId: String(own.id) });
    const diocesan = await newAlbum();

    expect((await addPhoto(theirs.id, "Our choir", editor)).body.errors).toBeUndefined();
    expect((await addPhoto(diocesan.id, "Not ours", editor)).body.errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await addPhoto(theirs.id, "Visitor", {})).body.errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    const visitorDelete = await graphql(server.url, DELETE_ALBUM, { id: theirs.id });
    expect(visitorDelete.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await readAlbum(theirs.slug))!.photoCount).toBe(1);
  });

  it("keeps an album's parish when an edit leaves it out, and gives a parish editor's new album to their parish", async () => {
    const { id: archdeaconryId } = await createArchdeaconry(server.services);
    const parish = await createParish(server.services, { name: "St Luke's Mumias", archdeaconryId });
    const album = await newAlbum({ parishId: String(parish.id) });

    const edited = await graphql<{ updatePhotoAlbum: AlbumFields }>(
      server.url,
      UPDATE_ALBUM,
      { id: album.id, input: { title: "Confirmation at St Luke's", date: "2026-03-15" } },
      staff,
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.updatePhotoAlbum).toMatchObject({
      title: "Confirmation at St Luke's",
      parishId: String(parish.id),
    });
    const taken = await graphql<{ updatePhotoAlbum: AlbumFields }>(
      server.url,
      UPDATE_ALBUM,
      { id: album.id, input: { title: "Confirmation at St Luke's", date: "2026-03-15", parishId: null } },
      staff,
    );
    expect(taken.body.data!.updatePhotoAlbum.parishId).toBeNull();

    const editor = await signedInHeaders(
      server,
      await createStaffMember(server, { role: AdminRole.PARISH_EDITOR, parishId: parish.id }),
    );
    const theirs = await graphql<{ createPhotoAlbum: AlbumFields }>(
      server.url,
      CREATE_ALBUM,
      { input: { title: "Harvest at St Luke's", date: "2026-04-05" } },
      editor,
    );
    expect(theirs.body.errors).toBeUndefined();
    expect(theirs.body.data!.createPhotoAlbum.parishId).toBe(String(parish.id));
    const renamed = await graphql<{ updatePhotoAlbum: AlbumFields }>(
      server.url,
      UPDATE_ALBUM,
      {
        id: theirs.body.data!.createPhotoAlbum.id,
        input: { title: "Harvest thanksgiving", date: "2026-04-05" },
      },
      editor,
    );
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data!.updatePhotoAlbum).toMatchObject({
      title: "Harvest thanksgiving",
      parishId: String(parish.id),
    });
  });

  it("takes fifty photographs sent side by side, each in its own request", async () => {
    const album = await server.services.gallery.createAlbum(SYSTEM_ACTOR, {
      title: "Fifty",
      date: "2026-05-01",
    });
    const bytes = await smallImage("jpeg", 320);
    const file = { bytes, filename: "p.jpg", type: "image/jpeg" };
    // Four at a time, as the dashboard sends them (graphql/uploads.ts allows four at once).
    const results: { errors?: unknown }[] = [];
    for (let start = 0; start < 50; start += 4) {
      const batch = Array.from({ length: Math.min(4, 50 - start) }, (_, i) =>
        graphqlUpload(
          server.url,
          ADD_PHOTO,
          { albumId: String(album.id), input: { caption: `Photo ${start + i + 1}` } },
          { image: file },
          staff,
        ),
      );
      results.push(...(await Promise.all(batch)).map((result) => result.body));
    }
    expect(results.filter((body) => body.errors)).toEqual([]);
    expect(await server.services.gallery.photoCountsOf([album.id])).toEqual([50]);
  });
});
