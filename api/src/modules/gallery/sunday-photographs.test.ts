import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { SYSTEM_ACTOR } from "../../authorization.js";
import { signedInHeaders } from "../../../test/factories.js";
import { graphql, graphqlUpload, type UploadedFile } from "../../../test/http.js";
import { filesUnder } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * A Sunday's photographs: an editor adds 200 at once. The dashboard sends them one request each,
 * four at a time; the site must take every one while visitors are still answered quickly. One
 * request carrying all 200 is refused at once, naming the limit, with nothing kept.
 */

let server: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp();
  staff = await signedInHeaders(server);
});
afterAll(() => server.close());

const PHOTOGRAPHS = 200;
/** As the dashboard sends them (UPLOADS_AT_ONCE in web/src/admin/gallery/gallery.page.tsx). */
const UPLOADS_AT_ONCE = 4;
const ADD_PHOTO = `mutation ($albumId: ID!, $input: PhotoInput!, $image: Upload!) { addPhoto(albumId: $albumId, input: $input, image: $image) { id } }`;

/** Small photographs of different colours, so that each is its own file. */
function photographs(count: number): Promise<UploadedFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      bytes: await sharp({
        create: { width: 480, height: 320, channels: 3, background: { r: index % 256, g: 90, b: 140 } },
      })
        .jpeg()
        .toBuffer(),
      filename: `IMG_${2000 + index}.jpg`,
      type: "image/jpeg",
    })),
  );
}

async function newAlbum(): Promise<{ id: string; slug: string }> {
  const { body } = await graphql<{ createPhotoAlbum: { id: string; slug: string } }>(
    server.url,
    `
      mutation ($input: PhotoAlbumInput!) {
        createPhotoAlbum(input: $input) {
          id
          slug
        }
      }
    `,
    { input: { title: "Confirmation Sunday", date: "2026-03-15" } },
    staff,
  );
  return body.data!.createPhotoAlbum;
}

const percentile = (values: number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))]!;

describe("a Sunday's 200 photographs", () => {
  it("are all taken, four at a time as the dashboard sends them, while visitors are answered quickly", async () => {
    const album = await newAlbum();
    const files = await photographs(PHOTOGRAPHS);
    const refusals: string[] = [];
    let next = 0;
    const editor = async () => {
      while (next < files.length) {
        const file = files[next++]!;
        const { status, body } = await graphqlUpload(
          server.url,
          ADD_PHOTO,
          { albumId: album.id, input: { caption: "" } },
          { image: file },
          staff,
        );
        if (status !== 200 || body.errors) refusals.push(`${status} ${body.errors?.[0]?.message}`);
      }
    };

    // A visitor reads the gallery and the news all the while.
    const latencies: number[] = [];
    let uploading = true;
    const visitor = async () => {
      while (uploading) {
        const started = performance.now();
        const [albumPage, news] = await Promise.all([
          graphql(
            server.url,
            `
              query ($slug: String!) {
                photoAlbum(slug: $slug) {
                  photoCount
                }
              }
            `,
            {
              slug: album.slug,
            },
          ),
          fetch(`${server.url}/api/getAllNews`),
        ]);
        await news.arrayBuffer();
        expect(albumPage.status).toBe(200);
        expect(news.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // Another editor, in another parish, adds a photograph of their own now and then.
    const otherAlbum = await newAlbum();
    const otherRefusals: string[] = [];
    let otherPhotographs = 0;
    const otherEditor = async () => {
      const [file] = await photographs(1);
      while (uploading) {
        const { status, body } = await graphqlUpload(
          server.url,
          ADD_PHOTO,
          { albumId: otherAlbum.id, input: { caption: "Our choir" } },
          { image: file! },
          staff,
        );
        otherPhotographs += 1;
        if (status !== 200 || body.errors) otherRefusals.push(`${status} ${body.errors?.[0]?.message}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };

    const started = performance.now();
    const reading = visitor();
    const otherUploading = otherEditor();
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, editor));
    uploading = false;
    await Promise.all([reading, otherUploading]);
    const seconds = (performance.now() - started) / 1000;

    expect(refusals).toEqual([]);
    expect(otherPhotographs).toBeGreaterThan(5);
    expect(otherRefusals).toEqual([]);
    const { body } = await graphql<{ photoAlbum: { photoCount: number } }>(
      server.url,
      `
        query ($slug: String!) {
          photoAlbum(slug: $slug) {
            photoCount
          }
        }
      `,
      { slug: album.slug },
    );
    expect(body.data!.photoAlbum.photoCount).toBe(PHOTOGRAPHS);
    console.info(
      `200 photographs in ${seconds.toFixed(1)} s; a visitor's request took ${percentile(latencies, 0.5).toFixed(0)} ms (median), ${percentile(latencies, 0.95).toFixed(0)} ms (95th percentile) over ${latencies.length}`,
    );
    expect(latencies.length).toBeGreaterThan(10);
    expect(percentile(latencies, 0.5)).toBeLessThan(500);
    expect(percentile(latencies, 0.95)).toBeLessThan(2000);
  }, 300_000);

  it("are refused in one request, at once and naming the limit, and nothing is kept", async () => {
    const album = await newAlbum();
    const before = await filesUnder(server.config.uploadsDir);
    const files = await photographs(PHOTOGRAPHS);
    const started = performance.now();
    const { status, body } = await graphqlUpload(
      server.url,
      `mutation ($albumId: ID!, $input: PhotoInput!, $image: Upload!) { addPhoto(albumId: $albumId, input: $input, image: $image) { id } }`,
      { albumId: album.id, input: { caption: "" } },
      Object.fromEntries(files.map((file, index) => [index === 0 ? "image" : `image${index}`, file])),
      staff,
    );
    expect(status).toBe(413);
    expect(body.errors?.[0]).toMatchObject({
      message:
        "A request may carry at most 10 files. Add the photographs one request each, as the dashboard does.",
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await filesUnder(server.config.uploadsDir)).toEqual(before);
  });
});

describe("uploads arriving at once", () => {
  /**
   * An upload that has announced `bytes` and sent its first line, held open as a slow phone's
   * would be; the server's answer so far, when it has given one.
   */
  async function slowUpload(url: string, headers: Record<string, string>, bytes: number) {
    const { hostname, port } = new URL(url);
    const socket: Socket = await new Promise((resolve) => {
      const opened = connect(Number(port), hostname, () => resolve(opened));
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.write(
      [
        "POST /graphql HTTP/1.1",
        "Host: localhost",
        "Content-Type: multipart/form-data; boundary=synod",
        "Apollo-Require-Preflight: true",
        `Content-Length: ${bytes}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        "",
        "--synod\r\n",
      ].join("\r\n"),
    );
    return { socket, answer: () => answer };
  }

  it("may together announce at most four of the largest requests: small ones leave room for another editor", async () => {
    // Files of 100 KB at most: the largest request is ten of them, and four such fill the room.
    const site = await startTestApp({ env: { UPLOAD_MAX_BYTES: "102400", AUDIO_MAX_BYTES: "102400" } });
    try {
      const editor = await signedInHeaders(site);
      const album = await site.services.gallery.createAlbum(SYSTEM_ACTOR, {
        title: "Synod",
        date: "2026-03-15",
      });
      const [photograph] = await photographs(1);
      const addPhotograph = () =>
        graphqlUpload(
          site.url,
          ADD_PHOTO,
          { albumId: String(album.id), input: { caption: "" } },
          { image: photograph! },
          editor,
        );
      const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

      // Four photographs on their way from a slow connection: another editor's is still taken.
      const small = await Promise.all(
        Array.from({ length: 4 }, () => slowUpload(site.url, editor, 60 * 1024)),
      );
      await settle();
      const taken = await addPhotograph();
      expect(taken.body.errors).toBeUndefined();
      for (const upload of small) upload.socket.destroy();

      // Four of the largest on their way: the temp folder's room is full, and the next waits.
      const largest = await Promise.all(
        Array.from({ length: 4 }, () => slowUpload(site.url, editor, 10 * 102400)),
      );
      await settle();
      const refused = await addPhotograph();
      expect(refused.status).toBe(503);
      expect(refused.body.errors?.[0]?.message).toBe(
        "Other uploads are being received just now. Try again in a minute.",
      );
      for (const upload of largest) {
        expect(upload.answer()).toBe("");
        upload.socket.destroy();
      }
      await settle();
      expect((await addPhotograph()).body.errors).toBeUndefined();
    } finally {
      await site.close();
    }
  });
});
