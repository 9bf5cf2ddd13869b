// `npm run test:quick`: the API's unit tests on SQLite and the web's component tests that what
// changed can affect (vitest follows the imports from each test file to the changed files), with
// no build. What changed: the uncommitted changes if there are any, else the branch's commits
// since it left main. The process tests, PostgreSQL's run and the browser journeys are left to
// `npm test`. Arguments go on to vitest: a file name, say, or --changed=HEAD~3 in place of ours.
import { execFileSync, spawnSync } from "node:child_process";

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).trim();
const args = process.argv.slice(2);

const changed = [];
if (!args.some((arg) => arg.startsWith("--changed"))) {
  const uncommitted = git("status", "--porcelain") !== "";
  // Vitest adds the staged and unstaged changes to those since the commit given.
  const since = uncommitted ? "HEAD" : git("merge-base", "HEAD", "main");
  console.log(
    uncommitted ? "What the uncommitted changes affect:" : `What changed since main (${since}) affects:`,
  );
  changed.push(`--changed=${since}`);
}

const run = spawnSync(
  "npx",
  ["vitest", "run", "--project", "api-sqlite", "--project", "web", "--passWithNoTests", ...changed, ...args],
  { stdio: "inherit" },
);
process.exit(run.status ?? 1);
