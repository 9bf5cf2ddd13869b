import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallImage } from "../../../test/images.js";
import { startObjectStore, type TestObjectStore } from "../../../test/object-store.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";

let store: TestObjectStore;
const sites: Record<string, TestApp> = {};

beforeAll(async () => {
  store = await startObjectStore();
  sites.folder = await startTestApp();
  sites.bucket = await startTestApp({ env: store.settings(await store.createBucket()) });
});
afterAll(async () => {
  for (const site of Object.values(sites)) await site.close();
  await store?.stop();
});

describe.each(["folder", "bucket"])("/uploads/ from the %s", (kind) => {
  let site: TestApp;
  let url: string;
  let whole: Buffer;

  beforeAll(async () => {
    site = sites[kind]!;
    url = await site.services.media.storeImage({ buffer: await smallImage("jpeg", 600) });
    whole = Buffer.from(await (await fetch(`${site.url}${url}`)).arrayBuffer());
  });

  const get = (headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${site.url}${url}`, { method, headers });

  it("serves a file with its type, a year's cache, nosniff, its validators and length; HEAD without the body", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    const headers = Object.fromEntries(response.headers);
    expect(headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(whole.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      etag: expect.stringMatching(/^"[0-9a-f-]+"$/),
      "last-modified": expect.stringMatching(/ GMT$/),
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(whole)).toBe(true);

    const head = await get({}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["content-type", "content-length", "cache-control", "etag", "last-modified"]) {
      expect(head.headers.get(name), name).toBe(headers[name]);
    }
  });

  it("answers one range with 206 and that part, several with the whole file, and one past the end with 416", async () => {
    const size = whole.length;
    for (const [range, start, end] of [
      ["bytes=10-19", 10, 19],
      ["bytes=100-", 100, size - 1],
      ["bytes=-64", size - 64, size - 1],
      [`bytes=-${size + 10}`, 0, size - 1],
      [`bytes=${size - 5}-${size + 1000}`, size - 5, size - 1],
    ] as const) {
      const response = await get({ range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(start, end + 1)), range).toBe(
        true,
      );
    }

    for (const range of ["bytes=0-9,20-29", "bytes=20-10", "pages=1-2"]) {
      const response = await get({ range });
      expect(response.status, range).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(whole), range).toBe(true);
    }

    for (const range of [`bytes=${size}-`, "bytes=-0"]) {
      const response = await get({ range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe(`bytes */${size}`);
    }
  });

  it("answers 304 to If-None-Match and If-Modified-Since, and all of the file when If-Range names another version", async () => {
    const first = await get();
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;

    const unchanged: Record<string, string>[] = [
      { "if-none-match": etag },
      { "if-none-match": `"other", W/${etag}` },
      { "if-none-match": "*" },
      { "if-modified-since": lastModified },
    ];
    for (const conditions of unchanged) {
      const again = await get(conditions);
      expect(again.status, JSON.stringify(conditions)).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await again.text()).toBe("");
    }
    expect((await get({ "if-none-match": '"other"' })).status).toBe(200);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get({ "if-modified-since": before })).status).toBe(200);

    expect((await get({ range: "bytes=0-9", "if-range": etag })).status).toBe(206);
    expect((await get({ range: "bytes=0-9", "if-range": lastModified })).status).toBe(206);
    const otherVersion = await get({ range: "bytes=0-9", "if-range": '"other"' });
    expect(otherVersion.status).toBe(200);
    expect(Buffer.from(await otherVersion.arrayBuffer()).equals(whole)).toBe(true);
  });

  it.each([
    "/uploads/images/0123456789abcdef01234567_800x600.jpg",
    "/uploads/images/.hidden.jpg",
    "/uploads/..%2Fdiocese.sqlite",
    "/uploads/images/two%20words.jpg",
    "/uploads/images/",
    "/uploads/images",
  ])("answers %s with 404, never a 500", async (path) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: "error", message: "Not found" });
  });
});
