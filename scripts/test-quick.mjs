// `npm run test:quick`: the API's unit tests on SQLite and the web's component tests that sit
// beside what changed (a changed test file itself, and the test files in a changed file's folder),
// with no build. What changed: the uncommitted changes if there are any, else the branch's commits
// since it left main. Vitest's own `--changed` follows imports instead, which from almost any API
// module reaches every API test (they all start the whole app): pass `--related` for that wider,
// slower run. The process tests, PostgreSQL's run and the browser journeys are left to `npm test`.
// Other arguments go on to vitest.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const git = (...args) =>
  execFileSync("git", args, { encoding: "utf8" })
    .split("\n")
    .filter((line) => line !== "");
const args = process.argv.slice(2);
const related = args.includes("--related");
const vitestArgs = args.filter((arg) => arg !== "--related");

const uncommitted = git("status", "--porcelain").length > 0;
const since = uncommitted ? "HEAD" : git("merge-base", "HEAD", "main")[0];
console.log(
  uncommitted ? "What the uncommitted changes touch:" : `What changed since main (${since}) touches:`,
);

const UNIT_TEST = /\.test\.tsx?$/;
const NOT_HERE = /\.(process|postgres)\.test\.ts$/;
const isUnitTest = (file) => UNIT_TEST.test(file) && !NOT_HERE.test(file);
const changed = [
  ...git("diff", "--name-only", since),
  ...(uncommitted ? git("ls-files", "--others", "--exclude-standard") : []),
].filter((file) => /^(api\/(src|test)|web\/src)\//.test(file) && /\.tsx?$/.test(file));

const testFiles = new Set();
for (const file of changed) {
  if (isUnitTest(file)) {
    if (existsSync(file)) testFiles.add(file);
    continue;
  }
  const folder = path.dirname(file);
  if (!existsSync(folder)) continue;
  for (const name of readdirSync(folder)) if (isUnitTest(name)) testFiles.add(path.join(folder, name));
}

let filters;
if (related) filters = [`--changed=${since}`];
else if (testFiles.size > 0) filters = [...testFiles];
else {
  console.log("No unit tests beside the changed files (npm run test:quick -- --related follows imports).");
  process.exit(0);
}
for (const filter of filters) console.log(`  ${filter}`);

const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "api-sqlite",
    "--project",
    "web",
    "--passWithNoTests",
    ...filters,
    ...vitestArgs,
  ],
  { stdio: "inherit" },
);
process.exit(run.status ?? 1);
