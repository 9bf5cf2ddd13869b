import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesUnder, smallImage } from "../../../test/images.js";
import { startTestApp, type TestApp } from "../../../test/test-app.js";
import { saveWithFile } from "./stored-files.js";

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const uploadedFiles = () => filesUnder(server.config.uploadsDir);

describe("saving a record with a stored file", () => {
  it("removes the new picture when the save fails, and keeps the one it was to replace", async () => {
    const previous = await server.services.media.storeImage({ buffer: await smallImage("jpeg") });
    const before = await uploadedFiles();

    const attempt = saveWithFile(
      server.services.media,
      { source: { buffer: await smallImage("png") }, kind: "image", replaces: previous },
      async () => {
        throw new Error("the database went away");
      },
    );

    await expect(attempt).rejects.toThrow("the database went away");
    expect(await uploadedFiles()).toEqual(before);
  });

  it("removes the replaced file once the save has succeeded", async () => {
    const previous = await server.services.media.storeImage({ buffer: await smallImage("jpeg") });
    let saved: string | undefined;

    await saveWithFile(
      server.services.media,
      { source: { buffer: await smallImage("png") }, kind: "image", replaces: previous },
      async (url) => {
        saved = url;
      },
    );

    const files = await uploadedFiles();
    expect(files.some((file) => file.includes(saved!.split("/").pop()!.slice(0, 24)))).toBe(true);
    expect(files.some((file) => file.includes(previous.split("/").pop()!.slice(0, 24)))).toBe(false);
  });

  it("stores nothing and keeps the record's file when no new file is given", async () => {
    const before = await uploadedFiles();
    const url = await saveWithFile(
      server.services.media,
      { source: null, kind: "image" },
      async (given) => given,
    );
    expect(url).toBeUndefined();
    expect(await uploadedFiles()).toEqual(before);
  });
});
