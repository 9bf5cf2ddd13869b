import { createHash } from "node:crypto";
import type { Metadata, Sharp } from "sharp";
import { UserInputError } from "../../errors.js";

/*
 * What a picture is checked for and made into before it is stored: every width as JPEG and WebP,
 * and the share preview's JPEG. The media service stores what this makes under a name of its own;
 * the sample content's pictures are made here once, when the API is built
 * (scripts/prepare-sample-pictures.ts).
 */

/**
 * sharp and its libvips, loaded by the first picture to check or encode rather than at start:
 * most starts encode none (the sample content's pictures come encoded), and loading them was
 * about a tenth of a second of every start's CPU.
 */
export async function loadSharp() {
  return (await import("sharp")).default;
}

/**
 * The widths every picture is made in (never wider than the original): a 360 px phone takes 320
 * or 640, a card on a desktop 640 or 1024, a picture across a wide screen 1600.
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600];
/**
 * A share preview's picture: as wide as Open Graph's 1200 x 630 card, in the picture's own shape,
 * and a JPEG under 300 KB, above which WhatsApp shows none.
 */
export const SHARE_WIDTH = 1200;
export const SHARE_MAX_BYTES = 300_000;
/** What follows a picture's name in the key of its share preview. */
export const SHARE_SUFFIX = "-share.jpg";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IMAGE_FORMATS = "The picture must be a JPEG, PNG, WebP, GIF or AVIF image";
const DAMAGED = "The picture is damaged or incomplete and cannot be read. Try uploading it again";

type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** A picture's pixels, upright and no wider than the largest width. */
interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A picture made into every file it is stored as, before it has a name. */
export interface EncodedImage {
  /** The start of its name: a hash of the bytes it was made from. */
  contentHash: string;
  /**
   * Each file, by what follows the name in its key (`_1600x900.jpg`, `-640.webp`, `-share.jpg`).
   * The largest JPEG comes first: its URL, which names its size, is the one records keep.
   */
  files: { suffix: string; bytes: Buffer; contentType: string }[];
}

/**
 * Checks a picture by its content (its signature, its decoder, its pixels against `maxPixels`)
 * and makes it into every file it is stored as; refuses one it cannot take with a message that
 * says why.
 */
export async function encodePicture(bytes: Buffer, maxPixels: number): Promise<EncodedImage> {
  const format = sniffImage(bytes);
  if (!format) {
    throw new UserInputError(looksLikeSvg(bytes) ? `SVG is not accepted. ${IMAGE_FORMATS}` : IMAGE_FORMATS);
  }
  return encodeImage(await decodeImage(bytes, format, maxPixels), contentHashOf(bytes));
}

/** The first part of a stored file's name: a hash of the bytes it was made from. */
export function contentHashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/**
 * Decodes the whole picture once, upright and no wider than the largest variant. Its header is
 * read first: a picture that declares too many pixels is refused before any decoding.
 */
async function decodeImage(bytes: Buffer, format: ImageFormat, maxPixels: number): Promise<DecodedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UserInputError(DAMAGED);
  }
  if (!sameFormat(format, metadata)) throw new UserInputError(IMAGE_FORMATS);
  if (metadata.width * metadata.height > maxPixels) {
    throw new UserInputError(
      `The picture is ${metadata.width} x ${metadata.height} pixels (${megapixels(metadata.width * metadata.height)} megapixels), more than the limit of ${megapixels(maxPixels)} megapixels. Make it smaller and try again`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: maxPixels,
      // "error" also refuses truncated data, yet lets through the harmless warnings that some
      // phone cameras' JPEGs raise.
      failOn: "error",
      autoOrient: true,
    })
      .resize({
        width: Math.min(metadata.autoOrient.width, IMAGE_WIDTHS.at(-1)!),
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw new UserInputError(DAMAGED);
  }
}

function megapixels(pixels: number): number {
  return Number((pixels / 1_000_000).toFixed(1));
}

/** Encodes every width as JPEG and WebP, and the share preview, without metadata (sharp writes none unless asked). */
async function encodeImage(image: DecodedImage, contentHash: string): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const files: EncodedImage["files"] = [];
  for (const width of variantWidths(image.width).reverse()) {
    const resized = (): Sharp => sharp(image.pixels, { raw }).resize({ width });
    const jpeg = await resized()
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const largest = width === image.width;
    files.push({
      suffix: largest ? `_${jpeg.info.width}x${jpeg.info.height}.jpg` : `-${width}.jpg`,
      bytes: jpeg.data,
      contentType: "image/jpeg",
    });
    files.push({
      suffix: `-${width}.webp`,
      bytes: await resized().webp({ quality: 75 }).toBuffer(),
      contentType: "image/webp",
    });
  }
  files.push({
    suffix: SHARE_SUFFIX,
    bytes: await encodeShareImage(sharp(image.pixels, { raw })),
    contentType: "image/jpeg",
  });
  return { contentHash, files };
}

/** The share preview's size: no wider than SHARE_WIDTH, as sharp rounds a resized height. */
export function shareSize(width: number, height: number): { width: number; height: number } {
  const shareWidth = Math.min(width, SHARE_WIDTH);
  return { width: shareWidth, height: Math.round((height * shareWidth) / width) };
}

/**
 * The share preview's JPEG of a picture (decoded pixels or a stored JPEG's bytes): at most
 * SHARE_WIDTH wide, at the best quality that keeps it under SHARE_MAX_BYTES.
 */
export async function encodeShareImage(picture: Sharp | Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const source = Buffer.isBuffer(picture) ? sharp(picture) : picture;
  const resized = await source
    .resize({ width: SHARE_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bytes = Buffer.alloc(0);
  for (const quality of [80, 70, 60, 50, 40, 30]) {
    bytes = await sharp(resized.data, { raw: resized.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (bytes.length < SHARE_MAX_BYTES) break;
  }
  return bytes;
}

/** The widths an image of this width is made in: the standard ones below it, and its own. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((standard) => standard < largest), largest];
}

/** The format the bytes' signature says, or null when they are no picture we take. */
function sniffImage(bytes: Buffer): ImageFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // The ftyp box lists the file's brands: its major brand, then compatible ones from byte 16.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

/** The decoder must agree with the bytes' signature; AVIF is decoded as HEIF with AV1 inside. */
function sameFormat(format: ImageFormat, metadata: Metadata): boolean {
  if (format === "avif") return metadata.format === "heif" && metadata.compression === "av1";
  return metadata.format === format;
}

function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));
}
