import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Self-contained so the root vitest `projects` list can point at this file from any directory.
  root: decodeURIComponent(new URL(".", import.meta.url).pathname),
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Files share the worker's modules (see the root vitest.config.ts).
    isolate: false,
    // A whole page drawn in jsdom (header, footer, both menus) takes seconds on a shared two-core
    // machine running the other projects at the same time.
    testTimeout: 15_000,
  },
});
