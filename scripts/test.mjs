// `npm test`: runs every vitest project (API on SQLite and PostgreSQL, its process tests on both,
// web components, browser journeys) and ends with one summary line of passed and failed counts.
// The projects that need the built site build what is stale first (api/test/global-setup.ts).
//
// With no arguments, the browser journeys run in a vitest of their own, one file at a time, beside
// the other projects' vitest. In one vitest they could not: a project that runs one file at a
// time is kept by vitest for a last round of its own, after every other project has finished, and
// the journeys then ran alone on one of the two cores for over ten minutes. With arguments
// (`npm test -- --project api-sqlite`), one vitest runs with them, as asked.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt } from "./build-if-stale.mjs";

const reportDir = mkdtempSync(path.join(tmpdir(), "diocese-test-report-"));
const compileCache = path.join(tmpdir(), "diocese-test-compile-cache");

/** Runs one vitest with `args`; resolves to its exit status and its JSON report's counts. */
function vitest(name, args, env = {}) {
  const reportFile = path.join(reportDir, `${name}.json`);
  const child = spawn(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...args],
    // SQLite's driver runs each statement on libuv's thread pool (4 threads by default), and a
    // statement waiting for the write lock holds its thread while it waits: tests that open a
    // second connection to one file (two instances) could leave none for the connection holding
    // the lock, besides argon2's and zlib's work, until the busy timeout ran out.
    //
    // Every Node.js the tests start (the site's processes, the scripts, the workers) keeps the code
    // it compiled in one cache (Node.js 22 and later; Node.js 20 ignores it): each site process, of
    // the hundreds the process tests and journeys start, then starts a fifth sooner.
    {
      stdio: "inherit",
      env: { UV_THREADPOOL_SIZE: "16", NODE_COMPILE_CACHE: compileCache, ...process.env, ...env },
    },
  );
  return new Promise((resolve) => {
    child.on("close", (status) => {
      try {
        const report = JSON.parse(readFileSync(reportFile, "utf8"));
        const failedFiles = report.numFailedTestSuites > 0 && report.numFailedTests === 0;
        resolve({
          status,
          passed: report.numPassedTests,
          failed: report.numFailedTests + (failedFiles ? report.numFailedTestSuites : 0),
          failures: failuresOf(report),
        });
      } catch {
        resolve({ status, passed: 0, failed: 1, failures: [`${name}: vitest wrote no report`] });
      }
    });
  });
}

/**
 * Each failed test (or file that failed before its tests ran) as "file › test: first line of the
 * error", so that the summary at the very end of a long CI log says what failed: the reporters'
 * own lists are printed minutes earlier, between the other vitest's output.
 */
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === "failed") {
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

function firstLine(text) {
  return (text ?? "").split("\n")[0].slice(0, 300);
}

const asked = process.argv.slice(2);
let runs;
try {
  if (asked.length > 0) {
    runs = [await vitest("asked", asked)];
  } else {
    // Built once, before either vitest starts, so that neither builds while the other tests.
    ensureBuilt();
    // Two files at a time beside the journeys' one: the three files at a time of one vitest
    // (vitest.config.ts). A fourth overloaded two cores: pages timed out and a journey's click failed.
    // The journeys' vitest runs the process tests on PostgreSQL first, one at a time: the journeys
    // took about 1,170 s in CI and the rest 1,810 s, two files at a time; moved, they end nearer
    // together (TEST_LANE, vitest.config.ts).
    runs = await Promise.all([
      vitest("projects", ["--project", "!e2e", "--maxWorkers=2"], { TEST_LANE: "others" }),
      vitest("journeys", ["--project", "api-process-postgres", "--project", "e2e", "--maxWorkers=1"], {
        TEST_LANE: "",
      }),
    ]);
  }
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

const passed = runs.reduce((sum, run) => sum + run.passed, 0);
const failed = runs.reduce((sum, run) => sum + run.failed, 0);
for (const failure of runs.flatMap((run) => run.failures)) console.log(`FAILED ${failure}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(runs.every((run) => run.status === 0) && failed === 0 ? 0 : 1);
