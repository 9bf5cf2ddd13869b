import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app.js";
import { prepareSamplePictures, samplePicture, type SamplePicture } from "./sample-images.js";

let server: TestApp;
let prepared: string;

const SUNRISE: SamplePicture = { kind: "scene", colours: { from: "#dd6b20", to: "#9c4221" } };
const BISHOP: SamplePicture = { kind: "portrait", colours: { from: "#6b46c1", to: "#322659" } };

beforeAll(async () => {
  server = await startTestApp();
  prepared = path.join(await mkdtemp(path.join(tmpdir(), "diocese-sample-pictures-")), "sample-pictures");
  // The sunrise twice: a picture the sample content shows twice is made once.
  await prepareSamplePictures([SUNRISE, BISHOP, SUNRISE], prepared);
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(path.dirname(prepared), { recursive: true, force: true });
});

describe("a sample picture made when the API is built", () => {
  it("is the files the site makes of the drawn picture, byte for byte", async () => {
    for (const picture of [SUNRISE, BISHOP]) {
      const made = await samplePicture(picture, prepared);
      const drawn = await samplePicture(picture, path.join(prepared, "none-here"));
      if (!("encoded" in made) || !("buffer" in drawn)) throw new Error("expected one made, one drawn");
      const encodedNow = await server.services.media.encodeImage(drawn);
      expect(made.encoded.contentHash).toBe(encodedNow.contentHash);
      expect(made.encoded.files.map((file) => [file.suffix, file.contentType])).toEqual(
        encodedNow.files.map((file) => [file.suffix, file.contentType]),
      );
      made.encoded.files.forEach((file, index) =>
        expect(file.bytes.equals(encodedNow.files[index]!.bytes), file.suffix).toBe(true),
      );
    }
    expect((await readdir(prepared)).sort()).toEqual(["portrait-6b46c1-322659", "scene-dd6b20-9c4221"]);
  });

  it("is stored as any upload: every width and format, and the share preview, served under its own name", async () => {
    const url = await server.services.media.storeImage(await samplePicture(SUNRISE, prepared));
    const image = server.services.media.describeImage(url)!;
    expect(image).toMatchObject({ width: 1200, height: 675 });
    const urls = [
      image.url,
      image.share.url,
      ...image.variants.flatMap((variant) => [variant.jpeg, variant.webp]),
    ];
    for (const address of new Set(urls)) {
      const response = await fetch(`${server.url}${address}`);
      expect({ address, status: response.status }).toEqual({ address, status: 200 });
    }
    // Stored twice, it gets two names, as an upload does.
    const again = await server.services.media.storeImage(await samplePicture(SUNRISE, prepared));
    expect(again).not.toBe(url);
  });

  it("that is missing stops the seeding with its name, rather than drawing it unnoticed", async () => {
    const unlisted: SamplePicture = { kind: "scene", colours: { from: "#000000", to: "#ffffff" } };
    await expect(samplePicture(unlisted, prepared)).rejects.toThrow(
      "The sample picture scene-000000-ffffff was not made when the API was built: list it in samplePictures()",
    );
  });
});
