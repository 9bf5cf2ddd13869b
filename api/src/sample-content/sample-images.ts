import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { encodePicture, loadSharp, type EncodedImage } from "../modules/media/image-encoding.js";
import type { MediaSource } from "../modules/media/media.service.js";

export interface Colours {
  from: string;
  to: string;
}

/** A picture the sample content shows: a scene or a portrait, in its colours. */
export interface SamplePicture {
  kind: "scene" | "portrait";
  colours: Colours;
}

/**
 * Where `npm run build` puts the sample pictures made into their files (api/dist/sample-pictures,
 * beside the built API's sample-content/), so that a first start stores them without drawing and
 * encoding each again: most of its time before. The API's tests run the source, where there is
 * none, and draw them.
 */
const PREPARED_DIR = path.join(import.meta.dirname, "..", "sample-pictures");

/** The sample pictures are 1200 x 675 and 600 x 600: far under any limit a site may set. */
const SAMPLE_MAX_PIXELS = 1_000_000;

const folderOf = ({ kind, colours }: SamplePicture) =>
  `${kind}-${colours.from.slice(1)}-${colours.to.slice(1)}`.toLowerCase();

/** The drawn picture's bytes, as an upload of it would bring them. */
function draw({ kind, colours }: SamplePicture): Promise<Buffer> {
  return kind === "scene" ? drawSampleImage(colours) : drawSamplePortrait(colours);
}

/**
 * A sample picture, to store as any upload: made into its files when the API was built, or drawn
 * now where it was not (the source). A built API without one of them fails loudly, as the list
 * it was made from (`samplePictures()` in sample-content.ts) has missed a picture the seeding shows.
 */
export async function samplePicture(picture: SamplePicture, prepared = PREPARED_DIR): Promise<MediaSource> {
  if (!existsSync(prepared)) return { buffer: await draw(picture) };
  const folder = path.join(prepared, folderOf(picture));
  if (!existsSync(folder)) {
    throw new Error(
      `The sample picture ${folderOf(picture)} was not made when the API was built: list it in samplePictures()`,
    );
  }
  const { contentHash, files } = JSON.parse(await readFile(path.join(folder, "files.json"), "utf8")) as {
    contentHash: string;
    files: { suffix: string; contentType: string }[];
  };
  const encoded: EncodedImage = {
    contentHash,
    files: await Promise.all(
      files.map(async ({ suffix, contentType }) => ({
        suffix,
        contentType,
        bytes: await readFile(path.join(folder, `picture${suffix}`)),
      })),
    ),
  };
  return { encoded };
}

/** Draws and encodes each picture into `into`, made anew whole (PREPARED_DIR, by `npm run build`). */
export async function prepareSamplePictures(
  pictures: readonly SamplePicture[],
  into = PREPARED_DIR,
): Promise<void> {
  const making = `${into}.making`;
  await rm(making, { recursive: true, force: true });
  for (const picture of pictures) {
    const folder = path.join(making, folderOf(picture));
    if (existsSync(folder)) continue; // a picture shown twice is made once
    const { contentHash, files } = await encodePicture(await draw(picture), SAMPLE_MAX_PIXELS);
    await mkdir(folder, { recursive: true });
    for (const { suffix, bytes } of files) await writeFile(path.join(folder, `picture${suffix}`), bytes);
    const listed = files.map(({ suffix, contentType }) => ({ suffix, contentType }));
    await writeFile(path.join(folder, "files.json"), JSON.stringify({ contentHash, files: listed }));
  }
  await rm(into, { recursive: true, force: true });
  await rename(making, into);
}

/**
 * Draws a sample picture (a gradient with a cross and a band of light) so that the sample content
 * ships with pictures the project made itself. Returns it as a PNG, for the media service to store.
 */
async function drawSampleImage(colours: Colours): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${colours.from}"/>
        <stop offset="1" stop-color="${colours.to}"/>
      </linearGradient>
    </defs>
    <rect width="1200" height="675" fill="url(#sky)"/>
    <circle cx="960" cy="160" r="90" fill="#ffffff" fill-opacity="0.18"/>
    <path d="M0 560 Q300 470 600 540 T1200 520 V675 H0 Z" fill="#000000" fill-opacity="0.22"/>
    <rect x="570" y="170" width="60" height="300" rx="6" fill="#ffffff" fill-opacity="0.85"/>
    <rect x="500" y="240" width="200" height="56" rx="6" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Draws a sample portrait: the outline of a person in a bishop's purple, or in the colours given,
 * for the cards of people whom staff have not yet photographed.
 */
async function drawSamplePortrait(colours: Colours): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs>
      <linearGradient id="back" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${colours.from}"/>
        <stop offset="1" stop-color="${colours.to}"/>
      </linearGradient>
    </defs>
    <rect width="600" height="600" fill="url(#back)"/>
    <circle cx="300" cy="230" r="110" fill="#ffffff" fill-opacity="0.8"/>
    <path d="M90 600 Q100 380 300 370 Q500 380 510 600 Z" fill="#ffffff" fill-opacity="0.8"/>
    <rect x="285" y="400" width="30" height="110" rx="4" fill="${colours.to}" fill-opacity="0.7"/>
    <rect x="255" y="430" width="90" height="28" rx="4" fill="${colours.to}" fill-opacity="0.7"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
