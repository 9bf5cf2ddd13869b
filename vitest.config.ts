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
    projects: [
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        // *.postgres.test.ts need PostgreSQL itself (several instances on one database).
        test: {
          name: "api-sqlite",
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
          env: { TEST_DB: "postgres" },
          exclude: ["**/node_modules/**", "**/*.sqlite.test.ts"],
        },
      },
      "./web/vitest.config.ts",
      "./web/e2e/vitest.config.ts",
    ],
  },
});
