// `npm test`: runs every vitest project (API on SQLite and PostgreSQL, its process tests on both,
// web components, browser journeys) and ends with one summary line of passed and failed counts.
// The projects that need the built site build what is stale first (api/test/global-setup.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reportDir = mkdtempSync(path.join(tmpdir(), "diocese-test-report-"));
const reportFile = path.join(reportDir, "report.json");
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  passed = report.numPassedTests;
  failed =
    report.numFailedTests +
    (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
} catch {
  failed = Math.max(failed, 1);
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
