import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type UserConfig } from "vite";

const root = decodeURIComponent(new URL(".", import.meta.url).pathname);

/**
 * The site's logo and icons as the built public page names them in its head: the tab's icon, which
 * is also the logo the pages show (favicon.svg), and the phone's home-screen icon. Files of `dist`
 * whose names never change.
 */
const siteIcons = (publicPage: string): string[] =>
  [...publicPage.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((match) => match[1]!);

/**
 * The service worker (src/service-worker/), built after the site into dist/sw.js: one classic
 * script at the site's root, so that it controls every page. Its version is a hash of the built
 * pages, which name every hashed script, and of the icons, whose names never change: a new build
 * is a new worker, with caches of its own.
 */
export default defineConfig((): UserConfig => {
  const builtPages = ["index.html", "public-page.html"].map((file) =>
    readFileSync(path.join(root, "dist", file)),
  );
  const icons = siteIcons(builtPages[1]!.toString());
  const iconFiles = icons.map((icon) => readFileSync(path.join(root, "dist", icon)));
  const version = createHash("sha256")
    .update(Buffer.concat([...builtPages, ...iconFiles]))
    .digest("hex")
    .slice(0, 12);
  // The scripts and styles every public page starts with, as the built page names them.
  const publicPageAssets = [...new Set(builtPages[1]!.toString().match(/\/assets\/[^"]+\.(?:js|css)/g))];
  return {
    root,
    publicDir: false,
    // Workbox leaves out its development logging when told this is production.
    define: {
      SITE_VERSION: JSON.stringify(version),
      PUBLIC_PAGE_ASSETS: JSON.stringify(publicPageAssets),
      SITE_ICONS: JSON.stringify(icons),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: "dist",
      emptyOutDir: false,
      lib: {
        entry: path.join(root, "src/service-worker/service-worker.ts"),
        formats: ["iife"],
        name: "siteServiceWorker",
        fileName: () => "sw.js",
      },
    },
  };
});
