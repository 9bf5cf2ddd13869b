import { defineConfig } from "vitest/config";

/**
 * Every test of the project: the API suite twice (embedded SQLite and PostgreSQL), the web
 * components, and the browser journeys. `npm test` runs them all.
 */
export default defineConfig({
  test: {
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
