import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, installed by .ci/run; Playwright never downloads a browser of its own here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** No sandbox (CI runs as root), no GPU, and no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A headless Chromium with a fresh profile (Playwright makes one per launch) and no background traffic. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}
