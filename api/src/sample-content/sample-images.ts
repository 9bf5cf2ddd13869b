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

/**
 * Draws a sample portrait: the outline of a person in a bishop's purple, or in the colours given,
 * for the cards of people whom staff have not yet photographed.
 */
export function drawSamplePortrait(colours: { from: string; to: string }): Promise<Buffer> {
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
  return sharp(Buffer.from(svg)).png().toBuffer();
}
