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
    // One journey file at a time: several browsers and sites at once, beside the API's tests, are
    // more than two cores carry. Run in parallel alone they took 357 s rather than about 520, but at
    // a load of 12 a phone's swipe through the gallery failed. (Each site now copies the seeded
    // sample content rather than filling its own database, which was the first reason.) Vitest
    // runs such a project after all the others, alone: `npm test` gives it a vitest of its own,
    // beside the other projects' (scripts/test.mjs).
    fileParallelism: false,
  },
});
