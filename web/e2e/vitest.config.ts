import { defineConfig } from "vitest/config";

/** Browser journeys: the built app on a temp database, driven in Debian's Chromium. */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "e2e",
    include: ["**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
