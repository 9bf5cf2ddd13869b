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
    // machine running the other projects at the same time, and a journey through a dialog (an
    // event's date changed: open, type, save, ask, save again) draws several: 15 s was seen to run
    // out at a load of 5 with the journey right. A test that is wrong still fails, later.
    testTimeout: 30_000,
  },
});
