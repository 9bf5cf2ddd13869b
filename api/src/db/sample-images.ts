import sharp from "sharp";

/**
 * Draws a sample picture (a gradient with a cross and a band of light) so that the sample content
 * ships with pictures the project made itself. Returns it as a PNG, for the media service to store.
 */
export function drawSampleImage(colours: { from: string; to: string }): Promise<Buffer> {
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
  return sharp(Buffer.from(svg)).png().toBuffer();
}
