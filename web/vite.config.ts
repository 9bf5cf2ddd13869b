import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiOrigin = "http://localhost:4000";

export default defineConfig({
  root: decodeURIComponent(new URL(".", import.meta.url).pathname),
  plugins: [react()],
  // draft-js reads Node's `global`, which browsers call globalThis.
  define: { global: "globalThis" },
  server: {
    proxy: {
      "/graphql": apiOrigin,
      "/api": apiOrigin,
      "/uploads": apiOrigin,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // Zag (under Chakra) logs only behind a `debug` option that is never set. Dropping those calls
      // lets the bundle test refuse any console.log at all: the old login page logged its codes.
      treeshake: { manualPureFunctions: ["console.log"] },
    },
  },
});
