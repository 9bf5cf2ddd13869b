import { defineConfig } from "vitest/config";

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { graphql: "graphql/index.js" } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
    // A hook may start the built site as a process, twice, the first filling a new database with
    // the sample content: well over a minute on a machine busy with the rest of the suite.
    hookTimeout: 180_000,
  },
});
