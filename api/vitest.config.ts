import { defineConfig } from "vitest/config";

/**
 * What the API's projects share (the root vitest.config.ts names them, and says which files each
 * runs: a project's own `include` would be added to one here, not put in its place).
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { graphql: "graphql/index.js" } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    // A hook may start the built site as a process, twice, the first filling a new database with
    // the sample content: well over a minute on a machine busy with the rest of the suite.
    hookTimeout: 180_000,
  },
});
