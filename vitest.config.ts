import { defineConfig } from "vitest/config";

const API_TESTS = ["src/**/*.test.ts", "test/**/*.test.ts"];
const API_PROCESS_TESTS = ["src/**/*.process.test.ts", "test/**/*.process.test.ts"];

/**
 * Every test of the project: the API suite twice (embedded SQLite and PostgreSQL), the web
 * components, and the browser journeys. `npm test` runs them all; `npm run test:quick` runs the
 * API's unit tests on SQLite and the web's, those that what changed can affect.
 *
 * The API's tests are in two kinds. Its unit tests (api-sqlite, api-postgres) run the source as it
 * is, in the test's own process, and never wait for a build (those that draw pages build the web
 * app first if it changed: test/web-build.ts). Its process tests (*.process.test.ts, in
 * api-process-sqlite and api-process-postgres) run the built site or its scripts as processes:
 * killed mid-write, stopped, on a full disk, behind a balancer, backed up. Their projects, and the
 * browser journeys', are the only ones that build first (test/global-setup.ts).
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
          include: API_TESTS,
          isolate: false,
          env: { TEST_DB: "sqlite" },
          exclude: ["**/node_modules/**", "**/*.postgres.test.ts", "**/*.process.test.ts"],
        },
      },
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        // *.sqlite.test.ts run on SQLite alone: they test SQLite itself (its migrations of old
        // files), or what the database does not change (the limits of an HTTP connection), or
        // what a PostgreSQL test covers another way (the role matrix, in three dioceses).
        test: {
          name: "api-postgres",
          include: API_TESTS,
          isolate: false,
          env: { TEST_DB: "postgres" },
          exclude: ["**/node_modules/**", "**/*.sqlite.test.ts", "**/*.process.test.ts"],
        },
      },
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        test: {
          name: "api-process-sqlite",
          include: API_PROCESS_TESTS,
          isolate: false,
          env: { TEST_DB: "sqlite" },
          exclude: ["**/node_modules/**", "**/*.postgres.process.test.ts"],
          globalSetup: ["test/global-setup.ts"],
        },
      },
      // `npm test` runs this project in the browser journeys' vitest (scripts/test.mjs), whose
      // one file at a time left the other vitest the longer by ten minutes; the other vitest is
      // told TEST_LANE=others, and leaves it out. Every other project runs there.
      ...(process.env.TEST_LANE === "others"
        ? []
        : [
            {
              extends: "./api/vitest.config.ts",
              root: "./api",
              // *.sqlite.process.test.ts run the site on SQLite, because they test SQLite itself
              // (a file on a full disk) or something the database does not change (a process
              // killed and restarted, a bucket for uploads): the other process tests run on both.
              test: {
                name: "api-process-postgres",
                include: API_PROCESS_TESTS,
                isolate: false,
                env: { TEST_DB: "postgres" },
                exclude: ["**/node_modules/**", "**/*.sqlite.process.test.ts"],
                globalSetup: ["test/global-setup.ts"],
              },
            },
          ]),
      "./web/vitest.config.ts",
      "./web/e2e/vitest.config.ts",
    ],
  },
});
