import { defineConfig } from "vitest/config";

/** Browser journeys: the built app on a temp database, driven in Debian's Chromium. */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "e2e",
    include: ["**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["../../api/test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One journey file at a time: each starts a site that fills a new database with the sample
    // content, and several of those at once, beside the API's tests, overran their start-up limit.
    fileParallelism: false,
  },
});
