import { defineConfig } from "vitest/config";

/**
 * Every test of the project: the API suite twice (embedded SQLite and PostgreSQL), the web
 * components, and the browser journeys. `npm test` runs them all.
 */
export default defineConfig({
  test: {
    // Three test files at a time on two cores: most of a test's time is spent waiting (for a
    // server process, PostgreSQL, argon2's threads, a browser), so this about halves the suite's
    // time against vitest's default of one at a time here.
    maxWorkers: 3,
    // Test files share a worker's modules rather than load every module again for each file:
    // that loading was about half the API's and most of the web's test time. It is safe because
    // each API test file starts its own app on its own new database, each web test renders into
    // a DOM of its own with its own mocks, and no module keeps a test's state for the next file
    // (the files pass in any order: `--sequence.shuffle.files`). The browser journeys keep the
    // default: each starts its own site process anyway.
    projects: [
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        // *.postgres.test.ts need PostgreSQL itself (several instances on one database).
        test: {
          name: "api-sqlite",
          isolate: false,
          env: { TEST_DB: "sqlite" },
          exclude: ["**/node_modules/**", "**/*.postgres.test.ts"],
        },
      },
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        // *.sqlite.test.ts start the site as one process on its embedded database (the load test).
        test: {
          name: "api-postgres",
          isolate: false,
          env: { TEST_DB: "postgres" },
          exclude: ["**/node_modules/**", "**/*.sqlite.test.ts"],
        },
      },
      "./web/vitest.config.ts",
      "./web/e2e/vitest.config.ts",
    ],
  },
});
