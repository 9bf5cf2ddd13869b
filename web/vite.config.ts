import react from "@vitejs/plugin-react";
import path from "node:path";
import { defineConfig } from "vite";

const apiOrigin = "http://localhost:4000";
const root = decodeURIComponent(new URL(".", import.meta.url).pathname);

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  // draft-js reads Node's `global`, which browsers call globalThis.
  define: { global: "globalThis" },
  // The server's build of the route data (`vite build --ssr`, see package.json) carries what it
  // imports, so the API loads one file with no dependency on the web's node_modules.
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/graphql": apiOrigin,
      "/api": apiOrigin,
      "/uploads": apiOrigin,
      "/exports": apiOrigin,
    },
  },
  build: {
    outDir: "dist",
    // The public folder (favicon) belongs to the site, not to the server's build.
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the app (dashboard, sign-in, any page the server could not draw) and the frame of
      // a public page the server drew, whose one script is the parts' behaviours.
      input: isSsrBuild
        ? undefined
        : { app: path.join(root, "index.html"), publicPage: path.join(root, "public-page.html") },
      // Zag (under Chakra) logs only behind a `debug` option that is never set. Dropping those calls
      // lets the bundle test refuse any console.log at all: the old login page logged its codes.
      treeshake: { manualPureFunctions: ["console.log"] },
    },
  },
}));
